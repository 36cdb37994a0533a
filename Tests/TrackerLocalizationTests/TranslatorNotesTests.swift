import Testing
import TrackerLocalization

@Suite("Translators' comments of the English table")
struct TranslatorNotesTests {
  @Test("Every key of the embedded English table is listed, in order, most with a comment")
  func embedded() {
    let notes = TranslatorNotes.embedded
    #expect(notes.keys.first == "app.name")
    #expect(notes.keys.contains("trackers.title"))
    #expect(notes.comment(forKey: "trackers.title") == "Trackers screen: the large title.")
    // A plural form without its own comment shares another form's.
    #expect(notes.comment(forKey: "card.days.few") != nil)
    #expect(notes.comment(forKey: "no.such.key") == nil)
  }

  @Test("A folder's English table: comments above keys, the last one before each key")
  func fromAFolder() throws {
    let folder = try TemporaryTables([
      "en": """
      /* File header. */

      /* The title. */
      "a.title" = "Title";
      "b.plain" = "No comment";
      // Days.
      "card.days.one" = "%d day";
      "card.days.other" = "%d days";
      """
    ])
    let notes = TranslatorNotes.load(from: folder.url)
    #expect(notes.keys == ["a.title", "b.plain", "card.days.one", "card.days.other"])
    #expect(notes.comment(forKey: "a.title") == "The title.")
    #expect(notes.comment(forKey: "b.plain") == nil)
    #expect(notes.comment(forKey: "card.days.many") == "Days.")
    #expect(TranslatorNotes.load(from: folder.url.appendingPathComponent("missing")).keys == [])
  }

  @Test("A plural form names its plural key and category; other keys name none")
  func pluralForms() {
    #expect(PluralForm(key: "card.days.few")?.key == .cardDays)
    #expect(PluralForm(key: "card.days.few")?.category == .few)
    #expect(PluralForm(key: "card.days") == nil)
    #expect(PluralForm(key: "trackers.title") == nil)
    #expect(PluralForm(key: "") == nil)
  }

  @Test("A plural form's comment names its own form, in the language's counts")
  func formInTheLanguagesCounts() {
    let notes = TranslatorNotes(
      keys: ["card.days.one", "card.days.other"],
      comments: [
        "card.days.one": "Days. Plural form one (1).",
        "card.days.other": "Days. Plural form other (0, 2, 3, …).",
      ])
    #expect(
      notes.comment(forKey: "card.days.few", in: .russian)
        == "Days. Plural form few (2, 3, 4, 22, 23, …).")
    #expect(
      notes.comment(forKey: "card.days.other", in: .russian)
        == "Days. Plural form other (fractions such as 1.5).")
    #expect(notes.comment(forKey: "card.days.one", in: .english) == "Days. Plural form one (1).")
    #expect(notes.comment(forKey: "trackers.title", in: .russian) == nil)
  }
}
