import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@testable import TrackerApp

@Suite("Acts that cannot be done: a typed error naming the screen and element; nothing changes")
struct ActErrorTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func demo(_ flavour: AppSession.Flavour = .tracker) -> AppSession {
    AppSession(
      state: DemoState.make(today: Self.today), today: Self.today,
      localizer: Localizer(language: .english), flavour: flavour)
  }

  /// Performs `act` and returns its error; the session must be left as it was.
  func error(_ act: UserAct, on session: AppSession) -> ActError? {
    var after = session
    do {
      try after.perform(act)
      return nil
    } catch {
      #expect(after == session, "a failed act changed the session")
      return error
    }
  }

  @Test("An unknown id names the screen and the ids a user can act on there")
  func unknownID() throws {
    let session = demo()
    let failure = try #require(error(.tap("trackers.nope"), on: session))
    guard case .noSuchElement(let id, let screen, let available) = failure else {
      Issue.record("\(failure)")
      return
    }
    #expect(id == "trackers.nope")
    #expect(screen == "trackers")
    #expect(available.contains("trackers.add"))
    #expect(available.contains("trackers.card.t1.done"))
    #expect(!available.contains("tabBar.trackers"))  // selected: it sends nothing
  }

  @Test("An element under a menu cannot be tapped while the menu is up")
  func underAnOverlay() throws {
    var session = demo()
    try session.perform(.longPress("trackers.card.t1"))
    #expect(session.current.presentation == .overlay)
    #expect(session.screenUnderOverlay?.id == "trackers")
    guard case .noSuchElement(_, "tracker-menu", _)? = error(.tap("trackers.add"), on: session)
    else {
      Issue.record("tapped through the menu")
      return
    }
  }

  @Test("A disabled element, an act it does not take, text into a non-field, back at the root")
  func otherErrors() throws {
    var session = demo()
    #expect(error(.back, on: session) == .nothingToGoBackTo(screen: "trackers"))
    #expect(
      error(.longPress("trackers.add"), on: session)
        == .doesNothing("trackers.add", screen: "trackers", act: "long-press"))
    #expect(
      error(.type("trackers.add", "x"), on: session)
        == .notATextField("trackers.add", screen: "trackers"))
    #expect(
      error(.tap("tabBar.trackers"), on: session)
        == .doesNothing("tabBar.trackers", screen: "trackers", act: "tap"))
    try session.perform(.tap("trackers.add"))
    try session.perform(.tap("trackerType.habit"))
    #expect(
      error(.tap("trackerForm.create"), on: session)
        == .disabled("trackerForm.create", screen: "tracker-form"))
  }

  @Test("A change the domain refuses leaves the session as it was")
  func refusal() throws {
    var session = demo()
    let before = session
    #expect(throws: TrackerActionError.dayAfterToday(Self.today.adding(days: 1))) {
      try session.apply(.apply(.markDone("t1", on: Self.today.adding(days: 1))))
    }
    #expect(session.state == before.state)
  }

  @Test("Typing sends the field's own intent with the new text")
  func typing() throws {
    var session = demo()
    try session.perform(.type("trackers.search", "вод"))
    #expect(session.query?.search == "вод")
    try session.perform(.tap("trackers.search.cancel"))
    #expect(session.query?.search == "")
  }

  @Test("Acts return the changes to the user's data, in order")
  func changes() throws {
    var session = demo()
    #expect(try session.perform(.tap("trackers.add")).isEmpty)
    session = demo()
    let changes = try session.perform(.tap("trackers.card.t9.done"))
    #expect(changes == [.markDone("t9", on: Self.today)])
  }

  @Test("Deleting a tracker from its details closes the details")
  func deletedTrackerLeavesTheStack() throws {
    var session = demo(.goals)
    try session.perform(.longPress("trackers.card.t7"))
    try session.perform(.tap("detail.delete"))
    try session.perform(.tap("trackerDeleteConfirmation.delete"))
    #expect(session.stack == [.week(day: Self.today)])
  }

  @Test("Every destination an intent names opens a screen")
  func everyDestinationOpens() throws {
    let session = demo(.goals)
    let destinations: [Destination] = [
      .trackerType, .trackerForm(.new(.habit)), .trackerForm(.edit("t1")), .categories,
      .newCategory, .editCategory("home"), .categoryMenu("home"),
      .deleteCategoryConfirmation("home"), .schedule, .datePicker, .filters,
      .trackerMenu("t1"), .deleteTrackerConfirmation("t1"), .monthCalendar,
      .trackerDetail("t1"), .startDayPicker("t1"), .moveStartConfirmation("t1", to: Self.today),
    ]
    for destination in destinations {
      var opened = session
      _ = try opened.apply(.open(destination))
      opened.redraw()
      #expect(opened.stack.count == 2, "\(destination)")
      #expect(opened.screen.kind == .screen || opened.screen.kind == .menu, "\(destination)")
      #expect(opened.screen.id != "gone", "\(destination)")
    }
  }
}
