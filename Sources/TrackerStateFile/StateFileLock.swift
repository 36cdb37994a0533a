import AtomicFile
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a front end holds on a state file for as long as it runs, so that a second
/// copy of the app on the same file is refused: `flock` on `.NAME.lock` beside the real
/// file (the one the path's symbolic links lead to), so that two paths to one file take
/// one lock. The lock goes when the value does, or when the process ends.
public final class StateFileLock: Sendable {
  /// The lock file.
  public let lockPath: String
  private let descriptor: Int32

  /// Takes the lock of the state file at `path`, or says why not.
  public init(path: String) throws(StateFileLockError) {
    let target: String
    do {
      target = try AtomicFile.target(of: path)
    } catch {
      throw .cannotLock(path: path, reason: error.reason)
    }
    let url = URL(fileURLWithPath: target)
    lockPath = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".lock"
    descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = "cannot open \(lockPath): \(String(cString: strerror(errno)))"
      if errno == EROFS || errno == EACCES || errno == EPERM {
        throw .folderNotWritable(path: path, reason: reason)
      }
      throw .cannotLock(path: path, reason: reason)
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      throw .heldElsewhere(path: path)
    }
  }

  /// Unlocked before it is closed: a process another thread is starting holds a copy of the
  /// descriptor until its exec, and a lock only closed would stay held until then.
  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// Why a state file's lock could not be taken.
public enum StateFileLockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Another program holds the lock (another copy of the app, on this path or another
  /// path to the same file).
  case heldElsewhere(path: String)
  /// The lock file cannot be made or opened; the system's reason.
  case cannotLock(path: String, reason: String)
  /// The lock file cannot be made because its folder cannot be written (read-only, no
  /// permission): no program can write the state file there either, so a front end may go on
  /// without the lock (its changes then go to a file in a folder that can be written).
  case folderNotWritable(path: String, reason: String)

  /// What went wrong, naming the state file.
  public var description: String {
    switch self {
    case .heldElsewhere(let path):
      "\(path) is open in another tracker-kit app; quit that one first"
    case .cannotLock(let path, let reason), .folderNotWritable(let path, let reason):
      "cannot lock \(path): \(reason)"
    }
  }
}
