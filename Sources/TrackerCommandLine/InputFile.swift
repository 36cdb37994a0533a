import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole input that may be any readable file: a regular file, a pipe (`/dev/stdin`,
/// `<(cat state.json)`), a named pipe or a device. Reading stops at `limit` bytes, so that
/// an endless input (`/dev/zero`) is an error rather than a machine out of memory.
public enum InputFile {
  /// The most bytes one input may have: 256 MiB, about three times a state file with two
  /// million records.
  public static let limit = 1 << 28

  /// Every byte of the file at `path`.
  static func read(path: String, limit: Int = limit) throws(InputFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw InputFileError(reason: systemError()) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & 0o170000 == 0o040000 {
      throw InputFileError(reason: "it is a folder, not a file")
    }
    return try read(fileDescriptor: descriptor, limit: limit)
  }

  /// Every byte from an open file descriptor, to its end.
  public static func read(fileDescriptor: Int32, limit: Int = limit) throws(InputFileError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputFileError(reason: systemError())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[..<count])
      if bytes.count > limit {
        throw InputFileError(reason: "it is longer than \(limit) bytes; no state file is that long")
      }
    }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}

/// Why an input file cannot be read.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in words: "no such file or directory".
  public var reason: String

  /// The reason.
  public var description: String { reason }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
