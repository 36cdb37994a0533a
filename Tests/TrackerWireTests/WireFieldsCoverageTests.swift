import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire

/// A stored property added to a struct of the wire compiles without being encoded, so
/// this test compares each struct's stored properties with its declared wire fields.
@Suite("Every stored property of the wire's structs has a field")
struct WireFieldsCoverageTests {
  /// The property names of `value`, with the wire's spelling where it differs.
  static func properties(of value: Any, renamed: [String: String] = [:]) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label).map { renamed[$0] ?? $0 }.sorted()
  }

  static func fields(_ definition: String) -> [String] {
    guard case .object(let defs)? = WireSchema.schema.objectFields?["$defs"],
      case .object(let properties)? = defs[definition]?.objectFields?["properties"]
    else { return [] }
    return properties.keys.sorted()
  }

  @Test("Element, texts, state, look, localized text, draft, connection")
  func coverage() {
    #expect(Self.properties(of: ScreenElement(.screen)) == Self.fields("Element"))
    #expect(Self.properties(of: ElementTexts()) == Self.fields("Texts"))
    #expect(Self.properties(of: ElementState()) == Self.fields("State"))
    // `textColor` is written from `color`, not stored.
    #expect((Self.properties(of: ElementLook()) + ["textColor"]).sorted() == Self.fields("Look"))
    #expect(
      Self.properties(
        of: LocalizedText(key: "k", arguments: [], string: "s", tableLanguage: nil),
        renamed: ["tableLanguage": "language"]) == Self.fields("LocalizedText"))
    #expect(
      Self.properties(
        of: TrackerDraft(
          name: "", category: "c", emoji: "", color: Palette.colors[0], schedule: nil))
        == Self.fields("Draft"))
    #expect(
      Self.properties(of: ConnectionStatus.online, renamed: ["isOnline": "online"])
        == Self.fields("Connection"))
  }
}
