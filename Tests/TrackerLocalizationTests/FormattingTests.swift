import Testing

@testable import TrackerLocalization

@Suite struct FormattingTests {
  func render(_ text: String, _ arguments: TextArgument..., separator: String = ".") -> String {
    FormatTemplate(text).render(
      arguments,
      numbers: separator == "," ? Language.russian.numberFormat : Language.english.numberFormat)
  }

  @Test func substitutesTypedArguments() {
    #expect(render("%@ has %d days", .text("Walk"), .integer(5)) == "Walk has 5 days")
    #expect(
      render("%ld / %lld / %i / %u", .integer(1), .integer(2), .integer(3), .integer(4))
        == "1 / 2 / 3 / 4")
    #expect(render("%2$@ before %1$@", .text("one"), .text("two")) == "two before one")
    #expect(render("100%% done", .integer(1)) == "100% done")
    #expect(render("%@", .decimal(1.5, fractionDigits: 1), separator: ",") == "1,5")
  }

  @Test func countsOfAThousandAndMoreAreGroupedAsTheLanguageWritesThem() {
    #expect(render("%d days", .integer(1011)) == "1,011 days")
    #expect(render("%d", .integer(-1_234_567)) == "-1,234,567")
    #expect(render("%d", .integer(999)) == "999")
    #expect(render("%d дней", .integer(1011), separator: ",") == "1\u{00A0}011 дней")
    #expect(
      render("%@", .decimal(12345.5, fractionDigits: 1), separator: ",") == "12\u{00A0}345,5")
    #expect(Language(code: "de")?.numberFormat.integer(1011) == "1.011")
    #expect(Language(code: "es")?.numberFormat.integer(1011) == "1011")
    #expect(Language(code: "es")?.numberFormat.integer(10110) == "10.110")
    #expect(Language(code: "pt-PT")?.numberFormat.integer(1011) == "1011")
    #expect(Language.pseudo.numberFormat.integer(1011) == "1,011")
    #expect(NumberFormat.english.integer(Int.min) == "-9,223,372,036,854,775,808")
  }

  @Test func pluralChoiceIsStillByTheNumber() {
    let tables = LocalizationTables(values: [
      .english: ["card.days.one": "%d day", "card.days.other": "%d days"],
      .russian: [
        "card.days.one": "%d день", "card.days.few": "%d дня", "card.days.many": "%d дней",
        "card.days.other": "%d дня",
      ],
    ])
    let russian = Localizer(language: .russian, tables: tables)
    let text = russian.plural(.cardDays, count: 1021)
    #expect(text.key == "card.days.one")
    #expect(text.arguments == [.integer(1021)])
    #expect(text.string == "1\u{00A0}021 день")
    #expect(
      Localizer(language: .english, tables: tables).plural(.cardDays, count: 1011).string
        == "1,011 days")
  }

  @Test func wrongTypesNeverCrashOrPrintGarbage() {
    #expect(render("%d days", .text("five")) == "five days")
    #expect(render("%@ days", .integer(5)) == "5 days")
  }

  @Test func lonePercentStaysAPercentSign() {
    #expect(render("50% off") == "50% off")
    #expect(render("100%") == "100%")
    #expect(render("% %@ %", .text("x")) == "% x %")
    #expect(render("Скидка 5%м %@", .text("x")) == "Скидка 5%м x")
  }

  @Test func missingArgumentsStayVisible() {
    #expect(render("%1$@ and %2$@", .text("a")) == "a and %2$@")
    #expect(render("%@ %@") == "%@ %@")
  }

  @Test func unsupportedSpecifiersAreShownAsWritten() {
    let template = FormatTemplate("%s %5d %.1f %@")
    #expect(template.unsupportedSpecifiers == ["%s", "%5d", "%.1f"])
    #expect(template.render([.text("x")], numbers: .english) == "%s %5d %.1f x")
  }

  @Test func compatibilityComparesPositionsAndKinds() {
    let english = FormatTemplate("%1$@, %2$d")
    #expect(FormatTemplate("%2$d — %1$@").isCompatible(withReference: english))
    #expect(FormatTemplate("%@, %d").isCompatible(withReference: english))
    #expect(!FormatTemplate("%@, %@").isCompatible(withReference: english))
    #expect(!FormatTemplate("%@").isCompatible(withReference: english))
    #expect(!FormatTemplate("%@, %d %s").isCompatible(withReference: english))
    #expect(FormatTemplate("50% off").isCompatible(withReference: FormatTemplate("none")))
    // Two of one kind: only numbers say which goes where.
    let days = FormatTemplate("%2$d of %1$d days")
    #expect(!FormatTemplate("%d z %d dni").isCompatible(withReference: days))
    #expect(FormatTemplate("%2$d z %1$d dni").isCompatible(withReference: days))
    #expect(!FormatTemplate("%d / %d").isCompatible(withReference: FormatTemplate("%d of %d")))
  }

  @Test func decimals() {
    #expect(formatDecimal(1.5, fractionDigits: 1, numbers: Language.russian.numberFormat) == "1,5")
    #expect(formatDecimal(1.25, fractionDigits: 1, numbers: .english) == "1.3")
    #expect(formatDecimal(2, fractionDigits: 2, numbers: .english) == "2.00")
    #expect(formatDecimal(0.05, fractionDigits: 1, numbers: .english) == "0.1")
    #expect(formatDecimal(-1.5, fractionDigits: 0, numbers: .english) == "-2")
    #expect(formatDecimal(-0.01, fractionDigits: 1, numbers: .english) == "0.0")
    #expect(
      formatDecimal(1234.5, fractionDigits: 1, numbers: Language.russian.numberFormat)
        == "1\u{00A0}234,5")
    #expect(formatDecimal(.nan, fractionDigits: 1, numbers: .english) == "NaN")
    #expect(Localizer(language: .russian).decimal(1.5, fractionDigits: 1) == "1,5")
    #expect(Localizer(language: .english).decimal(1.5, fractionDigits: 1) == "1.5")
  }

  @Test func datePatterns() {
    func format(_ pattern: String) -> String {
      DatePattern(pattern).format(year: 2025, month: 3, day: 7) { $0.rawValue }.text
    }
    #expect(format("dd.MM.yy") == "07.03.25")
    #expect(format("d/M/yyyy") == "7/3/2025")
    #expect(DatePattern("dd.MM.yy").isUsable(for: .date))
    #expect(DatePattern("dd.MM").problem(for: .date) == .missingFields)
    let tables = LocalizationTables(values: [
      .english: ["trackers.date.format": "MM/dd/yy"],
      .russian: ["trackers.date.format": "dd.MM.yy"],
    ])
    #expect(
      Localizer(language: .russian, tables: tables).date(year: 2025, month: 3, day: 7).string
        == "07.03.25")
    #expect(
      Localizer(language: .english, tables: tables).date(year: 2025, month: 3, day: 7).string
        == "03/07/25")
    #expect(
      Localizer(language: .pseudo, tables: tables).date(year: 2025, month: 3, day: 7).string
        == "[03/07/25 ·]")
    let shipped = Localizer(language: .russian).date(year: 2025, month: 3, day: 7)
    #expect(shipped.key == "trackers.date.format")
    #expect(shipped.arguments == [.integer(2025), .integer(3), .integer(7)])
  }
}
