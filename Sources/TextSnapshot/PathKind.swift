import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path, as golden and pending files care: nothing, a regular file (or a link
/// to one), a folder, or something that cannot hold snapshot text (a named pipe, a device,
/// a socket), named in words so that a message says what it is rather than "permission
/// denied".
enum PathKind: Equatable {
  case missing
  case file
  case folder
  /// Anything else, described: "a named pipe (FIFO)", "a symbolic link to a character
  /// device (/dev/zero)".
  case other(String)

  init(of url: URL) {
    let path = url.path
    var target = stat()
    guard stat(path, &target) == 0 else {
      // ENOENT and ENOTDIR: nothing there (a dangling link counts as nothing, as before).
      self = errno == ENOENT || errno == ENOTDIR ? .missing : .other(Self.failure(errno))
      return
    }
    var entry = stat()
    let isLink = lstat(path, &entry) == 0 && entry.st_mode & Self.typeMask == Self.link
    switch target.st_mode & Self.typeMask {
    case Self.regular: self = .file
    case Self.directory: self = .folder
    case let type:
      let what = Self.describe(type)
      guard isLink else {
        self = .other(what)
        return
      }
      let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      self = .other("a symbolic link to \(what) (\(destination))")
    }
  }

  // File type bits of `st_mode`; the same values on Linux and macOS.
  private static let typeMask: mode_t = 0o170000
  private static let regular: mode_t = 0o100000
  private static let directory: mode_t = 0o040000
  private static let link: mode_t = 0o120000

  private static func describe(_ type: mode_t) -> String {
    switch type {
    case 0o010000: "a named pipe (FIFO)"
    case 0o020000: "a character device"
    case 0o060000: "a block device"
    case 0o140000: "a socket"
    default: "neither a file nor a folder"
    }
  }

  private static func failure(_ code: Int32) -> String {
    code == ELOOP
      ? "a symbolic link that leads back to itself"
      : "a path that cannot be examined (\(String(cString: strerror(code))))"
  }
}
