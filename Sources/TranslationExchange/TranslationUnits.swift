import FormatSpecifiers
import StringsFile
import TrackerLocalization

/// One text a translator translates into one language: the key, the English it is
/// translated from, the English comment, and the plural text it is a form of.
public struct TranslationUnit: Sendable, Equatable {
  /// The key in the language's table: `trackers.title`, `card.days.few`.
  public let key: String
  /// The English text shown to the translator. A plural form's is English's singular for
  /// the language's first form and English's plural for the others, as gettext gives them
  /// (`msgid` and `msgid_plural`).
  public let source: String
  /// The English translator comment, if any; a plural form's names the form in the
  /// language's own counts ("… Plural form few (2, 3, 4, 22, 23, …).").
  public let comment: String?
  /// The plural text this is a form of (`card.days`), nil for a plain text.
  public let pluralBase: String?
  /// The English text whose placeholders a translation must take.
  public let reference: String
  /// The position of a plural form among the language's forms, in CLDR order (`one`,
  /// `few`, `many`, `other` in Russian): 0, 1, 2 …; nil for a plain text.
  public let pluralIndex: Int?

  /// The unit's id in an XLIFF file: the key, or for a plural form its base and position,
  /// as gettext numbers the forms (`card.days[0]`), which translate-toolkit and Weblate read
  /// as one plural text.
  public var xliffID: String {
    guard let pluralBase, let pluralIndex else { return key }
    return "\(pluralBase)[\(pluralIndex)]"
  }
}

/// The units of one language in English's order, the forms of a plural text together, in
/// the order of the language's plural categories: what an export lists and what an import
/// accepts.
public struct TranslationUnits: Sendable {
  /// The language translated into.
  public let language: Language
  /// Every unit, in order.
  public let units: [TranslationUnit]
  private let byKey: [TableKey: Int]
  private let byXLIFFID: [TableKey: Int]

  /// The units of `language` for the English table `english`. A key is a plural form when
  /// English has its base with `.other` (as for `PluralKey`); the language gets one form per
  /// category of its plural rules.
  public init(english: StringsFile, language: Language) {
    self.language = language
    let entries = english.dictionaryOfFirstEntries
    var bases: Set<TableKey> = []
    for entry in english.entries {
      if let base = entry.key.droppingSuffix(".other") { bases.insert(TableKey(base)) }
    }
    var units: [TranslationUnit] = []
    var done: Set<TableKey> = []
    let rules = language.pluralRules
    for entry in english.entries {
      if let base = pluralBase(of: entry.key, bases: bases) {
        guard !done.contains(TableKey(base)) else { continue }
        done.insert(TableKey(base))
        let other = entries[TableKey(base + ".other")]
        let singular = entries[TableKey(base + ".one")] ?? other
        let comment = (entries[TableKey(entry.key)]?.comment ?? other?.comment).map {
          TranslatorNotes.withoutFormNote($0)
        }
        for (index, category) in rules.categories.enumerated() {
          let note = "Plural form \(rules.describe(category))."
          units.append(
            TranslationUnit(
              key: "\(base).\(category.rawValue)",
              source: (index == 0 ? singular : other)?.value ?? "",
              comment: comment.map { $0.isEmpty ? note : $0 + " " + note } ?? note,
              pluralBase: base, reference: other?.value ?? "", pluralIndex: index))
        }
      } else if !done.contains(TableKey(entry.key)) {
        done.insert(TableKey(entry.key))
        units.append(
          TranslationUnit(
            key: entry.key, source: entry.value, comment: entry.comment, pluralBase: nil,
            reference: entry.value, pluralIndex: nil))
      }
    }
    self.units = units
    var byKey: [TableKey: Int] = [:]
    var byXLIFFID: [TableKey: Int] = [:]
    for (index, unit) in units.enumerated() {
      byKey[TableKey(unit.key)] = index
      byXLIFFID[TableKey(unit.xliffID)] = index
    }
    self.byKey = byKey
    self.byXLIFFID = byXLIFFID
  }

  /// The unit of `key`, if the language has one.
  public func unit(_ key: String) -> TranslationUnit? {
    byKey[TableKey(key)].map { units[$0] }
  }

  /// The unit an XLIFF id names: `card.days[1]` as gettext numbers plural forms, or a key
  /// (`card.days.few`, as earlier exports wrote plural forms too).
  public func unit(xliffID id: String) -> TranslationUnit? {
    (byXLIFFID[TableKey(id)] ?? byKey[TableKey(id)]).map { units[$0] }
  }

  /// The position of `key` in the units' order.
  func index(of key: String) -> Int? {
    byKey[TableKey(key)]
  }
}

/// Whether `translation` takes the same arguments as the English `reference`: the same
/// kinds at the same positions, and no specifier the kit does not format.
func placeholdersMatch(_ translation: String, reference: String) -> Bool {
  let pieces = FormatPiece.pieces(of: translation)
  let unsupported = pieces.contains { if case .unsupported = $0 { true } else { false } }
  guard !unsupported, let mine = FormatPiece.argumentKinds(of: pieces),
    let theirs = FormatPiece.argumentKinds(of: FormatPiece.pieces(of: reference))
  else { return false }
  return mine == theirs
}

/// Whether `translation` leaves unnumbered the placeholders the English `reference` orders
/// ("%d z %d dni" for "%2$d of %1$d days").
func leavesOrderUnsaid(_ translation: String, reference: String) -> Bool {
  FormatPiece.leavesOrderUnsaid(
    FormatPiece.pieces(of: translation), reference: FormatPiece.pieces(of: reference))
}

/// Whether `text` mixes numbered and unnumbered placeholders (`%1$@, %2$@ %@`).
func mixesNumbering(_ text: String) -> Bool {
  FormatPiece.mixesNumbering(FormatPiece.pieces(of: text))
}

/// The placeholders of a text as written, for messages: `%1$@ %2$d`, or `none`.
func placeholderList(_ text: String) -> String {
  let raws = FormatPiece.pieces(of: text).compactMap { piece -> String? in
    switch piece {
    case .placeholder(_, _, let raw), .unsupported(let raw): raw
    default: nil
    }
  }
  return raws.isEmpty ? "none" : raws.joined(separator: " ")
}

private func pluralBase(of key: String, bases: Set<TableKey>) -> String? {
  guard let dot = key.lastIndex(of: "."),
    PluralCategory(rawValue: String(key[key.index(after: dot)...])) != nil
  else { return nil }
  let base = String(key[..<dot])
  return bases.contains(TableKey(base)) ? base : nil
}

extension StringsFile {
  /// The first entry of every key.
  var dictionaryOfFirstEntries: [TableKey: StringsEntry] {
    var result: [TableKey: StringsEntry] = [:]
    for entry in entries where result[TableKey(entry.key)] == nil {
      result[TableKey(entry.key)] = entry
    }
    return result
  }
}

extension String {
  func droppingSuffix(_ suffix: String) -> String? {
    guard utf8.count > suffix.utf8.count, utf8.reversed().starts(with: suffix.utf8.reversed())
    else { return nil }
    return String(decoding: utf8.dropLast(suffix.utf8.count), as: UTF8.self)
  }
}
