import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on the loopback address (127.0.0.1): one request a connection, each
/// connection read on its own worker with a deadline, so that a slow or half-open client is
/// answered 408 and closed without holding up the others; past `maximumConnections` at once
/// a new connection is answered 503. Every request is checked by the `LoopbackPolicy` before
/// the handler sees it.
public final class LoopbackServer: @unchecked Sendable {
  /// Why the server could not start.
  public struct StartError: Error, CustomStringConvertible, Sendable {
    /// What failed and what the system said (`cannot listen on 127.0.0.1:8080: Address
    /// already in use`), in English.
    public let description: String
    /// The system's reason alone (`Address already in use`), in English.
    public let reason: String
    /// Whether the port asked for is taken (another program listens on it).
    public let isPortInUse: Bool
  }

  /// The port it listens on (the one the system chose, when asked for 0).
  public let port: Int
  /// The token and the checks of every request.
  public let policy: LoopbackPolicy
  /// How long a client has to send its whole request.
  public let requestTimeout: Duration
  /// How many connections are served at once.
  public let maximumConnections: Int
  /// The limits of a request.
  public let limits: HTTPLimits

  private let listener: Int32
  private let handler: @Sendable (HTTPRequest, Substring) -> HTTPResponse
  private let lock = NSLock()
  private var open = 0
  private var isStopped = false

  /// Listens on 127.0.0.1:`port` (0: any free port) with a new random token; `handler` gets
  /// each request that passed the checks, with its path after the token.
  public init(
    port: Int = 0, token: String = LoopbackPolicy.randomToken(),
    requestTimeout: Duration = .seconds(10), maximumConnections: Int = 16,
    limits: HTTPLimits = .standard,
    handler: @escaping @Sendable (HTTPRequest, Substring) -> HTTPResponse
  ) throws(StartError) {
    let socket = Self.makeSocket()
    guard socket >= 0 else { throw Self.startError("socket") }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 64) == 0 else {
      let error = Self.startError("cannot listen on 127.0.0.1:\(port)")
      close(socket)
      throw error
    }
    var chosen = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &chosen) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    self.port = Int(UInt16(bigEndian: chosen.sin_port))
    listener = socket
    policy = LoopbackPolicy(token: token, port: self.port)
    self.requestTimeout = requestTimeout
    self.maximumConnections = maximumConnections
    self.limits = limits
    self.handler = handler
  }

  deinit { close(listener) }

  /// The address to open in a browser.
  public var address: String { policy.address }

  /// Accepts connections until `stop()`, on the calling thread.
  public func run() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        if stopped { return }
        continue
      }
      if stopped {
        close(connection)
        return
      }
      var noSignal: Int32 = 1
      #if canImport(Darwin)
        setsockopt(
          connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
      #endif
      _ = noSignal
      guard take() else {
        Self.send(.text(.serviceUnavailable, "too many connections at once"), to: connection)
        close(connection)
        continue
      }
      DispatchQueue.global().async { [self] in
        serve(connection)
        close(connection)
        release()
      }
    }
  }

  /// Stops accepting; `run()` returns.
  public func stop() {
    lock.withLock { isStopped = true }
    shutdown(listener, Int32(SHUT_RDWR))
  }

  private var stopped: Bool { lock.withLock { isStopped } }

  private func take() -> Bool {
    lock.withLock {
      guard open < maximumConnections else { return false }
      open += 1
      return true
    }
  }

  private func release() { lock.withLock { open -= 1 } }

  /// Reads one request from `connection` within the deadline and answers it.
  private func serve(_ connection: Int32) {
    let deadline = ContinuousClock.now + requestTimeout
    var reader = HTTPRequestReader(limits: limits)
    var buffer = [UInt8](repeating: 0, count: 16 << 10)
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else {
        Self.send(.text(.requestTimeout, "the request did not arrive in time"), to: connection)
        return
      }
      var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return }  // the client went away
      switch reader.read(buffer[..<count]) {
      case .needMore: continue
      case .refused(let status, let reason):
        Self.send(.text(status, reason), to: connection)
        return
      case .request(let request):
        let response: HTTPResponse
        switch policy.check(request) {
        case .refuse(let refusal): response = refusal
        case .answer(let path): response = handler(request, path)
        }
        Self.send(response, to: connection)
        return
      }
    }
  }

  /// Writes `response` whole (or until the client goes away).
  private static func send(_ response: HTTPResponse, to connection: Int32) {
    let bytes = response.bytes
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { raw in
        #if canImport(Darwin)
          Darwin.send(connection, raw.baseAddress, raw.count, 0)
        #else
          Glibc.send(connection, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
        #endif
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      sent += count
    }
    shutdown(connection, Int32(SHUT_WR))
  }

  private static func makeSocket() -> Int32 {
    #if canImport(Darwin)
      socket(AF_INET, SOCK_STREAM, 0)
    #else
      socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
  }

  /// What failed, with the system's reason for it (read from `errno` first).
  private static func startError(_ what: String) -> StartError {
    let number = errno
    let reason = String(cString: strerror(number))
    return StartError(
      description: "\(what): \(reason)", reason: reason, isPortInUse: number == EADDRINUSE)
  }
}
