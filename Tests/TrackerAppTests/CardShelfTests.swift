import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// A session describes its screens of cards again with the cards it kept (`CardShelf`), so
/// that an act costs what it changed; what it draws must be exactly what describing the
/// screen afresh gives, whatever changed in between.
@Suite("Screens of cards drawn with the cards kept from before")
struct CardShelfTests {
  /// The screen of cards at `screen` of `session`'s stack, described without a shelf; nil for
  /// any other screen.
  static func afresh(_ screen: AppScreen, _ session: AppSession) -> ScreenElement? {
    let context = session.context
    switch screen {
    case .main(.trackers, let query):
      return TrackersScreen.describe(context, query: query).element.laidOut(for: context)
    case .week(let day):
      return WeekScreen.describe(context, day: day).element.laidOut(for: context)
    default:
      return nil
    }
  }

  /// Whether the screen on top, and the one under an overlay, are the ones described afresh.
  static func drawsAfresh(_ session: AppSession) -> Bool {
    if let fresh = afresh(session.current, session), fresh != session.screen { return false }
    if let under = session.screenUnderOverlay,
      let screen = session.stack.last(where: { $0.presentation != .overlay }),
      let fresh = afresh(screen, session), fresh != under
    {
      return false
    }
    return true
  }

  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// The first enabled done button on the screen, and its card.
  static func doneButton(_ session: AppSession) throws -> (card: ElementID, done: ElementID) {
    let card = try #require(
      session.screen.allElements.first {
        $0.kind == .card && $0.children.first?.state.isEnabled == true
      })
    return (try #require(card.id), try #require(card.children.first?.id))
  }

  @Test("Marks, pins, names, searches, filters, days, languages and connections on the main screen")
  func mainScreen() throws {
    var session = AppSession(
      state: DemoState.make(today: Self.today), today: Self.today,
      localizer: Localizer(language: .english))
    var changes = 0
    func check(_ change: String) {
      changes += 1
      #expect(Self.drawsAfresh(session), "after \(change)")
    }
    let (card, done) = try Self.doneButton(session)
    try session.perform(.tap(done))
    check("marking done")
    try session.perform(.tap(done))
    check("marking undone")
    try session.perform(.longPress(card))
    check("the menu over the main screen")
    let pin = try #require(
      session.screen.allElements.first { $0.id?.rawValue.hasSuffix("pin") == true }?.id)
    try session.perform(.tap(pin))
    check("pinning")
    try session.perform(.longPress(card))
    try session.perform(.tap("trackerMenu.edit"))
    try session.perform(.type("trackerForm.name", "Renamed"))
    try session.perform(.tap("trackerForm.save"))
    check("renaming")
    #expect(session.screen.allElements.contains { $0.texts.title == .content("Renamed") })
    try session.perform(.type("trackers.search", "a"))
    check("a search")
    try session.perform(.type("trackers.search", ""))
    try session.perform(.tap("trackers.filters"))
    try session.perform(.tap("filters.completed"))
    check("a filter")
    session.today = Self.today.adding(days: 1)
    check("a new day")
    session.localizer = Localizer(language: .russian)
    check("another language")
    session.localizer = Localizer(language: .pseudoRightToLeft)
    check("a pseudo-language")
    session.connection = .offline(pendingChanges: 1)
    check("going offline")
    #expect(changes == 11)
  }

  @Test("Marks and days on the goals app's week page")
  func weekPage() throws {
    var session = AppSession(
      state: DemoState.make(today: Self.today), today: Self.today,
      localizer: Localizer(language: .russian), flavour: .goals)
    let card = try #require(
      session.screen.allElements.first { $0.kind == .card && !$0.intents.isEmpty }?.id)
    try session.perform(.tap(card))
    #expect(Self.drawsAfresh(session), "after marking done")
    let day = try #require(
      session.screen.allElements.first {
        $0.kind == .day && !$0.state.isSelected && $0.state.isEnabled
      }?
      .id)
    try session.perform(.tap(day))
    #expect(Self.drawsAfresh(session), "after another day")
    session.localizer = Localizer(language: .english)
    #expect(Self.drawsAfresh(session), "after another language")
  }
}
