import Foundation
import StringsFile
import TrackerLocalization

/// One text as a translator opens it in the page (`tracker-kit web --translate`): the English
/// comment, and each form to translate (one for a plain text, one per plural category of the
/// language for a plural text) with its English, the counts that take it and the table's
/// translation now. Read from the tables on disk, as `strings export` reads them.
public struct PageText: Sendable, Equatable {
  /// The key of a plain text (`trackers.title`), or a plural text's base (`card.days`).
  public let key: String
  /// The English comment, without a plural form's "Plural form …" note.
  public let comment: String?
  /// What to translate, in the order of the language's plural categories.
  public let forms: [Form]

  /// One text to translate: a plain text, or one plural form.
  public struct Form: Sendable, Equatable {
    /// The key in the language's table: `trackers.title`, `card.days.few`.
    public let key: String
    /// The plural category (`few`), nil for a plain text.
    public let category: PluralCategory?
    /// The first counts that take the form (`2, 3, 4, 22, 23, 24`), at most `countLimit`;
    /// empty when only fractions do.
    public let counts: [Int]
    /// Whether more counts than `counts` take the form (`… 22, 23, 24, …`).
    public let hasMoreCounts: Bool
    /// The English to translate (a plural form's: English's singular for the first form,
    /// its plural for the others, as an export gives them).
    public let english: String
    /// The table's translation now; nil when the table has none (the app shows English).
    public let translation: String?
    /// The fingerprint of `translation`, sent back with an edit, so that saving refuses a
    /// text someone changed in the table after it was opened.
    public let tableFingerprint: String
  }

  /// How many counts a form lists.
  public static let countLimit = 6

  /// The text `key` names (a key the page shows: `trackers.title`, `card.days.many`, even
  /// a form English has and the language lacks) in `language`'s table under `tables`; nil
  /// when English has no such text.
  public static func read(key: String, language: Language, tables: URL) throws(XLIFFFailure)
    -> PageText?
  {
    let (english, table) = try PageEdit.files(language: language, tables: tables)
    let units = TranslationUnits(english: english, language: language)
    let current = table.dictionary
    let named = units.unit(key)
    let chosen: [TranslationUnit]
    if let named, named.pluralBase == nil {
      chosen = [named]
    } else if let base = named?.pluralBase ?? PluralForm(key: key)?.key.rawValue {
      chosen = units.units.filter { $0.pluralBase == base }
    } else {
      chosen = []
    }
    guard let first = chosen.first else { return nil }
    let rules = language.pluralRules
    // The unit's comment names its form; the editor names each form itself.
    let comment = first.comment.map(TranslatorNotes.withoutFormNote)
    return PageText(
      key: first.pluralBase ?? first.key, comment: comment?.isEmpty == false ? comment : nil,
      forms: chosen.map { unit in
        let category = unit.pluralBase.flatMap {
          PluralCategory(rawValue: String(unit.key.dropFirst($0.count + 1)))
        }
        let translation = current[TableKey(unit.key)]
        let counts = category.map { rules.exampleCounts(for: $0, limit: countLimit + 1) } ?? []
        return Form(
          key: unit.key, category: category, counts: Array(counts.prefix(countLimit)),
          hasMoreCounts: counts.count > countLimit, english: unit.source, translation: translation,
          tableFingerprint: TableFingerprint.of(translation))
      })
  }
}

/// A translation a translator typed in the page: the form's key, the text, and the
/// fingerprint the form's table text had when the editor opened (`PageText.Form`).
public struct PageEdit: Sendable, Equatable {
  /// The key in the language's table: `trackers.title`, `card.days.few`.
  public var key: String
  /// The translation.
  public var text: String
  /// `PageText.Form.tableFingerprint` as the editor got it; nil to overwrite whatever the
  /// table holds.
  public var tableFingerprint: String?

  /// An edit of `key`.
  public init(key: String, text: String, tableFingerprint: String?) {
    self.key = key
    self.text = text
    self.tableFingerprint = tableFingerprint
  }

  /// What a problem of an edit is called in messages: `page`, with the edit's place among
  /// those saved together as its line (the first is line 1), so that each error is shown
  /// beside its own form.
  public static let fileName = "page"

  /// The English table and `language`'s table (empty when it has none yet) under `tables`.
  static func files(language: Language, tables: URL) throws(XLIFFFailure) -> (
    english: StringsFile, table: StringsFile
  ) {
    let name = "\(LocalizationTables.tableName).strings"
    let englishPath = "\(tables.lastPathComponent)/en.lproj/\(name)"
    let tablePath = "\(tables.lastPathComponent)/\(language.code).lproj/\(name)"
    guard
      let englishData = FileManager.default.contents(
        atPath: tables.appendingPathComponent("en.lproj/\(name)").path)
    else {
      throw XLIFFFailure(errors: [XLIFFError(file: englishPath, problem: .noEnglishTable)])
    }
    let tableData = FileManager.default.contents(
      atPath: tables.appendingPathComponent("\(language.code).lproj/\(name)").path)
    do {
      return (
        try StringsFile(bytes: [UInt8](englishData), path: englishPath),
        try StringsFile(bytes: tableData.map { [UInt8]($0) } ?? [], path: tablePath)
      )
    } catch {
      throw XLIFFFailure(errors: [
        XLIFFError(
          file: error.file, line: error.line, column: error.column, problem: .table(error.problem))
      ])
    }
  }
}

extension XLIFFImport {
  /// Plans saving translations typed in the page into `language`'s table under `tables`,
  /// exactly as `strings import` plans a file: the same checks (placeholders, their order,
  /// date patterns and the names they write, a text changed in the table since the editor
  /// opened), the same errors, each named `page:N:1` for the N-th edit; each text is
  /// recorded as translated from today's English, in state `translated`. An empty text is
  /// no translation (as an empty `<target>`): it changes nothing.
  public static func plan(edits: [PageEdit], language: Language, tables: URL)
    throws(XLIFFFailure) -> XLIFFImport
  {
    guard language != .english, !language.isPseudo, language.code.lowercased() != "en" else {
      throw XLIFFFailure(errors: [
        XLIFFError(file: PageEdit.fileName, problem: .badTargetLanguage(language.code))
      ])
    }
    return try plan(
      language: language, path: PageEdit.fileName, tables: tables, overwrite: false
    ) { units in
      var translations: [TableKey: ImportedTranslation] = [:]
      var errors: [XLIFFError] = []
      for (index, edit) in edits.enumerated() where !edit.text.isEmpty {
        let line = index + 1
        guard let unit = units.unit(edit.key) else {
          errors.append(
            XLIFFError(
              file: PageEdit.fileName, line: line, column: 1, problem: .unknownKey(edit.key)))
          continue
        }
        if let problem = problem(edit.text, for: unit, name: unit.key) {
          errors.append(
            XLIFFError(file: PageEdit.fileName, line: line, column: 1, problem: problem))
          continue
        }
        translations[TableKey(unit.key)] = ImportedTranslation(
          target: edit.text, source: unit.source, state: .translated, line: line, column: 1,
          exportedFrom: edit.tableFingerprint)
      }
      return (translations, errors)
    }
  }
}
