import Testing
import TextSnapshotTesting
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

extension SnapshotStrategy where Value == ScreenElement {
  /// A screen's element tree as its text rendering.
  static var screenText: SnapshotStrategy<ScreenElement> {
    SnapshotStrategy { screen in ScreenText.render(screen) }
  }
}

/// Every screen state of `ScreenGallery`, in English, Russian and the
/// pseudo-locale: `Snapshots/Screens/<state>.<language>.txt`.
@Suite("Screen snapshots", .snapshotTool("tracker-kit"))
struct ScreenSnapshotTests {
  static let cases = ScreenGallery.entries.flatMap { entry in
    Fixture.languages.map { (entry.name, $0.code) }
  }

  @Test("Each screen state in each language matches its golden file", arguments: cases)
  func screen(name: String, languageCode: String) throws {
    let entry = try #require(ScreenGallery.entry(named: name))
    let language = try #require(Language(code: languageCode))
    assertSnapshot(
      of: try entry.describe(language), as: .screenText, named: "\(name).\(languageCode)",
      suite: "Screens")
  }
}
