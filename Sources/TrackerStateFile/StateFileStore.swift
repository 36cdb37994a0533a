import AtomicFile
import Foundation
import TrackerDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state file a running front end keeps the user's data in (the terminal app, the web
/// page, `serve --save`), with its journal: opened once (the file and its journal read),
/// then every change appended to the journal (`append`, synced before it returns), and the
/// journal folded into the file now and then (`fold`): the whole state written atomically
/// with `StateFile.save(_:to:)`'s guarantees, holding the number of its newest change, then
/// the journal emptied of what the file holds. A fold is never made over changes another
/// program made meanwhile: it first checks that the file is still the one it read or last
/// wrote (same file, size and modification time); if not, the fold is refused, the file is
/// left as the other program wrote it, and the changes stay in the journal.
///
/// Take the file's `StateFileLock` before opening it: opening puts the journal in order for
/// appending (a line cut short by a crash is cut off; a journal with something left out of
/// it is kept aside and a new one started).
public struct StateFileStore: Sendable {
  /// The file.
  public let path: String
  /// The journal beside the file, where changes are appended.
  public let journal: StateFileJournal
  /// What reading the journal left out or did about it, a warning each to show the user.
  public let notes: [JournalNote]
  /// The file as last read or written; nil while it does not exist.
  private var fingerprint: FileFingerprint?
  /// The permission bits a new file gets, less the umask (an existing file keeps its own).
  public var newFileMode: mode_t = 0o644

  /// Opens the state file at `path` with its journal. A file that does not exist is no
  /// error: the state is empty (with the journal's changes, if a journal is there) and
  /// `isNew` is true when there is neither (the caller decides whether to save it). A file
  /// or journal that cannot be read, or a file that cannot be parsed, is an error, and
  /// nothing is written.
  public static func open(path: String, today: Day) throws(StateFileStoreError) -> (
    store: StateFileStore, state: TrackerState, isNew: Bool
  ) {
    let target = (try? AtomicFile.target(of: path)) ?? path
    let journalPath = StateFileJournal.path(beside: target)
    let journalBytes: [UInt8]
    switch JournalFile.read(journalPath) {
    case .none: journalBytes = []
    case .bytes(let bytes): journalBytes = bytes
    case .unreadable(let reason): throw .cannotRead(path: journalPath, reason: reason)
    }
    let fingerprint = FileFingerprint(path: path)
    var base = (state: TrackerState(), lastChange: 0)
    if fingerprint == nil && errno != ENOENT {
      throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
    }
    if fingerprint != nil {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .cannotRead(path: path, reason: "the file cannot be read")
      }
      do {
        base = try StateFile.contents([UInt8](data), fileName: path, today: today)
      } catch {
        throw .unreadable(error)
      }
    }
    let reading = StateFile.reading(
      base.state, lastChange: base.lastChange, journal: journalBytes, journalName: journalPath)
    var notes = reading.notes
    var kept = reading.journal?.intact ?? []
    if reading.journal?.leftSomethingOut == true {
      let aside = JournalRepair.keepAside(journalPath)
      notes.append(JournalNote(file: journalPath, problem: .keptAside(aside)))
      kept = []
    } else if kept.count < journalBytes.count {
      try JournalRepair.cut(journalPath, to: kept.count)
    }
    JournalRepair.removeLeftovers(beside: target)
    let store = StateFileStore(
      path: path,
      journal: StateFileJournal(beside: target, bytes: kept, lastChange: reading.lastChange),
      notes: notes, fingerprint: fingerprint)
    return (store, reading.state, fingerprint == nil && journalBytes.isEmpty)
  }

  /// Why the file cannot be written now (read-only, not a regular file, a folder that cannot
  /// be written), or nil when it can.
  public var whyNotWritable: String? {
    do throws(AtomicFileError) {
      try AtomicFile.checkWritable(path)
    } catch {
      return error.reason
    }
    let folder = (((try? AtomicFile.target(of: path)) ?? path) as NSString)
      .deletingLastPathComponent
    guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else {
      return "its folder cannot be written: \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// Where a copy of the state of `path` goes when it cannot be kept there:
  /// `PATH.unsaved.json`, or `PATH.unsaved.2.json` … when an earlier copy is still there
  /// (never over one).
  public static func unsavedCopyPath(of path: String) -> String {
    var number = 1
    while true {
      let copy = path + (number == 1 ? ".unsaved.json" : ".unsaved.\(number).json")
      var status = stat()
      // Nothing there (or nothing that can be seen: writing it then says why it fails).
      if lstat(copy, &status) != 0 { return copy }
      number += 1
    }
  }

  /// Whether another program replaced or changed the file since this store read or wrote it.
  public var isChangedElsewhere: Bool { FileFingerprint(path: path) != fingerprint }

  /// Appends the changes of one act to the journal and syncs them: on return they survive
  /// a kill or a power cut. On a failure nothing of them is kept.
  @discardableResult
  public func append(_ changes: [TrackerAction], today: Day, queuing: Bool)
    throws(StateFileStoreError) -> Int
  {
    do {
      return try journal.append(changes, today: today, queuing: queuing)
    } catch {
      throw .cannotAppend(error)
    }
  }

  /// Brings the file up to date: writes `state`, which holds the journal's changes up to
  /// `lastChange`, atomically (unless another program changed the file since this store read
  /// or wrote it), then empties the journal of those changes.
  public mutating func fold(_ state: TrackerState, through lastChange: Int)
    throws(StateFileStoreError)
  {
    let now = FileFingerprint(path: path)
    guard now == fingerprint else { throw .changedElsewhere(path: path) }
    do {
      try StateFile.save(state, lastChange: lastChange, to: path, newFileMode: newFileMode)
    } catch {
      throw .cannotSave(error)
    }
    fingerprint = FileFingerprint(path: path)
    do {
      try journal.dropChanges(through: lastChange)
    } catch {
      // The file holds the changes, and reading skips them in the journal: nothing is lost.
      throw .cannotAppend(error)
    }
  }

  /// Saves `state`, the state after every change appended, as a fold of all of them (a new
  /// file's first save, a front end that keeps no journal).
  public mutating func save(_ state: TrackerState) throws(StateFileStoreError) {
    try fold(state, through: journal.lastChange)
  }
}

/// Why a state file could not be opened or saved.
public enum StateFileStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be read (permissions, a folder …).
  case cannotRead(path: String, reason: String)
  /// The file is not a valid state file: where and why.
  case unreadable(StateFileError)
  /// Another program wrote the file after this one read it; nothing was saved.
  case changedElsewhere(path: String)
  /// Writing failed; the file is as it was.
  case cannotSave(StateFileSaveError)
  /// The journal could not be written (appending a change, or emptying it after a fold).
  case cannotAppend(StateFileJournalError)

  /// What went wrong, naming the file (and, for a bad file, line and column).
  public var description: String {
    switch self {
    case .cannotRead(let path, let reason): "cannot read the state file \(path): \(reason)"
    case .unreadable(let error): error.description
    case .changedElsewhere(let path):
      "\(path) was changed by another program since it was read; not saving over it"
    case .cannotSave(let error): error.description
    case .cannotAppend(let error): error.description
    }
  }
}

/// What identifies one version of a file: which file it is, its size and when it changed.
struct FileFingerprint: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let seconds: Int
  let nanoseconds: Int

  /// The fingerprint of the file at `path`, or nil (with `errno` set) when there is none.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      seconds = Int(status.st_mtimespec.tv_sec)
      nanoseconds = Int(status.st_mtimespec.tv_nsec)
    #else
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
    #endif
  }
}
