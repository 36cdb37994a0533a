// LoopbackHTTP: a small HTTP/1.1 server for a program that serves a page to a browser on the
// same computer, written on the platform's sockets (the kit takes no packages). It listens on
// the loopback address only; every request must carry the launch's random token (compared in
// constant time), a Host that is the loopback address and port, and no Origin of another site;
// its lines end with CRLF, and its request line, headers and body have limits (414, 431, 413).
// One event loop on `poll` serves a few hundred connections side by side, so that one that
// idles, crawls or waits never delays another: a request line is due within 2 s (408), and a
// connection that has not shown the token gives its place up to a new one. Every answer says
// `Content-Security-Policy: default-src 'self'` and `X-Content-Type-Options: nosniff`. It knows
// nothing of the app: a handler turns a checked request into a response, on a thread of its
// own, and may hold it (a long poll). `HTTPRequestReader` reads a request from bytes as they
// come, `LoopbackPolicy` checks it, `ConnectionLoop` runs the sockets of a `LoopbackServer`.

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

/// Reads one request from bytes as they arrive, checking each part as soon as it is there, so
/// that no input is held beyond the limits: the request line first (its target, with the token,
/// is known before any header has come), then each header line, then the body. Lines end with
/// CRLF, as RFC 9112 has senders write them: a bare LF or a bare CR is refused (400) rather than
/// read as a line end, so that no other reader of the same bytes could see other lines. Bytes
/// after the request are kept for the next (though the server answers one request a connection).
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
  /// The bytes not read yet: the line being read, then the body.
  private var buffer: [UInt8] = []
  /// Where the search for the current line's end resumes, in `buffer`.
  private var searched = 0
  /// The request line once read (method and target; the body empty until it has come).
  private var line: HTTPRequest?
  /// Bytes of header lines read so far, with their CRLFs.
  private var headerBytes = 0
  /// The head once read, with the length of the body it announced.
  private var complete: (request: HTTPRequest, bodyLength: Int)?

  /// A reader with `limits`.
  public init(limits: HTTPLimits = .standard) {
    self.limits = limits
  }

  /// The request target (`/token/api`) as soon as the request line has come.
  public var target: String? { line?.target }

  /// The request line and headers as soon as they have all come, before the body (empty here).
  public var head: HTTPRequest? { complete?.request }

  /// How many bytes the reader holds: of the part being read, the body, and any after.
  public var bufferedByteCount: Int { buffer.count }

  /// Adds `bytes` and says what the request has come to.
  public mutating func read(_ bytes: some Collection<UInt8>) -> Outcome {
    buffer.append(contentsOf: bytes)
    if line == nil, let outcome = readRequestLine() { return outcome }
    while complete == nil {
      if let outcome = readHeaderLine() { return outcome }
    }
    guard let (request, length) = complete, buffer.count >= length else { return .needMore }
    var whole = request
    whole.body = Array(buffer[..<length])
    buffer.removeSubrange(..<length)
    line = nil
    complete = nil
    headerBytes = 0
    searched = 0
    return .request(whole)
  }

  /// Reads the request line once it is all there (nil: it is; go on to the headers).
  private mutating func readRequestLine() -> Outcome? {
    // Empty lines before a request are ignored (RFC 9112, 2.2).
    let empty = stride(from: 0, to: buffer.count - 1, by: 2).prefix {
      buffer[$0] == 0x0D && buffer[$0 + 1] == 0x0A
    }.count
    if empty > 0 {
      buffer.removeSubrange(..<(empty * 2))
      searched = 0
    }
    let length: Int
    switch nextLineEnd(maximum: limits.requestLine) {
    case nil: return .needMore
    case .tooLong:
      return .refused(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes")
    case .refused(let reason): return .refused(.badRequest, reason)
    case .line(let count): length = count
    }
    let parts = buffer[..<length].split(separator: 0x20, omittingEmptySubsequences: false)
    buffer.removeSubrange(..<(length + 2))
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte),
      parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy(Self.isTargetByte)
    else { return .refused(.badRequest, "the request line is not METHOD /path HTTP/1.1") }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return version.hasPrefix("HTTP/")
        ? .refused(.versionNotSupported, "only HTTP/1.1 is spoken here")
        : .refused(.badRequest, "the request line is not METHOD /path HTTP/1.1")
    }
    line = HTTPRequest(
      method: String(decoding: parts[0], as: UTF8.self),
      target: String(decoding: parts[1], as: UTF8.self))
    return nil
  }

  /// Reads one header line, or the empty line that ends the head (nil: read on).
  private mutating func readHeaderLine() -> Outcome? {
    guard var request = line else { return .needMore }
    // Every header line with its CRLF fits in the limit; the empty line after them always does.
    let length: Int
    switch nextLineEnd(maximum: max(0, limits.headerBytes - headerBytes - 2)) {
    case nil: return .needMore
    case .tooLong:
      return .refused(
        .headersTooLarge, "the headers are longer than \(limits.headerBytes) bytes")
    case .refused(let reason): return .refused(.badRequest, reason)
    case .line(let count): length = count
    }
    if length == 0 {
      buffer.removeSubrange(..<2)
      return endHead(request)
    }
    if request.headers.count == limits.headerCount {
      return .refused(.headersTooLarge, "more than \(limits.headerCount) header lines")
    }
    headerBytes += length + 2
    let header = Self.header(buffer[..<length])
    buffer.removeSubrange(..<(length + 2))
    guard let header else { return .refused(.badRequest, "a header line is not NAME: value") }
    guard let value = header.value else {
      return .refused(.badRequest, "a header value holds a control character")
    }
    request.headers.append((header.name, value))
    line = request
    return nil
  }

  /// The head is read: checks how its body is sent (nil: read the body).
  private mutating func endHead(_ request: HTTPRequest) -> Outcome? {
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
    complete = (request, length)
    return nil
  }

  /// Where a line ends in the buffer.
  private enum LineEnd {
    /// The line is `length` bytes, then CRLF.
    case line(length: Int)
    /// The line is longer than it may be.
    case tooLong
    /// A line feed without its carriage return, or a carriage return alone: why.
    case refused(String)
  }

  /// Where the first line in the buffer ends, once that is known: each byte is judged when it
  /// comes, with the one before it, so that bytes in any pieces are judged the same. A line has
  /// at most `maximum` bytes before its CRLF.
  private mutating func nextLineEnd(maximum: Int) -> LineEnd? {
    var index = searched
    while index < buffer.count {
      let afterCarriageReturn = index > 0 && buffer[index - 1] == 0x0D
      if buffer[index] == 0x0A {
        searched = 0
        return afterCarriageReturn
          ? .line(length: index - 1)
          : .refused("a line ends with a bare line feed; end lines with CRLF")
      }
      if afterCarriageReturn {
        return .refused("a carriage return without its line feed; end lines with CRLF")
      }
      if index > maximum { return .tooLong }
      index += 1
    }
    searched = index
    return nil
  }

  /// A header line's name (in lowercase) and value (without the spaces around it; nil when it
  /// holds a control character), or nil when it is not `NAME: value`.
  private static func header(_ line: ArraySlice<UInt8>) -> (name: String, value: String?)? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
      line[..<colon].allSatisfy(isTokenByte)
    else { return nil }
    let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    var value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
    guard value.allSatisfy(isValueByte) else { return (name, nil) }
    while value.last == 0x20 || value.last == 0x09 { value.removeLast() }
    return (name, String(decoding: value, as: UTF8.self))
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
