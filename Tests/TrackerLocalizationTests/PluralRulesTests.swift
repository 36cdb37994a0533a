import Testing
import TrackerLocalization

@Suite struct PluralRulesTests {
  static let counts = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1001]

  @Test func englishIsOneOrOther() {
    let categories = Self.counts.map { Language.english.pluralRules.category(for: $0) }
    #expect(
      categories == [
        .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other,
        .other, .other, .other,
      ])
    #expect(Language.english.pluralRules.categories == [.one, .other])
  }

  @Test func russianFollowsCLDR() {
    let categories = Self.counts.map { Language.russian.pluralRules.category(for: $0) }
    #expect(
      categories == [
        .many, .one, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .many, .one,
      ])
    #expect(Language.russian.pluralRules.categories == [.one, .few, .many, .other])
    #expect(Language.russian.pluralRules.category(for: -21) == .one)
  }

  @Test func russianDayCountsTakeTheirForms() {
    let russian = Localizer(language: .russian)
    let texts = Self.counts.map { russian.plural(.cardDays, count: $0) }
    #expect(
      texts.map(\.key) == [
        "card.days.many", "card.days.one", "card.days.few", "card.days.few", "card.days.many",
        "card.days.many", "card.days.many", "card.days.many", "card.days.one", "card.days.few",
        "card.days.many", "card.days.one", "card.days.many", "card.days.one",
      ])
    #expect(texts.map(\.arguments) == Self.counts.map { [.integer($0)] })
    #expect(texts.allSatisfy { $0.tableLanguage == .russian })
    let english = Localizer(language: .english)
    #expect(
      [0, 1, 2, 21].map { english.plural(.cardDays, count: $0).key }
        == ["card.days.other", "card.days.one", "card.days.other", "card.days.other"])
  }

  @Test func otherLanguagesFollowCLDR() throws {
    func categories(_ code: String, _ counts: [Int]) throws -> [PluralCategory] {
      let rules = try #require(Language(code: code)).pluralRules
      return counts.map { rules.category(for: $0) }
    }
    #expect(try categories("uk", [1, 3, 11, 21]) == [.one, .few, .many, .one])
    #expect(
      try categories("pl", [1, 2, 5, 12, 21, 22]) == [.one, .few, .many, .many, .many, .few])
    #expect(try categories("fr", [0, 1, 2, 1_000_000]) == [.one, .one, .other, .many])
    #expect(try categories("pt-BR", [0, 1, 2]) == [.one, .one, .other])
    #expect(try categories("pt-PT", [0, 1, 2]) == [.other, .one, .other])
    #expect(try categories("es", [0, 1, 2, 2_000_000]) == [.other, .one, .other, .many])
    #expect(try categories("de", [0, 1, 2]) == [.other, .one, .other])
    #expect(try categories("it", [1, 5]) == [.one, .other])
    #expect(try categories("ja", [0, 1, 2]) == [.other, .other, .other])
    #expect(try categories("zh-Hans", [1]) == [.other])
    #expect(try categories("cs", [1, 3, 5]) == [.one, .few, .other])
    #expect(
      try categories("ar", [0, 1, 2, 3, 11, 100]) == [.zero, .one, .two, .few, .many, .other])
  }

  @Test func unknownLanguageFallsBackToEnglishRules() throws {
    let klingon = try #require(Language(code: "tlh"))
    #expect(!klingon.hasBuiltInRules)
    #expect(klingon.pluralRules == .english)
    #expect(klingon.decimalSeparator == ".")
  }

  @Test func examplesNameTheCounts() {
    #expect(Language.russian.pluralRules.exampleCounts(for: .few) == [2, 3, 4, 22, 23])
    #expect(Language.russian.pluralRules.exampleCounts(for: .other).isEmpty)
  }
}

@Suite struct LanguageTests {
  @Test func codes() {
    #expect(Language(code: "en") == .english)
    #expect(Language(code: "pseudo") == .pseudo)
    #expect(Language(code: "pseudo-rtl") == .pseudoRightToLeft)
    #expect(Language(code: "pseudo-long") == .pseudoLong)
    #expect(Language(code: "pseudo-xx") == nil)
    #expect(Language(code: "pt-BR")?.baseCode == "pt")
    #expect(Language(code: "zh_Hans")?.baseCode == "zh")
    #expect(Language(code: "") == nil)
    #expect(Language(code: "e") == nil)
    #expect(Language(code: "../en") == nil)
    #expect(Language(code: "Base")?.hasBuiltInRules != true)
  }

  @Test func formsAreDescribedWithTheirCounts() {
    #expect(Language.english.pluralRules.describe(.one) == "one (1)")
    #expect(Language.english.pluralRules.describe(.other) == "other (0, 2, 3, 4, 5, …)")
    #expect(Language.russian.pluralRules.describe(.few) == "few (2, 3, 4, 22, 23, …)")
    #expect(Language.russian.pluralRules.describe(.other) == "other (fractions such as 1.5)")
    #expect(Language(code: "cs")?.pluralRules.describe(.few) == "few (2, 3, 4)")
  }

  @Test func availableLanguagesAreTheEmbeddedTablesAndPseudo() {
    // The languages are the tables in Localization/, whichever a translator added.
    let tables = LocalizationTables.embedded.languages
    #expect(tables.first == .english && tables.contains(.russian))
    #expect(Language.available == tables + [.pseudo, .pseudoRightToLeft, .pseudoLong])
  }

  @Test func layoutDirections() {
    #expect(Language.english.layoutDirection == .leftToRight)
    #expect(Language.pseudo.layoutDirection == .leftToRight)
    #expect(Language.pseudoLong.layoutDirection == .leftToRight)
    #expect(Language.pseudoRightToLeft.layoutDirection == .rightToLeft)
    #expect(Language(code: "ar")?.layoutDirection == .rightToLeft)
    #expect(Language(code: "he-IL")?.layoutDirection == .rightToLeft)
    #expect(Localizer(language: .pseudoRightToLeft).layoutDirection == .rightToLeft)
  }

  @Test func decimalSeparators() {
    #expect(Language.english.decimalSeparator == ".")
    #expect(Language.russian.decimalSeparator == ",")
    for code in ["en", "ru", "uk", "de", "fr", "es", "it", "pl", "pt", "ja", "zh"] {
      #expect(Language(code: code)?.hasBuiltInRules == true, "\(code)")
    }
  }
}
