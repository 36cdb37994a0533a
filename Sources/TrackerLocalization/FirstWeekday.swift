extension Language {
  /// The weekday calendars start on, numbered 1 = Monday … 7 = Sunday, from
  /// CLDR's week data for the language's usual country: Sunday in English (as
  /// in the United States) and Japanese, Monday in Russian and most of Europe,
  /// Saturday in Arabic. A region in the code wins (`en-GB` starts on Monday,
  /// `pt-BR` on Sunday); an unknown language starts on Monday (ISO 8601).
  public var firstWeekday: Int {
    if isPseudo { return Language.english.firstWeekday }
    let parts = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    for part in parts.dropFirst() {
      if let day = Language.firstWeekdayByRegion[String(part)] { return day }
    }
    return Language.firstWeekdayByLanguage[baseCode] ?? 1
  }

  private static let sunday = 7
  private static let saturday = 6

  private static let firstWeekdayByLanguage: [String: Int] = [
    "en": sunday, "ja": sunday, "ko": sunday, "he": sunday, "hi": sunday, "th": sunday,
    "ar": saturday, "fa": saturday,
  ]

  private static let firstWeekdayByRegion: [String: Int] = [
    "us": sunday, "ca": sunday, "br": sunday, "in": sunday, "jp": sunday, "il": sunday,
    "tw": sunday, "hant": sunday, "ph": sunday, "mx": sunday,
    "gb": 1, "au": 1, "nz": 1, "ie": 1, "za": sunday, "pt": 1, "cn": 1, "hans": 1,
    "eg": saturday, "ae": saturday, "sa": sunday,
  ]
}
