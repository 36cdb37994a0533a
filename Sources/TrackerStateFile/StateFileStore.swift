import Foundation
import TrackerDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state file a running front end keeps the user's data in (the terminal
/// app, `serve --save`): read once, then saved after every change with
/// `StateFile.save(_:to:)`, and never over changes another program made
/// meanwhile. Before each save it checks that the file is still the one it
/// read or last wrote (same file, size and modification time); if not, the
/// save is refused and the file is left as the other program wrote it.
public struct StateFileStore: Sendable {
  /// The file.
  public let path: String
  /// The file as last read or written; nil while it does not exist.
  private var fingerprint: FileFingerprint?

  /// Opens the state file at `path`. A file that does not exist is no error:
  /// the state is empty and `isNew` is true (the caller decides whether to
  /// save it). A file that cannot be read or parsed is an error, and nothing
  /// is written.
  public static func open(path: String, today: Day) throws(StateFileStoreError) -> (
    store: StateFileStore, state: TrackerState, isNew: Bool
  ) {
    guard let before = FileFingerprint(path: path) else {
      if errno == ENOENT {
        return (StateFileStore(path: path, fingerprint: nil), TrackerState(), true)
      }
      throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .cannotRead(path: path, reason: "the file cannot be read")
    }
    do {
      let state = try StateFile.read([UInt8](data), fileName: path, today: today)
      return (StateFileStore(path: path, fingerprint: before), state, false)
    } catch {
      throw .unreadable(error)
    }
  }

  /// Saves `state`, atomically, unless another program changed the file since
  /// this store read or wrote it.
  public mutating func save(_ state: TrackerState) throws(StateFileStoreError) {
    let now = FileFingerprint(path: path)
    guard now == fingerprint else { throw .changedElsewhere(path: path) }
    do {
      try StateFile.save(state, to: path)
    } catch {
      throw .cannotSave(error)
    }
    fingerprint = FileFingerprint(path: path)
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

  /// What went wrong, naming the file (and, for a bad file, line and column).
  public var description: String {
    switch self {
    case .cannotRead(let path, let reason): "cannot read the state file \(path): \(reason)"
    case .unreadable(let error): error.description
    case .changedElsewhere(let path):
      "\(path) was changed by another program since it was read; not saving over it"
    case .cannotSave(let error): error.description
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
