import AtomicFile
import Foundation

/// Writes a table or record atomically (`AtomicFile`), making its folder first; the file
/// keeps its permissions and its symbolic link, and a read-only one is refused.
enum TableFile {
  /// Throws when `path` exists and may not be written (read-only, not a regular file).
  static func checkWritable(_ path: String) throws(TableWriteError) {
    do {
      try AtomicFile.checkWritable(path)
    } catch {
      throw TableWriteError(path: path, reason: error.reason)
    }
  }

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
