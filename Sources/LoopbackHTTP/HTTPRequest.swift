/// A request as read: its method, target, headers (names in lowercase) and body.
public struct HTTPRequest: Hashable, Sendable {
  /// `GET`, `POST` …, as sent (methods are case-sensitive).
  public var method: String
  /// The request target: a path and maybe a query (`/token/api`).
  public var target: String
  /// The headers in order, each name in lowercase.
  public var headers: [(name: String, value: String)]
  /// The body: the bytes `Content-Length` announced.
  public var body: [UInt8]

  /// A request with every part given.
  public init(
    method: String, target: String, headers: [(name: String, value: String)] = [],
    body: [UInt8] = []
  ) {
    self.method = method
    self.target = target
    self.headers = headers
    self.body = body
  }

  /// The values of the header `name` (in lowercase), in order.
  public func values(of name: String) -> [String] {
    headers.filter { $0.name == name }.map(\.value)
  }

  /// The path of the target, without its query.
  public var path: Substring {
    target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }

  /// Whether the body is declared as JSON: one `Content-Type`, `application/json` in any case,
  /// with no parameter but `charset=utf-8` (RFC 8259: JSON between programs is UTF-8). A type
  /// that merely starts so (`application/jsonx`, `application/json-seq`, `application/json;x`)
  /// is not JSON.
  public var isJSON: Bool {
    let types = values(of: "content-type")
    guard types.count == 1 else { return false }
    let parts = types[0].lowercased().split(separator: ";", omittingEmptySubsequences: false)
      .map(Self.trimmed)
    guard parts.count <= 2, parts[0] == "application/json" else { return false }
    return parts.count == 1 || parts[1] == "charset=utf-8" || parts[1] == #"charset="utf-8""#
  }

  /// `text` without the spaces and tabs around it (HTTP's optional whitespace).
  private static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while text.first == " " || text.first == "\t" { text.removeFirst() }
    while text.last == " " || text.last == "\t" { text.removeLast() }
    return text
  }

  /// Requests are equal when every part is.
  public static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
    left.method == right.method && left.target == right.target && left.body == right.body
      && left.headers.elementsEqual(right.headers) { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes the method, target and body.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(method)
    hasher.combine(target)
    hasher.combine(body)
  }
}
