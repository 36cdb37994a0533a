import AtomicFile
import Foundation
import TrackerDomain

extension StateFile {
  /// Writes `state` to the file at `path` so that the file is always either
  /// the old state or the new one, whatever happens (a full disk, a `kill -9`,
  /// a power cut): the text goes to a temporary file beside it, which is
  /// flushed to disk and then renamed over the old file, and the folder is
  /// flushed too. The file keeps its permission bits, owner and group, a symbolic link
  /// to it stays a link (the file it leads to is written), and a read-only file is
  /// refused and left as it is (`AtomicFile`). A new file gets `newFileMode` less the umask.
  ///
  /// A whole state supersedes the journal beside the file, if there is one: the file is
  /// written as holding every change in it (so that none is applied again on top), and the
  /// journal is removed when no app has the file open.
  public static func save(_ state: TrackerState, to path: String, newFileMode: mode_t = 0o644)
    throws(StateFileSaveError)
  {
    let journalPath = StateFileJournal.path(beside: (try? AtomicFile.target(of: path)) ?? path)
    guard case .bytes(let journal) = JournalFile.read(journalPath) else {
      return try save(state, lastChange: 0, to: path, newFileMode: newFileMode)
    }
    try save(
      state, lastChange: JournalRecord.newestNumber(in: journal), to: path,
      newFileMode: newFileMode)
    if (try? StateFileLock(path: path)) != nil {
      unlink(journalPath)
      StateFileJournal.syncFolder(of: journalPath)
    }
  }

  /// Writes `state` to `path` as `save(_:to:newFileMode:)` does, as the file that holds the
  /// journal's changes up to `lastChange`.
  static func save(
    _ state: TrackerState, lastChange: Int, to path: String, newFileMode: mode_t = 0o644
  ) throws(StateFileSaveError) {
    var text = StateFileWriter.text(for: state, lastChange: lastChange)
    // The text's own bytes are written, not a copy of them (88 MiB on the L workload).
    let failure = text.withUTF8 { bytes -> AtomicFileError? in
      do throws(AtomicFileError) {
        try AtomicFile.write(
          UnsafeRawBufferPointer(bytes), to: path, newFileMode: newFileMode)
        return nil
      } catch {
        return error
      }
    }
    if let failure {
      throw StateFileSaveError(path: path, reason: failure.reason, isReadOnly: failure.isReadOnly)
    }
  }
}

/// A state that could not be saved; the file at `path` is as it was.
public struct StateFileSaveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was to be written.
  public var path: String
  /// What the system said.
  public var reason: String
  /// The file exists and the user may not write it; nothing was tried.
  public var isReadOnly: Bool

  /// An error with its parts given.
  public init(path: String, reason: String, isReadOnly: Bool = false) {
    self.path = path
    self.reason = reason
    self.isReadOnly = isReadOnly
  }

  /// `cannot save the state to PATH: reason; the file is as it was`.
  public var description: String {
    "cannot save the state to \(path): \(reason); the file is as it was"
  }
}
