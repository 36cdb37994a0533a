// AtomicFile: writing a file so that it is always either the old file or the new one,
// whatever happens (a full disk, a `kill -9`, a power cut). The state file and the string
// tables are saved through it.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file atomically: the bytes go to a temporary file beside it, which is flushed
/// to disk and renamed over the old one, and then the folder is flushed too.
public enum AtomicFile {
  /// Writes `bytes` to `path`; on any failure the file at `path` is as it was and the
  /// temporary file is gone.
  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
    let failure = bytes.withUnsafeBytes { buffer -> AtomicFileError? in
      do throws(AtomicFileError) {
        try write(buffer, to: path)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Writes the bytes in `bytes` to `path` without copying them, as `write(_:to:)` does.
  public static func write(_ bytes: UnsafeRawBufferPointer, to path: String)
    throws(AtomicFileError)
  {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
    func fail(_ step: String) -> AtomicFileError {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return AtomicFileError(path: path, reason: "\(step): \(reason)")
    }
    let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw fail("cannot create a temporary file in \(folder)") }
    var written = 0
    while written < bytes.count {
      let count =
        bytes.baseAddress.map { systemWrite(file, $0 + written, bytes.count - written) } ?? 0
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

/// A file that could not be written; the file at `path` is as it was.
public struct AtomicFileError: Error, Hashable, Sendable {
  /// The file that was to be written.
  public var path: String
  /// The step that failed and what the system said.
  public var reason: String
}

/// `write(2)`, named so that it does not clash with `AtomicFile.write(_:to:)`.
private func systemWrite(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(file, bytes, count)
  #elseif canImport(Musl)
    Musl.write(file, bytes, count)
  #else
    Darwin.write(file, bytes, count)
  #endif
}
