/// How a language writes numbers with Latin digits: the decimal separator (`1.5`, `1,5`),
/// the separator between groups of three digits (`1,011` in English, `1 011` with a
/// no-break space U+00A0 in Russian, `1.011` in German) and how many digits a number needs
/// before it is grouped at all (Spanish and Polish leave `1000` alone and write `10 000`).
/// Data from CLDR, written here so that output never depends on the machine's ICU.
public struct NumberFormat: Hashable, Sendable {
  /// Between the whole and the fractional part: `.` or `,`.
  public let decimalSeparator: String
  /// Between groups of three digits of the whole part.
  public let groupingSeparator: String
  /// Whole parts with fewer than `3 + minimumGroupingDigits` digits are not grouped.
  public let minimumGroupingDigits: Int

  /// A format with the given separators.
  public init(decimalSeparator: String, groupingSeparator: String, minimumGroupingDigits: Int = 1) {
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.minimumGroupingDigits = max(1, minimumGroupingDigits)
  }

  /// English's: `1,011.5`.
  public static let english = NumberFormat(decimalSeparator: ".", groupingSeparator: ",")

  /// A whole number in this format: `1,011`, `1 011`, `-2`.
  public func integer(_ value: Int) -> String {
    let digits = String(value.magnitude)
    return (value < 0 ? "-" : "") + grouped(digits)
  }

  /// A run of ASCII digits (a whole part) with the grouping separator inserted.
  func grouped(_ digits: String) -> String {
    let count = digits.utf8.count
    guard count >= 3 + minimumGroupingDigits else { return digits }
    var result = ""
    result.reserveCapacity(count + count / 3 * 2)
    for (index, digit) in digits.enumerated() {
      if index > 0, (count - index) % 3 == 0 { result += groupingSeparator }
      result.append(digit)
    }
    return result
  }

  /// The format of a language by its primary subtag (and `pt-PT`), English's when unknown.
  static func of(_ language: Language) -> NumberFormat {
    if language.isPseudo { return .english }
    let decimal = Language.separators[language.baseCode] ?? "."
    let region = language.code.lowercased().replacingUnderscores()
    if region == "pt-pt" {
      return NumberFormat(
        decimalSeparator: ",", groupingSeparator: noBreakSpace, minimumGroupingDigits: 2)
    }
    let grouping = groupingSeparators[language.baseCode] ?? (decimal == "," ? "." : ",")
    return NumberFormat(
      decimalSeparator: decimal, groupingSeparator: grouping,
      minimumGroupingDigits: twoDigitMinimum.contains(language.baseCode) ? 2 : 1)
  }

  /// U+00A0, the no-break space CLDR groups digits with in Russian, French, Polish…
  static let noBreakSpace = "\u{00A0}"

  /// Grouping separators that are not simply the other of `.` and `,` (CLDR, Latin digits).
  private static let groupingSeparators: [String: String] = {
    var table: [String: String] = [:]
    for code in [
      "ru", "uk", "be", "fr", "pl", "cs", "sk", "sv", "nb", "nn", "no", "fi", "et", "bg", "hu",
      "lt", "lv",
    ] {
      table[code] = noBreakSpace
    }
    return table
  }()

  /// Languages that leave four-digit numbers ungrouped (CLDR minimumGroupingDigits 2).
  private static let twoDigitMinimum: Set<String> = ["es", "pl", "bg", "lv", "hu"]
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}

extension Language {
  /// How this language writes numbers: separators and grouping (`1 011` in Russian).
  public var numberFormat: NumberFormat { NumberFormat.of(self) }
}
