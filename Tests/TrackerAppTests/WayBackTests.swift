import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// A way back from every screen shown over another: on every such screen the walk of
/// `WalkThroughTests` reaches (both apps, from every start, checked on that same walk), the
/// kit declares how a person dismisses it (`AppSession.waysBack`): a close element with a
/// name a screen reader says (an "×", or the form's Cancel) or a tap outside it (the root's
/// intents), and that way does close it: the screen under it is on top again, and nothing of
/// the user's data changed.
@Suite("A way back from every screen")
struct WayBackTests {
  /// The presented screens whose ways back were tried, and what failed.
  struct Findings: Sendable {
    var checked: Set<String> = []
    var failures: [String] = []
  }

  /// Tries every way back of `session`'s screen when it is shown over another.
  static func check(_ session: AppSession, into findings: inout Findings) {
    guard session.current.presentation != .root else { return }
    let place = session.stack.map(\.name).joined(separator: " › ")
    findings.checked.insert(session.current.name)
    let ways = session.waysBack
    if ways.isEmpty { findings.failures.append("\(place): no close element and no tap outside") }
    for act in ways {
      var after = session
      do {
        try after.perform(act)
      } catch {
        findings.failures.append("\(place) \(act): \(error)")
        continue
      }
      if after.stack != Array(session.stack.dropLast()) || after.state != session.state {
        findings.failures.append("\(place) \(act): left \(after.stack.map(\.name))")
      }
    }
  }

  @Test(
    "Every screen shown over another declares a way back, and it closes that screen only",
    arguments: WalkThroughTests.starts.indices)
  func everyPresentedScreen(start: Int) async {
    let name = WalkThroughTests.starts[start].0
    let findings = await WalkThroughTests.Walks.shared.coverage(start).value.wayBack
    #expect(
      findings.failures.isEmpty,
      "from \(name): \(findings.failures.prefix(10).joined(separator: "\n"))")
    #expect(!findings.checked.isEmpty)
  }

  @Test("A sheet or menu closes on a tap outside; a page over another has a close element")
  func tapOutsideByPresentation() {
    AppWalk(from: WalkThroughTests.starts[1].1, depth: 4, limit: 400).run { session in
      let tapsOutside = session.screen.intents == [.dismiss]
      switch session.current.presentation {
      case .root:
        #expect(!tapsOutside, "\(session.current.name)")
      case .sheet, .overlay:
        #expect(tapsOutside, "\(session.current.name)")
      case .page:
        #expect(!session.waysBack.isEmpty, "\(session.current.name)")
      }
    } visit: { _, _, _ in
    }
  }
}
