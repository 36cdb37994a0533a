// LoopbackLoad: what the tests and the benchmark put on a `LoopbackServer` to see whether it
// keeps serving its person: the person's requests, each timed and given up after a deadline
// (`LoopbackClient`), and a local program's flood of connections that idle or crawl, renewed as
// the server closes them (`ConnectionFlood`). Platform sockets only; it knows nothing of the
// server's code, so that it measures an older server the same way.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client on the loopback address that sends a request whole and reads the answer to its
/// end, giving up after a deadline.
public enum LoopbackClient {
  /// Sends `request` on a new connection to 127.0.0.1:`port` and reads until the server
  /// closes: the answer's bytes (empty when nothing came within `timeout`).
  public static func exchange(_ request: [UInt8], port: Int, timeout: Duration = .seconds(10))
    -> [UInt8]
  {
    let socket = connect(port: port, timeout: timeout)
    guard socket >= 0 else { return [] }
    defer { close(socket) }
    send(request, on: socket)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return received
  }

  /// The status of an answer (`200`), or 0 when it has none.
  public static func status(of answer: [UInt8]) -> Int {
    let line = answer.prefix { $0 != 0x0D }.split(separator: 0x20)
    guard line.count >= 2 else { return 0 }
    return Int(String(decoding: line[1], as: UTF8.self)) ?? 0
  }

  /// A blocking socket connected to 127.0.0.1:`port` whose reads and writes give up after
  /// `timeout`, or -1.
  public static func connect(port: Int, timeout: Duration = .seconds(10)) -> Int32 {
    let socket = makeSocket()
    guard socket >= 0 else { return -1 }
    let (seconds, attoseconds) = timeout.components
    var limit = timeval(
      tv_sec: Int(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
    guard connect(socket, port: port) == 0 else {
      close(socket)
      return -1
    }
    return socket
  }

  /// Writes `bytes` whole on `socket` (or until the server goes away or the time is up).
  public static func send(_ bytes: [UInt8], on socket: Int32) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { raw in
        #if canImport(Darwin)
          Darwin.send(socket, raw.baseAddress, raw.count, 0)
        #else
          Glibc.send(socket, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
        #endif
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// A TCP socket that is closed on exec and raises no SIGPIPE, or -1.
  static func makeSocket() -> Int32 {
    #if canImport(Darwin)
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
      var yes: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #else
      let socket = Glibc.socket(
        AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #endif
    return socket
  }

  /// Connects `socket` to 127.0.0.1:`port`: 0, or -1 with `errno` set (`EINPROGRESS` for a
  /// socket that does not block).
  static func connect(_ socket: Int32, port: Int) -> Int32 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
  }
}
