import LoopbackHTTP
import Testing
import TrackerTestSupport

/// The request reader: good requests in any pieces, and every kind of bad request refused
/// with the status that names what is wrong; seeded fuzzing finds no input that crashes it or
/// reads differently in other pieces.
@Suite("HTTP requests read from bytes as they come")
struct HTTPRequestReaderTests {
  static let good = Array(
    "POST /t/api HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"show\":true}"
      .utf8)

  /// What reading `bytes` in pieces of `size` comes to.
  static func outcome(_ bytes: [UInt8], pieces size: Int, limits: HTTPLimits = .standard)
    -> HTTPRequestReader.Outcome
  {
    var reader = HTTPRequestReader(limits: limits)
    var outcome = HTTPRequestReader.Outcome.needMore
    var start = 0
    while start < bytes.count {
      outcome = reader.read(bytes[start..<min(start + size, bytes.count)])
      if outcome != .needMore { return outcome }
      start += size
    }
    return outcome
  }

  @Test("A request in one piece or byte by byte reads the same")
  func goodRequest() throws {
    let whole = Self.outcome(Self.good, pieces: Self.good.count)
    guard case .request(let request) = whole else {
      Issue.record("not read: \(whole)")
      return
    }
    #expect(request.method == "POST" && request.target == "/t/api" && request.path == "/t/api")
    #expect(request.values(of: "host") == ["127.0.0.1:8080"])
    #expect(String(decoding: request.body, as: UTF8.self) == #"{"show":true}"#)
    for size in [1, 2, 7, 64] { #expect(Self.outcome(Self.good, pieces: size) == whole) }
    #expect(Self.outcome(Array(Self.good.dropLast()), pieces: 5) == .needMore)
    let leadingEmptyLines = Array("\r\n\r\nGET /t/ HTTP/1.0\r\nHost: localhost:1\r\n\r\n".utf8)
    guard case .request(let plain) = Self.outcome(leadingEmptyLines, pieces: 3) else {
      Issue.record("a request after empty lines is not read")
      return
    }
    #expect(plain.method == "GET" && plain.body.isEmpty)
  }

  @Test("The target is known once the request line has come, the head before the body")
  func partsAsTheyCome() {
    var reader = HTTPRequestReader()
    let text = String(decoding: Self.good, as: UTF8.self)
    let line = text.prefix { $0 != "\r\n" }
    #expect(reader.read(Array(line.utf8)) == .needMore && reader.target == nil)
    #expect(reader.read(Array("\r\nHost: 1".utf8)) == .needMore && reader.target == "/t/api")
    #expect(reader.head == nil)
    let rest = Array(text.dropFirst(line.count + "\r\nHost: 1".count).utf8)
    #expect(reader.read(rest.dropLast(4)) == .needMore)
    #expect(reader.head?.values(of: "content-length") == ["13"] && reader.head?.body == [])
    #expect(reader.bufferedByteCount == 9)
    guard case .request(let request) = reader.read(rest.suffix(4)) else {
      Issue.record("the request is not read")
      return
    }
    #expect(request.body.count == 13 && reader.bufferedByteCount == 0)
  }

  @Test(
    "A body is JSON when its one Content-Type is application/json, at most with charset=utf-8",
    arguments: [
      ("application/json", true), ("Application/JSON", true),
      ("application/json;charset=utf-8", true),
      ("application/json; charset=UTF-8", true), (#"application/json ; charset="utf-8""#, true),
      ("application/jsonx", false), ("application/json-seq", false),
      ("application/json;evil", false),
      ("application/json; charset=latin1", false), ("application/json; charset=utf-8; x=y", false),
      ("application/json;", false), ("text/plain", false), ("", false),
    ])
  func jsonBody(type: String, isJSON: Bool) {
    let request = HTTPRequest(method: "POST", target: "/", headers: [("content-type", type)])
    #expect(request.isJSON == isJSON, "\(type)")
    let twice = HTTPRequest(
      method: "POST", target: "/", headers: [("content-type", type), ("content-type", type)])
    #expect(!twice.isJSON)
  }

  @Test("The token is the target's first part, whole, before a slash, a query or the end")
  func token() {
    let policy = LoopbackPolicy(token: "0123abcd", port: 1)
    for target in ["/0123abcd", "/0123abcd/", "/0123abcd/api", "/0123abcd?x", "/0123abcd/?x"] {
      #expect(policy.carriesToken(target), "\(target)")
    }
    for target in ["/", "/0123abc", "/0123abcd0", "/1123abcd/", "/0123abce/", "/x/0123abcd/", ""] {
      #expect(!policy.carriesToken(target), "\(target)")
    }
  }

  @Test(
    "Every kind of bad request is refused with its status",
    arguments: [
      ("GET /" + String(repeating: "a", count: 9_000) + " HTTP/1.1\r\n\r\n", 414),
      (
        "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 70) + "\r\n", 431
      ),
      ("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "b", count: 17_000) + "\r\n\r\n", 431),
      ("POST / HTTP/1.1\r\nContent-Length: 70000\r\n\r\n", 413),
      ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
      ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
      ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
      ("GET / HTTP/2.0\r\n\r\n", 505),
      ("GET /\r\n\r\n", 400),
      ("GET  / HTTP/1.1\r\n\r\n", 400),
      ("GET relative HTTP/1.1\r\n\r\n", 400),
      ("G(T / HTTP/1.1\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\n: empty name\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nX-A: a\u{01}b\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\n folded: line\r\n\r\n", 400),
      ("GET / HTTP/1.1\nHost: a\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: a\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: a\r\n\n", 400),
      ("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", 400),
      ("GET / HTTP/1.1\rHost: a\r\n\r\n", 400),
      ("\nGET / HTTP/1.1\r\n\r\n", 400),
    ])
  func badRequest(text: String, status: Int) {
    let outcome = Self.outcome(Array(text.utf8), pieces: 1_000)
    guard case .refused(let refused, let reason) = outcome else {
      Issue.record("\(text.prefix(40)): \(outcome)")
      return
    }
    #expect(refused.rawValue == status, "\(text.prefix(40)): \(refused) \(reason)")
  }

  @Test("A request line or headers too long are refused before they have all come")
  func refusedEarly() {
    var reader = HTTPRequestReader()
    var outcome = reader.read(Array("GET /".utf8))
    for _ in 0..<100 where outcome == .needMore {
      outcome = reader.read([UInt8](repeating: 0x61, count: 1_000))
    }
    guard case .refused(.uriTooLong, _) = outcome else {
      Issue.record("\(outcome)")
      return
    }
  }

  @Test("Seeded fuzzing: no input crashes the reader, and pieces never change what it reads")
  func fuzz() {
    var random = SeededRandom(seed: 21)
    let samples = [
      Self.good, Array("GET /t/app.js HTTP/1.1\r\nHost: 127.0.0.1:1\r\nOrigin: x\r\n\r\n".utf8),
    ]
    let limits = HTTPLimits(requestLine: 64, headerBytes: 128, headerCount: 6, body: 32)
    var outcomes: [String: Int] = [:]
    for _ in 0..<3_000 {
      var bytes = samples[random.next(below: samples.count)]
      for _ in 0...random.next(below: 4) { mutate(&bytes, &random) }
      let whole = Self.outcome(bytes, pieces: max(bytes.count, 1), limits: limits)
      let pieces = Self.outcome(bytes, pieces: 1 + random.next(below: 9), limits: limits)
      #expect(
        Self.status(whole) == Self.status(pieces),
        "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
      switch whole {
      case .needMore: outcomes["needMore", default: 0] += 1
      case .request: outcomes["request", default: 0] += 1
      case .refused(let status, _): outcomes["\(status.rawValue)", default: 0] += 1
      }
    }
    // The mutations reach both sides: requests read and refusals of several kinds.
    #expect(outcomes["request", default: 0] > 100)
    #expect(outcomes.keys.filter { $0.first?.isNumber == true }.count >= 4, "\(outcomes)")
  }

  /// The status an outcome comes to (the reason may name another of the limits it broke).
  static func status(_ outcome: HTTPRequestReader.Outcome) -> String {
    switch outcome {
    case .needMore: "needMore"
    case .request(let request): "request \(request.method) \(request.target) \(request.body.count)"
    case .refused(let status, _): "\(status.rawValue)"
    }
  }

  /// One random change: a byte replaced, inserted or removed, a run repeated, a line cut.
  private func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
    let interesting: [UInt8] = [0x0D, 0x0A, 0x3A, 0x20, 0x00, 0x7F, 0xFF, 0x30, 0x39, 0x2D, 0x09]
    let position = bytes.isEmpty ? 0 : random.next(below: bytes.count)
    switch random.next(below: 5) {
    case 0 where !bytes.isEmpty:
      bytes[position] = interesting[random.next(below: interesting.count)]
    case 1: bytes.insert(interesting[random.next(below: interesting.count)], at: position)
    case 2 where !bytes.isEmpty: bytes.remove(at: position)
    case 3:
      let end = min(bytes.count, position + random.next(below: 40))
      bytes.insert(contentsOf: bytes[position..<end], at: position)
    default: bytes = Array(bytes.prefix(position))
    }
  }
}
