import Foundation
import Testing
import TrackerLocalization
import TrackerStateFile

@testable import TrackerCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `tracker-kit web` tells the person who started it when it cannot start, in every
/// language: the table's text for the key, with its arguments (never the words themselves).
@Suite("tracker-kit web's messages")
struct WebCommandTests {
  @Test("A state file that cannot be read: file:line:column in English, then the user's words")
  func unreadableState() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.json")
    let broken = stateWithAnUnknownField
    try Data(broken.utf8).write(to: file)
    for language in LocalizationTables.embedded.languages {
      let result = web("--state", "state.json", "--locale", language.code, in: folder)
      let say = Messages(localizer: Localizer(language: language), program: "tracker-kit web")
      #expect(result.status == 1)
      #expect(result.errors.hasPrefix(file.path + ":3:"), "\(result.errors)")
      #expect(result.errors.contains("\n" + say(.terminalErrorUnreadable)), "\(result.errors)")
      #expect(try String(contentsOf: file, encoding: .utf8) == broken)
    }
  }

  @Test("A file another app holds: the lock's message in the user's language, nothing written")
  func heldElsewhere() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    let lock = try StateFileLock(path: path)
    defer { withExtendedLifetime(lock) {} }
    for language in LocalizationTables.embedded.languages {
      let result = web("--state", path, "--locale", language.code, in: folder)
      let say = Messages(localizer: Localizer(language: language), program: "tracker-kit web")
      #expect(result.status == 1)
      #expect(result.errors.contains(say(.terminalErrorHeldElsewhere, path)), "\(result.errors)")
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test("A port another program listens on: which port, and what to do, in the user's language")
  func portInUse() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (socket, port) = try #require(Self.listeningSocket())
    defer { close(socket) }
    for language in LocalizationTables.embedded.languages {
      let result = web(
        "--state", "state.json", "--port", String(port), "--locale", language.code, in: folder)
      let say = Messages(localizer: Localizer(language: language), program: "tracker-kit web")
      #expect(result.status == 1)
      #expect(result.errors.contains(say(.webTerminalPortInUse, String(port))), "\(result.errors)")
    }
  }

  @Test("What tracker-kit web prints on its terminal takes only texts (the address, the file)")
  func messageArguments() {
    let messages = StringKey.allCases.filter { $0.rawValue.hasPrefix("web.terminal.") }
    #expect(!messages.isEmpty)
    for key in messages {
      #expect(key.argumentKinds.allSatisfy { $0 == .text }, "\(key.rawValue)")
      #expect(StringKey.shownOutsideScreenStates.contains(key), "\(key.rawValue)")
    }
  }

  /// Runs `tracker-kit web` in-process, as a program of its own (with streams): every case
  /// here fails before it would listen.
  private func web(_ arguments: String..., in folder: URL) -> CommandResult {
    TrackerKitTool.run(
      CommandContext(
        arguments: ["web"] + arguments, workingDirectory: folder, environment: [:],
        today: testToday,
        streams: CommandStreams(readLine: { nil }, writeLine: { _ in true })))
  }

  /// A socket listening on 127.0.0.1 on a port the system chose, and that port.
  static func listeningSocket() -> (Int32, Int)? {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
          && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard listening else {
      close(descriptor)
      return nil
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
  }
}
