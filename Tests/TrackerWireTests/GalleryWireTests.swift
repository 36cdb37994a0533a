import Testing
import TrackerLocalization
import TrackerScreens
import TrackerWire

/// Every screen state of the snapshot tests, in every table's language and the pseudo-locale:
/// its JSON decodes back to an equal tree, validates against the schema, is the bytes of its
/// value written with sorted keys, and is the same bytes when described and encoded again.
@Suite("The gallery's screens on the wire")
struct GalleryWireTests {
  static let languages: [Language] = LocalizationTables.embedded.languages + [.pseudo]

  @Test(
    "Every gallery state round-trips, validates and encodes deterministically", arguments: languages
  )
  func gallery(language: Language) throws {
    let localizer = Localizer(language: language)
    #expect(ScreenGallery.entries.count >= 54)
    for entry in ScreenGallery.entries {
      let screen = try entry.describe(localizer)
      let json = screen.json
      // Read once, then decoded and validated.
      let value = try WireReader.read(json)
      // Written straight to bytes, field by field: the bytes of the value written with its
      // keys sorted.
      #expect(value.json == json, "\(entry.name).\(language): the fields are out of order")
      let decoded = try ScreenElement.decode(value, at: "$")
      #expect(decoded == screen, "\(entry.name).\(language): the decoded tree differs")
      let problems = Wire.validator.problems(value, against: "Element")
      #expect(problems.isEmpty, "\(entry.name).\(language): \(problems.prefix(5))")
      let again = try entry.describe(localizer).json
      #expect(again == json, "\(entry.name).\(language): a second encoding differs")
    }
  }

  @Test("The main screen's JSON names its parts: ids, kinds, texts with keys, intents")
  func mainScreenShape() throws {
    let entry = try #require(ScreenGallery.entry(named: "trackers-today"))
    let value = try WireReader.read(try entry.describe(Localizer(language: .english)).json)
    let root = try #require(value.objectFields)
    #expect(root["kind"] == "screen")
    #expect(root["id"] == "trackers")
    let json = value.json
    #expect(json.contains(#""id":"trackers.card.t1.done""#))
    #expect(json.contains(#""key":"trackers.title""#))
    #expect(
      json.contains(
        #"{"action":{"day":"2026-11-23","tracker":"t2","type":"markDone"},"type":"apply"}"#))
    #expect(json.contains(#""color":"selection3""#))
    #expect(json.contains(#""isPinned":true"#))
  }
}
