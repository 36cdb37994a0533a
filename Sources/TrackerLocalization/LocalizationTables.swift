import Diagnostics
import Foundation
import StringsFile

/// The `Localizable.strings` table of every language, key to value, with the errors met
/// while loading them. Loading never fails as a whole: a table that cannot be read is left
/// out (its texts fall back to English) and its error is listed in `loadErrors`.
public struct LocalizationTables: Sendable, Equatable {
  /// Values by language, then by key; keys compare by their Unicode scalars, as the app's
  /// Foundation compares them, so two keys that only look alike stay two keys.
  let values: [Language: [TableKey: String]]
  /// The values of the keys the code uses (`StringKey`, every form of every `PluralKey`),
  /// parsed as format templates once, so that a lookup never parses. Keyed by those keys'
  /// exact text: no other key is in here, so a `String` lookup cannot match a look-alike.
  let templates: [Language: [String: FormatTemplate]]
  /// Problems met while loading, each naming the file (and line and column when known).
  public let loadErrors: [TableLoadError]
  /// Whether these are `embedded` (or a `Localization/` folder holding its files byte for
  /// byte), so that what is worked out from them can be kept once per process: a quick
  /// test where comparing every value of every table was not.
  package let isEmbedded: Bool

  /// The table name the kit reads in every `.lproj` folder.
  public static let tableName = "Localizable"

  /// Tables from values in memory (for tests and tools).
  public init(values: [Language: [TableKey: String]], loadErrors: [TableLoadError] = []) {
    self.values = values
    self.templates = LocalizationTables.templates(of: values)
    self.loadErrors = loadErrors
    self.isEmbedded = false
  }

  /// The tables embedded in the binary at build time from `Localization/`, parsed once.
  public static let embedded = LocalizationTables(files: embeddedFiles, isEmbedded: true)

  /// Equal when they hold the same values and load errors (the templates are made from the
  /// values), wherever they were read from.
  public static func == (lhs: LocalizationTables, rhs: LocalizationTables) -> Bool {
    (lhs.isEmbedded && rhs.isEmbedded)
      || (lhs.values == rhs.values && lhs.loadErrors == rhs.loadErrors)
  }

  /// The table files embedded in the binary, as `init(files:)` reads them.
  private static let embeddedFiles: [(folder: String, path: String, bytes: [UInt8]?)] =
    EmbeddedTables.files.filter { $0.table == tableName }.map { file in
      (
        folder: "\(file.language).lproj",
        path: "Localization/\(file.language).lproj/\(file.table).strings",
        bytes: Data(base64Encoded: file.base64).map { [UInt8]($0) }
      )
    }

  /// Loads every `*.lproj/Localizable.strings` below `folder` (a `Localization/` folder),
  /// so translators can render with edited tables without rebuilding.
  public static func load(from folder: URL) -> LocalizationTables {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else {
      return LocalizationTables(
        values: [:],
        loadErrors: [TableLoadError(file: folder.path, problem: .unreadableFolder)])
    }
    let files = entries.filter { $0.hasSuffix(".lproj") }.sorted().map { name in
      let url = folder.appendingPathComponent(name).appendingPathComponent(
        "\(tableName).strings")
      let display = "\(folder.lastPathComponent)/\(name)/\(tableName).strings"
      return (
        folder: name, path: display,
        bytes: (try? Data(contentsOf: url)).map { [UInt8]($0) }
      )
    }
    return isEmbedded(files) ? .embedded : LocalizationTables(files: files, isEmbedded: false)
  }

  /// Whether `files` are the embedded tables byte for byte (a checkout's own `Localization/`),
  /// which then need no parsing, and compare equal to `.embedded` at once (same storage).
  private static func isEmbedded(_ files: [(folder: String, path: String, bytes: [UInt8]?)])
    -> Bool
  {
    embedded.loadErrors.isEmpty && files.count == embeddedFiles.count
      && zip(files, embeddedFiles.sorted { $0.folder < $1.folder }).allSatisfy {
        $0.folder == $1.folder && sameBytes($0.bytes, $1.bytes)
      }
  }

  /// Whether two files read are there and hold the same bytes (compared at memory speed).
  private static func sameBytes(_ lhs: [UInt8]?, _ rhs: [UInt8]?) -> Bool {
    guard let lhs, let rhs, lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
      }
    }
  }

  private init(files: [(folder: String, path: String, bytes: [UInt8]?)], isEmbedded: Bool) {
    var values: [Language: [TableKey: String]] = [:]
    var errors: [TableLoadError] = []
    for file in files {
      let code = String(file.folder.dropLast(".lproj".count))
      guard let language = Language(code: code), !language.isPseudo else {
        errors.append(TableLoadError(file: file.path, problem: .notALanguage(code: code)))
        continue
      }
      guard let bytes = file.bytes else {
        errors.append(TableLoadError(file: file.path, problem: .unreadableFile))
        continue
      }
      do {
        values[language] = try StringsFile(bytes: bytes, path: file.path).dictionary
      } catch {
        errors.append(
          TableLoadError(
            file: file.path, line: error.line, column: error.column,
            problem: .syntax(error.problem)))
      }
    }
    self.values = values
    self.templates = LocalizationTables.templates(of: values)
    self.loadErrors = errors
    self.isEmbedded = isEmbedded
  }

  private static func templates(of values: [Language: [TableKey: String]])
    -> [Language: [String: FormatTemplate]]
  {
    values.mapValues { table in
      var templates: [String: FormatTemplate] = [:]
      for key in codeKeys {
        if let value = table[TableKey(key)] { templates[key] = FormatTemplate(value) }
      }
      return templates
    }
  }

  /// Every key the code looks up: the text keys and each plural form of the plural keys.
  static let codeKeys: [String] =
    StringKey.allCases.map(\.rawValue)
    + PluralKey.allCases.flatMap { key in PluralCategory.allCases.map { key.key(for: $0) } }

  /// The languages that have a table, English first.
  public var languages: [Language] {
    values.keys.sorted()
  }

  /// The value of `key` in `language`'s table, if it has a key with exactly these
  /// Unicode scalars.
  public func value(forKey key: String, in language: Language) -> String? {
    values[language]?[TableKey(key)]
  }

  /// Every key of `language`'s table.
  public func keys(in language: Language) -> Set<TableKey> {
    values[language].map { Set($0.keys) } ?? []
  }
}

/// A table that could not be loaded at run time: `file:line:column: error: message`, with
/// the line and column when the fault is in the table's text.
public typealias TableLoadError = Diagnostic<TableLoadProblem>

/// Why a table could not be loaded; its texts then fall back to English.
public enum TableLoadProblem: DiagnosticProblem {
  /// The `Localization/` folder cannot be listed.
  case unreadableFolder
  /// A `.lproj` folder whose name is not a language code the kit can load.
  case notALanguage(code: String)
  /// The table file cannot be read.
  case unreadableFile
  /// A syntax or encoding fault in the table.
  case syntax(StringsFileProblem)

  /// What went wrong, for the person who edited the tables.
  public var message: String {
    switch self {
    case .unreadableFolder: "cannot read the folder"
    case .notALanguage(let code): "'\(code)' is not a language code"
    case .unreadableFile: "cannot read the file"
    case .syntax(let problem): problem.message
    }
  }
}
