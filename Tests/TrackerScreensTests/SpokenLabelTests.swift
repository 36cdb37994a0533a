import Testing
import TrackerScreens

/// Every element a user can act on says what it is to a screen reader: a title, a spoken
/// label, or (a text field) a placeholder. A number alone ("07" in the reminder picker)
/// is not enough.
@Suite("Spoken labels")
struct SpokenLabelTests {
  @Test("Every element a user can act on, in every gallery state, has a title or a label")
  func everyInteractiveElement() throws {
    for entry in ScreenGallery.entries {
      for language in Fixture.languages {
        let screen = try entry.describe(language)
        // The root's intents are what a tap outside the screen sends: it is no control.
        for element in screen.allElements.dropFirst() where element.isInteractive {
          let texts = element.texts
          let named =
            texts.title != nil || texts.accessibilityLabel != nil
            || (element.kind == .textField && texts.placeholder != nil)
          #expect(named, "\(entry.name) (\(language.code)): #\(element.id?.rawValue ?? "-")")
        }
      }
    }
  }
}
