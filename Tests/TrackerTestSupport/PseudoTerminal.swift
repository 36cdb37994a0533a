import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal: the child's end for the process, the parent's end read on a thread
/// of its own (so the child never blocks writing a frame) and written to as typing.
package final class PseudoTerminal: @unchecked Sendable {
  /// The child's end: the started program's standard input, output and error.
  package let child: FileHandle
  private let parent: Int32
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  /// Opens a terminal of 24 rows and 80 columns.
  package init() throws {
    parent = PseudoTerminal.call("posix_openpt", Int32(O_RDWR | O_NOCTTY))
    guard parent >= 0, PseudoTerminal.call("grantpt", parent) == 0,
      PseudoTerminal.call("unlockpt", parent) == 0,
      let name = PseudoTerminal.childName(parent)
    else { throw CocoaError(.fileNoSuchFile) }
    let childDescriptor = open(name, O_RDWR | O_NOCTTY)
    guard childDescriptor >= 0 else { throw CocoaError(.fileNoSuchFile) }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(parent, UInt(TIOCSWINSZ), &size)
    child = FileHandle(fileDescriptor: childDescriptor, closeOnDealloc: true)
    let thread = Thread { [self] in drain() }
    thread.start()
  }

  /// `posix_openpt`, `grantpt`, `unlockpt` from the C library: Glibc's Swift module leaves
  /// them out (they need `_XOPEN_SOURCE`), so they are looked up by name.
  private static func call(_ name: String, _ argument: Int32) -> Int32 {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return -1 }
    typealias Function = @convention(c) (Int32) -> Int32
    return unsafeBitCast(symbol, to: Function.self)(argument)
  }

  /// The child end's path (`ptsname_r`, looked up the same way).
  private static func childName(_ parent: Int32) -> String? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptsname_r") else {
      return nil
    }
    typealias Function = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    var buffer = [CChar](repeating: 0, count: 256)
    guard unsafeBitCast(symbol, to: Function.self)(parent, &buffer, buffer.count) == 0 else {
      return nil
    }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Closes the child's end: once the child has exited too, the reading thread ends.
  package func close() {
    try? child.close()
  }

  deinit {
    #if canImport(Glibc)
      Glibc.close(parent)
    #else
      Darwin.close(parent)
    #endif
  }

  /// Everything the child wrote so far, as text.
  package var output: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Waits until the child wrote `text`; false after `seconds`.
  package func waitForOutput(containing text: String, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if output.contains(text) { return true }
      usleep(20_000)
    }
    return false
  }

  /// How many bytes the child wrote so far.
  package var outputCount: Int { lock.withLock { bytes.count } }

  /// Waits until the child wrote more than `count` bytes (checked every millisecond); false
  /// after `seconds`.
  package func waitForOutput(beyond count: Int, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if outputCount > count { return true }
      usleep(1_000)
    }
    return false
  }

  /// Waits until the child wrote nothing for `milliseconds`, or `seconds` passed.
  package func waitForQuiet(milliseconds: Int, seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    var count = outputCount
    var still = Date()
    while Date() < deadline, Date().timeIntervalSince(still) * 1_000 < Double(milliseconds) {
      usleep(10_000)
      let now = outputCount
      if now != count { (count, still) = (now, Date()) }
    }
  }

  /// Types `keys`, as a person at the terminal would.
  package func type(_ keys: [UInt8]) {
    keys.withUnsafeBytes { _ = write(parent, $0.baseAddress, $0.count) }
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(parent, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      lock.lock()
      bytes += buffer[..<count]
      lock.unlock()
    }
  }
}
