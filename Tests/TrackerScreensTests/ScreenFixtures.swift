import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The fixture every screen test uses: the gallery's (`GalleryFixture`), with
/// a context for each language.
enum Fixture {
  static let today = GalleryFixture.today
  static let name38 = GalleryFixture.name38
  static let name39 = GalleryFixture.name39
  static let familyName = GalleryFixture.familyName
  static let state = GalleryFixture.state

  static let languages: [Language] = [.english, .russian] + Language.pseudoLocales

  static func context(
    _ language: Language, state: TrackerState = Fixture.state,
    connection: ConnectionStatus = .online
  ) -> ScreenContext {
    ScreenContext(state: state, language: language, today: today, connection: connection)
  }
}

extension ScreenGallery.Entry {
  /// The state's element tree in `language`'s embedded tables.
  func describe(_ language: Language) throws -> ScreenElement {
    try describe(Localizer(language: language))
  }
}
