import Foundation
import TrackerDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StateFile {
  /// Writes `state` to the file at `path` so that the file is always either
  /// the old state or the new one, whatever happens (a full disk, a `kill -9`,
  /// a power cut): the text goes to a temporary file beside it, which is
  /// flushed to disk and then renamed over the old file, and the folder is
  /// flushed too.
  public static func save(_ state: TrackerState, to path: String) throws(StateFileSaveError) {
    var text = write(state)
    if let failure = text.withUTF8({ save(bytes: $0, to: path) }) { throw failure }
  }

  /// Writes `bytes` to `path` as `save(_:to:)` does, without copying them; the error, if any.
  private static func save(bytes: UnsafeBufferPointer<UInt8>, to path: String)
    -> StateFileSaveError?
  {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
    func fail(_ step: String) -> StateFileSaveError {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return StateFileSaveError(path: path, reason: "\(step): \(reason)")
    }
    let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard file >= 0 else { return fail("cannot create a temporary file in \(folder)") }
    var written = 0
    while written < bytes.count {
      let count =
        bytes.baseAddress.map { systemWrite(file, $0 + written, bytes.count - written) } ?? 0
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        close(file)
        return fail("cannot write")
      }
      written += count
    }
    guard fsync(file) == 0 else {
      close(file)
      return fail("cannot flush to disk")
    }
    close(file)
    guard rename(temporary, path) == 0 else { return fail("cannot replace the file") }
    let directory = open(folder, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
    return nil
  }
}

/// `write(2)`, named so that it does not clash with `StateFile.write(_:)`.
private func systemWrite(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(file, bytes, count)
  #else
    Darwin.write(file, bytes, count)
  #endif
}

/// A state that could not be saved; the file at `path` is as it was.
public struct StateFileSaveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was to be written.
  public var path: String
  /// What the system said.
  public var reason: String

  /// An error with both parts given.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot save the state to PATH: reason; the file is as it was`.
  public var description: String {
    "cannot save the state to \(path): \(reason); the file is as it was"
  }
}
