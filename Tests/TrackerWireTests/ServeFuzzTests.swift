import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire

/// Seeded fuzzing of `serve`'s request reader and of the app behind it: mutated request
/// lines, and random valid steps through both apps. Every line gets exactly one response
/// line that validates against the schema and holds no whole number a JavaScript client
/// cannot hold; an error changes nothing. The same seed gives the same inputs everywhere.
@Suite("Fuzzing serve: request lines and random steps")
struct ServeFuzzTests {
  static let requests = [
    #"{"show":true}"#, #"{"tap":"trackers.add"}"#, #"{"tap":"trackers.card.t1.done"}"#,
    #"{"type":{"id":"trackerForm.name","text":"Read"}}"#, #"{"longPress":"trackers.card.t1"}"#,
    #"{"back":true}"#, #"{"today":"2026-11-24"}"#, #"{"language":"ru"}"#,
    #"{"connection":{"online":false,"pendingChanges":3}}"#,
  ].map { Array($0.utf8) }

  /// What mutations insert: numbers at the edges, awkward text, JSON's own characters.
  static let pieces = [
    "9007199254740991", "9007199254740992", "-9007199254740992", "9223372036854775808", "1e3",
    "0.5", "-0", "\\ud800", "\\u0000", "\u{0}", "\u{7F}", "\u{2028}", "é", "👨‍👩‍👧‍👦", "\"", "\\",
    "{", "}", "[", "]", ",", ":", "null", "true", "\"tap\":", "\"pendingChanges\":", "\r", " ",
  ].map { Array($0.utf8) }

  @Test("Mutated request lines: one valid response each, never a crash", arguments: [21, 22])
  func mutatedLines(seed: UInt64) throws {
    var generator = SeededRandom(seed: seed)
    var server = Self.server(flavour: .tracker)
    var errors = 0
    for _ in 0..<120 {
      var line = Self.requests[Int.random(in: 0..<Self.requests.count, using: &generator)]
      for _ in 0...Int.random(in: 0...2, using: &generator) {
        let at = Int.random(in: 0...line.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: if at < line.count { line.remove(at: at) }
        case 1: if at < line.count { line[at] = UInt8.random(in: 0...255, using: &generator) }
        case 2: line = Array(line.prefix(at))
        default:
          line.insert(
            contentsOf: Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)],
            at: at)
        }
      }
      if try Self.check(&server, line) { errors += 1 }
    }
    #expect(errors > 30)
  }

  @Test(
    "Random valid steps through both apps, from states at the edges",
    arguments: [(AppSession.Flavour.tracker, 31), (.goals, 32)] as [(AppSession.Flavour, UInt64)])
  func randomSteps(flavour: AppSession.Flavour, seed: UInt64) throws {
    var generator = SeededRandom(seed: seed)
    var server = Self.server(flavour: flavour)
    let texts = ["Read", "", "  ", String(repeating: "ж", count: 39), "Здоровье", "👨‍👩‍👧‍👦", "a\u{0}b"]
    for _ in 0..<RunSize.pick(everyday: 25, exhaustive: 60) {
      let screen = server.session.screen
      let interactive = screen.allElements.filter { $0.isInteractive && $0.id != nil }
      var request: WireValue
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: request = .object(["back": .bool(true)])
      case 1:
        request = .object([
          "connection": .object([
            "online": .bool(Bool.random(using: &generator)),
            "pendingChanges": .integer(
              Int.random(in: 0...WireReader.largestInteger, using: &generator)),
          ])
        ])
      case 2:
        let day = Day(ordinal: Int.random(in: 0...3_652_058, using: &generator))
        request = .object(["today": .string(day.iso)])
      default:
        guard let element = interactive.randomElement(using: &generator), let id = element.id
        else {
          request = .object(["show": .bool(true)])
          break
        }
        if element.kind == .textField {
          let text = texts.randomElement(using: &generator) ?? ""
          request = .object(["type": .object(["id": .string(id.rawValue), "text": .string(text)])])
        } else if !element.longPressIntents.isEmpty, Bool.random(using: &generator) {
          request = .object(["longPress": .string(id.rawValue)])
        } else {
          request = .object(["tap": .string(id.rawValue)])
        }
      }
      _ = try Self.check(&server, Array(request.json.utf8))
    }
  }

  /// A server on the demo state; the goals app's waiting changes one id short of the last.
  static func server(flavour: AppSession.Flavour) -> ServeSession {
    let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
    var state = DemoState.make(today: today)
    if flavour == .goals,
      let nearlyFull = PendingChanges(changes: [], nextID: PendingChanges.largestID - 2)
    {
      state.pendingChanges = nearlyFull
    }
    return ServeSession(
      session: AppSession(
        state: state, today: today, localizer: Localizer(language: .english), flavour: flavour))
  }

  /// Sends `line`; checks the response and that an error left the app as it was. True for
  /// an error.
  static func check(_ server: inout ServeSession, _ line: [UInt8]) throws -> Bool {
    let before = server.session
    let text = server.respond(to: line)
    let input = String(decoding: line.prefix(200), as: UTF8.self).debugDescription
    #expect(!text.contains("\n"), "\(input)")
    let value = try WireReader.read(text)
    let problems = Wire.validator.problems(value, against: "Response")
    #expect(problems.isEmpty, "\(input) → \(problems.prefix(3))")
    #expect(largestWholeNumber(in: value) <= WireReader.largestInteger, "\(input)")
    guard value.objectFields?["error"] != nil else { return false }
    #expect(server.session.state == before.state, "an error changed the data; \(input)")
    #expect(server.session.stack.map(\.name) == before.stack.map(\.name), "\(input)")
    return true
  }

  /// The largest magnitude of a whole number in `value`.
  static func largestWholeNumber(in value: WireValue) -> Int {
    switch value {
    case .integer(let number): number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude)
    case .array(let items): items.map(largestWholeNumber).max() ?? 0
    case .object(let fields): fields.values.map(largestWholeNumber).max() ?? 0
    default: 0
    }
  }
}
