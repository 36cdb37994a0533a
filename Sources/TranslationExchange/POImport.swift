import Foundation
import StringsFile
import TrackerLocalization

extension XLIFFImport {
  /// Whether `path` names a gettext PO file (`.po`, `.pot`), which `strings import` reads as
  /// PO rather than XLIFF.
  public static func isPO(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".po") || lowered.hasSuffix(".pot")
  }

  /// Plans the import of a PO file (`strings export --format po`, or what a tool wrote from
  /// it): the header's `Language` says the table; each entry's `msgctxt` is the key, its
  /// `msgid` the English it was translated from, a `fuzzy` entry is stale (or in the state its
  /// `# state:` comment keeps) and an empty `msgstr` is no translation. Every check of an
  /// XLIFF import applies, each fault named by line and column.
  static func planPO(_ bytes: [UInt8], path: String, tables: URL, overwrite: Bool)
    throws(XLIFFFailure) -> XLIFFImport
  {
    func failure(_ line: Int?, _ column: Int?, _ problem: XLIFFProblem) -> XLIFFFailure {
      XLIFFFailure(errors: [XLIFFError(file: path, line: line, column: column, problem: problem)])
    }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    guard let text = String(data: Data(body), encoding: .utf8) else {
      throw failure(1, 1, .poSyntax("the file is not UTF-8; save it as UTF-8"))
    }
    let entries: [POEntry]
    do {
      entries = try POReader.entries(text)
    } catch {
      throw failure(error.line, error.column, .poSyntax(error.message))
    }
    let header = entries.first { $0.context == nil && $0.source.isEmpty }
    guard let code = header.flatMap({ headerField("Language", in: $0) }), !code.isEmpty else {
      throw failure(header?.line ?? 1, 1, .poNoLanguage)
    }
    guard let given = Language(code: code),
      case let language = tableLanguage(for: given, tables: tableCodes(in: tables)),
      language != .english, !language.isPseudo, language.code.lowercased() != "en"
    else {
      throw failure(header?.line ?? 1, 1, .badTargetLanguage(code))
    }
    return try plan(language: language, path: path, tables: tables, overwrite: overwrite) {
      units in
      var reader = POEntryReader(path: path, units: units)
      for entry in entries where entry.context != nil || !entry.source.isEmpty {
        reader.read(entry)
      }
      return (reader.result, reader.errors)
    }
  }

  /// A field of a PO header (`Language: ru`), trimmed; nil when the header lacks it.
  static func headerField(_ name: String, in header: POEntry) -> String? {
    let text = header.translations.first?.text ?? ""
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}

/// Turns the entries of a PO file into translations of units, collecting every fault.
private struct POEntryReader {
  let path: String
  let units: TranslationUnits
  var result: [TableKey: ImportedTranslation] = [:]
  var errors: [XLIFFError] = []
  private var firstLines: [TableKey: Int] = [:]

  init(path: String, units: TranslationUnits) {
    self.path = path
    self.units = units
  }

  mutating func read(_ entry: POEntry) {
    guard let key = entry.context else {
      fail(entry.line, 1, .poNoContext(entry.source))
      return
    }
    let state = self.state(of: entry)
    let exported = entry.translatorComments.lazy.compactMap { comment -> [Substring]? in
      guard comment.hasPrefix(TableFingerprint.poPrefix) else { return nil }
      return comment.dropFirst(TableFingerprint.poPrefix.count).split(separator: " ")
    }.first
    for translation in entry.translations where !translation.text.isEmpty {
      let name = translation.index.map { "\(key)[\($0)]" } ?? key
      let isPlural = entry.pluralSource != nil
      guard let unit = isPlural ? units.unit(xliffID: name) : units.unit(key),
        (unit.pluralBase != nil) == isPlural, translation.index == nil || isPlural
      else {
        fail(translation.line, translation.column, .unknownKey(name))
        continue
      }
      let tableKey = TableKey(unit.key)
      if let line = firstLines[tableKey] {
        fail(translation.line, translation.column, .duplicateUnit(name, firstLine: line))
        continue
      }
      firstLines[tableKey] = translation.line
      if let problem = XLIFFImport.problem(translation.text, for: unit, name: name) {
        fail(translation.line, translation.column, problem)
        continue
      }
      let source = (unit.pluralIndex ?? 0) == 0 ? entry.source : entry.pluralSource ?? ""
      let form = translation.index ?? 0
      result[tableKey] = ImportedTranslation(
        target: translation.text, source: source, state: state, line: translation.line,
        column: translation.column,
        exportedFrom: exported.flatMap { form < $0.count ? String($0[form]) : nil })
    }
  }

  /// Reviewed unless `fuzzy`; a fuzzy entry is stale, or in the state a `# state:` comment
  /// keeps for it.
  private func state(of entry: POEntry) -> ReviewState {
    guard entry.flags.contains("fuzzy") else { return .signedOff }
    let kept = entry.translatorComments.lazy.compactMap { comment -> ReviewState? in
      guard comment.hasPrefix(POWriter.statePrefix) else { return nil }
      return ReviewState(String(comment.dropFirst(POWriter.statePrefix.count)))
    }.first
    return kept.flatMap { $0.isReviewed ? nil : $0 } ?? .needsReviewTranslation
  }

  private mutating func fail(_ line: Int, _ column: Int, _ problem: XLIFFProblem) {
    errors.append(XLIFFError(file: path, line: line, column: column, problem: problem))
  }
}
