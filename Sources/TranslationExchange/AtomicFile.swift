import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that it is always either the old file or the new one, whatever
/// happens: the bytes go to a temporary file beside it, which is flushed to disk and renamed
/// over the old one, and the folder is flushed too (as `StateFile.save` does).
enum AtomicFile {
  static func write(_ bytes: [UInt8], to path: String) throws(TableWriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw TableWriteError(path: path, reason: "cannot create the folder \(folder)")
    }
    let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
    func fail(_ step: String) -> TableWriteError {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return TableWriteError(path: path, reason: "\(step): \(reason)")
    }
    let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw fail("cannot create a temporary file in \(folder)") }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { buffer in
        systemWrite(file, buffer.baseAddress, buffer.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        close(file)
        throw fail("cannot write")
      }
      written += count
    }
    guard fsync(file) == 0 else {
      close(file)
      throw fail("cannot flush to disk")
    }
    close(file)
    guard rename(temporary, path) == 0 else { throw fail("cannot replace the file") }
    let directory = open(folder, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }
}

private func systemWrite(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(file, bytes, count)
  #elseif canImport(Musl)
    Musl.write(file, bytes, count)
  #else
    Darwin.write(file, bytes, count)
  #endif
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
