/// Looks up texts in one language and formats them safely. A missing key falls back to
/// English, then to the key itself; a translation whose placeholders differ from English
/// is replaced by English; nothing here crashes on what a translator wrote.
public struct Localizer: Sendable {
  /// Everything a localizer holds, in one box its copies share: a localizer is copied with
  /// every screen context, and a debug build copies each part of a struct one by one.
  private final class Core: Sendable {
    let language: Language
    let tables: LocalizationTables
    // Worked out once from the language and the tables, as every text needs them.
    let numbers: NumberFormat
    let ownRules: PluralRules
    let englishRules: PluralRules
    let ownTemplates: [String: FormatTemplate]
    let englishTemplates: [String: FormatTemplate]
    let choices: TextChoices
    /// The date patterns with their names, worked out once: every screen shows a date.
    let dateFormats: DateFormats
    /// What the modules above work out from this localizer, kept with it and its copies.
    let memo = LocalizerMemo()

    init(language: Language, tables: LocalizationTables) {
      self.language = language
      self.tables = tables
      numbers = language.numberFormat
      ownRules = language.pluralRules
      englishRules = Language.english.pluralRules
      let ownTemplates = tables.templates[language] ?? [:]
      let englishTemplates = tables.templates[.english] ?? [:]
      self.ownTemplates = ownTemplates
      self.englishTemplates = englishTemplates
      let parts = {
        (
          language.isPseudo
            ? TextChoices(pseudo: language) { tables.value(forKey: $0, in: .english) }
            : TextChoices(language: language, own: ownTemplates, english: englishTemplates),
          DateFormats(language: language, tables: tables)
        )
      }
      // The built-in tables' are worked out once per language, however many localizers are
      // made.
      (choices, dateFormats) =
        tables.isEmbedded ? LocalizerParts.embedded.parts(for: language, make: parts) : parts()
    }
  }

  private let core: Core

  /// The language texts are shown in.
  public var language: Language { core.language }
  /// The tables texts come from.
  public var tables: LocalizationTables { core.tables }
  /// What the modules above work out from this localizer, kept with it and its copies.
  package var memo: LocalizerMemo { core.memo }

  private var numbers: NumberFormat { core.numbers }
  private var ownRules: PluralRules { core.ownRules }
  private var englishRules: PluralRules { core.englishRules }
  private var ownTemplates: [String: FormatTemplate] { core.ownTemplates }
  private var englishTemplates: [String: FormatTemplate] { core.englishTemplates }
  private var choices: TextChoices { core.choices }
  private var dateFormats: DateFormats { core.dateFormats }

  /// A localizer using the tables embedded in the binary.
  public init(language: Language) {
    self.init(language: language, tables: .embedded)
  }

  /// A localizer using other tables, e.g. `LocalizationTables.load(from:)` on a translator's
  /// edited `Localization/` folder.
  public init(language: Language, tables: LocalizationTables) {
    core = Core(language: language, tables: tables)
  }

  /// Tables that failed to load; their texts are shown in English.
  public var loadErrors: [TableLoadError] { tables.loadErrors }

  /// The text for `key` with `arguments` substituted into its placeholders.
  public func text(_ key: StringKey, _ arguments: TextArgument...) -> LocalizedText {
    text(key, arguments: arguments)
  }

  /// The text for `key` with an array of arguments.
  public func text(_ key: StringKey, arguments: [TextArgument]) -> LocalizedText {
    if key.isDatePattern {
      let (pattern, source) = resolveTemplate(key.rawValue)
      return LocalizedText(
        key: key.rawValue, arguments: arguments, string: pattern, tableLanguage: source)
    }
    if let choice = choices.texts[key] {
      return choice.text(arguments, numbers: numbers)
    }
    return resolve(
      key: key.rawValue, englishKey: key.rawValue, referenceKey: key.rawValue,
      arguments: arguments)
  }

  /// The plural form of `key` for `count` in this language ("1 день", "22 дня", "5 дней");
  /// `count` is the first argument, `arguments` follow it.
  public func plural(_ key: PluralKey, count: Int, _ arguments: TextArgument...) -> LocalizedText {
    plural(key, count: count, arguments: arguments)
  }

  /// The plural form of `key` for `count`, with an array of further arguments.
  public func plural(_ key: PluralKey, count: Int, arguments: [TextArgument]) -> LocalizedText {
    let englishCategory = englishRules.category(for: count)
    let ownCategory = ownRules.category(for: count)
    if let choice = choices.plural(key, own: ownCategory, english: englishCategory) {
      let all = arguments.isEmpty ? [.integer(count)] : [.integer(count)] + arguments
      return choice.text(all, numbers: numbers)
    }
    let englishKey = key.key(for: englishCategory)
    let ownKey = key.key(for: ownCategory)
    return resolve(
      key: ownKey, englishKey: englishKey, referenceKey: key.key(for: .other),
      arguments: [.integer(count)] + arguments)
  }

  /// A date with this language's pattern (`trackers.date.format`: `dd.MM.yy` in Russian).
  /// The arguments of the result are year, month and day.
  public func date(year: Int, month: Int, day: Int) -> LocalizedText {
    date(.trackersDateFormat, year: year, month: month, day: day)
  }

  /// A date written with the pattern of `key` (`date.full.format`: «четверг, 26 ноября 2026
  /// г.»; `calendar.title.format`: «Ноябрь 2026»), names from the same table as the pattern.
  /// The arguments of the result are year, month and day, then each name written (a
  /// `LocalizedText` of its key, so that a gallery names `month.format.11`). A key that is no
  /// date pattern gives its key.
  public func date(_ key: StringKey, year: Int, month: Int, day: Int) -> LocalizedText {
    var arguments: [TextArgument] = [.integer(year), .integer(month), .integer(day)]
    guard let format = dateFormats.formats[key], let source = format.language else {
      return LocalizedText(
        key: key.rawValue, arguments: arguments, string: key.rawValue, tableLanguage: nil)
    }
    let (formatted, names) = format.pattern.format(year: year, month: month, day: day) {
      format.names[$0] ?? $0.rawValue
    }
    for name in names {
      // In a pseudo-locale a name is a pseudo text of its own, as every text inside a text.
      arguments.append(
        .localized(
          language.isPseudo
            ? text(name)
            : LocalizedText(
              key: name.rawValue, arguments: [], string: format.names[name] ?? name.rawValue,
              tableLanguage: source)))
    }
    let string =
      language.isPseudo
      ? PseudoLocale.date(formatted, pattern: format.template, language: language) : formatted
    return LocalizedText(
      key: key.rawValue, arguments: arguments, string: string, tableLanguage: source)
  }

  /// Items joined with this language's list separator ("Mon, Wed, Fri"); the result's
  /// key is `common.listSeparator` and its arguments are the items.
  public func list(_ items: [LocalizedText]) -> LocalizedText {
    let key = StringKey.commonListSeparator.rawValue
    let separator = rawText(key) ?? ", "
    var string = items.map(\.string).joined(separator: separator)
    if language == .pseudoLong, items.count > 1, string.hasSuffix("]") {
      // Each item is twice its English; the separators must be too, so that the whole list
      // is twice as long as English's.
      let extra = separator.count * (items.count - 1)
      string.insert(
        contentsOf: " " + String(repeating: "·", count: extra),
        at: string.index(before: string.endIndex))
    }
    return LocalizedText(
      key: key, arguments: items.map { .localized($0) }, string: string,
      tableLanguage: language.isPseudo ? language : sourceLanguage(of: key))
  }

  /// `value` with exactly `fractionDigits` decimals and this language's separators:
  /// 1.5 and 1,011.5 in English, 1,5 and 1 011,5 in Russian.
  public func decimal(_ value: Double, fractionDigits: Int) -> String {
    formatDecimal(value, fractionDigits: fractionDigits, numbers: numbers)
  }

  /// A whole number as this language writes it: `1,011` in English, `1 011` in Russian.
  public func integer(_ value: Int) -> String {
    numbers.integer(value)
  }

  // MARK: Resolution

  /// Finds the text: the language's own form if its placeholders match English's
  /// `referenceKey`, else English's `englishKey`, else the key itself.
  private func resolve(
    key: String, englishKey: String, referenceKey: String,
    arguments: [TextArgument]
  ) -> LocalizedText {
    if language.isPseudo {
      return PseudoLocale.choice(
        key: englishKey, english: tables.value(forKey: englishKey, in: .english),
        language: language
      ).text(arguments, numbers: numbers)
    }
    return TextChoice.choose(
      key: key, englishKey: englishKey, referenceKey: referenceKey, language: language,
      own: ownTemplates, english: englishTemplates
    ).text(arguments, numbers: numbers)
  }

  /// A date pattern as resolved: see `DateFormats`.
  private func resolveTemplate(_ key: String) -> (template: String, language: Language?) {
    guard let stringKey = StringKey(rawValue: key), let format = dateFormats.formats[stringKey]
    else { return (key, nil) }
    return (format.template, format.language)
  }

  /// The raw table text of `key` in this language or English, without formatting.
  private func rawText(_ key: String) -> String? {
    if !language.isPseudo, let own = tables.value(forKey: key, in: language) { return own }
    return tables.value(forKey: key, in: .english)
  }

  private func sourceLanguage(of key: String) -> Language? {
    if tables.value(forKey: key, in: language) != nil { return language }
    return tables.value(forKey: key, in: .english) != nil ? .english : nil
  }
}

/// A localizer's date patterns, one box shared by the localizer's copies. Each is the
/// language's own when it is usable (the fields its place needs, separators and quoted words)
/// and the language's table has every name it writes; else English's, with English's names,
/// if that is usable; else the key. So a date never mixes two languages.
final class DateFormats: Sendable {
  /// A pattern as resolved: its text, the language it came from (nil: the key is shown),
  /// the parsed pattern and the names it writes, from that language's table.
  struct Format: Sendable {
    let template: String
    let language: Language?
    let pattern: DatePattern
    let names: [StringKey: String]
  }

  let formats: [StringKey: Format]

  init(language: Language, tables: LocalizationTables) {
    var formats: [StringKey: Format] = [:]
    for key in StringKey.allCases {
      guard let kind = key.datePatternKind else { continue }
      formats[key] = Self.resolve(key, kind: kind, language: language, tables: tables)
    }
    self.formats = formats
  }

  private static func resolve(
    _ key: StringKey, kind: DatePatternKind, language: Language, tables: LocalizationTables
  ) -> Format {
    var candidates: [Language] = [.english]
    if !language.isPseudo, language != .english { candidates.insert(language, at: 0) }
    for source in candidates {
      guard let text = tables.value(forKey: key.rawValue, in: source) else { continue }
      let pattern = DatePattern(text)
      guard pattern.isUsable(for: kind) else { continue }
      var names: [StringKey: String] = [:]
      for name in pattern.nameKeys {
        guard let value = tables.value(forKey: name.rawValue, in: source) else { break }
        // In a pseudo-locale, names are pseudo words: accented, or reading backwards.
        names[name] =
          language == .pseudoRightToLeft
          ? PseudoLocale.rightToLeft(value)
          : language.isPseudo ? PseudoLocale.accent(value) : value
      }
      guard names.count == pattern.nameKeys.count else { continue }
      return Format(
        template: text, language: language.isPseudo ? language : source, pattern: pattern,
        names: names)
    }
    return Format(template: key.rawValue, language: nil, pattern: DatePattern(""), names: [:])
  }
}
