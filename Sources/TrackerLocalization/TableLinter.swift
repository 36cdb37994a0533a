import Foundation
import StringsFile

/// The checks behind `lintTables(in:)`: files and syntax first, then English against the
/// code, then every other language against English.
struct TableLinter {
  let folder: URL
  /// The keys some screen state shows; nil when the caller does not know them.
  let shownKeys: Set<String>?
  private var findings: [LintFinding] = []
  private var checkedFiles: [String] = []
  private var reportedPlurals: Set<TableKey> = []

  init(folder: URL, shownKeys: Set<String>? = nil) {
    self.folder = folder
    self.shownKeys = shownKeys
  }

  /// A table that parsed, with its language and display path. Keys are compared by their
  /// Unicode scalars (`TableKey`), as the app compares them, and looked up, never searched.
  private struct Table {
    let language: Language
    let path: String
    let file: StringsFile
    /// The first entry of each key, in file order.
    let firstEntries: [StringsEntry]
    let entries: [TableKey: StringsEntry]
    let values: [TableKey: String]

    init(language: Language, path: String, file: StringsFile) {
      self.language = language
      self.path = path
      self.file = file
      var entries: [TableKey: StringsEntry] = [:]
      var firstEntries: [StringsEntry] = []
      for entry in file.entries where entries[TableKey(entry.key)] == nil {
        entries[TableKey(entry.key)] = entry
        firstEntries.append(entry)
      }
      self.entries = entries
      self.firstEntries = firstEntries
      self.values = entries.mapValues(\.value)
    }

    /// The first entry whose key has exactly the scalars of `key`.
    func entry(_ key: String) -> StringsEntry? {
      entries[TableKey(key)]
    }
  }

  /// The keys the code uses, by their exact scalars.
  private static let stringKeys = Dictionary(
    uniqueKeysWithValues: StringKey.allCases.map { (TableKey($0.rawValue), $0) })
  private static let pluralKeys = Dictionary(
    uniqueKeysWithValues: PluralKey.allCases.map { (TableKey($0.rawValue), $0) })

  mutating func run() -> LintReport {
    let tables = readTables()
    let englishPath = "\(folder.lastPathComponent)/en.lproj/\(LocalizationTables.tableName).strings"
    if let english = tables.first(where: { $0.language == .english }) {
      lintEnglish(english)
      for table in tables where table.language != .english {
        lint(table, against: english)
      }
    } else if !findings.contains(where: { $0.file == englishPath }) {
      report(englishPath, nil, .noEnglishTable)
    }
    let order = Dictionary(
      checkedFiles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let sorted = findings.enumerated().sorted { left, right in
      let a = (order[left.element.file] ?? -1, left.element.line ?? 0, left.offset)
      let b = (order[right.element.file] ?? -1, right.element.line ?? 0, right.offset)
      return a < b
    }.map(\.element)
    return LintReport(findings: sorted, checkedFiles: checkedFiles)
  }

  // MARK: Files

  private mutating func readTables() -> [Table] {
    let manager = FileManager.default
    let root = folder.lastPathComponent
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else {
      report(root, nil, .unreadableFolder(path: folder.path))
      return []
    }
    var tables: [Table] = []
    let folders = names.filter { $0.hasSuffix(".lproj") }.sorted {
      ($0 == "en.lproj" ? 0 : 1, $0) < ($1 == "en.lproj" ? 0 : 1, $1)
    }
    for name in folders {
      let code = String(name.dropLast(".lproj".count))
      let display = "\(root)/\(name)"
      guard let language = Language(code: code) else {
        report(display, nil, .notALanguageFolder(code: code))
        continue
      }
      if language.isPseudo {
        report(display, nil, .pseudoFolder)
        continue
      }
      let files =
        (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
      for file in files.sorted() where file != "\(LocalizationTables.tableName).strings" {
        if file.hasSuffix(".stringsdict") {
          report("\(display)/\(file)", nil, .stringsdictNotRead)
        } else if file.hasSuffix(".strings") {
          report("\(display)/\(file)", nil, .otherTableNotRead)
        }
      }
      let path = "\(display)/\(LocalizationTables.tableName).strings"
      let url = folder.appendingPathComponent(name).appendingPathComponent(
        "\(LocalizationTables.tableName).strings")
      guard let data = try? Data(contentsOf: url) else {
        report(path, nil, .unreadableTable(code: code))
        continue
      }
      checkedFiles.append(path)
      do {
        let file = try StringsFile(bytes: [UInt8](data), path: path, allowingDuplicateKeys: true)
        tables.append(Table(language: language, path: path, file: file))
      } catch {
        findings.append(
          LintFinding(
            file: path, line: error.line, column: error.column, problem: .syntax(error.problem)))
      }
    }
    return tables
  }

  // MARK: English against the code

  private mutating func lintEnglish(_ table: Table) {
    reportDuplicates(in: table)
    let rules = Language.english.pluralRules
    var codeKeys = StringKey.allCases.map(\.rawValue)
    for key in PluralKey.allCases {
      codeKeys += rules.categories.map { key.key(for: $0) }
    }
    let anchors = anchorLines(codeKeys, in: table)
    for (index, key) in codeKeys.enumerated() where table.entry(key) == nil {
      report(table.path, anchors[index], .keyMissingFromEnglish(key))
    }
    for entry in table.firstEntries {
      if let (base, category) = pluralForm(entry.key, bases: Set(Self.pluralKeys.keys)) {
        if !rules.categories.contains(category) {
          report(
            table.path, entry.line,
            .unusedPluralForm(entry.key, language: .english, category: category))
        }
        checkValue(entry, in: table, expected: Self.pluralKeys[base]?.argumentKinds)
        if rules.categories.contains(category) { checkShown(plural: base, entry, in: table) }
      } else if let key = Self.stringKeys[TableKey(entry.key)] {
        checkShown(entry, in: table)
        if key.isDatePattern {
          checkDatePattern(entry, in: table)
        } else {
          checkValue(entry, in: table, expected: key.argumentKinds)
        }
      } else {
        report(table.path, entry.line, .unusedKey(entry.key))
        checkValue(entry, in: table, expected: nil)
      }
      if entry.comment == nil {
        report(table.path, entry.line, .noComment(key: entry.key))
      }
    }
  }

  /// Warns when no screen state shows a key the code uses (front ends' own texts,
  /// notifications and the terminal's key line aside).
  private mutating func checkShown(_ entry: StringsEntry, in table: Table) {
    guard let shownKeys, !shownKeys.contains(entry.key),
      Self.stringKeys[TableKey(entry.key)].map({
        !StringKey.shownByFrontEnds.contains($0) && !StringKey.shownOutsideScreenStates.contains($0)
          && !$0.isSampleContent
      }) ?? true
    else { return }
    report(table.path, entry.line, .notShownOnAnyScreen(entry.key))
  }

  /// Warns, on its first form, when no screen state shows any form of a plural text in any
  /// language: the count decides the form, so a text is in context once one form is.
  private mutating func checkShown(plural base: TableKey, _ entry: StringsEntry, in table: Table) {
    guard let shownKeys, !reportedPlurals.contains(base) else { return }
    reportedPlurals.insert(base)
    let shown = PluralCategory.allCases.contains {
      shownKeys.contains("\(base.text).\($0.rawValue)")
    }
    if !shown { report(table.path, entry.line, .notShownOnAnyScreen(base.text)) }
  }

  /// Checks an English value: not blank, placeholders we support, and the arguments the
  /// code passes (when known).
  private mutating func checkValue(
    _ entry: StringsEntry, in table: Table, expected: [PlaceholderKind]?
  ) {
    if isBlank(entry.value) {
      report(table.path, entry.valueLine, .emptyValue(key: entry.key))
      return
    }
    let template = FormatTemplate(entry.value)
    checkSpecifiers(template, entry: entry, in: table)
    guard let expected, template.unsupportedSpecifiers.isEmpty else { return }
    var kinds: [Int: PlaceholderKind] = [:]
    for (index, kind) in expected.enumerated() { kinds[index + 1] = kind }
    if template.mixesNumbering {
      report(
        table.path, entry.valueLine,
        .mixedPlaceholders(key: entry.key, found: template.placeholderSummary))
    } else if template.argumentKinds != kinds {
      report(
        table.path, entry.valueLine,
        .specifiersDifferFromCode(
          key: entry.key, expected: expected, found: template.placeholderSummary))
    }
  }

  private mutating func checkSpecifiers(
    _ template: FormatTemplate, entry: StringsEntry, in table: Table
  ) {
    for raw in template.unsupportedSpecifiers {
      report(table.path, entry.valueLine, .unsupportedSpecifier(raw, key: entry.key))
    }
    if template.lonePercentCount > 0 {
      report(table.path, entry.valueLine, .lonePercent(key: entry.key))
    }
  }

  private mutating func checkDatePattern(_ entry: StringsEntry, in table: Table) {
    guard let key = Self.stringKeys[TableKey(entry.key)],
      let problem = key.datePatternProblem(
        entry.value, hasName: { table.entry($0.rawValue) != nil })
    else { return }
    report(table.path, entry.valueLine, problem)
  }

  // MARK: A language against English

  private mutating func lint(_ table: Table, against english: Table) {
    let language = table.language
    if !language.hasBuiltInRules {
      report(table.path, 1, .noBuiltInRules(code: language.code))
    }
    reportDuplicates(in: table)
    let englishEntries = english.firstEntries
    let englishKeys = englishEntries.map(\.key)
    let bases = pluralBases(of: english)
    let anchors = anchorLines(englishKeys, in: table)
    var expected: Set<TableKey> = []
    for (index, englishEntry) in englishEntries.enumerated() {
      if pluralForm(englishEntry.key, bases: bases) != nil { continue }
      expected.insert(TableKey(englishEntry.key))
      guard let entry = table.entry(englishEntry.key) else {
        report(
          table.path, anchors[index], .missingKey(englishEntry.key, englishLine: englishEntry.line))
        continue
      }
      compare(entry, with: englishEntry.value, in: table)
    }
    let rules = language.pluralRules
    let firstForms = firstIndexByParent(englishKeys)
    for base in bases.sorted(by: { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }) {
      let reference = english.entry(base.text + ".other")?.value ?? ""
      for category in rules.categories {
        let key = "\(base.text).\(category.rawValue)"
        expected.insert(TableKey(key))
        guard let entry = table.entry(key) else {
          let anchor = firstForms[base].map { $0 + 1 } ?? 1
          report(
            table.path, anchors[min(anchor, englishKeys.count)],
            .missingPluralForm(key, language: language, category: category))
          continue
        }
        compare(entry, with: reference, in: table, plural: true)
      }
    }
    for entry in table.firstEntries where !expected.contains(TableKey(entry.key)) {
      if let (_, category) = pluralForm(entry.key, bases: bases) {
        report(
          table.path, entry.line,
          .unusedPluralForm(entry.key, language: language, category: category))
      } else {
        report(table.path, entry.line, .extraKey(entry.key))
      }
    }
  }

  /// Checks a translation against its English text.
  private mutating func compare(
    _ entry: StringsEntry, with englishValue: String, in table: Table,
    plural: Bool = false
  ) {
    if isBlank(entry.value) {
      report(table.path, entry.valueLine, .emptyValue(key: entry.key))
      return
    }
    if Self.stringKeys[TableKey(entry.key)]?.isDatePattern == true {
      checkDatePattern(entry, in: table)
      return
    }
    let template = FormatTemplate(entry.value)
    let reference = FormatTemplate(englishValue)
    if template.mixesNumbering {
      report(
        table.path, entry.valueLine,
        .mixedPlaceholders(key: entry.key, found: template.placeholderSummary))
    } else if template.leavesOrderUnsaid(reference: reference) {
      report(
        table.path, entry.valueLine,
        .unnumberedPlaceholders(
          key: entry.key, english: reference.placeholderSummary,
          found: template.placeholderSummary))
    } else if !template.isCompatible(withReference: reference) {
      report(
        table.path, entry.valueLine,
        .specifiersDifferFromEnglish(
          key: entry.key, english: reference.placeholderSummary,
          found: template.placeholderSummary))
    } else if template.lonePercentCount > 0 {
      checkSpecifiers(template, entry: entry, in: table)
    }
    if !plural, entry.value == englishValue, hasWords(template),
      !SameAsEnglish.isMarked(entry.comment)
    {
      report(table.path, entry.valueLine, .sameAsEnglish(key: entry.key, value: entry.value))
    }
  }

  // MARK: Helpers

  private mutating func reportDuplicates(in table: Table) {
    for (first, second) in table.file.duplicates {
      report(table.path, second.line, .duplicateKey(second.key, firstLine: first.line))
    }
  }

  /// The bases of plural keys in a table: keys the code declares, and any key with an
  /// `.other` form.
  private func pluralBases(of table: Table) -> Set<TableKey> {
    var bases = Set(Self.pluralKeys.keys)
    let suffix = Array(".other".utf8)
    for entry in table.firstEntries {
      let bytes = Array(entry.key.utf8)
      guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else {
        continue
      }
      bases.insert(TableKey(String(decoding: bytes.dropLast(suffix.count), as: UTF8.self)))
    }
    return bases
  }

  /// For each index into `order` (and its end), the line of the nearest key before it
  /// that `table` has, or 1: where a missing key belongs. One pass over `order`.
  private func anchorLines(_ order: [String], in table: Table) -> [Int] {
    var anchors = [1]
    anchors.reserveCapacity(order.count + 1)
    for key in order {
      anchors.append(table.entry(key)?.line ?? anchors[anchors.count - 1])
    }
    return anchors
  }

  /// For each key's parent (the key up to its last dot: `card.days` for `card.days.one`),
  /// the index of its first key in `keys`.
  private func firstIndexByParent(_ keys: [String]) -> [TableKey: Int] {
    var first: [TableKey: Int] = [:]
    for (index, key) in keys.enumerated() {
      let bytes = Array(key.utf8)
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { continue }
      let parent = TableKey(String(decoding: bytes[..<dot], as: UTF8.self))
      if first[parent] == nil { first[parent] = index }
    }
    return first
  }

  private mutating func report(_ file: String, _ line: Int?, _ problem: LintProblem) {
    findings.append(LintFinding(file: file, line: line, problem: problem))
  }
}

/// The base and category of a plural form key such as `card.days.few`.
private func pluralForm(_ key: String, bases: Set<TableKey>) -> (TableKey, PluralCategory)? {
  let bytes = Array(key.utf8)
  guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
    let category = PluralCategory(rawValue: String(decoding: bytes[(dot + 1)...], as: UTF8.self))
  else { return nil }
  let base = TableKey(String(decoding: bytes[..<dot], as: UTF8.self))
  return bases.contains(base) ? (base, category) : nil
}

private func isBlank(_ text: String) -> Bool {
  text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
}

/// Whether a text has letters outside its placeholders (a value made only of
/// placeholders and punctuation may well be the same in every language).
private func hasWords(_ template: FormatTemplate) -> Bool {
  template.pieces.contains { piece in
    if case .literal(let text) = piece {
      return text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
    return false
  }
}
