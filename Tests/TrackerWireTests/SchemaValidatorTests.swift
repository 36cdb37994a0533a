import Testing
import TrackerLocalization
import TrackerScreens
import TrackerWire

/// The tests' schema validator finds what it must, at the path of the value, so that "no
/// problems" in the other tests means something.
@Suite("The tests' schema validator")
struct SchemaValidatorTests {
  @Test("A broken screen is refused at the broken value; the screen itself passes")
  func findsProblems() throws {
    let entry = try #require(ScreenGallery.entry(named: "trackers-today"))
    let screen = try WireReader.read(try entry.describe(Localizer(language: .english)).json)
    #expect(Wire.validator.problems(screen, against: "Element").isEmpty)
    guard case .object(var root) = screen, case .array(var children)? = root["children"],
      case .object(var child) = children.first
    else {
      Issue.record("the screen has no children: \(screen.json.prefix(200))")
      return
    }
    func problems(_ change: (inout [String: WireValue]) -> Void) -> [String] {
      var changed = child
      change(&changed)
      children[0] = .object(changed)
      root["children"] = .array(children)
      return Wire.validator.problems(.object(root), against: "Element")
    }
    #expect(problems { $0["kind"] = nil } == ["$.children[0]: missing kind"])
    #expect(problems { $0["color"] = .string("red") } == ["$.children[0]: unexpected field color"])
    #expect(
      problems { $0["kind"] = .string("nothing") }.first?.hasPrefix("$.children[0].kind: ") == true)
    #expect(
      problems { $0["number"] = .string("1") } == [
        #"$.children[0].number: expected integer, found "1""#
      ])
    // A text is a tagged union: a number, an unknown tag and a known tag on a broken branch
    // match no branch; the known tag on a whole one matches.
    let texts: [WireValue] = [
      .integer(1), .object(["type": .string("nothing"), "string": .string("x")]),
      .object(["type": .string("content")]), .object(["string": .string("x")]),
    ]
    for text in texts {
      child["texts"] = .object(["title": text])
      #expect(
        problems { _ in }.first?.hasPrefix("$.children[0].texts.title: matches 0 of oneOf's")
          == true, "\(text.json)")
    }
    child["texts"] = .object([
      "title": .object(["type": .string("content"), "string": .string("x")])
    ])
    #expect(problems { _ in }.isEmpty)
  }
}
