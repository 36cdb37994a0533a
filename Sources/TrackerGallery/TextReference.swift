import TrackerLocalization

/// What a translator reads about a table text: its English text, the comment above its
/// key in the English table, and which plural form it is.
struct TextReference: Sendable {
  /// The tables the gallery draws with.
  let tables: LocalizationTables
  /// The English table's keys and comments.
  let notes: TranslatorNotes

  /// The English table text of `key`; for a plural form English lacks (`card.days.few`),
  /// English's form for the same count.
  func english(forKey key: String, arguments: [TextArgument]) -> String? {
    if let value = tables.value(forKey: key, in: .english) { return value }
    guard let form = PluralForm(key: key) else { return nil }
    if case .integer(let count)? = arguments.first {
      let category = Language.english.pluralRules.category(for: count)
      if let value = tables.value(forKey: form.key.key(for: category), in: .english) {
        return value
      }
    }
    return tables.value(forKey: form.key.key(for: .other), in: .english)
  }

  /// The translator's comment on a text, its plural form named in the counts of the
  /// language whose table gave it ("… Plural form few (2, 3, 4, 22, 23, …).").
  func comment(of text: LocalizedText) -> String? {
    notes.comment(forKey: text.key, in: text.tableLanguage ?? .english)
  }

  /// The comment on a key of one of `languages`: a plural form is named in the counts of
  /// the first of them whose rules have it (English's when none has).
  func comment(forKey key: String, languages: [Language]) -> String? {
    let category = PluralForm(key: key)?.category
    let language =
      languages.first { language in
        category.map { language.pluralRules.categories.contains($0) } ?? true
      } ?? .english
    return notes.comment(forKey: key, in: language)
  }

  /// "few of card.days, for 22", or nil when the text is no plural form.
  func pluralForm(of text: LocalizedText) -> String? {
    guard let form = PluralForm(key: text.key) else { return nil }
    var result = "\(form.category.rawValue) of \(form.key.rawValue)"
    if case .integer(let count)? = text.arguments.first { result += ", for \(count)" }
    return result
  }

  /// The lines shown when pointing at a marked text.
  func tip(for shown: ShownText) -> String {
    let text = shown.text
    var lines = [text.key]
    if let english = english(forKey: text.key, arguments: text.arguments) {
      lines.append("English: \u{201C}\(english)\u{201D}")
    } else {
      lines.append("English: (no English text)")
    }
    if let comment = comment(of: text) { lines.append("Comment: \(comment)") }
    if let plural = pluralForm(of: text) { lines.append("Plural form: \(plural)") }
    let inner = Array(shown.keys.dropFirst())
    if !inner.isEmpty { lines.append("Contains: " + inner.joined(separator: ", ")) }
    if shown.isFallback {
      lines.append("Not translated: the table lacks it, or its placeholders differ from English's")
    }
    if shown.mayOverflow, let box = shown.box {
      lines.append("May not fit: " + Self.overflowSummary(text.string, box))
    }
    return lines.joined(separator: "\n")
  }

  /// "about 412 pt at 17 pt in 1 line of 279 pt"; past ten times the room, "more than
  /// 2790 pt …" (a very long text is not measured to its end).
  static func overflowSummary(_ text: String, _ box: TextBox) -> String {
    let limit = box.width * Double(max(box.lines, 1)) * 10
    let needed =
      TextWidth.points(text, fontSize: box.fontSize, upTo: limit).map {
        "about \(Int($0.rounded()))"
      } ?? "more than \(Int(limit))"
    let lines = box.lines == 1 ? "1 line" : "\(box.lines) lines"
    return "\(needed) pt at \(Int(box.fontSize)) pt in \(lines) of \(Int(box.width)) pt"
  }
}
