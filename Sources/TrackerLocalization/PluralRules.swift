/// A CLDR plural category: the forms a language distinguishes for counts.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
  /// Zero (Arabic).
  case zero
  /// One (English "1 day"; Russian 1, 21, 31…).
  case one
  /// Two (Arabic, Hebrew).
  case two
  /// Few (Russian 2–4, 22–24…).
  case few
  /// Many (Russian 0, 5–20, 25…; French and Spanish millions).
  case many
  /// Other: every language has it; Russian uses it for fractions only.
  case other

  /// Whether `left` comes before `right`.
  public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
    allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
  }
}

/// The CLDR cardinal plural rules of one language, for whole-number counts: which
/// categories its tables need and which category a count takes.
public struct PluralRules: Hashable, Sendable {
  /// The family of rules, one per distinct CLDR rule set.
  enum Family: Hashable, Sendable {
    /// one: i = 1 and v = 0 (English, German, Dutch, Swedish…).
    case oneOther
    /// one: i = 1, v = 0 (0 and 1 for French, Brazilian Portuguese); many: millions.
    case romance(zeroIsOne: Bool)
    /// Russian, Ukrainian, Belarusian.
    case eastSlavic
    /// Polish.
    case polish
    /// Czech and Slovak (many is for fractions only).
    case czech
    /// Croatian, Serbian, Bosnian.
    case serboCroatian
    /// Romanian.
    case romanian
    /// one: i = 0 or n = 1 (Hindi, Bengali, Persian).
    case zeroOrOne
    /// Arabic: zero, one, two, few, many, other.
    case arabic
    /// Hebrew: one, two, other.
    case hebrew
    /// No plural distinction (Japanese, Chinese, Korean…).
    case otherOnly
  }

  let family: Family

  /// English's rules, also used for languages the kit does not know.
  public static let english = PluralRules(family: .oneOther)

  /// The categories this language's tables must provide, in CLDR order, `other` last.
  public var categories: [PluralCategory] {
    switch family {
    case .oneOther: return [.one, .other]
    case .romance: return [.one, .many, .other]
    case .eastSlavic, .polish, .czech: return [.one, .few, .many, .other]
    case .serboCroatian, .romanian: return [.one, .few, .other]
    case .zeroOrOne: return [.one, .other]
    case .arabic: return [.zero, .one, .two, .few, .many, .other]
    case .hebrew: return [.one, .two, .other]
    case .otherOnly: return [.other]
    }
  }

  /// The category of a whole-number count (negative counts take their absolute value).
  public func category(for count: Int) -> PluralCategory {
    let n = count.magnitude
    let mod10 = n % 10
    let mod100 = n % 100
    switch family {
    case .oneOther:
      return n == 1 ? .one : .other
    case .romance(let zeroIsOne):
      if n == 1 || (zeroIsOne && n == 0) { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    case .eastSlavic:
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .polish:
      if n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .czech:
      if n == 1 { return .one }
      return (2...4).contains(n) ? .few : .other
    case .serboCroatian:
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .other
    case .romanian:
      if n == 1 { return .one }
      return n == 0 || (1...19).contains(mod100) ? .few : .other
    case .zeroOrOne:
      return n <= 1 ? .one : .other
    case .arabic:
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(mod100) { return .few }
        return (11...99).contains(mod100) ? .many : .other
      }
    case .hebrew:
      return n == 1 ? .one : n == 2 ? .two : .other
    case .otherOnly:
      return .other
    }
  }

  /// The gettext `Plural-Forms` of these rules, its forms numbered as `categories` orders
  /// them (a PO file's `msgstr[n]`): `nplurals=2; plural=(n != 1);`. A category only
  /// fractions take (Russian `other`) has its number and is never chosen for a whole count.
  public var gettextPluralForms: String {
    let (count, formula): (Int, String) =
      switch family {
      case .oneOther: (2, "n != 1")
      case .romance(let zeroIsOne):
        (
          3,
          (zeroIsOne ? "n == 0 || n == 1" : "n == 1") + " ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2"
        )
      case .eastSlavic:
        (4, "n % 10 == 1 && n % 100 != 11 ? 0 : " + Self.gettextFew + " ? 1 : 2")
      case .polish: (4, "n == 1 ? 0 : " + Self.gettextFew + " ? 1 : 2")
      case .czech: (4, "n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 3")
      case .serboCroatian:
        (3, "n % 10 == 1 && n % 100 != 11 ? 0 : " + Self.gettextFew + " ? 1 : 2")
      case .romanian: (3, "n == 1 ? 0 : n == 0 || (n % 100 >= 1 && n % 100 <= 19) ? 1 : 2")
      case .zeroOrOne: (2, "n > 1")
      case .arabic:
        (
          6,
          "n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5"
        )
      case .hebrew: (3, "n == 1 ? 0 : n == 2 ? 1 : 2")
      case .otherOnly: (1, "0")
      }
    return "nplurals=\(count); plural=(\(formula));"
  }

  /// 2–4, but not 12–14, in the last digits (Slavic `few`), as a gettext expression.
  private static let gettextFew = "n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)"

  /// A few counts that take `category`, for messages ("2, 3, 4, 22, …"); empty when only
  /// fractions take it (Russian `other`).
  public func exampleCounts(for category: PluralCategory, limit: Int = 5) -> [Int] {
    var counts: [Int] = []
    for count in Self.exampleCandidates where counts.count < limit {
      if self.category(for: count) == category { counts.append(count) }
    }
    return counts
  }

  /// The counts `exampleCounts` tries, in order.
  private static let exampleCandidates = Array(0...200) + [1000, 1_000_000, 2_000_000]

  /// A category with the counts that take it, as translators' notes write it:
  /// `few (2, 3, 4, 22, 23, …)`, `one (1)`, `other (fractions such as 1.5)`.
  public func describe(_ category: PluralCategory) -> String {
    let counts = exampleCounts(for: category, limit: 6)
    guard !counts.isEmpty else { return "\(category.rawValue) (fractions such as 1.5)" }
    let shown = counts.prefix(5).map(String.init).joined(separator: ", ")
    return "\(category.rawValue) (\(shown)\(counts.count > 5 ? ", …" : ""))"
  }

  /// The rules for a language code (`ru`, `pt-PT`), or nil when the kit does not know it.
  public static func rules(for code: String) -> PluralRules? {
    let lowered = String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    if lowered == "pt-pt" { return PluralRules(family: .romance(zeroIsOne: false)) }
    let base = String(lowered.split(separator: "-").first ?? "")
    return familiesByLanguage[base].map(PluralRules.init(family:))
  }

  private static let familiesByLanguage: [String: Family] = {
    var table: [String: Family] = [:]
    let groups: [(Family, [String])] = [
      (
        .oneOther,
        [
          "en", "de", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "el", "bg", "hu", "tr",
          "az", "ur", "sw",
        ]
      ),
      (.romance(zeroIsOne: false), ["es", "it", "ca"]),
      (.romance(zeroIsOne: true), ["fr", "pt"]),
      (.eastSlavic, ["ru", "uk", "be"]),
      (.polish, ["pl"]),
      (.czech, ["cs", "sk"]),
      (.serboCroatian, ["hr", "sr", "bs"]),
      (.romanian, ["ro"]),
      (.zeroOrOne, ["hi", "bn", "fa"]),
      (.arabic, ["ar"]),
      (.hebrew, ["he", "iw"]),
      (.otherOnly, ["ja", "zh", "ko", "vi", "th", "id", "ms"]),
    ]
    for (family, codes) in groups {
      for code in codes { table[code] = family }
    }
    return table
  }()
}
