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
  func isInBlocks(_ value: UInt32) -> Bool {
    switch self {
    case .latin: value < 0x0250
    case .greek: (0x0370...0x03FF).contains(value) || (0x1F00...0x1FFF).contains(value)
    case .cyrillic: (0x0400...0x052F).contains(value)
    case .armenian: (0x0530...0x058F).contains(value)
    case .georgian: (0x10A0...0x10FF).contains(value) || (0x2D00...0x2D2F).contains(value)
    case .hebrew: (0x0590...0x05FF).contains(value)
    case .arabic:
      (0x0600...0x06FF).contains(value) || (0x0750...0x077F).contains(value)
        || (0x08A0...0x08FF).contains(value)
    case .devanagari: (0x0900...0x097F).contains(value)
    case .bengali: (0x0980...0x09FF).contains(value)
    case .thai: (0x0E00...0x0E7F).contains(value)
    case .han: Script.isHan(value)
    case .japanese: (0x3040...0x30FF).contains(value) || Script.isHan(value)
    case .korean:
      (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
        || (0xAC00...0xD7AF).contains(value) || Script.isHan(value)
    }
  }

  private static func isHan(_ value: UInt32) -> Bool {
    (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0x20000...0x3134F).contains(value)
      || (0x3005...0x3007).contains(value)
  }

  /// The scripts other than Latin that letters of `text` belong to, in declaration order.
  static func nonLatinScripts(in text: String) -> [Script] {
    var found: [Script] = []
    for scalar in text.unicodeScalars where scalar.value >= 0x0250 {
      for script in allCases where script != .latin && !found.contains(script) {
        if script.contains(scalar) { found.append(script) }
      }
    }
    return allCases.filter(found.contains)
  }
}
