import Foundation
import StringsFile
import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The fixture every screen test uses: the gallery's (`GalleryFixture`), with
/// a context for each language.
enum Fixture {
  static let today = GalleryFixture.today
  static let name38 = GalleryFixture.name38
  static let name39 = GalleryFixture.name39
  static let familyName = GalleryFixture.familyName
  static let state = GalleryFixture.state

  /// Every language with a table in `Localization/`, then the pseudo-locales: a language a
  /// translator adds gets its snapshots as Russian does, with no change here.
  static let languages: [Language] = LocalizationTables.embedded.languages + Language.pseudoLocales

  static func context(
    _ language: Language, tables: Tables = .shipped, state: TrackerState = Fixture.state,
    connection: ConnectionStatus = .online
  ) -> ScreenContext {
    ScreenContext(
      state: state, localizer: Localizer(language: language, tables: tables.tables), today: today,
      connection: connection)
  }
}

/// The tables a unit test runs with: the shipped ones, or the same keys with every value
/// rewritten (placeholders kept). Unit tests check keys, plural forms and arguments, never
/// words, so each runs with both and must pass with both: a translator's change can only
/// fail a snapshot.
enum Tables: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case shipped
  case rewritten

  var tables: LocalizationTables {
    switch self {
    case .shipped: .embedded
    case .rewritten: Self.rewrittenTables
    }
  }

  var testDescription: String { rawValue }

  /// Every value of every embedded table replaced by other words with the same
  /// placeholders (and the date pattern by another usable pattern).
  static let rewrittenTables: LocalizationTables = {
    let shipped = LocalizationTables.embedded
    var values: [Language: [TableKey: String]] = [:]
    for language in shipped.languages {
      var table: [TableKey: String] = [:]
      for key in shipped.keys(in: language) {
        guard let value = shipped.value(forKey: key.text, in: language) else { continue }
        table[key] = rewritten(key.text, value, language)
      }
      values[language] = table
    }
    return LocalizationTables(values: values)
  }()

  /// `⟦ru:trackers.title⟧`, with the value's placeholders after it in their order.
  static func rewritten(_ key: String, _ value: String, _ language: Language) -> String {
    // Sample content is a user's words, not the app's: kept, so that names sort as before.
    if StringKey(rawValue: key)?.isSampleContent == true { return value }
    if StringKey(rawValue: key)?.isDatePattern == true {
      // Another pattern with the same fields in the same order (so the same names), the
      // rest rewritten: `'⟦ru⟧ 'EEEE/d/MMMM/yyyy`.
      let fields = value.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.flatMap { $0.element.matches(of: /[dMLyE]+/) }
        .map { String($0.output) }
      return "'⟦\(language.code)⟧ '" + fields.joined(separator: "/")
    }
    let placeholders = value.matches(of: /%(?:[0-9]+\$)?(?:ll|l)?[@diu%]/).map { String($0.output) }
    return (["⟦\(language.code):\(key)⟧"] + placeholders).joined(separator: " ")
  }
}

extension ScreenGallery.Entry {
  /// The state's element tree in `language`'s embedded tables: described once a test process
  /// (a tree depends on the state and the language alone, and the snapshot, pseudo-locale,
  /// spoken-label, focus and catalog tests read the same trees).
  func describe(_ language: Language) throws -> ScreenElement {
    let key = "\(name) \(language.code)"
    if let known = DescribedStates.shared.tree(key) { return known }
    let tree = try describe(Localizer(language: language))
    DescribedStates.shared.keep(tree, as: key)
    return tree
  }
}

/// The trees `ScreenGallery.Entry.describe(_:)` made, by state and language.
private final class DescribedStates: @unchecked Sendable {
  static let shared = DescribedStates()
  private let lock = NSLock()
  private var trees: [String: ScreenElement] = [:]

  func tree(_ key: String) -> ScreenElement? {
    lock.withLock { trees[key] }
  }

  func keep(_ tree: ScreenElement, as key: String) {
    lock.withLock { trees[key] = tree }
  }
}

extension DisplayText {
  /// The table key of a localized text; for the user's words and numbers, the words in
  /// «guillemets» or the number, which come from the state and not from a table.
  var keyOrContent: String {
    switch self {
    case .localized(let text): text.key
    case .content(let text): "«\(text)»"
    case .number(let text): text
    }
  }
}
