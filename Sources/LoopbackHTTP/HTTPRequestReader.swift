// LoopbackHTTP: a small HTTP/1.1 server for a program that serves a page to a browser on the
// same computer, written on the platform's sockets (the kit takes no packages). It listens on
// the loopback address only; every request must carry the launch's random token, a Host that
// is the loopback address and port, and no Origin of another site; the request line, headers
// and body have limits (414, 431, 413), a slow or half-open client times out (408) without
// holding up the others, and every answer says `Content-Security-Policy: default-src 'self'`
// and `X-Content-Type-Options: nosniff`. It knows nothing of the app: a handler turns a
// checked request into a response. `HTTPRequestReader` reads a request from bytes as they
// come, `LoopbackPolicy` checks it, `LoopbackServer` runs the sockets.

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

/// The limits of what a request may be; beyond them the request is refused with the status
/// that names the part too large.
public struct HTTPLimits: Hashable, Sendable {
  /// The most bytes of the request line (414 beyond).
  public var requestLine: Int
  /// The most bytes of all header lines together (431 beyond).
  public var headerBytes: Int
  /// The most header lines (431 beyond).
  public var headerCount: Int
  /// The most bytes of a body (413 beyond).
  public var body: Int

  /// Limits with every part given.
  public init(requestLine: Int, headerBytes: Int, headerCount: Int, body: Int) {
    self.requestLine = requestLine
    self.headerBytes = headerBytes
    self.headerCount = headerCount
    self.body = body
  }

  /// 8 KiB of request line, 16 KiB and 64 lines of headers, 64 KiB of body.
  public static let standard = HTTPLimits(
    requestLine: 8 << 10, headerBytes: 16 << 10, headerCount: 64, body: 64 << 10)
}

/// Reads one request from bytes as they arrive, checking each part as soon as it is there,
/// so that no input is held beyond the limits. Bytes after the request are kept for the next
/// (though the server answers one request a connection).
public struct HTTPRequestReader: Sendable {
  /// What reading has come to.
  public enum Outcome: Hashable, Sendable {
    /// The request is not complete yet: feed more bytes.
    case needMore
    /// A whole request.
    case request(HTTPRequest)
    /// A request that breaks the protocol or a limit, with the status to answer.
    case refused(HTTPStatus, String)
  }

  /// The limits applied.
  public let limits: HTTPLimits
  private var buffer: [UInt8] = []
  /// Where the search for the end of the head resumes.
  private var searched = 0
  private var head: (request: HTTPRequest, bodyLength: Int, bodyStart: Int)?

  /// A reader with `limits`.
  public init(limits: HTTPLimits = .standard) {
    self.limits = limits
  }

  /// Adds `bytes` and says what the request has come to.
  public mutating func read(_ bytes: some Collection<UInt8>) -> Outcome {
    buffer.append(contentsOf: bytes)
    if head == nil {
      switch readHead() {
      case .needMore: return .needMore
      case .refused(let status, let reason): return .refused(status, reason)
      case .request: break
      }
    }
    guard let (request, length, start) = head else { return .needMore }
    guard buffer.count - start >= length else { return .needMore }
    var complete = request
    complete.body = Array(buffer[start..<start + length])
    buffer.removeSubrange(..<(start + length))
    head = nil
    searched = 0
    return .request(complete)
  }

  /// Reads the request line and headers once they are all there.
  private mutating func readHead() -> Outcome {
    // Leading empty lines before a request are ignored (RFC 9112, 2.2).
    while buffer.first == 0x0D || buffer.first == 0x0A { buffer.removeFirst() }
    guard let end = headEnd() else {
      // Refused as soon as a part is too long, with the status the whole head would get.
      guard let newline = buffer.firstIndex(of: 0x0A) else {
        if buffer.count > limits.requestLine + 1 {
          return .refused(
            .uriTooLong, "the request line is longer than \(limits.requestLine) bytes")
        }
        return .needMore
      }
      let lineLength = newline > 0 && buffer[newline - 1] == 0x0D ? newline - 1 : newline
      if lineLength > limits.requestLine {
        return .refused(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes")
      }
      if buffer.count - newline - 1 > limits.headerBytes + 2 {
        return .refused(
          .headersTooLarge, "the headers are longer than \(limits.headerBytes) bytes")
      }
      return .needMore
    }
    var lines = Self.lines(buffer[..<end.headLength])
    guard !lines.isEmpty else { return .refused(.badRequest, "no request line") }
    let requestLine = lines.removeFirst()
    if requestLine.count > limits.requestLine {
      return .refused(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes")
    }
    if lines.count > limits.headerCount {
      return .refused(.headersTooLarge, "more than \(limits.headerCount) header lines")
    }
    if lines.reduce(0, { $0 + $1.count + 2 }) > limits.headerBytes {
      return .refused(.headersTooLarge, "the headers are longer than \(limits.headerBytes) bytes")
    }
    let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte),
      parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy(Self.isTargetByte)
    else { return .refused(.badRequest, "the request line is not METHOD /path HTTP/1.1") }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return version.hasPrefix("HTTP/")
        ? .refused(.versionNotSupported, "only HTTP/1.1 is spoken here")
        : .refused(.badRequest, "the request line is not METHOD /path HTTP/1.1")
    }
    var headers: [(name: String, value: String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        line[..<colon].allSatisfy(Self.isTokenByte)
      else { return .refused(.badRequest, "a header line is not NAME: value") }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      guard value.allSatisfy(Self.isValueByte) else {
        return .refused(.badRequest, "a header value holds a control character")
      }
      var trimmed = Array(value)
      while trimmed.last == 0x20 || trimmed.last == 0x09 { trimmed.removeLast() }
      headers.append(
        (
          String(decoding: line[..<colon], as: UTF8.self).lowercased(),
          String(decoding: trimmed, as: UTF8.self)
        ))
    }
    let request = HTTPRequest(
      method: String(decoding: parts[0], as: UTF8.self),
      target: String(decoding: parts[1], as: UTF8.self), headers: headers)
    if !request.values(of: "transfer-encoding").isEmpty {
      return .refused(.lengthRequired, "send the body with Content-Length, not chunked")
    }
    let lengths = Set(request.values(of: "content-length"))
    guard lengths.count <= 1 else {
      return .refused(.badRequest, "two different Content-Length headers")
    }
    var length = 0
    if let text = lengths.first {
      guard !text.isEmpty, text.count <= 10, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let number = Int(text)
      else { return .refused(.badRequest, "Content-Length is not a whole number") }
      length = number
    }
    if length > limits.body {
      return .refused(.contentTooLarge, "the body is longer than \(limits.body) bytes")
    }
    head = (request, length, end.bodyStart)
    return .request(request)
  }

  /// Where the head ends (an empty line, CRLF or LF), if it is all there.
  private mutating func headEnd() -> (headLength: Int, bodyStart: Int)? {
    var index = max(searched, 0)
    while index < buffer.count {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
          return (index, index + 2)
        }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
          return (index, index + 3)
        }
      }
      index += 1
    }
    searched = max(0, buffer.count - 3)
    return nil
  }

  /// The head's lines, without their CRLF or LF.
  private static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? line.dropLast() : line
    }
  }

  /// A byte of a method or header name (RFC 9110 `tchar`).
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// A byte of a request target: visible ASCII.
  static func isTargetByte(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

  /// A byte of a header value: anything but control characters (tab allowed).
  static func isValueByte(_ byte: UInt8) -> Bool { byte == 0x09 || (byte >= 0x20 && byte != 0x7F) }
}

/// The statuses the server answers with.
public enum HTTPStatus: Int, Hashable, Sendable, CaseIterable {
  /// 200.
  case ok = 200
  /// 308: the page is at another address (the token with its slash).
  case permanentRedirect = 308
  /// 400: the request breaks the protocol.
  case badRequest = 400
  /// 403: no token, or not this computer's page.
  case forbidden = 403
  /// 404: nothing here.
  case notFound = 404
  /// 405: this path takes another method.
  case methodNotAllowed = 405
  /// 408: the request did not arrive in time.
  case requestTimeout = 408
  /// 409: the request conflicts with the app's state.
  case conflict = 409
  /// 411: a body without Content-Length.
  case lengthRequired = 411
  /// 413: the body is too long.
  case contentTooLarge = 413
  /// 414: the request line is too long.
  case uriTooLong = 414
  /// 415: the body is not of the type this path takes.
  case unsupportedMediaType = 415
  /// 421: the Host is not this server (DNS rebinding).
  case misdirectedRequest = 421
  /// 431: the headers are too large.
  case headersTooLarge = 431
  /// 500.
  case internalServerError = 500
  /// 503: too many connections at once.
  case serviceUnavailable = 503
  /// 505.
  case versionNotSupported = 505

  /// The reason phrase.
  public var reason: String {
    switch self {
    case .ok: "OK"
    case .permanentRedirect: "Permanent Redirect"
    case .badRequest: "Bad Request"
    case .forbidden: "Forbidden"
    case .notFound: "Not Found"
    case .methodNotAllowed: "Method Not Allowed"
    case .requestTimeout: "Request Timeout"
    case .conflict: "Conflict"
    case .lengthRequired: "Length Required"
    case .contentTooLarge: "Content Too Large"
    case .uriTooLong: "URI Too Long"
    case .unsupportedMediaType: "Unsupported Media Type"
    case .misdirectedRequest: "Misdirected Request"
    case .headersTooLarge: "Request Header Fields Too Large"
    case .internalServerError: "Internal Server Error"
    case .serviceUnavailable: "Service Unavailable"
    case .versionNotSupported: "HTTP Version Not Supported"
    }
  }
}
