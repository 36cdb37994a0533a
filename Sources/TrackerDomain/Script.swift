/// A writing system whose names a reader may expect first in a sorted list, named by its
/// ISO 15924 code, with the Unicode blocks of its letters. The domain knows scripts, not
/// languages: which script a language's readers use is the localization's fact, passed in
/// as a code (`NameOrder(firstScriptCode:)`).
public enum Script: String, CaseIterable, Hashable, Sendable {
  /// A–Z and the accented letters of European languages.
  case latin = "Latn"
  /// Greek.
  case greek = "Grek"
  /// А–Я and the other letters of Russian, Ukrainian, Serbian, Kazakh….
  case cyrillic = "Cyrl"
  /// Armenian.
  case armenian = "Armn"
  /// Georgian.
  case georgian = "Geor"
  /// Hebrew.
  case hebrew = "Hebr"
  /// Arabic, also for Persian and Urdu.
  case arabic = "Arab"
  /// Devanagari, for Hindi, Marathi, Nepali.
  case devanagari = "Deva"
  /// Bengali.
  case bengali = "Beng"
  /// Thai.
  case thai = "Thai"
  /// Han characters, for Chinese (`Hans` and `Hant` are this script too).
  case han = "Hani"
  /// Japanese: hiragana, katakana and kanji.
  case japanese = "Jpan"
  /// Korean: hangul and hanja.
  case korean = "Kore"

  /// The script with ISO 15924 code `code` (any case; `Hans` and `Hant` are `han`), or nil
  /// for a script the kit does not sort by.
  public init?(code: String) {
    let lowered = code.lowercased()
    if lowered == "hans" || lowered == "hant" {
      self = .han
      return
    }
    guard let script = Script.allCases.first(where: { $0.rawValue.lowercased() == lowered })
    else { return nil }
    self = script
  }

  /// Whether `scalar` is a letter of this script: an alphabetic scalar in one of its
  /// Unicode blocks (for Latin, any letter below U+0250).
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    isInBlocks(scalar.value) && scalar.properties.isAlphabetic
  }

  /// Whether `value` is in one of the script's Unicode blocks (for Latin, below U+0250).
  /// (Plain comparisons: every scalar of every name is looked up when a state is read.)
  func isInBlocks(_ value: UInt32) -> Bool {
    switch self {
    case .latin: return value < 0x0250
    case .greek: return (value >= 0x0370 && value <= 0x03FF) || (value >= 0x1F00 && value <= 0x1FFF)
    case .cyrillic: return value >= 0x0400 && value <= 0x052F
    case .armenian: return value >= 0x0530 && value <= 0x058F
    case .georgian:
      return (value >= 0x10A0 && value <= 0x10FF) || (value >= 0x2D00 && value <= 0x2D2F)
    case .hebrew: return value >= 0x0590 && value <= 0x05FF
    case .arabic:
      return (value >= 0x0600 && value <= 0x06FF) || (value >= 0x0750 && value <= 0x077F)
        || (value >= 0x08A0 && value <= 0x08FF)
    case .devanagari: return value >= 0x0900 && value <= 0x097F
    case .bengali: return value >= 0x0980 && value <= 0x09FF
    case .thai: return value >= 0x0E00 && value <= 0x0E7F
    case .han: return Script.isHan(value)
    case .japanese: return (value >= 0x3040 && value <= 0x30FF) || Script.isHan(value)
    case .korean:
      return (value >= 0x1100 && value <= 0x11FF) || (value >= 0x3130 && value <= 0x318F)
        || (value >= 0xAC00 && value <= 0xD7AF) || Script.isHan(value)
    }
  }

  private static func isHan(_ value: UInt32) -> Bool {
    (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0x3400 && value <= 0x4DBF)
      || (value >= 0xF900 && value <= 0xFAFF) || (value >= 0x20000 && value <= 0x3134F)
      || (value >= 0x3005 && value <= 0x3007)
  }

  /// The scripts other than Latin that letters of `text` belong to, in declaration order.
  /// (Found as bits of a mask, in plain loops: every name is looked up when a state is read,
  /// and generic searches cost more than the lookups.)
  static func nonLatinScripts(in text: String) -> [Script] {
    var found: UInt32 = 0
    for scalar in text.unicodeScalars where scalar.value >= 0x0250 {
      guard scalar.properties.isAlphabetic else { continue }
      var bit = 0
      while bit < nonLatin.count {
        if nonLatin[bit].isInBlocks(scalar.value) { found |= 1 << bit }
        bit += 1
      }
    }
    var scripts: [Script] = []
    var bit = 0
    while found >> bit != 0 {
      if found & (1 << bit) != 0 { scripts.append(nonLatin[bit]) }
      bit += 1
    }
    return scripts
  }

  /// Every script but Latin, in declaration order.
  private static let nonLatin = allCases.filter { $0 != .latin }
}
