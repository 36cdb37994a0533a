/// Which table text a key shows: the language's own when its placeholders match
/// English's, else English's, else the key itself. A class, so that handing one
/// out costs one reference count, not one per string and array inside.
final class TextChoice: Sendable {
  /// The key whose text is shown (a plural's category key, such as `card.days.few`).
  let key: String
  /// The text to fill in; nil when no table has the key and the key itself is shown.
  let template: FormatTemplate?
  /// The language whose table supplied the text.
  let tableLanguage: Language?
  /// For `pseudo-long`, the English text: the text is padded to twice its length with its
  /// arguments (`PseudoLocale.lengthened`).
  let lengthOf: FormatTemplate?

  init(
    key: String, template: FormatTemplate?, tableLanguage: Language?,
    lengthOf: FormatTemplate? = nil
  ) {
    self.key = key
    self.template = template
    self.tableLanguage = tableLanguage
    self.lengthOf = lengthOf
  }

  /// The choice for `key` among `own` (the language's templates) and `english`;
  /// `referenceKey` is the English text whose placeholders the own text must take.
  static func choose(
    key: String, englishKey: String, referenceKey: String, language: Language,
    own: [String: FormatTemplate], english: [String: FormatTemplate]
  ) -> TextChoice {
    let englishTemplate = english[englishKey]
    if language != .english, let template = own[key] {
      let reference = english[referenceKey] ?? englishTemplate
      let compatible =
        reference.map { template.isCompatible(withReference: $0) }
        ?? template.unsupportedSpecifiers.isEmpty
      if compatible { return TextChoice(key: key, template: template, tableLanguage: language) }
    }
    if let englishTemplate {
      return TextChoice(key: englishKey, template: englishTemplate, tableLanguage: .english)
    }
    return TextChoice(key: englishKey, template: nil, tableLanguage: nil)
  }

  /// The text with `arguments` filled in.
  func text(_ arguments: [TextArgument], numbers: NumberFormat) -> LocalizedText {
    var string = template?.render(arguments, numbers: numbers) ?? key
    if let lengthOf {
      string = PseudoLocale.lengthened(
        string, englishLength: lengthOf.render(arguments, numbers: numbers).count)
    }
    return LocalizedText(
      key: key, arguments: arguments, string: string, tableLanguage: tableLanguage)
  }
}

/// The choice for every text key and every plural form of one language, made
/// once when a localizer is created, so that a screen with a thousand cards
/// looks each text up once instead of parsing and checking it every time.
struct TextChoices: Sendable {
  let texts: [StringKey: TextChoice]
  /// By plural key, then by `formIndex(own:english:)`.
  private let plurals: [PluralKey: [TextChoice]]

  /// No choices: every lookup falls back to choosing on the spot.
  init() {
    texts = [:]
    plurals = [:]
  }

  init(
    language: Language, own: [String: FormatTemplate], english: [String: FormatTemplate]
  ) {
    var texts: [StringKey: TextChoice] = [:]
    for key in StringKey.allCases where !key.isDatePattern {
      texts[key] = TextChoice.choose(
        key: key.rawValue, englishKey: key.rawValue, referenceKey: key.rawValue,
        language: language, own: own, english: english)
    }
    var plurals: [PluralKey: [TextChoice]] = [:]
    for key in PluralKey.allCases {
      var forms: [TextChoice] = []
      for ownCategory in PluralCategory.allCases {
        for englishCategory in PluralCategory.allCases {
          forms.append(
            TextChoice.choose(
              key: key.key(for: ownCategory), englishKey: key.key(for: englishCategory),
              referenceKey: key.key(for: .other), language: language, own: own,
              english: english))
        }
      }
      plurals[key] = forms
    }
    self.texts = texts
    self.plurals = plurals
  }

  /// The choices of a pseudo-locale (`PseudoLocale.choice`): each key's English text,
  /// `englishText` of the key, made over; every plural form shows the English form.
  init(pseudo language: Language, englishText: (String) -> String?) {
    var texts: [StringKey: TextChoice] = [:]
    for key in StringKey.allCases where !key.isDatePattern {
      texts[key] = PseudoLocale.choice(
        key: key.rawValue, english: englishText(key.rawValue), language: language)
    }
    var plurals: [PluralKey: [TextChoice]] = [:]
    for key in PluralKey.allCases {
      let forms = PluralCategory.allCases.map { category in
        PseudoLocale.choice(
          key: key.key(for: category), english: englishText(key.key(for: category)),
          language: language)
      }
      // By own category, then English category: the English one decides.
      plurals[key] = PluralCategory.allCases.flatMap { _ in forms }
    }
    self.texts = texts
    self.plurals = plurals
  }

  /// The choice for plural `key` when a count is `own` in the language and
  /// `english` in English.
  func plural(_ key: PluralKey, own: PluralCategory, english: PluralCategory) -> TextChoice? {
    plurals[key]?[Self.index(of: own) * PluralCategory.allCases.count + Self.index(of: english)]
  }

  private static func index(of category: PluralCategory) -> Int {
    switch category {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}
