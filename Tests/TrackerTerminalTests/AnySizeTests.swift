import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@testable import TrackerTerminal

/// The terminal app at any size from 40×20 up: the drawing of every gallery state fits the
/// width, so that nothing (and nothing the focus can reach) is cut off at the right edge; the
/// focus marks take no room of their own, so a line that fits unfocused fits focused.
@Suite("The terminal app at any size")
struct AnySizeTests {
  static let widths = Array(40...44) + [50, 60, 80, 100]

  @Test("Every line of every gallery state fits the width, from 40 columns up")
  func everyLineFits() throws {
    for entry in ScreenGallery.entries {
      for language in LocalizationTables.embedded.languages {
        let screen = try entry.describe(Localizer(language: language))
        for columns in Self.widths {
          let content = columns - 2
          let width = screen.kind == .menu ? max(min(content - 4, 50), 8) : content
          var painter = Painter(width: width, focus: nil)
          painter.draw(screen)
          for (number, line) in painter.lines.enumerated() where line.width > width {
            Issue.record(
              "\(entry.name) (\(language.code)) at \(columns) columns, line \(number + 1): \(line.text)"
            )
          }
        }
      }
    }
  }

  @Test("A header with the longest name a tracker may have fits every width, wrapped")
  func longestNameFits() {
    // One word, and words, of the most characters a name may have.
    let word = String(repeating: "ж", count: TrackerName.maximumLength)
    let words = String(String(repeating: "Ужин семьёй ", count: 4).prefix(word.count))
    for title in [word, words] {
      var header = ScreenElement(.header)
      header.look.emoji = "👨‍👩‍👧‍👦"
      header.texts.title = .content(title)
      for width in Self.widths.map({ $0 - 2 }) {
        var painter = Painter(width: width, focus: nil)
        painter.draw(header)
        #expect(painter.lines.allSatisfy { $0.width <= width }, "\(title) at \(width)")
        // Every letter of the name is shown, none cut off.
        let shown = painter.lines.map(\.text).joined().filter { $0 != " " && $0 != "👨‍👩‍👧‍👦" }
        #expect(shown == title.filter { $0 != " " }, "\(title) at \(width)")
      }
    }
  }
}
