import AtomicFile
import Foundation
import TrackerDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal beside a state file (`state.json.journal`, beside the real file when the path
/// is a symbolic link): the changes made since the state file was last brought up to date,
/// one a line (`JournalRecord`). A change is durable once `append` returns: its line is
/// written and synced to disk (`fdatasync`; `F_FULLFSYNC` on Apple's systems, whose `fsync`
/// leaves it in the drive's cache). Bringing the state file up to date (a fold) writes the
/// whole state with the number of its newest change, then `dropChanges(through:)` removes
/// the lines it holds; a crash in between leaves lines the file already holds, which reading
/// skips by their numbers, so that no change is ever applied twice.
public final class StateFileJournal: @unchecked Sendable {
  /// The journal's path.
  public let path: String
  /// The state file it is beside (the real file, symbolic links followed).
  let statePath: String
  private let lock = NSLock()
  /// The open journal, for appending; -1 until the first append after it was emptied.
  private var descriptor: Int32 = -1
  /// The journal's bytes, from its start: a fold keeps what comes after the changes it holds.
  private var bytes: [UInt8]
  /// Where each act written or read ends in `bytes`, with the number of its last change.
  private var ends: [(number: Int, end: Int)]
  /// The number of the newest change written or read.
  private var newest: Int
  /// A write or a sync failed and the journal could not be put back as it was: nothing more
  /// is appended to it in this run.
  private var isBroken = false

  /// The journal of the state file `target` (the real file), holding `bytes` (the whole acts
  /// read from it, whose newest change is `lastChange`).
  init(beside target: String, bytes: [UInt8] = [], lastChange: Int) {
    path = Self.path(beside: target)
    statePath = target
    self.bytes = bytes
    ends = bytes.isEmpty ? [] : [(lastChange, bytes.count)]
    newest = lastChange
  }

  /// `state.json.journal`: where the journal of the state file `target` is.
  public static func path(beside target: String) -> String { target + ".journal" }

  /// The number of the newest change written (or read): what a fold of the state now holds.
  public var lastChange: Int { lock.withLock { newest } }

  /// How many bytes the journal holds: a fold is due past a bound.
  public var size: Int { lock.withLock { bytes.count } }

  /// Writes the changes of one act, numbered after the newest, and syncs them to disk; on
  /// return they survive a kill or a power cut. On a failure the journal is as it was (a line
  /// cut short is cut off), and the error says why. Returns the number of the last change.
  @discardableResult
  public func append(_ changes: [TrackerAction], today: Day, queuing: Bool)
    throws(StateFileJournalError) -> Int
  {
    lock.lock()
    defer { lock.unlock() }
    do {
      guard !changes.isEmpty else { return newest }
      guard !isBroken else {
        throw StateFileJournalError(path: path, reason: "an earlier write to it failed")
      }
      let lines = changes.enumerated().map { offset, action in
        JournalRecord(
          number: newest + 1 + offset, today: today, action: action, isQueued: queuing,
          hasMore: offset < changes.count - 1
        ).line
      }.joined()
      try openForAppending()
      let added = Array(lines.utf8)
      if let failure = writeAndSync(added) {
        // Cut off what was written of the act, so that the next act starts on a line of
        // its own; a journal that cannot be cut takes no more acts.
        if ftruncate(descriptor, off_t(bytes.count)) != 0 || failure.isSync { isBroken = true }
        throw StateFileJournalError(path: path, reason: failure.reason)
      }
      bytes += added
      newest += changes.count
      ends.append((newest, bytes.count))
      return newest
    }
  }

  /// After a fold that holds the changes up to `number`: the journal keeps only the changes
  /// after it (written again, atomically, when some came meanwhile), or is removed when it
  /// holds no other.
  public func dropChanges(through number: Int) throws(StateFileJournalError) {
    lock.lock()
    defer { lock.unlock() }
    do {
      guard let cut = ends.last(where: { $0.number <= number })?.end else { return }
      let rest = Array(bytes[cut...])
      closeDescriptor()
      if rest.isEmpty {
        guard unlink(path) == 0 || errno == ENOENT else {
          throw StateFileJournalError(
            path: path, reason: "cannot remove it: \(String(cString: strerror(errno)))")
        }
        Self.syncFolder(of: path)
      } else {
        do throws(AtomicFileError) {
          try AtomicFile.write(rest, to: path)
        } catch {
          throw StateFileJournalError(path: path, reason: error.reason)
        }
      }
      bytes = rest
      ends = ends.filter { $0.number > number }.map { ($0.number, $0.end - cut) }
      isBroken = false
    }
  }

  /// Closes the journal (it is opened again by the next append).
  func close() { lock.withLock { closeDescriptor() } }

  deinit { closeDescriptor() }

  // MARK: The file

  /// Opens the journal for appending, creating it with the state file's permission bits,
  /// owner and group (a private file's journal is private too; without a state file, as a
  /// new state file is made) and syncing its folder.
  private func openForAppending() throws(StateFileJournalError) {
    guard descriptor < 0 else { return }
    var created = false
    var file = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
    if file < 0 && errno == ENOENT {
      file = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
      created = true
    }
    guard file >= 0 else {
      throw StateFileJournalError(
        path: path, reason: "cannot open it: \(String(cString: strerror(errno)))")
    }
    if created {
      AtomicFile.giveAttributes(of: statePath, to: file)
      Self.syncFolder(of: path)
    }
    descriptor = file
  }

  private func closeDescriptor() {
    if descriptor >= 0 { _ = systemClose(descriptor) }
    descriptor = -1
  }

  /// Writes `added` at the end and syncs it; nil when both went through.
  private func writeAndSync(_ added: [UInt8]) -> (reason: String, isSync: Bool)? {
    var written = 0
    while written < added.count {
      let count = added[written...].withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        return ("cannot write: \(String(cString: strerror(errno)))", false)
      }
      written += count
    }
    guard Self.sync(descriptor) else {
      return ("cannot flush to disk: \(String(cString: strerror(errno)))", true)
    }
    return nil
  }

  /// Flushes `file`'s data to the disk itself.
  static func sync(_ file: Int32) -> Bool {
    #if canImport(Darwin)
      // Apple's fsync leaves the data in the drive's cache; F_FULLFSYNC asks the drive too.
      if fcntl(file, F_FULLFSYNC) == 0 { return true }
      return fsync(file) == 0
    #else
      return fdatasync(file) == 0
    #endif
  }

  /// Syncs the folder of `path`, so that a file made or removed in it stays so.
  static func syncFolder(of path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      _ = systemClose(directory)
    }
  }
}

/// A journal that could not be written or emptied; the reason names the step.
public struct StateFileJournalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The journal.
  public var path: String
  /// The step that failed and what the system said.
  public var reason: String

  /// An error with its parts given.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write the journal PATH: reason`.
  public var description: String { "cannot write the journal \(path): \(reason)" }
}

/// `write(2)`, named so that it does not clash with the kit's own `write`s.
private func systemWrite(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(file, bytes, count)
  #else
    Darwin.write(file, bytes, count)
  #endif
}

/// `close(2)`, named so that it does not clash with `StateFileJournal.close()`.
private func systemClose(_ file: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(file)
  #else
    Darwin.close(file)
  #endif
}
