import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// `argumentKinds` come from the English table's format specifiers (they are generated at
/// build time), so an English text whose placeholders change would no longer match what the
/// screens pass. These tests check what the screens pass against them.
@Suite("Every screen passes each text the arguments its English text takes")
struct ArgumentKindsTests {
  /// The kinds the key of `text` takes, or nil for a text not made by placeholders (a date
  /// pattern, a list) or a key the code does not know.
  func expectedKinds(of text: LocalizedText) -> [PlaceholderKind]? {
    if let key = StringKey(rawValue: text.key) {
      return key.isDatePattern || key == .commonListSeparator ? nil : key.argumentKinds
    }
    guard let dot = text.key.lastIndex(of: ".") else { return nil }
    return PluralKey(rawValue: String(text.key[..<dot]))?.argumentKinds
  }

  func kind(of argument: TextArgument) -> PlaceholderKind {
    if case .integer = argument { return .integer }
    if case .year = argument { return .integer }
    return .text
  }

  /// Kinds as a translator writes them: `%@ %d`.
  func written(_ kinds: [PlaceholderKind]) -> String {
    kinds.isEmpty ? "no arguments" : kinds.map { "%" + $0.rawValue }.joined(separator: " ")
  }

  /// `text` and every localized text inside its arguments.
  func allTexts(in text: LocalizedText) -> [LocalizedText] {
    [text]
      + text.arguments.flatMap { argument -> [LocalizedText] in
        if case .localized(let inner) = argument { return allTexts(in: inner) }
        return []
      }
  }

  /// Every text of the screen state `name` of the gallery, and of the goals no gallery
  /// screen shows (`other`).
  func texts(of name: String) -> [LocalizedText] {
    if name == "other" {
      let context = Fixture.context(.english)
      let reminder = DueReminder(
        tracker: "t1", day: context.today, time: ReminderTime.nineInTheMorning)
      let notification = ReminderNotification.describe(context, reminder)
      return [Goal.days(30), .weeks(4), .months(3), .forever, nil].map {
        TrackerDetailScreen.goalText($0, context)
      } + [notification?.title, notification?.body].compactMap { $0 }
    }
    guard let tree = try? ScreenGallery.entry(named: name)?.describe(.english) else { return [] }
    return localizedTexts(in: tree)
  }

  static let names = ScreenGallery.entries.map(\.name) + ["other"]

  @Test("The arguments of every text match its key's argument kinds", arguments: names)
  func argumentsMatch(name: String) throws {
    let texts = texts(of: name)
    #expect(!texts.isEmpty)
    for text in texts {
      guard let expected = expectedKinds(of: text) else { continue }
      let passed = text.arguments.map(kind(of:))
      #expect(
        passed == expected,
        "\(text.key) in \(name): the screen passes \(written(passed)), English takes \(written(expected))"
      )
    }
  }

  @Test("These screens show every text that takes arguments")
  func everyKeyWithArgumentsIsShown() {
    let shown = Set(Self.names.flatMap(texts(of:)).map(\.key))
    // The messages of the terminal app and of tracker-kit web on their terminal, the
    // terminal app's notices, and the words of the page's translate mode (web --translate)
    // are checked by those front ends' tests.
    let outside = ["terminal.error.", "web.terminal.", "terminal.notice.", "web.translate."]
    for key in StringKey.allCases
    where !key.argumentKinds.isEmpty && !outside.contains(where: key.rawValue.hasPrefix) {
      #expect(shown.contains(key.rawValue), "\(key.rawValue) is on no screen of the gallery")
    }
    for key in PluralKey.allCases {
      #expect(
        shown.contains { $0.hasPrefix(key.rawValue + ".") },
        "\(key.rawValue) is on no screen of the gallery")
    }
  }
}
