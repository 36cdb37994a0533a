import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on the loopback address (127.0.0.1): one request a connection, every
/// connection served side by side by one event loop (`poll`), so that none that idles, crawls
/// or waits delays another. A new connection has `requestLineTimeout` (2 s) to send its request
/// line; one whose line carries the token then has `requestTimeout` for the whole request,
/// and one without has no longer than the line's time for all of it. Past that it is answered
/// 408 (closed, when it sent nothing). Up to `maximumConnections` are open at once, each
/// holding at most the request limits' bytes; when all are taken, the oldest that has not
/// shown the token is closed to make room, so that a flood of idle or slow connections never
/// keeps the person out. Every request is checked by the `LoopbackPolicy` before the handler
/// sees it; the handler runs on a thread of its own for each request, and may hold it (a long
/// poll) without delaying any other.
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

  /// What the server holds at a moment, as its loop last counted.
  public struct Load: Hashable, Sendable {
    /// Connections open.
    public var connections = 0
    /// Requests a handler has.
    public var answering = 0
    /// Bytes of requests being read and of answers being written.
    public var heldBytes = 0

    /// A load with every count given (none: nothing held).
    public init(connections: Int = 0, answering: Int = 0, heldBytes: Int = 0) {
      self.connections = connections
      self.answering = answering
      self.heldBytes = heldBytes
    }
  }

  /// The port it listens on (the one the system chose, when asked for 0).
  public let port: Int
  /// The token and the checks of every request.
  public let policy: LoopbackPolicy
  /// How long a new connection has to send its request line, and one without the token its
  /// whole request.
  public let requestLineTimeout: Duration
  /// How long a connection whose request line carried the token has to send its whole
  /// request, and a client to take its answer.
  public let requestTimeout: Duration
  /// How many connections may be open at once.
  public let maximumConnections: Int
  /// How many requests handlers may have at once (503 beyond).
  public let maximumAnswering: Int
  /// The limits of a request.
  public let limits: HTTPLimits

  private let listener: Int32
  private let mailbox: LoopMailbox
  private let handler: @Sendable (HTTPRequest, Substring) -> HTTPResponse

  /// Listens on 127.0.0.1:`port` (0: any free port) with a new random token; `handler` gets
  /// each request that passed the checks, with its path after the token, on a thread of its
  /// own. A page asked for without the token gets `wrongAddressPage` (HTML), when given.
  public init(
    port: Int = 0, token: String = LoopbackPolicy.randomToken(), wrongAddressPage: String? = nil,
    requestLineTimeout: Duration = .seconds(2), requestTimeout: Duration = .seconds(10),
    maximumConnections: Int = 512, maximumAnswering: Int = 64, limits: HTTPLimits = .standard,
    handler: @escaping @Sendable (HTTPRequest, Substring) -> HTTPResponse
  ) throws(StartError) {
    guard let mailbox = LoopMailbox() else { throw Self.startError("cannot make a pipe") }
    let socket = Socket.stream()
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
    guard bound == 0, listen(socket, Int32(clamping: maximumConnections)) == 0 else {
      let error = Self.startError("cannot listen on 127.0.0.1:\(port)")
      close(socket)
      throw error
    }
    var chosen = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &chosen) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    // Room for every connection, the handlers' files, and the program's own.
    Socket.allowDescriptors(maximumConnections + 256)
    self.port = Int(UInt16(bigEndian: chosen.sin_port))
    listener = socket
    self.mailbox = mailbox
    policy = LoopbackPolicy(token: token, port: self.port, wrongAddressPage: wrongAddressPage)
    self.requestLineTimeout = requestLineTimeout
    self.requestTimeout = requestTimeout
    self.maximumConnections = maximumConnections
    self.maximumAnswering = maximumAnswering
    self.limits = limits
    self.handler = handler
  }

  deinit { close(listener) }

  /// The address to open in a browser.
  public var address: String { policy.address }

  /// Serves connections until `stop()`, on the calling thread; then closes them all.
  public func run() {
    let settings = ConnectionLoop.Settings(
      listener: listener, policy: policy, limits: limits, requestLineTimeout: requestLineTimeout,
      requestTimeout: requestTimeout, maximumConnections: maximumConnections,
      maximumAnswering: maximumAnswering, handler: handler)
    ConnectionLoop(settings: settings, mailbox: mailbox).run()
  }

  /// Stops serving; `run()` closes every connection and returns (a handler still running
  /// finishes, and its answer is dropped).
  public func stop() { mailbox.stop() }

  /// What the server holds now.
  public var load: Load { mailbox.load }

  /// What failed, with the system's reason for it (read from `errno` first).
  private static func startError(_ what: String) -> StartError {
    let number = errno
    let reason = String(cString: strerror(number))
    return StartError(
      description: "\(what): \(reason)", reason: reason, isPortInUse: number == EADDRINUSE)
  }
}
