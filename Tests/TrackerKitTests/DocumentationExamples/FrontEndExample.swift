// The front-end example of the README and of the catalog's FrontEnds article, compiled and
// run by `swift test`; a test checks that they show it verbatim.
import Testing
import TrackerKit

/// A front end holds one `AppSession`, draws its screen and forwards acts.
struct TerminalFrontEnd {
  var session: AppSession

  /// Draws the current screen: a drawing per element kind, none per screen.
  func draw() -> [String] {
    session.screen.allElements.compactMap { element in
      switch element.kind {
      case .title, .button, .row: element.texts.title?.string
      default: nil
      }
    }
  }

  /// Forwards what the user did; a refusal is shown, and nothing changed.
  mutating func handle(_ act: UserAct) -> String? {
    do {
      let changes = try session.perform(act)
      if !changes.isEmpty { save(session.state) }
      return nil
    } catch {
      return error.description
    }
  }

  func save(_ state: TrackerState) {}
}

@Test func frontEndExample() {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  let session = AppSession(
    state: DemoState.make(today: today), today: today,
    localizer: Localizer(language: .english))
  var app = TerminalFrontEnd(session: session)
  #expect(app.draw().contains(Localizer(language: .english).text(.trackersTitle).string))
  #expect(app.handle(.tap("trackers.add")) == nil)
  #expect(app.handle(.tap("trackerType.habit")) == nil)
  #expect(app.handle(.type("trackerForm.name", "Read")) == nil)
  #expect(app.handle(.tap("trackerForm.create")) != nil)  // disabled: the form is not complete
  #expect(app.handle(.back) == nil)
  #expect(app.session.current.name == "trackers")
}
