/// The pseudo-locales, each derived from English so that a layout problem shows before any
/// translation exists. Format specifiers are kept as they are, so arguments still substitute.
///
/// - `pseudo`: every ASCII letter accented, about 40% longer and wrapped in brackets
///   (`[Ŵĥàţ ŵîļļ ŵé ţŕàçķ? ·····]`), so that a hard-coded string (no brackets), a truncated
///   label (no closing bracket) or a lost accent stands out.
/// - `pseudo-rtl`: as Android's `ar-XB`, every word between a right-to-left mark and a
///   right-to-left override (U+200F U+202E) and a pop (U+202C) and a mark, so that it reads
///   backwards in a right-to-left layout; arguments are kept between marks only (Android
///   overrides them too), so numbers and names read as they are. A text therefore starts
///   and ends with U+200F.
/// - `pseudo-long`: accented and in brackets like `pseudo`, and padded with the words
///   "one two three …" to at least twice the length of the English text with its arguments.
public enum PseudoLocale {
  /// U+200F RIGHT-TO-LEFT MARK.
  public static let rightToLeftMark: Unicode.Scalar = "\u{200F}"
  /// U+202E RIGHT-TO-LEFT OVERRIDE.
  static let rightToLeftOverride: Unicode.Scalar = "\u{202E}"
  /// U+202C POP DIRECTIONAL FORMATTING.
  static let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"

  /// The `pseudo` form of an English table text; placeholders and `%%` are untouched.
  public static func transform(_ englishText: String) -> String {
    let template = FormatTemplate(englishText)
    let accented = template.mapLiterals(accent)
    return wrap(accented, lengthOf: englishText)
  }

  /// The `pseudo-rtl` form of an English table text: each word of the literal text wrapped
  /// in RLM RLO … PDF RLM, each placeholder between RLMs.
  public static func rightToLeft(_ englishText: String) -> String {
    let template = FormatTemplate(englishText)
    let mark = String(rightToLeftMark)
    var result = ""
    for piece in template.pieces {
      switch piece {
      case .literal(let text): result += bidiWords(text)
      case .escapedPercent: result += bidiWords("%%")
      case .lonePercent: result += bidiWords("%")
      case .placeholder(_, _, let raw), .unsupported(let raw): result += mark + raw + mark
      }
    }
    return result
  }

  /// The `pseudo-long` form of a rendered text: `accented` (the English text with its
  /// letters accented and its arguments in place) in brackets, padded with counting words
  /// to at least twice `englishLength` characters.
  public static func lengthened(_ accented: String, englishLength: Int) -> String {
    var result = "[" + accented
    let target = 2 * englishLength
    var index = 0
    while result.count + 1 < target {
      result += " " + fillerWords[index % fillerWords.count]
      index += 1
    }
    return result + "]"
  }

  /// The text a pseudo-locale shows for `key`, whose English table text is `english` (the
  /// key itself when there is none); `language` is one of `Language.pseudoLocales` (any
  /// other gets the `pseudo` form). Made once per key, so that a text costs its arguments.
  static func choice(key: String, english: String?, language: Language) -> TextChoice {
    guard let english else { return TextChoice(key: key, template: nil, tableLanguage: nil) }
    switch language {
    case .pseudoRightToLeft:
      return TextChoice(
        key: key, template: FormatTemplate(rightToLeft(english)), tableLanguage: language)
    case .pseudoLong:
      let plain = FormatTemplate(english)
      return TextChoice(
        key: key, template: FormatTemplate(plain.mapLiterals(accent)), tableLanguage: language,
        lengthOf: plain)
    default:
      return TextChoice(
        key: key, template: FormatTemplate(transform(english)), tableLanguage: language)
    }
  }

  /// A formatted date (`07.03.25`) in a pseudo-locale; `pattern` is the English pattern.
  static func date(_ formatted: String, pattern: String, language: Language) -> String {
    switch language {
    case .pseudoRightToLeft:
      let mark = String(rightToLeftMark)
      return mark + formatted + mark
    case .pseudoLong: return lengthened(formatted, englishLength: formatted.count)
    default: return wrap(formatted, lengthOf: pattern)
    }
  }

  /// `text` in brackets, padded so the result is about 40% longer than `original`.
  static func wrap(_ text: String, lengthOf original: String) -> String {
    let length = original.count
    let extra = (length * 4 + 9) / 10
    let padding = extra - 2
    let tail =
      padding >= 2
      ? " " + String(repeating: "·", count: padding - 1)
      : String(repeating: "·", count: max(padding, 0))
    return "[" + text + tail + "]"
  }

  /// Whether a shown text comes from a pseudo-locale: it is wrapped in brackets, or it
  /// starts and ends with a right-to-left mark.
  public static func isPseudoText(_ text: String) -> Bool {
    if text.hasPrefix("[") && text.hasSuffix("]") { return true }
    let scalars = text.unicodeScalars
    return scalars.count >= 2 && scalars.first == rightToLeftMark
      && scalars.last == rightToLeftMark
  }

  /// Each run of non-space characters of `text` wrapped in RLM RLO … PDF RLM.
  private static func bidiWords(_ text: String) -> String {
    let open = String(rightToLeftMark) + String(rightToLeftOverride)
    let close = String(popDirectionalFormatting) + String(rightToLeftMark)
    var result = ""
    var inWord = false
    for character in text {
      let isSpace = character.isWhitespace
      if !isSpace && !inWord { result += open }
      if isSpace && inWord { result += close }
      inWord = !isSpace
      result.append(character)
    }
    if inWord { result += close }
    return result
  }

  /// The words `pseudo-long` pads with, as Android's pseudo-locale does.
  private static let fillerWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
  ]

  static func accent(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(accented[scalar] ?? scalar)
    }
    return String(result)
  }

  private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let fancy = "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, fancy.unicodeScalars))
  }()
}
