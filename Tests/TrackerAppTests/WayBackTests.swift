import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// A way back from every screen shown over another: on every such screen the walk reaches
/// (both apps, from every start of `WalkThroughTests`), the kit declares how a person
/// dismisses it (`AppSession.waysBack`): a close element with a name a screen reader says
/// (an "×", or the form's Cancel) or a tap outside it (the root's intents), and that way
/// does close it: the screen under it is on top again, and nothing of the user's data
/// changed.
@Suite("A way back from every screen")
struct WayBackTests {
  @Test(
    "Every screen shown over another declares a way back, and it closes that screen only",
    arguments: WalkThroughTests.starts.indices)
  func everyPresentedScreen(start: Int) {
    let (name, first, depth) = WalkThroughTests.starts[start]
    var failures: [String] = []
    var checked: Set<String> = []
    AppWalk(from: first, depth: min(depth, 6), limit: 600).run { session in
      guard session.current.presentation != .root else { return }
      let place = session.stack.map(\.name).joined(separator: " › ")
      checked.insert(session.current.name)
      let ways = session.waysBack
      if ways.isEmpty { failures.append("\(place): no close element and no tap outside") }
      for act in ways {
        var after = session
        do {
          try after.perform(act)
        } catch {
          failures.append("\(place) \(act): \(error)")
          continue
        }
        if after.stack != Array(session.stack.dropLast()) || after.state != session.state {
          failures.append("\(place) \(act): left \(after.stack.map(\.name))")
        }
      }
    } visit: { _, _, _ in
    }
    #expect(failures.isEmpty, "from \(name): \(failures.prefix(10).joined(separator: "\n"))")
    #expect(!checked.isEmpty)
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
