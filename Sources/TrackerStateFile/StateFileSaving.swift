import AtomicFile
import Foundation
import TrackerDomain

extension StateFile {
  /// Writes `state` to the file at `path` so that the file is always either
  /// the old state or the new one, whatever happens (a full disk, a `kill -9`,
  /// a power cut): the text goes to a temporary file beside it, which is
  /// flushed to disk and then renamed over the old file, and the folder is
  /// flushed too.
  public static func save(_ state: TrackerState, to path: String) throws(StateFileSaveError) {
    var text = write(state)
    // The text's own bytes are written, not a copy of them (88 MiB on the L workload).
    let failure = text.withUTF8 { bytes -> AtomicFileError? in
      do throws(AtomicFileError) {
        try AtomicFile.write(UnsafeRawBufferPointer(bytes), to: path)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw StateFileSaveError(path: path, reason: failure.reason) }
  }
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
