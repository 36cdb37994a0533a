import Foundation
import StringsFile
import TrackerLocalization

/// The English each translation of one language was made from, kept beside the tables in
/// `Localization/translated-from/<language>.strings` (outside the `.lproj` folders, so that
/// neither the app nor Xcode reads it): a plain `.strings` table from key to English text.
/// `strings import` and `strings confirm` write it; `strings status` compares it with
/// today's English. A translation it has no entry for counts as made from today's English.
/// A translation imported in another review state than `translated` has the state as a
/// comment above its entry (`/* state: needs-review-translation */`), so that it stays stale
/// or new until it is reviewed, and is exported again with its state.
public struct TranslationRecord: Sendable, Equatable {
  /// The English text each key was translated from.
  public var sources: [TableKey: String]
  /// The review state of each translation imported in a state other than `translated`.
  public var states: [TableKey: ReviewState]

  /// A record with the given sources and states.
  public init(sources: [TableKey: String] = [:], states: [TableKey: ReviewState] = [:]) {
    self.sources = sources
    self.states = states
  }

  /// The folder of records inside a `Localization/` folder.
  public static let folderName = "translated-from"

  /// Where the record of `language` is kept under `tables`.
  public static func url(in tables: URL, for language: Language) -> URL {
    tables.appendingPathComponent(folderName).appendingPathComponent("\(language.code).strings")
  }

  /// The record of `language` under `tables`; an empty record when there is no file, an
  /// error naming the line and column when the file cannot be read as a table.
  public static func read(in tables: URL, for language: Language) throws(StringsFileError)
    -> TranslationRecord
  {
    let url = url(in: tables, for: language)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return TranslationRecord()
    }
    let path = "\(tables.lastPathComponent)/\(folderName)/\(language.code).strings"
    let file = try StringsFile(bytes: [UInt8](data), path: path)
    var states: [TableKey: ReviewState] = [:]
    for entry in file.entries {
      if let comment = entry.comment, comment.hasPrefix(statePrefix),
        let state = ReviewState(String(comment.dropFirst(statePrefix.count)))
      {
        states[TableKey(entry.key)] = state
      }
    }
    return TranslationRecord(sources: file.dictionary, states: states)
  }

  private static let statePrefix = "state: "

  /// The record as a table, keys in the units' order (then any others, sorted), so that
  /// the same record always gives the same bytes.
  public func bytes(in units: TranslationUnits) -> [UInt8] {
    var lines = [
      "/* The English text each \(units.language.code) translation was made from. Written by",
      "   `tracker-kit strings import` and `strings confirm`; `strings status` compares it with",
      "   English to find stale translations. Not shown by the app: do not translate. */",
      "",
    ]
    var written: Set<TableKey> = []
    for unit in units.units {
      let key = TableKey(unit.key)
      guard let source = sources[key] else { continue }
      written.insert(key)
      if let state = states[key] { lines.append("/* \(Self.statePrefix)\(state.value) */") }
      lines.append(
        StringsEntryText.quoted(unit.key) + " = " + StringsEntryText.quoted(source) + ";")
    }
    let others = sources.keys.filter { !written.contains($0) }.sorted {
      $0.text.utf8.lexicographicallyPrecedes($1.text.utf8)
    }
    for key in others {
      if let state = states[key] { lines.append("/* \(Self.statePrefix)\(state.value) */") }
      lines.append(
        StringsEntryText.quoted(key.text) + " = " + StringsEntryText.quoted(sources[key] ?? "")
          + ";")
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }
}
