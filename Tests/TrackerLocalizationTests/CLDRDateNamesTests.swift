import StringsFile
import Testing
import TrackerLocalization

/// The month and weekday names of the tables against CLDR (v44, `gregorian` calendar, wide
/// widths), written out here as test data: a table's names are words the kit cannot check
/// otherwise, and a date read aloud in the wrong case is a real fault. Each language with a
/// table is checked; the data also holds Ukrainian, for the day a table for it is added.
@Suite struct CLDRDateNamesTests {
  /// CLDR's names of one language, and the whole dates its shipped patterns must write.
  struct Names {
    /// `months/format/wide`: the name after a day number ("26 ноября").
    let monthsFormat: [String]
    /// `months/stand-alone/wide`: the name alone.
    let monthsStandalone: [String]
    /// `days/format/wide`, Monday first.
    let weekdays: [String]
    /// Thursday, 26 November 2026, as `date.full.format` writes it.
    let fullDate: String
    /// November 2026, as `calendar.title.format` writes it.
    let monthTitle: String
  }

  static let cldr: [String: Names] = [
    "en": Names(
      monthsFormat: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
      ],
      monthsStandalone: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
      ],
      weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      fullDate: "Thursday, 26 November 2026", monthTitle: "November 2026"),
    "ru": Names(
      monthsFormat: [
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
        "октября", "ноября", "декабря",
      ],
      monthsStandalone: [
        "январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь",
        "октябрь", "ноябрь", "декабрь",
      ],
      weekdays: [
        "понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье",
      ],
      fullDate: "четверг, 26 ноября 2026 г.", monthTitle: "Ноябрь 2026"),
    "uk": Names(
      monthsFormat: [
        "січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня",
        "жовтня", "листопада", "грудня",
      ],
      monthsStandalone: [
        "січень", "лютий", "березень", "квітень", "травень", "червень", "липень", "серпень",
        "вересень", "жовтень", "листопад", "грудень",
      ],
      weekdays: ["понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота", "неділя"],
      fullDate: "четвер, 26 листопада 2026 р.", monthTitle: "Листопад 2026"),
  ]

  /// The languages with both a table and CLDR data here.
  static let languages = LocalizationTables.embedded.languages.filter { cldr[$0.code] != nil }

  /// CLDR's `contextTransforms` capitalize a stand-alone month name at the start of a title
  /// ("Ноябрь 2026") in the languages that write it in lowercase.
  static func titlecased(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  @Test("Month and weekday names are CLDR's, in the case a date needs", arguments: languages)
  func names(_ language: Language) throws {
    let data = try #require(Self.cldr[language.code])
    let tables = LocalizationTables.embedded
    func value(_ key: StringKey) -> String? { tables.value(forKey: key.rawValue, in: language) }
    #expect(StringKey.monthFormatNames.map(value) == data.monthsFormat)
    #expect(StringKey.monthNames.map(value) == data.monthsStandalone.map(Self.titlecased))
    #expect(StringKey.weekdayFormatNames.map(value) == data.weekdays)
  }

  @Test("A whole date and a month's title read as CLDR writes them", arguments: languages)
  func dates(_ language: Language) throws {
    let data = try #require(Self.cldr[language.code])
    let localizer = Localizer(language: language)
    let date = localizer.date(.dateFullFormat, year: 2026, month: 11, day: 26)
    #expect(date.string == data.fullDate)
    #expect(date.tableLanguage == language)
    #expect(
      localizer.date(.calendarTitleFormat, year: 2026, month: 11, day: 1).string
        == data.monthTitle)
  }

  @Test("The weekday of a date, over centuries and leap days")
  func weekdays() {
    let localizer = Localizer(
      language: .english,
      tables: LocalizationTables(values: [
        .english: ["date.full.format": "EEEE yyyy-MM-dd"].merging(
          Dictionary(
            uniqueKeysWithValues: StringKey.weekdayFormatNames.enumerated().map {
              (TableKey($0.element.rawValue), String($0.offset))
            }), uniquingKeysWith: { first, _ in first })
      ]))
    func weekday(_ year: Int, _ month: Int, _ day: Int) -> String {
      String(localizer.date(.dateFullFormat, year: year, month: month, day: day).string.prefix(1))
    }
    // 0 is Monday.
    #expect(weekday(2026, 11, 26) == "3")
    #expect(weekday(2000, 2, 29) == "1")
    #expect(weekday(1970, 1, 1) == "3")
    #expect(weekday(1, 1, 1) == "0")
    #expect(weekday(9999, 12, 31) == "4")
    #expect(weekday(1900, 3, 1) == "3")
  }
}
