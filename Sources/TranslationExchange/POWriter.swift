import StringsFile
import TrackerLocalization

/// Writes one language's texts as a gettext PO file, for tools that speak PO (Poedit,
/// Weblate's and Crowdin's PO formats, Lokalize, the gettext tools): one entry per key with the
/// key as `msgctxt` (so that two texts with the same English stay two), the English as
/// `msgid`, the translation as `msgstr` (empty when it is missing) and the English comment as
/// an extracted comment (`#.`). A plural text is one entry with English's singular and plural
/// as `msgid` and `msgid_plural` and one `msgstr[n]` per form of the language, numbered as the
/// header's `Plural-Forms` (made from the kit's CLDR rules) numbers them. A translation that is
/// stale or not finished is `fuzzy`; a stale one carries the English it was made from as
/// gettext's previous `msgid` (`#|`), and a state other than `needs-review-translation` is kept
/// in a translator comment (`# state: needs-translation`), so that a round trip changes
/// nothing. The output is the same bytes for the same tables: no dates.
public enum POWriter {
  /// The PO text for `units`, with `targets` (the language's translations, by key).
  public static func document(_ units: TranslationUnits, targets: [TableKey: XLIFFTarget])
    -> String
  {
    var lines = header(units.language)
    var index = units.units.startIndex
    while index < units.units.endIndex {
      let unit = units.units[index]
      let forms: [TranslationUnit]
      if let base = unit.pluralBase {
        forms = Array(units.units[index...].prefix { $0.pluralBase == base })
      } else {
        forms = [unit]
      }
      lines.append("")
      lines += entry(forms, targets: forms.map { targets[TableKey($0.key)] }, units.language)
      index += forms.count
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The state a translator comment keeps for a fuzzy entry: `# state: needs-translation`.
  static let statePrefix = "state: "

  private static func header(_ language: Language) -> [String] {
    [
      "# Tracker: the texts of '\(language.code)', written by tracker-kit strings export.",
      "# Each msgctxt is a key of Localization/\(language.code).lproj/Localizable.strings.",
      "msgid \"\"",
      "msgstr \"\"",
      quoted("Project-Id-Version: Tracker\n"),
      quoted("PO-Revision-Date: \n"),
      quoted("Last-Translator: \n"),
      quoted("Language-Team: \n"),
      quoted("Language: \(language.code)\n"),
      quoted("MIME-Version: 1.0\n"),
      quoted("Content-Type: text/plain; charset=UTF-8\n"),
      quoted("Content-Transfer-Encoding: 8bit\n"),
      quoted("Plural-Forms: \(language.pluralRules.gettextPluralForms)\n"),
      quoted("X-Generator: tracker-kit\n"),
    ]
  }

  private static func entry(
    _ forms: [TranslationUnit], targets: [XLIFFTarget?], _ language: Language
  ) -> [String] {
    guard let first = forms.first else { return [] }
    var lines: [String] = []
    let isPlural = first.pluralBase != nil
    let comment = first.comment.map { isPlural ? TranslatorNotes.withoutFormNote($0) : $0 }
    for line in (comment ?? "").split(separator: "\n") where !line.isEmpty {
      lines.append("#. \(line)")
    }
    if isPlural {
      let rules = language.pluralRules
      for (index, category) in rules.categories.enumerated() {
        lines.append("#. msgstr[\(index)]: plural form \(rules.describe(category)).")
      }
    }
    let given = targets.compactMap { $0 }
    let unfinished = given.first { !$0.state.isReviewed }
    if targets.contains(where: { $0?.isSameAsEnglish == true }) {
      lines.append("# \(SameAsEnglish.mark)")
    }
    if let unfinished, unfinished.state != .needsReviewTranslation {
      lines.append("# \(statePrefix)\(unfinished.state.value)")
    }
    lines.append(
      "# " + TableFingerprint.poPrefix
        + targets.map { TableFingerprint.of($0?.text) }.joined(separator: " "))
    if unfinished != nil { lines.append("#, fuzzy") }
    if let english = given.lazy.compactMap(\.translatedFrom).first {
      lines.append("#| msgctxt \(quoted(first.pluralBase ?? first.key))")
      lines.append("#| msgid \(quoted(english))")
    }
    lines.append("msgctxt \(quoted(first.pluralBase ?? first.key))")
    lines.append("msgid \(quoted(first.source))")
    if isPlural {
      lines.append("msgid_plural \(quoted(forms.dropFirst().first?.source ?? first.source))")
      for (index, target) in targets.enumerated() {
        lines.append("msgstr[\(index)] \(quoted(target?.text ?? ""))")
      }
    } else {
      lines.append("msgstr \(quoted(targets.first??.text ?? ""))")
    }
    return lines
  }

  /// A PO string literal: `"…"` with `\\`, `\"`, and the control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\x" + String(scalar.value, radix: 16, uppercase: true)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
