import Testing
import TrackerApp
import TrackerDomain
import TrackerFlows
import TrackerLocalization
import TrackerTestSupport

/// Seeded mutations of the journeys' flow files: a flow is read or refused with a line of
/// the file, and one that is read plays to its end or stops on a step of the file, never
/// crashing the app. The same seed gives the same inputs on every machine.
@Suite("Fuzzing flow files")
struct FlowFuzzTests {
  /// What mutations insert: steps, line ends of every kind, ids and awkward text.
  static let pieces = [
    "\n", "\r\n", "\r", "tap ", "type ", "long-press ", "back", "show", "expect ", "sync",
    "offline", "online", "# ", "trackers.add", "trackers.card.t1.done", "tabBar.statistics",
    "trackerForm.name ", "%", "\u{0}", "\u{2028}", "é", "👨‍👩‍👧‍👦", "  ", "\t",
  ]

  @Test("Mutated journeys read, or stop on a line of the file", arguments: [41, 42] as [UInt64])
  func mutatedFlows(seed: UInt64) throws {
    var generator = SeededRandom(seed: seed)
    let names = FlowFiles.names
    #expect(!names.isEmpty)
    var played = 0
    for round in 0..<80 {
      let name = names[round % names.count]
      var text = Array(try FlowFiles.text(name).unicodeScalars)
      for _ in 0...Int.random(in: 0...3, using: &generator) {
        let at = Int.random(in: 0...text.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          let end = min(text.count, at + Int.random(in: 1...20, using: &generator))
          if at < end { text.removeSubrange(at..<end) }
        case 1:
          let other = Int.random(in: 0...text.count, using: &generator)
          if at < text.count, other < text.count { text.swapAt(at, other) }
        default:
          let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
          text.insert(contentsOf: piece.unicodeScalars, at: at)
        }
      }
      let source = String(String.UnicodeScalarView(text))
      let lines = Flow.lineCount(of: source)
      let flow: Flow
      do {
        flow = try Flow(source, file: "\(name).flow")
      } catch {
        #expect((1...lines).contains(error.line), "\(name) round \(round): \(error)")
        continue
      }
      played += 1
      switch flow.play(on: FlowFiles.session(for: name, .english)) {
      case .success: break
      case .failure(let failure):
        #expect(
          flow.lines.map(\.number).contains(failure.error.line),
          "\(name) round \(round): \(failure.error)")
      }
    }
    #expect(played > 20)
  }
}

extension Flow {
  /// How many lines `text` has, as flows count them (LF, CR LF and CR end a line).
  static func lineCount(of text: String) -> Int {
    var count = 1
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        if !previousWasCR { count += 1 }
        previousWasCR = false
      } else if scalar == "\r" {
        count += 1
        previousWasCR = true
      } else {
        previousWasCR = false
      }
    }
    return count
  }
}
