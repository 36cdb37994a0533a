import Foundation
import StringsFile
import TrackerLocalization

/// How far one language's translation is: which texts are translated, which are missing,
/// which are stale, their English changed after they were translated (the record kept by
/// `strings import` and `strings confirm` says what English they were made from) or their
/// XLIFF state asks for a review, and which are new, imported in a state that says they are
/// not finished (`new`, `needs-translation` …).
public struct TranslationStatus: Sendable, Equatable {
  /// A translation whose English changed since, or whose state asks for a review.
  public struct Stale: Sendable, Equatable {
    /// The key.
    public let key: String
    /// The English the translation was made from.
    public let oldEnglish: String
    /// English today.
    public let newEnglish: String
    /// The state it was imported in, when that asks for a review (`needs-review-…`).
    public let state: ReviewState?
  }

  /// A translation imported in a state that says it is not finished: it is in the table
  /// and the app shows it, but it waits for its translator.
  public struct Draft: Sendable, Equatable {
    /// The key.
    public let key: String
    /// Its state: `new`, `needs-translation`, `needs-adaptation`, `needs-l10n` or `x-…`.
    public let state: ReviewState
  }

  /// The language.
  public let language: Language
  /// Keys with a translation, stale ones included.
  public let translated: [String]
  /// Keys without one.
  public let missing: [String]
  /// Translations made from another English than today's, or marked for review.
  public let stale: [Stale]
  /// Translations not finished (counted as translated too, as they are in the table).
  public let drafts: [Draft]

  /// The status of `language` from its table, its record and the English table.
  public init(
    units: TranslationUnits, translations: [TableKey: String], record: TranslationRecord
  ) {
    language = units.language
    var translated: [String] = []
    var missing: [String] = []
    var stale: [Stale] = []
    var drafts: [Draft] = []
    for unit in units.units {
      let key = TableKey(unit.key)
      guard let value = translations[key],
        !value.unicodeScalars.allSatisfy({ $0.properties.isWhitespace })
      else {
        missing.append(unit.key)
        continue
      }
      translated.append(unit.key)
      let old = record.sources[key] ?? unit.source
      let state = record.states[key]
      if old != unit.source || state?.needsReview == true {
        stale.append(
          Stale(
            key: unit.key, oldEnglish: old, newEnglish: unit.source,
            state: state?.needsReview == true ? state : nil))
      } else if let state, state.isDraft {
        drafts.append(Draft(key: unit.key, state: state))
      }
    }
    self.translated = translated
    self.missing = missing
    self.stale = stale
    self.drafts = drafts
  }

  /// The keys of translations neither stale nor new: those an export marks approved.
  public var reviewed: Set<String> {
    Set(translated).subtracting(stale.map(\.key)).subtracting(drafts.map(\.key))
  }

  /// `ru: 180 translated, 0 missing, 1 stale, 0 new`, then each stale text with its old and
  /// new English (or the state that asks for its review), the new ones with their state, and
  /// the missing keys.
  public var description: String {
    var lines = [
      "\(language.code): \(translated.count) translated, \(missing.count) missing, \(stale.count) stale, \(drafts.count) new"
    ]
    for item in stale {
      lines.append("  stale \(item.key)" + (item.state.map { " (\($0))" } ?? ""))
      guard item.oldEnglish != item.newEnglish else { continue }
      lines.append("    was: \(StringsEntryText.quoted(item.oldEnglish))")
      lines.append("    now: \(StringsEntryText.quoted(item.newEnglish))")
    }
    for item in drafts { lines.append("  new \(item.key) (\(item.state))") }
    for key in missing { lines.append("  missing \(key)") }
    return lines.joined(separator: "\n")
  }
}

/// A `Localization/` folder as the translators' commands see it: English, the other
/// languages' tables and their records.
public struct TranslationFolder: Sendable {
  /// The folder.
  public let url: URL
  /// The English table.
  public let english: StringsFile

  /// Reads the English table under `url`.
  public init(_ url: URL) throws(TranslationFolderError) {
    self.url = url
    let path = "\(url.lastPathComponent)/en.lproj/\(LocalizationTables.tableName).strings"
    let englishURL = url.appendingPathComponent("en.lproj")
      .appendingPathComponent("\(LocalizationTables.tableName).strings")
    guard let data = FileManager.default.contents(atPath: englishURL.path) else {
      throw .noEnglishTable(path)
    }
    do {
      english = try StringsFile(bytes: [UInt8](data), path: path)
    } catch {
      throw .table(error)
    }
  }

  /// The table file of `language`.
  public func tableURL(_ language: Language) -> URL {
    url.appendingPathComponent("\(language.code).lproj")
      .appendingPathComponent("\(LocalizationTables.tableName).strings")
  }

  /// The table path as messages show it: `Localization/ru.lproj/Localizable.strings`.
  public func tablePath(_ language: Language) -> String {
    "\(url.lastPathComponent)/\(language.code).lproj/\(LocalizationTables.tableName).strings"
  }

  /// Every language with a folder, English and the pseudo-locale left out, sorted.
  public var languages: [Language] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".lproj") }.compactMap {
      Language(code: String($0.dropLast(".lproj".count)))
    }.filter { $0 != .english && !$0.isPseudo }.sorted()
  }

  /// The translations of `language` (an empty table when it has none yet).
  public func translations(_ language: Language) throws(StringsFileError) -> [TableKey: String] {
    try table(language)?.dictionary ?? [:]
  }

  /// The table of `language` as read, comments included; nil when it has none yet.
  func table(_ language: Language) throws(StringsFileError) -> StringsFile? {
    guard let data = FileManager.default.contents(atPath: tableURL(language).path) else {
      return nil
    }
    return try StringsFile(bytes: [UInt8](data), path: tablePath(language))
  }

  /// The units of `language`.
  public func units(_ language: Language) -> TranslationUnits {
    TranslationUnits(english: english, language: language)
  }

  /// The status of `language`.
  public func status(_ language: Language) throws(StringsFileError) -> TranslationStatus {
    TranslationStatus(
      units: units(language), translations: try translations(language),
      record: try TranslationRecord.read(in: url, for: language))
  }

  /// The XLIFF document of `language`: each translation with its review state (stale ones
  /// `needs-review-translation`, or the state they were imported in, with a note of the English
  /// they were made from), reviewed ones `signed-off` and approved (translate-toolkit and
  /// Weblate read `translated` as not yet reviewed), and those the same as English on purpose
  /// `final`.
  public func xliff(_ language: Language) throws(StringsFileError) -> String {
    let (units, targets) = try targets(language)
    return XLIFFWriter.document(units, targets: targets)
  }

  /// The gettext PO document of `language` (`POWriter`): the same translations and states as
  /// `xliff(_:)`, a stale or unfinished one `fuzzy`.
  public func po(_ language: Language) throws(StringsFileError) -> String {
    let (units, targets) = try targets(language)
    return POWriter.document(units, targets: targets)
  }

  /// The units of `language` and what an export writes for each translated one.
  private func targets(_ language: Language) throws(StringsFileError) -> (
    TranslationUnits, [TableKey: XLIFFTarget]
  ) {
    let table = try table(language)
    let translations = table?.dictionary ?? [:]
    let record = try TranslationRecord.read(in: url, for: language)
    let units = units(language)
    let status = TranslationStatus(units: units, translations: translations, record: record)
    let stale = Dictionary(
      status.stale.map { (TableKey($0.key), $0.state ?? .needsReviewTranslation) },
      uniquingKeysWith: { first, _ in first })
    let madeFrom = Dictionary(
      status.stale.map { (TableKey($0.key), $0.oldEnglish) },
      uniquingKeysWith: { first, _ in first })
    let drafts = Dictionary(
      status.drafts.map { (TableKey($0.key), $0.state) }, uniquingKeysWith: { first, _ in first })
    let marked = Set(
      (table?.entries ?? []).filter { SameAsEnglish.isMarked($0.comment) }.map { TableKey($0.key) })
    var targets: [TableKey: XLIFFTarget] = [:]
    for (key, text) in translations {
      if let state = stale[key] ?? drafts[key] {
        targets[key] = XLIFFTarget(
          text: text, state: state, isApproved: false, translatedFrom: madeFrom[key])
      } else {
        let isMarked = marked.contains(key)
        targets[key] = XLIFFTarget(
          text: text, state: isMarked ? .final : record.states[key] ?? .signedOff,
          isApproved: true, isSameAsEnglish: isMarked)
      }
    }
    return (units, targets)
  }

  /// Records today's English as the source of the current translations of `keys` (every
  /// translated key when nil), for translations made by editing the table directly.
  /// Returns the keys recorded; writes the record atomically.
  public func confirm(_ language: Language, keys: [String]?) throws(TranslationFolderError)
    -> [String]
  {
    let units = units(language)
    var record: TranslationRecord
    let translations: [TableKey: String]
    do {
      record = try TranslationRecord.read(in: url, for: language)
      translations = try self.translations(language)
    } catch {
      throw .table(error)
    }
    var confirmed: [String] = []
    for key in keys ?? units.units.map(\.key) {
      guard let unit = units.unit(key) else { throw .unknownKey(key) }
      guard translations[TableKey(key)] != nil else {
        if keys == nil { continue }
        throw .notTranslated(key)
      }
      record.sources[TableKey(key)] = unit.source
      record.states[TableKey(key)] = nil
      confirmed.append(key)
    }
    let recordURL = TranslationRecord.url(in: url, for: language)
    let bytes = record.bytes(in: units)
    if FileManager.default.contents(atPath: recordURL.path).map({ [UInt8]($0) }) != bytes {
      do {
        try TableFile.write(bytes, to: recordURL.path)
      } catch {
        throw .write(error)
      }
    }
    return confirmed
  }
}

/// Why `strings confirm` could not record a translation.
public enum TranslationFolderError: Error, Sendable, CustomStringConvertible {
  /// A table or record that cannot be read.
  case table(StringsFileError)
  /// No readable English table.
  case noEnglishTable(String)
  /// A key English does not have.
  case unknownKey(String)
  /// A key the language has no translation of.
  case notTranslated(String)
  /// The record could not be written.
  case write(TableWriteError)

  /// What went wrong.
  public var description: String {
    switch self {
    case .table(let error): error.description
    case .noEnglishTable(let path): "\(path): error: cannot read the English table"
    case .unknownKey(let key): "unknown key \"\(key)\": English has no such text"
    case .notTranslated(let key): "\"\(key)\" has no translation to confirm"
    case .write(let error): error.description
    }
  }
}
