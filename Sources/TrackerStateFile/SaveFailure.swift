#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Why a change could not be saved, as a code a front end switches on to tell the person what
/// happened and what to do. The save path sets it (`StateFileStoreError.saveFailure`); the
/// change was not made, and nothing of the file was lost or overwritten.
public enum SaveFailure: String, Hashable, Sendable, CaseIterable {
  /// Another program changed the state file since the app read it. Nothing of it is
  /// overwritten, and no change is saved until the app reads the file again: start it again
  /// on the file to see the other program's changes and go on from them.
  case changedElsewhere
  /// The state file or its folder may not be written: make them writable, then act again.
  case readOnly
  /// The disk (or the user's quota) is full: free some space, then act again.
  case diskFull
  /// Another failure of the system (the folder is gone, an input/output error): act again,
  /// or start the app again on the file.
  case unwritable
}

extension StateFileStoreError {
  /// Why the save failed, as a code.
  public var saveFailure: SaveFailure {
    switch self {
    case .changedElsewhere: .changedElsewhere
    case .cannotSave(let error) where error.isReadOnly: .readOnly
    case .cannotSave(let error): Self.failure(of: error.reason)
    case .cannotAppend(let error): Self.failure(of: error.reason)
    case .cannotRead(_, let reason): Self.failure(of: reason)
    case .unreadable: .unwritable
    }
  }

  /// The code of a failure the system described as `reason` (which holds its message).
  private static func failure(of reason: String) -> SaveFailure {
    let message = { (code: Int32) in String(cString: strerror(code)) }
    if reason.contains(message(ENOSPC)) || reason.contains(message(EDQUOT)) { return .diskFull }
    if reason.contains(message(EACCES)) || reason.contains(message(EPERM))
      || reason.contains(message(EROFS))
    {
      return .readOnly
    }
    return .unwritable
  }
}
