/// A response: its status, content type and body. Every response is written with the same
/// protective headers, and closes its connection.
public struct HTTPResponse: Hashable, Sendable {
  /// The status.
  public var status: HTTPStatus
  /// The headers besides those every response has (`Allow` for a 405).
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]

  /// A response with every part given.
  public init(status: HTTPStatus, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response of `status` whose body is `text`, as plain text.
  public static func text(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Array((text + "\n").utf8))
  }

  /// A 200 response of `contentType` (with its charset) holding `body`.
  public static func content(_ body: String, type contentType: String) -> HTTPResponse {
    HTTPResponse(status: .ok, headers: ["Content-Type": contentType], body: Array(body.utf8))
  }

  /// The headers every response has: no caching, no sniffing, nothing from other origins,
  /// never in a frame, no referrer, and the connection closed after it.
  public static let protectiveHeaders: [(String, String)] = [
    ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
    ("Cache-Control", "no-store"),
    ("Connection", "close"),
  ]

  /// The response as bytes on the wire.
  public var bytes: [UInt8] {
    var text = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
    for (name, value) in Self.protectiveHeaders { text += "\(name): \(value)\r\n" }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    text += "Content-Length: \(body.count)\r\n\r\n"
    return Array(text.utf8) + body
  }
}

/// What a request to a server on this computer must carry to be answered: the launch's
/// token as the first part of its path, a Host that is the loopback address (or `localhost`)
/// with the server's port, which a page on another site reaching it through DNS rebinding
/// cannot send, and no Origin or fetch site of another site, which a page elsewhere that
/// posts a form or script to it would send.
public struct LoopbackPolicy: Sendable {
  /// The random token of this launch.
  public let token: String
  /// The port the server listens on.
  public let port: Int

  /// A policy for a server on `port` with `token`.
  public init(token: String, port: Int) {
    self.token = token
    self.port = port
  }

  /// The origins a page of this server has.
  public var origins: Set<String> {
    ["http://127.0.0.1:\(port)", "http://localhost:\(port)"]
  }

  /// The address to open: the server's page, with the token.
  public var address: String { "http://127.0.0.1:\(port)/\(token)/" }

  /// The response that refuses `request`, or the path after the token when it may be
  /// answered (empty for the token alone, without its slash).
  public func check(_ request: HTTPRequest) -> Verdict {
    let hosts = request.values(of: "host")
    guard hosts.count == 1, let host = hosts.first,
      origins.contains("http://" + host.lowercased())
    else {
      return .refuse(
        .text(.misdirectedRequest, "this server answers only http://127.0.0.1:\(port)"))
    }
    for origin in request.values(of: "origin") where !origins.contains(origin.lowercased()) {
      return .refuse(.text(.forbidden, "requests from other sites are refused"))
    }
    for site in request.values(of: "sec-fetch-site") where site != "same-origin" && site != "none" {
      return .refuse(.text(.forbidden, "requests from other sites are refused"))
    }
    let path = request.path
    let prefix = "/" + token
    guard path.hasPrefix(prefix) else {
      return .refuse(.text(.forbidden, "open the address the server printed, with its token"))
    }
    let rest = path.dropFirst(prefix.count)
    guard rest.isEmpty || rest.first == "/" else {
      return .refuse(.text(.forbidden, "open the address the server printed, with its token"))
    }
    return .answer(path: rest)
  }

  /// What a check of a request comes to.
  public enum Verdict: Hashable, Sendable {
    /// The request may be answered; the path after the token.
    case answer(path: Substring)
    /// The request is refused with this response.
    case refuse(HTTPResponse)
  }

  /// A token of 32 random hexadecimal digits (128 bits from the system's generator).
  public static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = generator.next() as UInt32
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 8 - hex.count) + hex
    }.joined()
  }
}
