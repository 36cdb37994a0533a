import Testing
import TextSnapshotTesting
import TrackerDomain
import TrackerLocalization
import TrackerTerminal

@testable import TrackerApp

/// Journeys typed at the keyboard, in every table's language, at 80×24 and 40×20;
/// every screen drawn on the way is compared with
/// `Snapshots/Terminal/<journey>.<language>.<size>.txt`.
@Suite("Terminal journeys", .snapshotTool("tracker-kit"))
struct TerminalSnapshotTests {
  static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 20)]
  static let cases = LocalizationTables.embedded.languages.map(\.code).flatMap { language in
    sizes.map { (language, $0.columns, $0.rows) }
  }

  /// A new user: onboarding, a habit made from the keyboard (with a new
  /// category, every weekday, an emoji and a color), marked done, then statistics.
  static func firstHabit(_ language: String) -> Journey {
    let name = language == "ru" ? "Пить воду 💧" : "Drink water 💧"
    let category = language == "ru" ? "Здоровье" : "Health"
    return Journey(steps: [
      .press(.enter, 1, "leave onboarding"),
      .press(.enter, 1, "+"), .press(.enter, 1, "habit"),
      .type(name), .press(.backspace, 1, "removes the emoji"), .type("💧"),
      .press(.enter, 1, "to Category, past the clear button"), .press(.enter),
      .press(.enter, 1, "add a category"), .type(category), .press(.enter, 1, "to Done"),
      .press(.enter),
      .press(.up, 1, "to the new category"), .press(.enter, 1, "choose it"),
      .press(.down, 1, "to Schedule"), .press(.enter),
      Journey.Step(
        label: "Enter, Down ×7 (every day on)",
        keys: Array(repeating: [.enter, .down], count: 7).flatMap { $0 }),
      .press(.enter, 1, "done"),
      .press(.down, 3, "to the third emoji"), .press(.enter),
      .press(.down, 23, "to Sky blue"), .press(.enter),
      .press(.end, 1, "to Create"), .press(.enter),
      .press(.tab, 3, "to the card's button"), .press(.enter, 1, "mark it done"),
      .press(.end, 1, "to the Statistics tab"), .press(.enter),
    ])
  }

  /// A user with data: a long list scrolled, a card's menu, search in Cyrillic, filters.
  static let everyDay = Journey(steps: [
    .press(.tab, 3, "to the pinned card's button"), .press(.enter, 1, "mark it done"),
    .press(.text("m"), 1, "its menu"), .press(.escape),
    .press(.down, 4, "to the last card"), .press(.enter, 1, "mark it done"),
    .press(.down, 1, "to Filters"), .press(.enter),
    .press(.down, 2, "to Completed"), .press(.enter),
    .press(.home), .press(.tab, 2, "to Search"), .type("пить"),
    .press(.text("q"), 1, "in a field, q is a letter"), .press(.backspace, 5),
    .press(.end, 1, "to the Statistics tab"), .press(.enter),
  ])

  /// The date picker: it opens on the selected day; a day before it, then a day of the
  /// month before, with Sunday in reach at any width.
  static let datePicker = Journey(steps: [
    .press(.tab, 1, "to the date"), .press(.enter, 1, "the picker, on the selected day"),
    .press(.left, 2, "two days before"), .press(.enter, 1, "pick it"),
    .press(.enter, 1, "the picker again"), .press(.home, 1, "to the month before"),
    .press(.enter), .press(.end, 1, "to ×, the last stop"), .press(.up, 1, "to its last day"),
    .press(.enter, 1, "pick it"),
  ])

  /// The goals app: the week strip (the week before, a day picked), the month calendar
  /// filtered by one habit (done and missed days), a day picked on it, then "Add a new
  /// habit" filled in from the keyboard with a reminder.
  static func goals(_ language: String) -> Journey {
    let title = language == "ru" ? "Читать" : "Read"
    return Journey(steps: [
      .press(.tab, 2, "to the week before"), .press(.enter),
      .press(.tab, 1, "to its first day"), .press(.enter, 1, "pick it"),
      .press(.home), .press(.tab, 1, "to the calendar"),
      .press(.enter, 1, "the calendar, on the selected day"),
      .press(.end, 1, "to ×, the last stop"), .press(.up, 8, "to a daily habit"),
      .press(.enter, 1, "its done and missed days"), .press(.escape),
      .press(.enter, 1, "the calendar again"), .press(.right, 2, "two days later"),
      .press(.enter, 1, "the week page on that day, with its habits"),
      .press(.home, 1, "to +"), .press(.enter, 1, "add a new habit"), .type(title),
      .press(.enter, 1, "to the description"), .press(.enter, 1, "to Category"),
      .press(.enter), .press(.down, 3, "to a category"), .press(.enter, 1, "choose it"),
      .press(.down, 2, "to the goal's number"), .type("30"),
      .press(.down, 5, "to Add reminder"), .press(.enter),
      .press(.left, 2, "to 07"), .press(.enter), .press(.end, 1, "to ×"), .press(.up, 1, "to Add"),
      .press(.enter),
      .press(.end, 1, "to Create"), .press(.enter),
    ])
  }

  @Test("The date picker from the keyboard", arguments: cases)
  func datePicker(language: String, columns: Int, rows: Int) throws {
    let language = try #require(Language(code: language))
    let played = Self.datePicker.play(
      TerminalApp(session: Journey.session(newUser: false, language)),
      size: TerminalSize(columns: columns, rows: rows))
    #expect(played.app.session.query?.day == Day(year: 2026, month: 10, day: 31))
    assertSnapshot(
      of: played.transcript, named: "date-picker.\(language.code).\(columns)x\(rows)",
      suite: "Terminal")
  }

  @Test("The goals app: week strip, calendar and a new habit from the keyboard", arguments: cases)
  func goals(language: String, columns: Int, rows: Int) throws {
    let language = try #require(Language(code: language))
    let start = Journey.session(newUser: false, language, flavour: .goals)
    let played = Self.goals(language.code).play(
      TerminalApp(session: start), size: TerminalSize(columns: columns, rows: rows))
    #expect(played.app.session.state.trackers.count == start.state.trackers.count + 1)
    assertSnapshot(
      of: played.transcript, named: "goals.\(language.code).\(columns)x\(rows)",
      suite: "Terminal")
  }

  @Test("A new user's first habit from the keyboard", arguments: cases)
  func firstHabit(language: String, columns: Int, rows: Int) throws {
    let language = try #require(Language(code: language))
    let journey = Self.firstHabit(language.code)
    let played = journey.play(
      TerminalApp(session: Journey.session(newUser: true, language)),
      size: TerminalSize(columns: columns, rows: rows))
    #expect(played.app.session.state.records.count == 1)
    #expect(played.effects.filter { if case .save = $0 { true } else { false } }.count == 3)
    assertSnapshot(
      of: played.transcript, named: "first-habit.\(language.code).\(columns)x\(rows)",
      suite: "Terminal")
  }

  @Test("Every day with data: scrolling, a menu, search and filters", arguments: cases)
  func everyDay(language: String, columns: Int, rows: Int) throws {
    let language = try #require(Language(code: language))
    let played = Self.everyDay.play(
      TerminalApp(session: Journey.session(newUser: false, language)),
      size: TerminalSize(columns: columns, rows: rows))
    assertSnapshot(
      of: played.transcript, named: "every-day.\(language.code).\(columns)x\(rows)",
      suite: "Terminal")
  }
}
