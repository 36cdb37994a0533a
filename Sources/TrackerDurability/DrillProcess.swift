import Foundation
import TrackerDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A front end started for a drill, and a client of it that sends one request at a time: a
/// line on `serve`'s standard input, or a POST to `web`'s api (a connection each).
struct DrillProcess {
  let process: Process
  let frontEnd: KillDrill.FrontEnd
  /// `serve`: its standard input and output.
  private var input: Int32 = -1
  private var output: Int32 = -1
  private var pending: [UInt8] = []
  /// `web`: its port and token.
  private var port: UInt16 = 0
  private var token = ""

  var pid: Int32 { process.processIdentifier }

  /// Starts `frontEnd` on the file at `path`; `web` once it has printed its address.
  static func start(tool: URL, frontEnd: KillDrill.FrontEnd, path: String, today: Day) throws
    -> DrillProcess
  {
    // A front end killed while a request goes to it must not kill the drill.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = tool
    let toIt = Pipe()
    let fromIt = Pipe()
    process.standardInput = toIt
    process.standardOutput = fromIt
    process.standardError = FileHandle.nullDevice
    switch frontEnd {
    case .serve:
      process.arguments = [
        "serve", "--stdio", "--save", "--edits", "--state", path, "--today", today.iso,
      ]
    case .web:
      process.arguments = ["web", "--state", path, "--today", today.iso, "--locale", "en"]
    }
    try process.run()
    var started = DrillProcess(process: process, frontEnd: frontEnd)
    started.input = toIt.fileHandleForWriting.fileDescriptor
    started.output = fromIt.fileHandleForReading.fileDescriptor
    if frontEnd == .web {
      // The first line ends with the address: http://127.0.0.1:PORT/TOKEN/
      guard let line = started.readLine(),
        let address = line.split(separator: " ").last.flatMap({ URL(string: String($0)) }),
        let port = address.port
      else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw DrillError(message: "tracker-kit web printed no address")
      }
      started.port = UInt16(port)
      started.token = address.pathComponents.dropFirst().first ?? ""
    }
    return started
  }

  /// Sends one request and returns its answer; nil once the front end is gone.
  mutating func send(_ request: String) -> String? {
    switch frontEnd {
    case .serve:
      guard writeAll(Array((request + "\n").utf8), to: input) else { return nil }
      return readLine()
    case .web: return post(request)
    }
  }

  /// Waits for the process to end (after it was killed).
  func stop() {
    process.waitUntilExit()
  }

  /// The next line of the process's output, without its newline; nil at its end.
  private mutating func readLine() -> String? {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeFirst(end + 1)
        return line
      }
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      pending += buffer[..<count]
    }
  }

  /// POSTs `body` to the api on a connection of its own; the answer's body when it is 200.
  private func post(_ body: String) -> String? {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { return nil }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    let request = [
      "POST /\(token)/api HTTP/1.1", "Host: 127.0.0.1:\(port)", "Content-Type: application/json",
      "Tracker-View: drill", "Connection: close", "Content-Length: \(body.utf8.count)", "", body,
    ].joined(separator: "\r\n")
    guard writeAll(Array(request.utf8), to: socket) else { return nil }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      answer += buffer[..<count]
    }
    let text = String(decoding: answer, as: UTF8.self)
    guard text.hasPrefix("HTTP/1.1 200"), let split = text.range(of: "\r\n\r\n") else {
      return nil
    }
    return String(text[split.upperBound...])
  }

  /// Writes every byte; false once the other end is gone.
  private func writeAll(_ bytes: [UInt8], to file: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }
}

/// A drill that could not be run.
public struct DrillError: Error, CustomStringConvertible {
  /// What went wrong.
  public let message: String

  /// The message.
  public var description: String { message }
}
