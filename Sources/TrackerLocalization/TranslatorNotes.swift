import Foundation
import StringsFile

/// The comments translators read beside the English texts: the `/* … */` written above
/// each key of the English table, by key. A plural form without a comment of its own
/// shares the comment of another form of the same plural key.
public struct TranslatorNotes: Sendable, Equatable {
  /// The keys of the English table, in the table's order.
  public let keys: [String]
  /// The comment above each key of the English table that has one, trimmed.
  public let comments: [String: String]

  /// Notes with the given keys and comments (for tests and tools).
  public init(keys: [String], comments: [String: String]) {
    self.keys = keys
    self.comments = comments
  }

  /// The notes of the English table embedded in the binary.
  public static let embedded: TranslatorNotes = {
    guard
      let file = EmbeddedTables.files.first(where: {
        $0.language == Language.english.code && $0.table == LocalizationTables.tableName
      }), let data = Data(base64Encoded: file.base64)
    else { return TranslatorNotes(keys: [], comments: [:]) }
    return TranslatorNotes(bytes: [UInt8](data))
  }()

  /// The notes of `folder/en.lproj/Localizable.strings`; none when it cannot be read
  /// (`LocalizationTables.load(from:)` reports why).
  public static func load(from folder: URL) -> TranslatorNotes {
    let url = folder.appendingPathComponent("\(Language.english.code).lproj")
      .appendingPathComponent("\(LocalizationTables.tableName).strings")
    guard let data = try? Data(contentsOf: url) else {
      return TranslatorNotes(keys: [], comments: [:])
    }
    return TranslatorNotes(bytes: [UInt8](data))
  }

  private init(bytes: [UInt8]) {
    var comments: [String: String] = [:]
    var keys: [String] = []
    var seen: Set<String> = []
    let entries =
      (try? StringsFile(bytes: bytes, path: "en", allowingDuplicateKeys: true))?
      .entries ?? []
    for entry in entries {
      if seen.insert(entry.key).inserted { keys.append(entry.key) }
      if let comment = entry.comment, !comment.isEmpty, comments[entry.key] == nil {
        comments[entry.key] = comment
      }
    }
    self.keys = keys
    self.comments = comments
  }

  /// The comment for `key` as a translator into `language` reads it: for a plural form,
  /// English's comment without its own closing "Plural form one (1)." and with the form
  /// `key` names, in `language`'s counts: "… Plural form few (2, 3, 4, 22, 23, …).".
  public func comment(forKey key: String, in language: Language) -> String? {
    guard let form = PluralForm(key: key) else { return comment(forKey: key) }
    let note = "Plural form \(language.pluralRules.describe(form.category))."
    guard let english = comment(forKey: key) else { return note }
    return Self.withoutFormNote(english) + " " + note
  }

  /// A comment without its closing "Plural form other (0, 2, 3, …)." note.
  public static func withoutFormNote(_ comment: String) -> String {
    guard let range = comment.range(of: " Plural form ", options: .backwards) else {
      return comment.hasPrefix("Plural form ") ? "" : comment
    }
    return String(comment[..<range.lowerBound])
  }

  /// The comment for `key`: its own, or for a plural form (`card.days.few`) that of another
  /// form of its plural key.
  public func comment(forKey key: String) -> String? {
    if let own = comments[key] { return own }
    guard let form = PluralForm(key: key) else { return nil }
    for category in PluralCategory.allCases {
      if let shared = comments[form.key.key(for: category)] { return shared }
    }
    return nil
  }
}

/// A table key that is one plural form of a `PluralKey`: `card.days.few` is `card.days`
/// in the category `few`.
public struct PluralForm: Hashable, Sendable {
  /// The plural key: `card.days`.
  public let key: PluralKey
  /// The form's category: `few`.
  public let category: PluralCategory

  /// The plural form `key` names, or nil when it names none.
  public init?(key: String) {
    guard Self.endsInACategory(key) else { return nil }
    guard let dot = key.lastIndex(of: ".") else { return nil }
    guard let category = PluralCategory(rawValue: String(key[key.index(after: dot)...])),
      let plural = PluralKey(rawValue: String(key[..<dot]))
    else { return nil }
    self.key = plural
    self.category = category
  }

  /// Whether `key`'s last bytes are a dot and a category's name, as every plural form's are:
  /// most keys are told apart this way, without searching them by character (slow in a debug
  /// build, and asked for every text the gallery and the translation files show).
  private static func endsInACategory(_ key: String) -> Bool {
    var key = key
    return key.withUTF8 { bytes in
      func endsIn(_ name: StaticString) -> Bool {
        let length = name.utf8CodeUnitCount
        guard bytes.count > length, bytes[bytes.count - length - 1] == UInt8(ascii: "."),
          let base = bytes.baseAddress
        else { return false }
        return memcmp(base + (bytes.count - length), name.utf8Start, length) == 0
      }
      return endsIn("zero") || endsIn("one") || endsIn("two") || endsIn("few") || endsIn("many")
        || endsIn("other")
    }
  }
}

/// A translation that is the same as English on purpose ("Tracker", "Emoji" or "Orange" in
/// German): the comment just above its entry in the language's table says so, so the mark
/// travels with the table. The linter does not warn about it, and an XLIFF export marks it
/// `final`; `strings import` writes the mark for a unit whose target equals its source and
/// whose state is `signed-off` or `final`.
public enum SameAsEnglish {
  /// The comment `strings import` writes above a marked entry.
  public static let mark = "Same as English on purpose."

  /// Whether an entry's comment (the last one above it) marks it, in any letter case.
  public static func isMarked(_ comment: String?) -> Bool {
    guard let comment else { return false }
    return comment.lowercased().contains("same as english on purpose")
  }

  /// Whether a text the same as English would draw the linter's warning, and so needs the
  /// mark: a text with words (not only placeholders and punctuation, `%1$@, %2$@`), neither a
  /// date pattern nor a plural form.
  public static func needsMark(key: String, english: String, isPluralForm: Bool) -> Bool {
    guard !isPluralForm, StringKey(rawValue: key)?.isDatePattern != true else { return false }
    return FormatTemplate(english).pieces.contains { piece in
      if case .literal(let text) = piece {
        return text.unicodeScalars.contains { $0.properties.isAlphabetic }
      }
      return false
    }
  }
}
