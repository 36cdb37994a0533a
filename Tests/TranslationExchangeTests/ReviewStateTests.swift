import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

/// A unit's XLIFF state survives the round trip: an import keeps it, `strings status` counts
/// it stale or new, and the next export writes it again, approved only when reviewed.
@Suite struct ReviewStateTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* Cards: the counter. Plural form one (1). */
    "days.one" = "%d day";
    /* Cards: the counter. Plural form other (0, 2, 3, …). */
    "days.other" = "%d days";
    /* Search. */
    "search" = "Search";
    /* The emoji grid. */
    "emoji" = "Emoji";

    """
  let russian = """
    "title" = "Трекеры";
    "days.one" = "%d день";
    "days.few" = "%d дня";
    "days.many" = "%d дней";
    "days.other" = "%d дня";
    "search" = "Поиск";
    "emoji" = "Эмодзи";

    """

  /// The exported unit of `id`: its `<trans-unit>` element.
  func unit(_ id: String, in xliff: String) throws -> XMLElement {
    let root = try XMLReader.read(Array(xliff.utf8), path: "ru.xliff")
    func find(_ element: XMLElement) -> XMLElement? {
      if element.name == "trans-unit", element.attribute("id") == id { return element }
      return element.elements.lazy.compactMap(find).first
    }
    return try #require(find(root), "no unit \(id)")
  }

  /// The keys the linter says are the same as English.
  func sameAsEnglishWarnings(_ tables: ScratchTables) -> [String] {
    lintTables(in: tables.url).findings.compactMap {
      if case .sameAsEnglish(let key, _) = $0.problem { key } else { nil }
    }
  }

  /// `xliff` with the target of unit `id` replaced by `text` in `state`.
  func setting(_ id: String, to text: String, state: String, in xliff: String) -> String {
    var lines = xliff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains("<trans-unit id=\"\(id)\"") }),
      let target = lines[start...].firstIndex(where: { $0.contains("<target") })
    else { return xliff }
    let indent = lines[target].prefix { $0 == " " }
    lines[target] = "\(indent)<target state=\"\(state)\">\(text)</target>"
    return lines.joined(separator: "\n")
  }

  @Test(
    "Every state: kept by the import, counted by status, exported again",
    arguments: ReviewState.standard + ["x-checked"])
  func everyStateRoundTrips(value: String) throws {
    let state = try #require(ReviewState(value))
    let tables = try ScratchTables(["en": english, "ru": russian])
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    let edited = setting("title", to: "Мои трекеры", state: value, in: exported)
    try XLIFFImport.plan(Array(edited.utf8), path: "ru.xliff", tables: tables.url).write()
    // Written to the table whatever its state: the app shows it.
    let folder = try TranslationFolder(tables.url)
    #expect(try folder.translations(.russian)["title"] == "Мои трекеры")
    let status = try folder.status(.russian)
    #expect(status.stale.map(\.key) == (state.needsReview ? ["title"] : []))
    #expect(status.stale.first?.state == (state.needsReview ? state : nil))
    #expect(status.drafts.map(\.key) == (state.isDraft ? ["title"] : []))
    #expect(status.drafts.first?.state == (state.isDraft ? state : nil))
    #expect(status.reviewed.contains("title") == state.isReviewed)
    // Exported again with its state, approved only when reviewed; a plain `translated` as
    // `signed-off`, which translate-toolkit and Weblate read as reviewed.
    let again = try folder.xliff(.russian)
    let title = try unit("title", in: again)
    let exportedState = state == .translated ? "signed-off" : value
    #expect(title.elements.first { $0.name == "target" }?.attribute("state") == exportedState)
    #expect(title.attribute("approved") == (state.isReviewed ? "yes" : nil))
    // And importing that export changes nothing more.
    let plan = try XLIFFImport.plan(Array(again.utf8), path: "ru.xliff", tables: tables.url)
    #expect(!plan.table.changed && !plan.record.changed, "\(value)")
  }

  @Test("A stale unit re-imported still marked for review stays stale, with its old English")
  func staleStaysStale() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    try tables.write("\"title\" = \"Tracker list\";\n", to: "translated-from/ru.strings")
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    let title = try unit("title", in: exported)
    #expect(
      title.elements.first { $0.name == "target" }?.attribute("state")
        == "needs-review-translation")
    #expect(title.attribute("approved") == nil)
    // A tool shows the English the translation was made from beside today's.
    #expect(
      title.elements.contains {
        $0.name == "note" && $0.attribute("from") == "tracker-kit"
          && $0.text.contains("\u{201C}Tracker list\u{201D}")
      })
    try XLIFFImport.plan(Array(exported.utf8), path: "ru.xliff", tables: tables.url).write()
    let status = try TranslationFolder(tables.url).status(.russian)
    #expect(status.stale.map(\.key) == ["title"])
    #expect(status.stale.first?.oldEnglish == "Tracker list")
    #expect(
      status.description.contains(
        "stale title (needs-review-translation)\n    was: \"Tracker list\"\n    now: \"Trackers\""))
    // Reviewed in the tool (`translated`), it is up to date.
    let reviewed = exported.replacingOccurrences(
      of: "state=\"needs-review-translation\"", with: "state=\"translated\"")
    try XLIFFImport.plan(Array(reviewed.utf8), path: "ru.xliff", tables: tables.url).write()
    #expect(try TranslationFolder(tables.url).status(.russian).stale.isEmpty)
  }

  @Test("strings confirm clears a unit's state")
  func confirmClearsTheState() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    let edited = setting("search", to: "Найти", state: "needs-review-l10n", in: exported)
    try XLIFFImport.plan(Array(edited.utf8), path: "ru.xliff", tables: tables.url).write()
    #expect(tables.text("translated-from/ru.strings").contains("/* state: needs-review-l10n */"))
    let folder = try TranslationFolder(tables.url)
    #expect(try folder.status(.russian).stale.map(\.key) == ["search"])
    _ = try folder.confirm(.russian, keys: ["search"])
    #expect(try folder.status(.russian).stale.isEmpty)
    #expect(!tables.text("translated-from/ru.strings").contains("state:"))
  }

  @Test("A state XLIFF does not know is refused, with its position")
  func unknownState() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    let edited = setting("title", to: "Мои трекеры", state: "almost", in: exported)
    let failure = try #require(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(edited.utf8), path: "ru.xliff", tables: tables.url)
    }
    #expect(failure.errors.count == 1)
    #expect(failure.errors.first?.line != nil)
    #expect(
      failure.description.contains("the state \"almost\" of \"title\" is not an XLIFF 1.2 state"))
  }

  @Test("Plural forms as gettext numbers them, in CLDR order; earlier exports' keys too")
  func pluralForms() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    // `[1]` is Russian's second CLDR category, `few`.
    let edited = setting("days[1]", to: "%d денька", state: "translated", in: exported)
    let plan = try XLIFFImport.plan(Array(edited.utf8), path: "ru.xliff", tables: tables.url)
    #expect(plan.changedKeys == ["days.few"])
    // An earlier export named the forms by key; both at once name one text twice.
    let old = edited.replacingOccurrences(of: "id=\"days[2]\"", with: "id=\"days.many\"")
    #expect(
      try XLIFFImport.plan(Array(old.utf8), path: "ru.xliff", tables: tables.url).changedKeys
        == ["days.few"])
    let twice = edited.replacingOccurrences(of: "id=\"days[2]\"", with: "id=\"days.few\"")
    #expect(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(twice.utf8), path: "ru.xliff", tables: tables.url)
    }
    // A form the language does not have is an unknown key.
    let extra = edited.replacingOccurrences(of: "id=\"days[3]\"", with: "id=\"days[4]\"")
    #expect(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(extra.utf8), path: "ru.xliff", tables: tables.url)
    }
  }

  @Test("Each plural unit's note names its own form in the language's counts")
  func pluralNotes() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    let notes = try ["days[0]", "days[1]", "days[2]", "days[3]"].map { id in
      try unit(id, in: exported).elements.first { $0.name == "note" }?.text ?? ""
    }
    #expect(
      notes == [
        "Cards: the counter. Plural form one (1, 21, 31, 41, 51, …).",
        "Cards: the counter. Plural form few (2, 3, 4, 22, 23, …).",
        "Cards: the counter. Plural form many (0, 5, 6, 7, 8, …).",
        "Cards: the counter. Plural form other (fractions such as 1.5).",
      ])
    let english = try TranslationFolder(tables.url).units(Language(code: "de") ?? .english)
    #expect(
      english.units.compactMap(\.comment).filter { $0.hasPrefix("Cards") } == [
        "Cards: the counter. Plural form one (1).",
        "Cards: the counter. Plural form other (0, 2, 3, 4, 5, …).",
      ])
  }

  @Test("Same as English on purpose: set from XLIFF, kept in the table, no lint warning")
  func sameAsEnglish() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let exported = try TranslationFolder(tables.url).xliff(.russian)
    // `translated` with English's text is a translation like any other: no mark.
    let plain = setting("emoji", to: "Emoji", state: "translated", in: exported)
    try XLIFFImport.plan(Array(plain.utf8), path: "ru.xliff", tables: tables.url).write()
    #expect(!tables.text(russianTable).contains(SameAsEnglish.mark))
    #expect(sameAsEnglishWarnings(tables) == ["emoji"])
    // `final` (or `signed-off`) with English's text marks it.
    let final = setting("emoji", to: "Emoji", state: "final", in: exported)
    let plan = try XLIFFImport.plan(Array(final.utf8), path: "ru.xliff", tables: tables.url)
    #expect(plan.changedKeys == ["emoji"])
    try plan.write()
    #expect(
      tables.text(russianTable).contains(
        "/* Same as English on purpose. */\n\"emoji\" = \"Emoji\";"))
    #expect(sameAsEnglishWarnings(tables).isEmpty)
    // The next export says so; importing it changes nothing.
    let again = try TranslationFolder(tables.url).xliff(.russian)
    let emoji = try unit("emoji", in: again)
    #expect(emoji.elements.first { $0.name == "target" }?.attribute("state") == "final")
    #expect(emoji.attribute("approved") == "yes")
    #expect(emoji.elements.contains { $0.name == "note" && $0.text == SameAsEnglish.mark })
    let replan = try XLIFFImport.plan(Array(again.utf8), path: "ru.xliff", tables: tables.url)
    #expect(!replan.table.changed && !replan.record.changed)
    // A new language's text added the same way carries the mark too.
    let german = try #require(Language(code: "de"))
    var de = try TranslationFolder(tables.url).xliff(german)
    de = de.replacingOccurrences(
      of: "<source>Emoji</source>",
      with: "<source>Emoji</source>\n<target state=\"signed-off\">Emoji</target>")
    try XLIFFImport.plan(Array(de.utf8), path: "de.xliff", tables: tables.url).write()
    let table = try StringsFile(
      bytes: tables.bytes("de.lproj/Localizable.strings") ?? [], path: "de")
    #expect(SameAsEnglish.isMarked(table.entries.first?.comment))
  }
}
