/// A language the app can be shown in, named by its `.lproj` folder code (`en`, `ru`,
/// `pt-BR`), or one of the built-in pseudo-locales derived from English (`pseudo`,
/// `pseudo-rtl`, `pseudo-long`).
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The code as written in the table folder's name, e.g. `ru` for `ru.lproj`.
  public let code: String

  /// English: the reference language every other table is checked against.
  public static let english = Language(checkedCode: "en")
  /// Russian, the original app's language.
  public static let russian = Language(checkedCode: "ru")
  /// The pseudo-locale: English with accented letters, 40% longer, in brackets.
  public static let pseudo = Language(checkedCode: "pseudo")
  /// The right-to-left pseudo-locale: English with every word wrapped in right-to-left
  /// marks and overrides, as Android's `ar-XB` does, laid out right to left.
  public static let pseudoRightToLeft = Language(checkedCode: "pseudo-rtl")
  /// The long pseudo-locale: English accented, in brackets, and padded with words to at
  /// least twice its length.
  public static let pseudoLong = Language(checkedCode: "pseudo-long")
  /// The built-in pseudo-locales, in the order tools list them.
  public static let pseudoLocales: [Language] = [.pseudo, .pseudoRightToLeft, .pseudoLong]

  /// A language for a code such as `en`, `ru`, `pt-BR`, `zh_Hans` or `pseudo`; nil when
  /// the text cannot be a language code (it must start with two or three ASCII letters).
  public init?(code: String) {
    guard Language.isValidCode(code) else { return nil }
    self.code = code
  }

  private init(checkedCode: String) {
    code = checkedCode
  }

  /// Every language with an embedded table, English first, then the pseudo-locales.
  public static var available: [Language] {
    LocalizationTables.embedded.languages + pseudoLocales
  }

  /// Whether this is one of the built-in pseudo-locales.
  public var isPseudo: Bool {
    // Every pseudo-locale's code starts with "pseudo": most codes are ruled out by length
    // (every text asks, and a search of the list is a generic call in a debug build).
    code.utf8.count >= 6 && Language.pseudoLocales.contains(self)
  }

  /// The language as a BCP 47 tag, for a page's `lang` and a screen reader: the code with `-`
  /// between its parts (`zh-Hans` for `zh_Hans`). A pseudo-locale is English with a private-use
  /// subtag, `en-x-pseudo-rtl`: its text is English letters (accented, reordered only for
  /// display, or lengthened), so a screen reader should read it as English, and `x-` is BCP 47's
  /// own way to say what only this kit means (`pseudo` alone is no language).
  public var tag: String {
    isPseudo
      ? "en-x-" + code
      : code.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
  }

  /// The primary language subtag, lowercased: `pt` for `pt-BR`.
  public var baseCode: String {
    String(code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }

  /// The CLDR cardinal plural rules of this language (English's for an unknown language
  /// and for the pseudo-locale).
  public var pluralRules: PluralRules {
    if isPseudo { return PluralRules.rules(for: "en") ?? .english }
    return PluralRules.rules(for: code) ?? .english
  }

  /// Whether the kit knows this language's plural rules and decimal separator; the linter
  /// warns for a table in a language it does not know.
  public var hasBuiltInRules: Bool {
    isPseudo || (PluralRules.rules(for: code) != nil && Language.separators[baseCode] != nil)
  }

  /// The character between the whole and the fractional part of a number: `.` or `,`.
  public var decimalSeparator: String {
    if isPseudo { return "." }
    return Language.separators[baseCode] ?? "."
  }

  /// The value as text.
  public var description: String { code }

  /// English first, then by code, pseudo last.
  public static func < (left: Language, right: Language) -> Bool {
    func rank(_ language: Language) -> Int {
      language == .english ? 0 : language.isPseudo ? 2 : 1
    }
    return (rank(left), left.code) < (rank(right), right.code)
  }

  private static func isValidCode(_ code: String) -> Bool {
    if pseudoLocales.contains(where: { $0.code == code }) { return true }
    let parts = code.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let first = parts.first, (2...3).contains(first.count),
      first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count)
        && part.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
  }

  /// Decimal separators of the languages the kit knows (CLDR, Latin digits).
  static let separators: [String: String] = {
    var table: [String: String] = [:]
    for code in [
      "ru", "uk", "be", "de", "fr", "es", "it", "pl", "pt", "cs", "sk", "nl", "sv", "da", "nb",
      "nn", "no", "fi", "et", "el", "bg", "hu", "tr", "ro", "hr", "sr", "bs", "ca", "id", "vi",
      "az", "lt", "lv", "sl",
    ] {
      table[code] = ","
    }
    for code in ["en", "ja", "zh", "ko", "th", "ms", "he", "hi", "bn", "ar", "fa", "ur", "sw"] {
      table[code] = "."
    }
    return table
  }()
}
