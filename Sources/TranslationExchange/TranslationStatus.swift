import Foundation
import StringsFile
import TrackerLocalization

/// How far one language's translation is: which texts are translated, which are missing,
/// and which are stale, their English changed after they were translated (the record
/// kept by `strings import` and `strings confirm` says what English they were made from).
public struct TranslationStatus: Sendable, Equatable {
  /// A translation whose English changed since.
  public struct Stale: Sendable, Equatable {
    /// The key.
    public let key: String
    /// The English the translation was made from.
    public let oldEnglish: String
    /// English today.
    public let newEnglish: String
  }

  /// The language.
  public let language: Language
  /// Keys with a translation, stale ones included.
  public let translated: [String]
  /// Keys without one.
  public let missing: [String]
  /// Translations made from another English than today's.
  public let stale: [Stale]

  /// The status of `language` from its table, its record and the English table.
  public init(
    units: TranslationUnits, translations: [TableKey: String], record: TranslationRecord
  ) {
    language = units.language
    var translated: [String] = []
    var missing: [String] = []
    var stale: [Stale] = []
    for unit in units.units {
      let key = TableKey(unit.key)
      guard let value = translations[key],
        !value.unicodeScalars.allSatisfy({ $0.properties.isWhitespace })
      else {
        missing.append(unit.key)
        continue
      }
      translated.append(unit.key)
      if let old = record.sources[key], old != unit.source {
        stale.append(Stale(key: unit.key, oldEnglish: old, newEnglish: unit.source))
      }
    }
    self.translated = translated
    self.missing = missing
    self.stale = stale
  }

  /// `ru: 180 translated, 0 missing, 1 stale`, then each stale text with its old and new
  /// English, and the missing keys.
  public var description: String {
    var lines = [
      "\(language.code): \(translated.count) translated, \(missing.count) missing, \(stale.count) stale"
    ]
    for item in stale {
      lines.append("  stale \(item.key)")
      lines.append("    was: \(StringsEntryText.quoted(item.oldEnglish))")
      lines.append("    now: \(StringsEntryText.quoted(item.newEnglish))")
    }
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
    guard let data = FileManager.default.contents(atPath: tableURL(language).path) else {
      return [:]
    }
    return try StringsFile(bytes: [UInt8](data), path: tablePath(language)).dictionary
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

  /// The XLIFF document of `language`, stale translations marked for review.
  public func xliff(_ language: Language) throws(StringsFileError) -> String {
    let status = try status(language)
    return XLIFFWriter.document(
      units(language), translations: try translations(language),
      stale: Set(status.stale.map { TableKey($0.key) }))
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
