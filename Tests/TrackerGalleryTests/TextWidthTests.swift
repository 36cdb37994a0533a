import Foundation
import Testing
import TrackerGallery
import TrackerLocalization

/// The width estimate is linear in practice: a character is classed by its scalar, and
/// whether a text may overflow is decided as soon as it is past its place.
@Suite("The gallery's width estimate")
struct TextWidthTests {
  /// Every text of the tables in every language and pseudo-locale, and texts that try the
  /// classes.
  static let texts: [String] = {
    var texts = ["", " ", "\u{00A0}", "e\u{301}", "m\u{301}", "👨‍👩‍👧‍👦", "🇷🇺", "👍🏽", "❤️", "\r\n"]
    for language in Language.available {
      let localizer = Localizer(language: language)
      texts += StringKey.allCases.map { localizer.text($0).string }
    }
    return texts
  }()

  @Test("mayOverflow says what the full sum says, for every table text and box")
  func earlyStopAgrees() {
    #expect(Self.texts.count > 100)
    for text in Self.texts {
      for (width, font, lines) in [(93.0, 10.0, 1), (279, 17, 1), (143, 12, 2), (20, 34, 1)] {
        let full = TextWidth.points(text, fontSize: font) > width * Double(lines) * 0.92
        #expect(
          TextWidth.mayOverflow(text, fontSize: font, width: width, lines: lines) == full,
          "\(text.debugDescription) in \(width)×\(lines) at \(font)")
      }
    }
  }

  @Test("A text of a million characters is flagged, and its width is not counted to the end")
  func millionCharacters() {
    let text = String(repeating: "Трекеры ", count: 125_000)
    #expect(TextWidth.mayOverflow(text, fontSize: 17, width: 279, lines: 1))
    #expect(TextWidth.points(text, fontSize: 17, upTo: 2_790) == nil)
    #expect(TextWidth.points("Трекеры", fontSize: 17, upTo: 2_790) != nil)
  }
}
