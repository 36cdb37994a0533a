extension Language {
  /// The ISO 15924 code of the script the language's readers use, from CLDR's likely
  /// subtags: `Cyrl` for Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian,
  /// Kazakh…, `Grek` for Greek, `Latn` for English and most of Europe. A script in the
  /// code wins (`sr-Latn` is `Latn`, `uz-Cyrl` is `Cyrl`), then a region that changes it
  /// (`sr-ME` is `Latn`, `pa-PK` is `Arab`); an unknown language is `Latn`. Screens sort
  /// names with this script first.
  public var scriptCode: String {
    if isPseudo { return Language.english.scriptCode }
    let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    if let script = parts.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
      return script.prefix(1).uppercased() + script.dropFirst().lowercased()
    }
    for part in parts {
      if let script = Language.scriptByRegion["\(baseCode)-\(part.lowercased())"] {
        return script
      }
    }
    return Language.scriptByLanguage[baseCode] ?? "Latn"
  }

  /// The likely script of each language whose readers do not use Latin.
  private static let scriptByLanguage: [String: String] = {
    let languages: [String: [String]] = [
      "Cyrl": [
        "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg", "tt", "ba", "cv", "ce", "os",
        "sah", "ab", "av", "kv", "udm",
      ],
      "Grek": ["el"], "Armn": ["hy"], "Geor": ["ka"], "Hebr": ["he", "iw", "yi"],
      "Arab": ["ar", "fa", "ur", "ps", "ug", "ckb", "sd"],
      "Deva": ["hi", "mr", "ne", "sa"], "Beng": ["bn", "as"], "Thai": ["th"],
      "Hans": ["zh"], "Hant": ["yue"], "Jpan": ["ja"], "Kore": ["ko"],
      "Taml": ["ta"], "Telu": ["te"], "Knda": ["kn"], "Mlym": ["ml"], "Gujr": ["gu"],
      "Guru": ["pa"], "Orya": ["or"], "Sinh": ["si"], "Khmr": ["km"], "Laoo": ["lo"],
      "Mymr": ["my"], "Ethi": ["am", "ti"], "Tibt": ["bo", "dz"], "Thaa": ["dv"],
    ]
    var table: [String: String] = [:]
    for (script, codes) in languages {
      for code in codes { table[code] = script }
    }
    return table
  }()

  /// Regions where a language is usually written in another script than its likely one.
  private static let scriptByRegion: [String: String] = [
    "sr-me": "Latn", "pa-pk": "Arab", "uz-af": "Arab", "az-ir": "Arab", "mn-cn": "Mong",
    "zh-tw": "Hant", "zh-hk": "Hant", "zh-mo": "Hant",
  ]
}
