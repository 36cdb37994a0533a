/// Looks up texts in one language and formats them safely. A missing key falls back to
/// English, then to the key itself; a translation whose placeholders differ from English
/// is replaced by English; nothing here crashes on what a translator wrote.
public struct Localizer: Sendable {
  /// The language texts are shown in.
  public let language: Language
  /// The tables texts come from.
  public let tables: LocalizationTables

  // Worked out once from the language and the tables, as every text needs them.
  private let numbers: NumberFormat
  private let ownRules: PluralRules
  private let englishRules: PluralRules
  private let ownTemplates: [String: FormatTemplate]
  private let englishTemplates: [String: FormatTemplate]
  private let choices: TextChoices
  /// The date pattern, worked out once: every screen shows a date.
  private let dateFormat: DateFormat

  /// A localizer using the tables embedded in the binary.
  public init(language: Language) {
    self.init(language: language, tables: .embedded)
  }

  /// A localizer using other tables, e.g. `LocalizationTables.load(from:)` on a translator's
  /// edited `Localization/` folder.
  public init(language: Language, tables: LocalizationTables) {
    self.language = language
    self.tables = tables
    numbers = language.numberFormat
    ownRules = language.pluralRules
    englishRules = Language.english.pluralRules
    ownTemplates = tables.templates[language] ?? [:]
    englishTemplates = tables.templates[.english] ?? [:]
    choices =
      language.isPseudo
      ? TextChoices()
      : TextChoices(language: language, own: ownTemplates, english: englishTemplates)
    dateFormat = DateFormat(
      Self.resolveTemplate(
        StringKey.trackersDateFormat.rawValue, language: language, tables: tables))
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
    let key = StringKey.trackersDateFormat.rawValue
    let arguments: [TextArgument] = [.integer(year), .integer(month), .integer(day)]
    let (pattern, source) = (dateFormat.template, dateFormat.language)
    guard let source else {
      return LocalizedText(key: key, arguments: arguments, string: key, tableLanguage: nil)
    }
    let formatted = dateFormat.pattern.format(year: year, month: month, day: day)
    let string =
      language.isPseudo
      ? PseudoLocale.date(formatted, pattern: pattern, language: language) : formatted
    return LocalizedText(key: key, arguments: arguments, string: string, tableLanguage: source)
  }

  /// Items joined with this language's list separator ("Mon, Wed, Fri"); the result's
  /// key is `common.listSeparator` and its arguments are the items.
  public func list(_ items: [LocalizedText]) -> LocalizedText {
    let key = StringKey.commonListSeparator.rawValue
    let separator = rawText(key) ?? ", "
    return LocalizedText(
      key: key, arguments: items.map { .localized($0) },
      string: items.map(\.string).joined(separator: separator),
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
      guard let english = tables.value(forKey: englishKey, in: .english) else {
        return LocalizedText(
          key: englishKey, arguments: arguments, string: englishKey,
          tableLanguage: nil)
      }
      return LocalizedText(
        key: englishKey, arguments: arguments,
        string: PseudoLocale.render(
          english: english, arguments: arguments, numbers: numbers,
          language: language),
        tableLanguage: language)
    }
    return TextChoice.choose(
      key: key, englishKey: englishKey, referenceKey: referenceKey, language: language,
      own: ownTemplates, english: englishTemplates
    ).text(arguments, numbers: numbers)
  }

  /// A date pattern: the language's own if it is usable (fields and separators only,
  /// with the day, the month and the year), else English's if that is, else the key.
  private func resolveTemplate(_ key: String) -> (template: String, language: Language?) {
    key == StringKey.trackersDateFormat.rawValue
      ? (dateFormat.template, dateFormat.language)
      : Self.resolveTemplate(key, language: language, tables: tables)
  }

  private static func resolveTemplate(
    _ key: String, language: Language, tables: LocalizationTables
  ) -> (template: String, language: Language?) {
    if !language.isPseudo, language != .english,
      let own = tables.value(forKey: key, in: language), DatePattern(own).isUsable
    {
      return (own, language)
    }
    if let english = tables.value(forKey: key, in: .english), DatePattern(english).isUsable {
      return (english, language.isPseudo ? language : .english)
    }
    return (key, nil)
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

/// A localizer's date pattern as resolved (the text, its source language) and
/// parsed; one box shared by the localizer's copies.
private final class DateFormat: Sendable {
  let template: String
  let language: Language?
  let pattern: DatePattern

  init(_ resolved: (template: String, language: Language?)) {
    template = resolved.template
    language = resolved.language
    pattern = DatePattern(resolved.template)
  }
}
