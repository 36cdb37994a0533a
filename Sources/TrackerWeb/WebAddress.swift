import AtomicFile
import Diagnostics
import Foundation
import LoopbackHTTP
import TrackerWire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The address `tracker-kit web` keeps for a state file from one launch to the next, so that
/// a bookmark works tomorrow and a page left open finds the server again once it is back:
/// the token and the port, in `.NAME.web-address` beside the state file (beside its lock) as
/// `{"port": 52341, "token": "…"}`, readable and writable by its owner alone (mode 0600). A
/// new one is made when there is none, or when asked (`--new-address`).
public struct WebAddress: Hashable, Sendable {
  /// The token every request's path starts with: 32 hexadecimal digits.
  public var token: String
  /// The port on 127.0.0.1; 0 before a server listened on one.
  public var port: Int

  /// An address with `token` on `port`.
  public init(token: String, port: Int) {
    self.token = token
    self.port = port
  }

  /// A new address: a new random token, any free port.
  public static func new() -> WebAddress {
    WebAddress(token: LoopbackPolicy.randomToken(), port: 0)
  }

  /// Where the address of the state file at `statePath` is kept: beside the real file (a
  /// symbolic link followed), as its lock is.
  public static func path(for statePath: String) -> String {
    let target = (try? AtomicFile.target(of: statePath)) ?? statePath
    let url = URL(fileURLWithPath: target)
    return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".web-address"
  }

  /// What is wrong with a kept address.
  public enum Problem: DiagnosticProblem {
    /// The file is not JSON.
    case notJSON(String)
    /// The JSON is not `{"port": N, "token": "…"}` with a port and a token as made here.
    case notAnAddress

    /// What is wrong, in English, as every file error.
    public var message: String {
      switch self {
      case .notJSON(let reason): reason
      case .notAnAddress:
        "expected {\"port\": N, \"token\": \"…\"}, a port of 0 to 65535 and a token of 32 hexadecimal digits"
      }
    }
  }

  /// The address kept at `path`; nil when there is none.
  public static func read(_ path: String) throws(Diagnostic<Problem>) -> WebAddress? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let value: WireValue
    do {
      value = try WireReader.read(Array(data))
    } catch {
      throw Diagnostic(
        file: path, line: error.line, column: error.column, problem: .notJSON(error.message))
    }
    guard case .object(let fields) = value, fields.count == 2,
      case .string(let token)? = fields["token"], case .integer(let port)? = fields["port"],
      (0...65_535).contains(port), isToken(token)
    else { throw Diagnostic(file: path, line: 1, column: 1, problem: .notAnAddress) }
    return WebAddress(token: token, port: port)
  }

  /// Keeps the address at `path`, atomically, readable and writable by its owner alone.
  public func write(to path: String) throws {
    let body = WireValue.object(["port": .integer(port), "token": .string(token)]).json + "\n"
    try AtomicFile.write(Array(body.utf8), to: path, newFileMode: 0o600)
    // A file kept from before, with a wider mode, is narrowed: the token is a key.
    chmod(path, 0o600)
  }

  /// Whether `text` is a token as `LoopbackPolicy.randomToken()` makes them.
  static func isToken(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }
}
