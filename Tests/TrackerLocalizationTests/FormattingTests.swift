import Testing

@testable import TrackerLocalization

@Suite struct FormattingTests {
  func render(_ text: String, _ arguments: TextArgument..., separator: String = ".") -> String {
    FormatTemplate(text).render(arguments, decimalSeparator: separator)
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
    #expect(template.render([.text("x")], decimalSeparator: ".") == "%s %5d %.1f x")
  }

  @Test func compatibilityComparesPositionsAndKinds() {
    let english = FormatTemplate("%1$@, %2$d")
    #expect(FormatTemplate("%2$d — %1$@").isCompatible(withReference: english))
    #expect(FormatTemplate("%@, %d").isCompatible(withReference: english))
    #expect(!FormatTemplate("%@, %@").isCompatible(withReference: english))
    #expect(!FormatTemplate("%@").isCompatible(withReference: english))
    #expect(!FormatTemplate("%@, %d %s").isCompatible(withReference: english))
    #expect(FormatTemplate("50% off").isCompatible(withReference: FormatTemplate("none")))
  }

  @Test func decimals() {
    #expect(formatDecimal(1.5, fractionDigits: 1, separator: ",") == "1,5")
    #expect(formatDecimal(1.25, fractionDigits: 1, separator: ".") == "1.3")
    #expect(formatDecimal(2, fractionDigits: 2, separator: ".") == "2.00")
    #expect(formatDecimal(0.05, fractionDigits: 1, separator: ".") == "0.1")
    #expect(formatDecimal(-1.5, fractionDigits: 0, separator: ".") == "-2")
    #expect(formatDecimal(-0.01, fractionDigits: 1, separator: ".") == "0.0")
    #expect(formatDecimal(1234.5, fractionDigits: 1, separator: ",") == "1234,5")
    #expect(formatDecimal(.nan, fractionDigits: 1, separator: ".") == "NaN")
    #expect(Localizer(language: .russian).decimal(1.5, fractionDigits: 1) == "1,5")
    #expect(Localizer(language: .english).decimal(1.5, fractionDigits: 1) == "1.5")
  }

  @Test func datePatterns() {
    #expect(DatePattern("dd.MM.yy").format(year: 2025, month: 3, day: 7) == "07.03.25")
    #expect(DatePattern("d/M/yyyy").format(year: 2025, month: 3, day: 7) == "7/3/2025")
    #expect(DatePattern("dd.MM.yy").isUsable)
    #expect(DatePattern("dd.MM").problem == .missingFields)
    #expect(Localizer(language: .russian).date(year: 2025, month: 3, day: 7).string == "07.03.25")
    #expect(Localizer(language: .english).date(year: 2025, month: 3, day: 7).string == "07.03.25")
    #expect(
      Localizer(language: .pseudo).date(year: 2025, month: 3, day: 7).string == "[07.03.25 ·]")
  }
}
