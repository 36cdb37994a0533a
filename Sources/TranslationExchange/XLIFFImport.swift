import Foundation
import StringsFile
import TrackerLocalization

/// What importing an XLIFF file would do to a `Localization/` folder: the language's table
/// and record, new bytes for each, and the keys that change. Nothing is written until
/// `write()`; a file with any fault gives no plan at all, but every fault found.
public struct XLIFFImport: Sendable {
  /// The language imported.
  public let language: Language
  /// The table's path and its new bytes.
  public let table: (path: String, bytes: [UInt8], changed: Bool)
  /// The record's path and its new bytes.
  public let record: (path: String, bytes: [UInt8], changed: Bool)
  /// Keys whose translation changes (or is added), in the units' order.
  public let changedKeys: [String]

  /// Plans the import of `bytes` (an XLIFF file called `path` in messages, or a gettext PO
  /// file when `path` ends in `.po`) into the tables under `tables`. Throws every fault, each
  /// with its line and column.
  ///
  /// A translation the table has changed since the file was exported (each unit says what the
  /// table held then) is refused, naming the unit, unless `overwrite` is true: the file would
  /// put back an older translation over a newer one.
  public static func plan(
    _ bytes: [UInt8], path: String, tables: URL, overwrite: Bool = false
  ) throws(XLIFFFailure) -> XLIFFImport {
    if isPO(path) { return try planPO(bytes, path: path, tables: tables, overwrite: overwrite) }
    let root: XMLElement
    do {
      root = try XMLReader.read(bytes, path: path)
    } catch {
      throw XLIFFFailure(errors: [
        XLIFFError(
          file: error.file, line: error.line, column: error.column, problem: .xml(error.problem))
      ])
    }
    var reader = UnitReader(path: path)
    guard let language = reader.language(of: root, tables: Self.tableCodes(in: tables)) else {
      throw XLIFFFailure(errors: reader.errors)
    }
    return try plan(language: language, path: path, tables: tables, overwrite: overwrite) {
      units in
      let translations = reader.translations(in: root, units: units)
      return (translations, reader.errors)
    }
  }

  /// Plans the import of the translations `read` finds (given the language's units) into the
  /// table of `language` under `tables`: the part every file format shares.
  static func plan(
    language: Language, path: String, tables: URL, overwrite: Bool,
    read: (TranslationUnits) -> (
      translations: [TableKey: ImportedTranslation], errors: [XLIFFError]
    )
  ) throws(XLIFFFailure) -> XLIFFImport {
    let englishURL = tables.appendingPathComponent(
      "en.lproj/\(LocalizationTables.tableName).strings")
    let englishPath = "\(tables.lastPathComponent)/en.lproj/\(LocalizationTables.tableName).strings"
    let tableURL = tables.appendingPathComponent(
      "\(language.code).lproj/\(LocalizationTables.tableName).strings")
    let tablePath =
      "\(tables.lastPathComponent)/\(language.code).lproj/\(LocalizationTables.tableName).strings"
    let english: StringsFile
    let tableBytes = FileManager.default.contents(atPath: tableURL.path).map { [UInt8]($0) } ?? []
    let table: StringsFile
    let record: TranslationRecord
    guard let englishData = FileManager.default.contents(atPath: englishURL.path) else {
      throw XLIFFFailure(errors: [XLIFFError(file: englishPath, problem: .noEnglishTable)])
    }
    do {
      english = try StringsFile(bytes: [UInt8](englishData), path: englishPath)
      table = try StringsFile(bytes: tableBytes, path: tablePath)
      record = try TranslationRecord.read(in: tables, for: language)
    } catch {
      throw XLIFFFailure(errors: [
        XLIFFError(
          file: error.file, line: error.line, column: error.column, problem: .table(error.problem))
      ])
    }
    let units = TranslationUnits(english: english, language: language)
    let (translations, readErrors) = read(units)
    guard readErrors.isEmpty else { throw XLIFFFailure(errors: readErrors) }
    let current = table.dictionary
    try checkDateNames(translations, current: current, path: path)
    if !overwrite { try checkNotChangedSinceExport(translations, units, current: current, path) }

    let marked = Set(
      table.entries.filter { SameAsEnglish.isMarked($0.comment) }.map { TableKey($0.key) })
    var edit = TableEdit()
    var newRecord = record
    var changed: [String] = []
    var lastPresent: TableKey?
    for unit in units.units {
      let key = TableKey(unit.key)
      defer { if current[key] != nil { lastPresent = key } }
      guard let translation = translations[key] else { continue }
      let state = translation.state
      // The same as English on purpose: a finished unit whose target is its source, in a text
      // the linter would warn about.
      let sameAsEnglish =
        translation.target == translation.source && (state == .signedOff || state == .final)
        && SameAsEnglish.needsMark(
          key: unit.key, english: unit.reference, isPluralForm: unit.pluralBase != nil)
      note(translation, of: key, in: &newRecord, markedSameAsEnglish: sameAsEnglish)
      let mark = sameAsEnglish && !marked.contains(key) ? SameAsEnglish.mark : nil
      if let old = current[key] {
        if old != translation.target {
          edit.values[key] = translation.target
          changed.append(unit.key)
        }
        if let mark {
          edit.comments[key] = mark
          if old == translation.target { changed.append(unit.key) }
        }
      } else {
        edit.additions.append(
          TableAddition(
            key: unit.key, value: translation.target, comment: unit.comment, after: lastPresent,
            note: mark))
        changed.append(unit.key)
      }
    }
    let newTable: [UInt8]
    do {
      newTable = edit.isEmpty ? tableBytes : try edit.applied(to: tableBytes, path: tablePath)
    } catch {
      throw XLIFFFailure(errors: [
        XLIFFError(
          file: error.file, line: error.line, column: error.column, problem: .table(error.problem))
      ])
    }
    let recordURL = TranslationRecord.url(in: tables, for: language)
    let oldRecordBytes = FileManager.default.contents(atPath: recordURL.path).map { [UInt8]($0) }
    let recordBytes = newRecord.bytes(in: units)
    return XLIFFImport(
      language: language,
      table: (tableURL.path, newTable, newTable != tableBytes),
      record: (
        recordURL.path, recordBytes,
        recordBytes != oldRecordBytes && (oldRecordBytes != nil || !newRecord.sources.isEmpty)
      ), changedKeys: changed)
  }

  /// Why `text` cannot be the translation of `unit` (called `name` in messages), whatever the
  /// file's format: a date pattern the kit cannot write (the names it writes are checked once
  /// every unit is read), or placeholders that mix numbering, leave unnumbered two of one kind,
  /// or differ from English's. Nil when it can.
  static func problem(_ text: String, for unit: TranslationUnit, name: String) -> XLIFFProblem? {
    if let dateKey = StringKey(rawValue: unit.key), dateKey.isDatePattern {
      return dateKey.datePatternProblem(text, hasName: { _ in true }).map {
        .datePattern(key: name, problem: $0)
      }
    }
    let english = placeholderList(unit.reference)
    if mixesNumbering(text) {
      return .mixedPlaceholders(key: name, found: placeholderList(text))
    } else if leavesOrderUnsaid(text, reference: unit.reference) {
      return .unnumberedPlaceholders(key: name, english: english, found: placeholderList(text))
    } else if !placeholdersMatch(text, reference: unit.reference) {
      return .placeholdersDiffer(key: name, english: english, found: placeholderList(text))
    }
    return nil
  }

  /// Refuses a translation the file would change whose table text is no longer the one the
  /// file was exported from: someone changed it in the table since.
  private static func checkNotChangedSinceExport(
    _ translations: [TableKey: ImportedTranslation], _ units: TranslationUnits,
    current: [TableKey: String], _ path: String
  ) throws(XLIFFFailure) {
    var errors: [XLIFFError] = []
    for unit in units.units {
      let key = TableKey(unit.key)
      guard let translation = translations[key], let exported = translation.exportedFrom,
        translation.target != current[key], TableFingerprint.of(current[key]) != exported
      else { continue }
      errors.append(
        XLIFFError(
          file: path, line: translation.line, column: translation.column,
          problem: .changedSinceExport(key: unit.key, now: current[key])))
    }
    if !errors.isEmpty { throw XLIFFFailure(errors: errors) }
  }

  /// Refuses a date pattern that writes names (`MMMM`, `LLLL`, `EEEE`) the table will lack
  /// once the import is written.
  private static func checkDateNames(
    _ translations: [TableKey: ImportedTranslation], current: [TableKey: String], path: String
  ) throws(XLIFFFailure) {
    var errors: [XLIFFError] = []
    for key in StringKey.allCases where key.isDatePattern {
      guard let translation = translations[TableKey(key.rawValue)],
        let problem = key.datePatternProblem(
          translation.target,
          hasName: {
            translations[TableKey($0.rawValue)] != nil || current[TableKey($0.rawValue)] != nil
          })
      else { continue }
      errors.append(
        XLIFFError(
          file: path, line: translation.line, column: translation.column,
          problem: .datePattern(key: key.rawValue, problem: problem)))
    }
    guard errors.isEmpty else {
      throw XLIFFFailure(errors: errors.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
    }
  }

  /// Notes in the record the English a translation was made from and its state. A unit that
  /// asks for a review keeps the English it was first made from, so that `strings status`
  /// still shows what changed; one the same as English on purpose needs no state, as its mark
  /// in the table gives `final` again.
  private static func note(
    _ translation: ImportedTranslation, of key: TableKey, in record: inout TranslationRecord,
    markedSameAsEnglish: Bool
  ) {
    let state = translation.state
    if state.needsReview {
      record.sources[key] = record.sources[key] ?? translation.source
    } else {
      record.sources[key] = translation.source
    }
    // A reviewed state needs no note: export writes `signed-off` for it again.
    let isPlainReview = state == .translated || state == .signedOff
    record.states[key] = isPlainReview || markedSameAsEnglish ? nil : state
  }

  /// The codes of the tables in `tables` (`ru` for `ru.lproj`).
  static func tableCodes(in tables: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tables.path)) ?? []
    return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
  }

  /// The table a file with target-language `given` goes to, among the tables' `codes`: one
  /// whose code differs only in letter case or `_` for `-` (`RU`, `pt_br`); else, for a
  /// regional code, its language's table (`ru` for `ru-RU`) unless that is English (an
  /// `en-GB` is a table of its own); else a new table with the code as given.
  static func tableLanguage(for given: Language, tables codes: [String]) -> Language {
    func key(_ code: String) -> String {
      code.lowercased().replacingOccurrences(of: "_", with: "-")
    }
    if let same = codes.first(where: { key($0) == key(given.code) }),
      let language = Language(code: same)
    {
      return language
    }
    let base = given.baseCode
    if base != "en", key(given.code) != base, let table = codes.first(where: { key($0) == base }),
      let language = Language(code: table)
    {
      return language
    }
    return given
  }

  /// Writes the table and the record that change, each atomically (the table first), after
  /// checking that both may be written, so that a read-only record stops the import before
  /// the table changes.
  public func write() throws(TableWriteError) {
    if table.changed { try TableFile.checkWritable(table.path) }
    if record.changed { try TableFile.checkWritable(record.path) }
    if table.changed { try TableFile.write(table.bytes, to: table.path) }
    if record.changed { try TableFile.write(record.bytes, to: record.path) }
  }
}

/// Every fault that stopped an import, in file order.
public struct XLIFFFailure: Error, Sendable, CustomStringConvertible {
  /// The faults, each with its position.
  public let errors: [XLIFFError]

  /// One fault a line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A translation read from a unit: its text, the English it was made from, its state and
/// where its `<target>` is.
struct ImportedTranslation {
  let target: String
  let source: String
  let state: ReviewState
  let line: Int
  let column: Int
  /// The fingerprint of the table's text when the file was exported (`TableFingerprint`);
  /// nil when the file does not say (an export from before, or another tool's file).
  var exportedFrom: String? = nil
}

/// Walks the XLIFF tree, collecting the translations and every fault.
private struct UnitReader {
  let path: String
  var errors: [XLIFFError] = []

  init(path: String) {
    self.path = path
  }

  /// The language of the file's `target-language`, as the table it goes to names it
  /// (`XLIFFImport.tableLanguage(for:tables:)`: `RU` and `ru-RU` are `ru`).
  mutating func language(of root: XMLElement, tables: [String]) -> Language? {
    guard root.name == "xliff", root.attribute("version") == "1.2" else {
      fail(root, .notXLIFF(root: root.name, version: root.attribute("version")))
      return nil
    }
    let files = root.elements.filter { $0.name == "file" }
    guard !files.isEmpty else {
      fail(root, .noFile)
      return nil
    }
    var language: Language?
    for file in files {
      guard let code = file.attribute("target-language") else {
        fail(file, .noTargetLanguage)
        continue
      }
      guard let given = Language(code: code),
        case let found = XLIFFImport.tableLanguage(for: given, tables: tables),
        found != .english, !found.isPseudo, found.code.lowercased() != "en"
      else {
        fail(file, .badTargetLanguage(code))
        continue
      }
      if let language, language != found {
        fail(file, .twoLanguages(language.code, found.code))
      }
      language = language ?? found
    }
    return errors.isEmpty ? language : nil
  }

  mutating func translations(in root: XMLElement, units: TranslationUnits) -> [TableKey:
    ImportedTranslation]
  {
    var result: [TableKey: ImportedTranslation] = [:]
    var firstLines: [TableKey: Int] = [:]
    for file in root.elements where file.name == "file" {
      for body in file.elements where body.name == "body" {
        visit(body, units: units, into: &result, firstLines: &firstLines)
      }
    }
    return result
  }

  private mutating func visit(
    _ element: XMLElement, units: TranslationUnits,
    into result: inout [TableKey: ImportedTranslation], firstLines: inout [TableKey: Int]
  ) {
    for child in element.elements {
      if child.name == "group" {
        visit(child, units: units, into: &result, firstLines: &firstLines)
        continue
      }
      guard child.name == "trans-unit" else { continue }
      guard let key = child.attribute("id") ?? child.attribute("resname") else {
        fail(child, .unitWithoutID)
        continue
      }
      guard let unit = units.unit(xliffID: key) else {
        fail(child, .unknownKey(key))
        continue
      }
      let tableKey = TableKey(unit.key)
      if let line = firstLines[tableKey] {
        fail(child, .duplicateUnit(key, firstLine: line))
        continue
      }
      firstLines[tableKey] = child.line
      guard let source = child.elements.first(where: { $0.name == "source" }) else {
        fail(child, .noSource(key))
        continue
      }
      guard let target = child.elements.first(where: { $0.name == "target" }), !target.text.isEmpty
      else { continue }
      var state = ReviewState.translated
      if let value = target.attribute("state") {
        guard let known = ReviewState(value) else {
          fail(target, .unknownState(key: key, state: value))
          continue
        }
        state = known
      }
      let text = target.text
      if let problem = XLIFFImport.problem(text, for: unit, name: key) {
        fail(target, problem)
        continue
      }
      result[tableKey] = ImportedTranslation(
        target: text, source: source.text, state: state, line: target.line,
        column: target.column,
        exportedFrom: child.attribute("extradata").flatMap {
          $0.hasPrefix(TableFingerprint.xliffPrefix)
            ? String($0.dropFirst(TableFingerprint.xliffPrefix.count)) : nil
        })
    }
  }

  private mutating func fail(_ element: XMLElement, _ problem: XLIFFProblem) {
    errors.append(
      XLIFFError(file: path, line: element.line, column: element.column, problem: problem))
  }
}
