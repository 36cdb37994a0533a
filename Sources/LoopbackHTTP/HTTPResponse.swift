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
