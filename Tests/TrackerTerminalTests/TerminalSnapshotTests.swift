import Testing
import TextSnapshotTesting
import TrackerApp
import TrackerLocalization
import TrackerTerminal

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

  @Test("A new user's first habit from the keyboard", arguments: cases)
  func firstHabit(language: String, columns: Int, rows: Int) throws {
    let language = try #require(Language(code: language))
    let journey = Self.firstHabit(language.code)
    let played = journey.play(
      TerminalApp(session: Journey.session(newUser: true, language)),
      size: TerminalSize(columns: columns, rows: rows))
    #expect(played.app.session.state.records.count == 1)
    #expect(played.effects.filter { $0 == .save }.count == 3)
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
