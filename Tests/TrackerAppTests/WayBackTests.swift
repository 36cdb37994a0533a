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
    /// Screens whose presentation and way of closing disagree (`presentationProblem`).
    var presentationFailures: [String] = []
  }

  /// What is wrong with how `session`'s screen closes for its presentation, or nil: a sheet
  /// or menu closes on a tap outside, a root screen does not, a page has a close element.
  static func presentationProblem(_ session: AppSession) -> String? {
    let tapsOutside = session.screen.intents == [.dismiss]
    let name = session.current.name
    switch session.current.presentation {
    case .root: return tapsOutside ? "\(name): a root screen closes on a tap outside" : nil
    case .sheet, .overlay: return tapsOutside ? nil : "\(name): no tap outside closes it"
    case .page: return session.waysBack.isEmpty ? "\(name): a page with no way back" : nil
    }
  }

  /// Tries every way back of `session`'s screen when it is shown over another.
  static func check(_ session: AppSession, into findings: inout Findings) {
    if let problem = presentationProblem(session) { findings.presentationFailures.append(problem) }
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

  /// Checked at every place of `WalkThroughTests`' walks, from every start (this test walked
  /// the first four acts from the demo state again, a part of the same walk).
  @Test(
    "A sheet or menu closes on a tap outside; a page over another has a close element",
    arguments: WalkThroughTests.starts.indices)
  func tapOutsideByPresentation(start: Int) async {
    let findings = await WalkThroughTests.Walks.shared.coverage(start).value.wayBack
    #expect(
      findings.presentationFailures.isEmpty,
      "\(findings.presentationFailures.prefix(10).joined(separator: "\n"))")
  }
}
