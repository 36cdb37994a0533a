import Foundation
import StringsFile
import Testing
import TrackerLocalization

@Suite struct LocalizerTests {
  let tables = LocalizationTables(values: [
    .english: [
      "trackers.title": "Trackers",
      "card.accessibility": "%1$@, %2$@, %3$@",
      "onboarding.pageControl.accessibility": "Page %1$d of %2$d",
      "card.days.one": "%d day",
      "card.days.other": "%d days",
      "card.done": "done",
    ],
    .russian: [
      "trackers.title": "Трекеры",
      "card.accessibility": "%1$@, %2$@ — %3$d",
      "onboarding.pageControl.accessibility": "Страница %1$d из %2$d",
      "card.days.one": "%d день",
      "card.days.few": "%d дня",
      "card.done": "выполнено",
    ],
  ])

  @Test func looksUpTheLanguageFirst() {
    let text = Localizer(language: .russian, tables: tables).text(.trackersTitle)
    #expect(
      text
        == LocalizedText(
          key: "trackers.title", arguments: [], string: "Трекеры",
          tableLanguage: .russian))
  }

  @Test func missingKeyFallsBackToEnglishThenToTheKey() {
    let russian = Localizer(language: .russian, tables: tables)
    #expect(russian.text(.tabBarTrackers).string == "tabBar.trackers")
    #expect(russian.text(.tabBarTrackers).tableLanguage == nil)
    let french = Localizer(language: Language(code: "fr") ?? .english, tables: tables)
    #expect(french.text(.trackersTitle).string == "Trackers")
    #expect(french.text(.trackersTitle).tableLanguage == .english)
  }

  @Test func mismatchedPlaceholdersFallBackToEnglish() {
    let russian = Localizer(language: .russian, tables: tables)
    let done = russian.text(.cardDone)
    let label = russian.text(
      .cardAccessibility, .text("Полить цветы"), .localized(done), .text("x"))
    #expect(label.string == "Полить цветы, выполнено, x")
    #expect(label.tableLanguage == .english)
  }

  @Test func mixedNumberingFallsBackToEnglish() {
    let values: [Language: [TableKey: String]] = [
      .english: ["card.accessibility": "%1$@, %2$@, %3$@"],
      .russian: ["card.accessibility": "%1$@, %2$@ %@"],
    ]
    let russian = Localizer(language: .russian, tables: LocalizationTables(values: values))
    let label = russian.text(.cardAccessibility, .text("a"), .text("b"), .text("c"))
    #expect(label.tableLanguage == .english)
    #expect(label.string == "a, b, c")
  }

  @Test func unnumberedPlaceholdersOfOneKindFallBackToEnglish() {
    let values: [Language: [TableKey: String]] = [
      .english: ["onboarding.pageControl.accessibility": "Page %2$d of %1$d"],
      .russian: ["onboarding.pageControl.accessibility": "Страница %d из %d"],
    ]
    let russian = Localizer(language: .russian, tables: LocalizationTables(values: values))
    let label = russian.text(.onboardingPageControlAccessibility, .integer(3), .integer(1))
    #expect(label.tableLanguage == .english)
    #expect(label.string == "Page 1 of 3")
  }

  @Test func positionalArgumentsSubstitute() {
    let russian = Localizer(language: .russian, tables: tables)
    #expect(
      russian.text(.onboardingPageControlAccessibility, .integer(1), .integer(2)).string
        == "Страница 1 из 2")
  }

  @Test func pluralKeepsTheCategoryKeyAndFallsBackPerForm() {
    let russian = Localizer(language: .russian, tables: tables)
    let three = russian.plural(.cardDays, count: 3)
    #expect(
      three
        == LocalizedText(
          key: "card.days.few", arguments: [.integer(3)],
          string: "3 дня", tableLanguage: .russian))
    let five = russian.plural(.cardDays, count: 5)  // "many" is missing in this table
    #expect(
      five
        == LocalizedText(
          key: "card.days.other", arguments: [.integer(5)],
          string: "5 days", tableLanguage: .english))
  }

  /// English as a test writes it, so that the pseudo-locale's rules are checked on known
  /// words whatever the shipped table says.
  let english = LocalizationTables(values: [
    .english: [
      "trackers.placeholder.empty": "What will we track?",
      "card.days.one": "%d day",
      "card.days.other": "%d days",
      "onboarding.pageControl.accessibility": "Page %1$d of %2$d",
      "weekday.short.monday": "Mon",
      "common.listSeparator": ", ",
      "trackerForm.name.limit.one": "Limit %d character",
      "trackerForm.name.limit.other": "Limit %d characters",
    ],
    .russian: [
      "trackerForm.name.limit.one": "Ограничение %d символ",
      "trackerForm.name.limit.few": "Ограничение %d символа",
      "trackerForm.name.limit.many": "Ограничение %d символов",
      "trackerForm.name.limit.other": "Ограничение %d символа",
      "weekday.short.monday": "Пн",
      "weekday.short.wednesday": "Ср",
      "weekday.short.friday": "Пт",
      "common.listSeparator": ", ",
    ],
  ])

  @Test func pseudoLocaleIsBracketedAccentedLongerAndKeepsPlaceholders() {
    let pseudo = Localizer(language: .pseudo, tables: english)
    let title = pseudo.text(.trackersPlaceholderEmpty)
    #expect(title.string == "[Ŵĥàţ ŵîļļ ŵé ţŕàçķ? ·····]")
    #expect(title.key == "trackers.placeholder.empty")
    #expect(title.tableLanguage == .pseudo)
    let plain = Localizer(language: .english, tables: english).text(.trackersPlaceholderEmpty)
    #expect(Double(title.string.count) >= Double(plain.string.count) * 1.4)
    let days = pseudo.plural(.cardDays, count: 5)
    #expect(days.key == "card.days.other")
    #expect(days.string == "[5 ðàýš·]")
    let page = pseudo.text(.onboardingPageControlAccessibility, .integer(1), .integer(2))
    #expect(page.string.hasPrefix("[Þàĝé 1 öƒ 2"))
    #expect(PseudoLocale.transform("100%% of %@") == "[100%% öƒ %@ ··]")
  }

  @Test func cardLabelKeepsItsPartsAsATree() {
    let russian = Localizer(language: .russian)
    let days = russian.plural(.cardDays, count: 5)
    let state = russian.text(.cardNotDone)
    let label = russian.text(
      .cardAccessibility, .text("Поливать растения"), .localized(days),
      .localized(state))
    #expect(label.key == "card.accessibility")
    #expect(label.arguments == [.text("Поливать растения"), .localized(days), .localized(state)])
    #expect(days.key == "card.days.many")
    #expect(state.key == "card.notDone")
    // The parts are rendered inside the label, whatever their words.
    for part in ["Поливать растения", days.string, state.string] {
      #expect(label.string.contains(part))
    }
  }

  @Test func nameLimitAgreesWithTheNumber() {
    let russian = Localizer(language: .russian, tables: english)
    #expect(russian.plural(.trackerFormNameLimit, count: 38).string == "Ограничение 38 символов")
    #expect(russian.plural(.trackerFormNameLimit, count: 22).string == "Ограничение 22 символа")
    #expect(
      Localizer(language: .english, tables: english).plural(.trackerFormNameLimit, count: 38)
        .string == "Limit 38 characters")
    let shipped = Localizer(language: .russian)
    #expect(shipped.plural(.trackerFormNameLimit, count: 38).key == "trackerForm.name.limit.many")
    #expect(shipped.plural(.trackerFormNameLimit, count: 22).key == "trackerForm.name.limit.few")
  }

  @Test func everyKeyResolvesInEveryShippedLanguage() {
    for language in LocalizationTables.embedded.languages {
      let localizer = Localizer(language: language)
      for key in StringKey.allCases {
        let text = localizer.text(key)
        #expect(text.tableLanguage == language, "\(key.rawValue) in \(language)")
        #expect(!text.string.isEmpty)
      }
      for key in PluralKey.allCases {
        for count in 0...200 {
          let text = localizer.plural(key, count: count)
          #expect(text.tableLanguage == language, "\(text.key) in \(language)")
        }
      }
    }
  }

  /// English texts of the test's own, so that the pseudo-locales' tests do not depend on the
  /// shipped English words.
  static let pseudoSource = LocalizationTables(values: [
    .english: [
      "trackers.title": "Trackers", "trackers.placeholder.empty": "What will we track?",
      "card.days.one": "%d day", "card.days.other": "%d days", "trackers.date.format": "dd.MM.yy",
    ]
  ])

  @Test func rightToLeftPseudoLocaleWrapsEveryWordAsAndroidDoes() {
    let rtl = Localizer(language: .pseudoRightToLeft, tables: Self.pseudoSource)
    let title = rtl.text(.trackersPlaceholderEmpty)
    #expect(title.key == "trackers.placeholder.empty")
    #expect(title.tableLanguage == .pseudoRightToLeft)
    let open = "\u{200F}\u{202E}"
    let close = "\u{202C}\u{200F}"
    #expect(
      title.string
        == "\(open)What\(close) \(open)will\(close) \(open)we\(close) \(open)track?\(close)")
    let days = rtl.plural(.cardDays, count: 5)
    #expect(days.string == "\u{200F}5\u{200F} \(open)days\(close)")
    #expect(PseudoLocale.isPseudoText(days.string))
    #expect(rtl.date(year: 2025, month: 3, day: 7).string == "\u{200F}07.03.25\u{200F}")
  }

  @Test func longPseudoLocaleIsAtLeastTwiceAsLongAsEnglish() {
    let long = Localizer(language: .pseudoLong)
    let english = Localizer(language: .english)
    for key in StringKey.allCases where key != .commonListSeparator && !key.isDatePattern {
      let text = long.text(key, .text("x"), .text("y"), .text("z"))
      let plain = english.text(key, .text("x"), .text("y"), .text("z"))
      #expect(text.string.count >= 2 * plain.string.count, "\(key.rawValue): \(text.string)")
      #expect(PseudoLocale.isPseudoText(text.string), "\(key.rawValue): \(text.string)")
      #expect(text.tableLanguage == .pseudoLong)
    }
    let own = Localizer(language: .pseudoLong, tables: Self.pseudoSource)
    #expect(own.plural(.cardDays, count: 5).string == "[5 ðàýš one]")
    #expect(own.text(.trackersTitle).string == "[Ţŕàçķéŕš one two]")
  }

  @Test func everyPseudoTextIsBracketed() {
    let pseudo = Localizer(language: .pseudo)
    for key in StringKey.allCases where key != .commonListSeparator && !key.isDatePattern {
      let text = pseudo.text(key, .text("x"), .text("y"), .text("z"))
      #expect(PseudoLocale.isPseudoText(text.string), "\(key.rawValue): \(text.string)")
    }
  }

  @Test func listsUseTheSeparator() {
    let russian = Localizer(language: .russian, tables: english)
    let days = [StringKey.weekdayShortMonday, .weekdayShortWednesday, .weekdayShortFriday].map {
      russian.text($0)
    }
    #expect(russian.list(days).string == "Пн, Ср, Пт")
    let pseudo = Localizer(language: .pseudo, tables: english)
    #expect(pseudo.list([pseudo.text(.weekdayShortMonday)]).string == "[Ṁöñ]")
  }

  @Test func embeddedTablesLoadWithoutErrors() throws {
    #expect(LocalizationTables.embedded.loadErrors == [])
    let folders = try FileManager.default.contentsOfDirectory(atPath: shippedTables.path)
      .filter { $0.hasSuffix(".lproj") }.compactMap { Language(code: String($0.dropLast(6))) }
    #expect(LocalizationTables.embedded.languages == folders.sorted())
  }

  @Test func brokenTableFromAFolderFallsBackAndReportsWhy() throws {
    let folder = try TemporaryTables([
      "en": "\"trackers.title\" = \"Trackers\";\n",
      "ru": "\"trackers.title\" = \"Трекеры\";;\n\"x\" = \"y\";\n",
    ])
    let tables = LocalizationTables.load(from: folder.url)
    #expect(
      tables.loadErrors == [
        TableLoadError(
          file: "Localization/ru.lproj/Localizable.strings", line: 1, column: 30,
          problem: .syntax(.doubleSemicolon))
      ])
    let russian = Localizer(language: .russian, tables: tables)
    #expect(russian.text(.trackersTitle).string == "Trackers")
    #expect(russian.loadErrors.count == 1)
  }
}
