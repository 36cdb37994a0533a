import Testing
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

@testable import TrackerTerminal

/// The terminal draws every part of a description that the text rendering shows: for each
/// element of every gallery state, each change to its state, to one of its texts, or its
/// removal that changes the text rendering must change what the terminal draws, as a person
/// sees it without colors (the characters, bold, dim, reversed, underlined). A front end that
/// drops a state (the goals calendar's missed days, the selected day's done mark) fails here.
@Suite("The terminal draws what the description says")
struct DrawsEverythingTests {
  static let widths = [78, 38]

  /// What a person sees of painted lines without colors: the characters, and which are
  /// bold, dim, reversed or underlined.
  static func seen(_ lines: [TerminalLine]) -> [String] {
    lines.map { line in
      line.spans.map { span in
        let style = span.style
        let marks =
          (style.isBold ? "1" : "0") + (style.isDim ? "1" : "0") + (style.isReversed ? "1" : "0")
          + (style.isUnderlined ? "1" : "0")
        return marks + ":" + span.text
      }.joined(separator: "|")
    }
  }

  static func drawn(_ element: ScreenElement, width: Int) -> [String] {
    var painter = Painter(width: width, focus: nil)
    painter.draw(element)
    return seen(painter.lines.map { $0.fitted(to: width) })
  }

  /// The element at `path` below `root`.
  static func element(at path: ArraySlice<Int>, in root: ScreenElement) -> ScreenElement {
    path.reduce(root) { $0.children[$1] }
  }

  /// What the terminal drops of `screen` at `width`: one line a change it does not draw.
  /// Each change is drawn within the element's grandparent (a day within its month, a cell
  /// within its grid), or within the whole screen for the screen's own children, whose
  /// drawing may depend on each other (buttons side by side, streaks on the month).
  static func dropped(
    _ screen: ScreenElement, width: Int, skipping seen: inout Set<ShownChange.Case>
  ) -> [String] {
    var drawings: [[Int]: [String]] = [:]
    return ShownChange.all(in: screen, skipping: &seen).compactMap { change in
      let anchor = change.path.count > 2 ? Array(change.path.dropLast(2)) : []
      let original = drawings[anchor] ?? drawn(element(at: anchor[...], in: screen), width: width)
      drawings[anchor] = original
      let changed = drawn(element(at: anchor[...], in: change.screen), width: width)
      return changed == original ? change.name : nil
    }
  }

  @Test("The gallery holds every element kind, so that each is checked")
  func everyKind() throws {
    var kinds = Set<ScreenElement.Kind>()
    let english = Localizer(language: .english)
    for entry in ScreenGallery.entries {
      kinds.formUnion(try entry.describe(english).allElements.map(\.kind))
    }
    #expect(Set(ScreenElement.Kind.allCases).subtracting(kinds).isEmpty)
  }

  @Test("Every part the text rendering shows is drawn, in every gallery state")
  func everyPart() throws {
    // Each state described once, drawn at every width.
    let english = Localizer(language: .english)
    let screens = try ScreenGallery.entries.map { ($0.name, try $0.describe(english)) }
    for width in Self.widths {
      var seen: Set<ShownChange.Case> = []
      for (name, screen) in screens {
        for problem in Self.dropped(screen, width: width, skipping: &seen) {
          Issue.record("\(name) at \(width + 2) columns: \(problem) is not drawn")
        }
      }
    }
  }
}
