import AtomicFile
import Foundation

/// Writes a table or record atomically (`AtomicFile`), making its folder first.
enum TableFile {
  static func write(_ bytes: [UInt8], to path: String) throws(TableWriteError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw TableWriteError(path: path, reason: "cannot create the folder \(folder)")
    }
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw TableWriteError(path: path, reason: error.reason)
    }
  }
}

/// A table or record that could not be written; the file is as it was.
public struct TableWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was to be written.
  public var path: String
  /// What the system said.
  public var reason: String

  /// `cannot write PATH: reason; the file is as it was`.
  public var description: String {
    "cannot write \(path): \(reason); the file is as it was"
  }
}
