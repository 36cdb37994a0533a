/// A typed argument for a table text: what the screen passes, kept beside the result so
/// tests and tools can see how a text was made.
public enum TextArgument: Hashable, Sendable {
  /// A whole number, shown with ASCII digits grouped as the language groups them: `38`,
  /// `-2`, `1,011` in English, `1 011` (a no-break space) in Russian.
  case integer(Int)
  /// A year, for a `%d` placeholder: its digits as they are, never grouped (`2026`, not
  /// `2,026`), as every language writes years.
  case year(Int)
  /// A number shown with exactly `fractionDigits` digits after the language's decimal
  /// separator (rounded half away from zero): `1.5` in English, `1,5` in Russian.
  case decimal(Double, fractionDigits: Int)
  /// Text from the user or the domain (a tracker's name), shown as is.
  case text(String)
  /// Another localized text, such as "5 days" inside a card's accessibility label.
  case localized(LocalizedText)

  /// The argument as it appears in a text.
  func rendered(_ numbers: NumberFormat) -> String {
    switch self {
    case .integer(let value): return numbers.integer(value)
    case .year(let value): return String(value)
    case .decimal(let value, let digits):
      return formatDecimal(value, fractionDigits: digits, numbers: numbers)
    case .text(let text): return text
    case .localized(let text): return text.string
    }
  }
}

/// A text ready for the screen, with how it was made: the table key actually used (for a
/// plural, the category key such as `card.days.few`), the arguments, and which language's
/// table supplied it.
public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
  /// The table key that gave the text: `schedule.everyDay`, `card.days.many`.
  public let key: String
  /// The arguments substituted into the text, in order (a plural's count first).
  public let arguments: [TextArgument]
  /// The final text.
  public let string: String
  /// The language whose table supplied the text: the requested one, English after a
  /// fallback, the pseudo-locale itself for a pseudo-locale; nil when no table had the key and the key
  /// itself is shown.
  public let tableLanguage: Language?

  /// Makes a text; `Localizer` is the usual source.
  public init(key: String, arguments: [TextArgument], string: String, tableLanguage: Language?) {
    // Moved in (`consume`), not copied and the originals dropped: every text shown is made here.
    self.key = consume key
    self.arguments = consume arguments
    self.string = consume string
    self.tableLanguage = consume tableLanguage
  }

  /// The value as text.
  public var description: String { string }
}

/// `value` with exactly `fractionDigits` decimals, deterministic on every machine.
func formatDecimal(_ value: Double, fractionDigits: Int, numbers: NumberFormat) -> String {
  let separator = numbers.decimalSeparator
  guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-∞" : "∞" }
  let digits = min(max(fractionDigits, 0), 15)
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded(.toNearestOrAwayFromZero)
  guard scaled < 9.0e18 else {
    return String(value).replacingFirstDot(with: separator)
  }
  let units = UInt64(scaled)
  var power: UInt64 = 1
  for _ in 0..<digits { power *= 10 }
  let whole = numbers.grouped(String(units / power))
  let sign = value < 0 && units != 0 ? "-" : ""
  guard digits > 0 else { return sign + whole }
  let fraction = String(units % power)
  let padding = String(repeating: "0", count: digits - fraction.count)
  return sign + whole + separator + padding + fraction
}

extension String {
  fileprivate func replacingFirstDot(with separator: String) -> String {
    guard let dot = firstIndex(of: ".") else { return self }
    return String(self[..<dot]) + separator + String(self[index(after: dot)...])
  }
}
