// AtomicFile: writing a file so that it is always either the old file or the new one,
// whatever happens (a full disk, a `kill -9`, a power cut), and so that it keeps what the
// user set on it: its permission bits, its owner and group (where the process may set
// them) and the symbolic link it is reached through. The state file, the string tables
// and the translation records are saved through it; it is the kit's one writer of files a
// user keeps.
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
///
/// - A path that is a symbolic link (or a chain of them) is followed: the file it leads to
///   is written, in its own folder, and the link stays a link.
/// - The new file gets the old one's permission bits, owner and group. Where the owner or
///   the group cannot be set (another user's file), the file becomes the writer's, and the
///   group's permission bits are cleared when its group could not be kept, so that no other
///   group gains access. A new file gets `newFileMode` less the process's umask.
/// - A file the user cannot write (no write permission, or none of its write bits set, so
///   that even root respects a `chmod a-w`) is refused and left as it is, and so is a path
///   that is not a regular file (a folder, a pipe, a device).
public enum AtomicFile {
  /// Writes `bytes` to `path`; on any failure the file at `path` is as it was and the
  /// temporary file is gone.
  public static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o644)
    throws(AtomicFileError)
  {
    let failure = bytes.withUnsafeBytes { buffer -> AtomicFileError? in
      do throws(AtomicFileError) {
        try write(buffer, to: path, newFileMode: newFileMode)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Writes the bytes in `bytes` to `path` without copying them, as `write(_:to:)` does.
  public static func write(
    _ bytes: UnsafeRawBufferPointer, to path: String, newFileMode: mode_t = 0o644
  ) throws(AtomicFileError) {
    let target = try self.target(of: path)
    let existing = try checkWritable(target, named: path)
    let folder = folder(of: target)
    let temporary = temporaryPath(of: target)
    func fail(_ step: String) -> AtomicFileError {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return AtomicFileError(path: path, reason: "\(step): \(reason)")
    }
    // A leftover of this process id (or anything planted there) is removed, never followed.
    unlink(temporary)
    let file = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
      existing == nil ? newFileMode : 0o600)
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
    if let existing, !keep(existing, on: file) {
      close(file)
      throw fail("cannot give the new file the old one's permissions")
    }
    guard fsync(file) == 0 else {
      close(file)
      throw fail("cannot flush to disk")
    }
    close(file)
    guard rename(temporary, target) == 0 else { throw fail("cannot replace the file") }
    let directory = open(folder, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  /// The file a write to `path` replaces: `path` itself, or the file its symbolic links
  /// lead to (which need not exist yet). Two paths to one file give one target, so a lock
  /// taken beside the target keeps out a writer on either path.
  public static func target(of path: String) throws(AtomicFileError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: 4097)
      let count = readlink(current, &buffer, 4096)
      guard count >= 0 else {
        throw AtomicFileError(
          path: path,
          reason: "cannot read the symbolic link \(current): \(String(cString: strerror(errno)))")
      }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
    }
    throw AtomicFileError(path: path, reason: "too many symbolic links (a loop?)")
  }

  /// Says, without writing anything, why a write to `path` would be refused now: a file
  /// that exists but cannot be written, or that is not a regular file.
  public static func checkWritable(_ path: String) throws(AtomicFileError) {
    _ = try checkWritable(try target(of: path), named: path)
  }

  /// Gives the open `file` the permission bits, owner and group of the file at `path`, as
  /// a write to `path` keeps them (a file beside it, such as its journal, shares them);
  /// nothing when there is no file at `path`.
  public static func giveAttributes(of path: String, to file: Int32) {
    var status = stat()
    if stat(path, &status) == 0 { _ = keep(status, on: file) }
  }

  /// The temporary file a write to `target` goes through: `.NAME.PID.tmp` beside it.
  public static func temporaryPath(of target: String) -> String {
    folder(of: target) + "/." + name(of: target) + ".\(getpid()).tmp"
  }

  /// The status of `target` when it exists, after checking that it may be replaced.
  private static func checkWritable(_ target: String, named path: String)
    throws(AtomicFileError) -> stat?
  {
    var status = stat()
    guard stat(target, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw AtomicFileError(
        path: path, reason: "cannot look at the file: \(String(cString: strerror(errno)))")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw AtomicFileError(path: path, reason: "it is not a regular file")
    }
    let mode = status.st_mode & 0o7777
    if mode & 0o222 != 0, access(target, W_OK) != 0, errno == EROFS {
      throw AtomicFileError(
        path: path, reason: "it is on a read-only file system", isReadOnly: true)
    }
    guard mode & 0o222 != 0, access(target, W_OK) == 0 else {
      throw AtomicFileError(
        path: path,
        reason:
          "the file is read-only (\(permissionText(mode))); make it writable (chmod u+w) to save to it",
        isReadOnly: true)
    }
    return status
  }

  /// Gives the open temporary `file` the owner, group and permission bits of `old`, where
  /// the process may; false when the permission bits cannot be set.
  private static func keep(_ old: stat, on file: Int32) -> Bool {
    var mode = old.st_mode & 0o7777
    if fchown(file, old.st_uid, old.st_gid) != 0 {
      // Not allowed to give the file away: keep the group if we may, else close it to groups.
      if fchown(file, uid_t.max, old.st_gid) != 0 { mode &= ~mode_t(0o070) }
    }
    return fchmod(file, mode) == 0
  }

  /// The folder `path` is in (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Permission bits as `ls -l` shows them (`r--r--r--`), with the octal number.
  static func permissionText(_ mode: mode_t) -> String {
    let letters = Array("rwxrwxrwx")
    let text = (0..<9).map { mode & (0o400 >> mode_t($0)) != 0 ? letters[$0] : "-" }
    return String(text) + ", " + String(mode, radix: 8).leftPadded(to: 4)
  }
}

/// A file that could not be written; the file at `path` is as it was.
public struct AtomicFileError: Error, Hashable, Sendable {
  /// The file that was to be written.
  public var path: String
  /// The step that failed and what the system said.
  public var reason: String
  /// The file exists and the user may not write it; nothing was tried.
  public var isReadOnly: Bool

  /// An error with its parts given.
  public init(path: String, reason: String, isReadOnly: Bool = false) {
    self.path = path
    self.reason = reason
    self.isReadOnly = isReadOnly
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - count)) + self
  }
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
