import FormatSpecifiers
import Foundation
import StringsFile

/// One key of the English table as the code names it.
struct TextKey {
  /// The table key; for a plural text, the base without the category (`card.days`).
  let key: String
  /// The Swift case name (see `caseName(for:)`).
  let name: String
  /// The arguments its English text takes, in order (for a plural, its `.other` form's).
  let kinds: [PlaceholderKind]
  /// Where the text appears, from the translators' comment.
  let comment: String?
  /// The English text, or each plural form as `one: "%d day"`.
  let english: [String]
}

/// The keys of the English table split into texts (`StringKey`) and plural texts
/// (`PluralKey`: keys ending in `.zero`, `.one`, `.two`, `.few`, `.many` or `.other`
/// beside an `.other` form), with their case names and the argument kinds their format
/// specifiers take, read by `FormatSpecifiers` as the kit reads them. English is the
/// reference: the code has exactly its keys, so the two cannot drift.
struct TextKeys {
  private(set) var texts: [TextKey] = []
  private(set) var plurals: [TextKey] = []
  /// What stops the keys being generated, as compiler-style lines
  /// (`path:line:column: error: message`).
  private(set) var errors: [String] = []

  private let path: String
  private var namesTaken: [String: [String: StringsEntry]] = ["StringKey": [:], "PluralKey": [:]]

  static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

  /// The keys of `english`, the English table read from `path`.
  init(english: StringsFile, path: String) {
    self.path = path
    let keys = Set(english.entries.map(\.key))
    var formsByBase: [String: [StringsEntry]] = [:]
    var bases: [String] = []
    for entry in english.entries {
      if let base = TextKeys.pluralBase(of: entry.key, keys: keys) {
        if formsByBase[base] == nil { bases.append(base) }
        formsByBase[base, default: []].append(entry)
      } else if let name = name(for: entry, key: entry.key, in: "StringKey"),
        let kinds = argumentKinds(of: entry)
      {
        texts.append(
          TextKey(
            key: entry.key, name: name, kinds: kinds, comment: entry.comment,
            english: [swiftLiteral(entry.value)]))
      }
    }
    for base in bases {
      let forms = formsByBase[base] ?? []
      guard let other = forms.first(where: { $0.key == base + ".other" }),
        let name = name(for: other, key: base, in: "PluralKey"),
        let kinds = argumentKinds(of: other)
      else { continue }
      guard kinds.first == .integer else {
        error(
          at: other,
          "the count is the first argument of a plural text: \"\(other.key)\" must take %d (or %1$d) first"
        )
        continue
      }
      plurals.append(
        TextKey(
          key: base, name: name, kinds: kinds, comment: other.comment.map(withoutFormNote),
          english: forms.map { "\($0.key.dropFirst(base.count + 1)): \(swiftLiteral($0.value))" }))
    }
    if errors.isEmpty, texts.isEmpty || plurals.isEmpty {
      errors.append(
        "\(path):1:1: error: the English table needs at least one text and one plural text (keys ending in .one and .other)"
      )
    }
  }

  /// The base of a plural form key (`card.days` for `card.days.few`), when the table also
  /// has the base's `.other` form.
  static func pluralBase(of key: String, keys: Set<String>) -> String? {
    guard let dot = key.lastIndex(of: "."),
      pluralCategories.contains(String(key[key.index(after: dot)...]))
    else { return nil }
    let base = String(key[..<dot])
    return keys.contains(base + ".other") ? base : nil
  }

  /// The case name of `key`, if it has one no earlier key of the same enum has.
  private mutating func name(for entry: StringsEntry, key: String, in enumName: String) -> String? {
    guard let name = caseName(for: key) else {
      error(
        at: entry,
        "\"\(key)\" gives no Swift name: a key starts with an ASCII letter (see the catalog's WhereToChangeWhat article)"
      )
      return nil
    }
    if let earlier = namesTaken[enumName]?[name] {
      error(
        at: entry,
        "\"\(key)\" and \"\(earlier.key)\" (line \(earlier.line)) both give the Swift name \(enumName).\(name); rename one"
      )
      return nil
    }
    namesTaken[enumName]?[name] = entry
    return name
  }

  /// The arguments `entry`'s text takes, numbered from 1 without gaps.
  private mutating func argumentKinds(of entry: StringsEntry) -> [PlaceholderKind]? {
    let pieces = FormatPiece.pieces(of: entry.value)
    for case .unsupported(let raw) in pieces {
      error(
        at: entry,
        "unsupported format specifier \(raw) in \"\(entry.key)\": use %@ for a text and %d for a number"
      )
      return nil
    }
    guard let byPosition = FormatPiece.argumentKinds(of: pieces) else {
      error(
        at: entry,
        FormatPiece.mixesNumbering(pieces)
          ? "\"\(entry.key)\" mixes numbered (%1$@) and unnumbered (%@) placeholders; number every one"
          : "\"\(entry.key)\" takes one argument both as %@ and as %d")
      return nil
    }
    var kinds: [PlaceholderKind] = []
    for position in 1..<((byPosition.keys.max() ?? 0) + 1) {
      guard let kind = byPosition[position] else {
        error(
          at: entry,
          "\"\(entry.key)\" never takes argument \(position) but takes a later one: number the arguments from 1 without gaps"
        )
        return nil
      }
      kinds.append(kind)
    }
    return kinds
  }

  private mutating func error(at entry: StringsEntry, _ message: String) {
    errors.append("\(path):\(entry.line):\(entry.column): error: \(message)")
  }
}

/// A plural form's comment without its closing "Plural form other (0, 2, 3, …)." note.
private func withoutFormNote(_ comment: String) -> String {
  guard let range = comment.range(of: " Plural form ", options: .backwards) else { return comment }
  return String(comment[..<range.lowerBound])
}
