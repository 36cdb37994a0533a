/// What a request to a server on this computer must carry to be answered: the launch's
/// token as the first part of its path, a Host that is the loopback address (or `localhost`)
/// with the server's port, which a page on another site reaching it through DNS rebinding
/// cannot send, and no Origin or fetch site of another site, which a page elsewhere that
/// posts a form or script to it would send. The token is compared in a time that does not
/// depend on how much of it is right.
public struct LoopbackPolicy: Sendable {
  /// The random token of this launch.
  public let token: String
  /// The port the server listens on.
  public let port: Int
  /// What a `GET` from this computer without the token gets, instead of a plain 403: a page
  /// (in the person's language) saying that this is not the address, and where to find the
  /// one that is; nil for the plain 403. It never holds the token.
  public let wrongAddressPage: String?
  /// `/` and the token, as bytes.
  private let prefix: [UInt8]

  /// A policy for a server on `port` with `token`, answering a page without the token with
  /// `wrongAddressPage` (HTML) when one is given.
  public init(token: String, port: Int, wrongAddressPage: String? = nil) {
    self.token = token
    self.port = port
    self.wrongAddressPage = wrongAddressPage
    prefix = Array(("/" + token).utf8)
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
    guard let rest = path(afterTokenIn: request.path) else {
      if let wrongAddressPage, request.method == "GET" {
        return .refuse(
          HTTPResponse(
            status: .forbidden, headers: ["Content-Type": "text/html; charset=utf-8"],
            body: Array(wrongAddressPage.utf8)))
      }
      return .refuse(.text(.forbidden, "open the address the server printed, with its token"))
    }
    return .answer(path: rest)
  }

  /// Whether the request target `target` (`/token/api?x`) starts with the token.
  public func carriesToken(_ target: String) -> Bool {
    let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    return self.path(afterTokenIn: path.first ?? "") != nil
  }

  /// The part of `path` after `/token` when it starts so and goes on with `/` or nothing.
  private func path(afterTokenIn path: Substring) -> Substring? {
    let bytes = path.utf8
    guard bytes.count >= prefix.count else { return nil }
    let end = bytes.index(bytes.startIndex, offsetBy: prefix.count)
    guard Self.sameBytes(bytes[..<end], prefix) else { return nil }
    let rest = path[end...]
    return rest.isEmpty || rest.utf8.first == UInt8(ascii: "/") ? rest : nil
  }

  /// Whether `left` and `right` are the same bytes, looking at every byte whatever the first
  /// difference, so that the time taken does not say how many leading bytes were right.
  static func sameBytes(_ left: some Collection<UInt8>, _ right: [UInt8]) -> Bool {
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for (one, other) in zip(left, right) { difference |= one ^ other }
    return difference == 0
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
