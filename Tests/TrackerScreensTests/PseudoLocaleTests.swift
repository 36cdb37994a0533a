import Testing
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

/// Every text of every element of a tree, so that a text added to a
/// description is checked without changing this test.
func displayTexts(in screen: ScreenElement) -> [DisplayText] {
  screen.allElements.flatMap(\.texts.all)
}

/// Every table text of a tree, arguments included (a card's counter inside its label).
func localizedTexts(in screen: ScreenElement) -> [LocalizedText] {
  func texts(_ text: LocalizedText) -> [LocalizedText] {
    [text]
      + text.arguments.flatMap { argument -> [LocalizedText] in
        if case .localized(let inner) = argument { return texts(inner) }
        return []
      }
  }
  return displayTexts(in: screen).flatMap { text -> [LocalizedText] in
    if case .localized(let localized) = text { return texts(localized) }
    return []
  }
}

/// Every screen state with every pseudo-locale.
private let pseudoCases = ScreenGallery.entries.flatMap { entry in
  Language.pseudoLocales.map { (entry.name, $0.code) }
}

@Suite("Pseudo-locale: no screen has a hard-coded string")
struct PseudoLocaleTests {
  @Test(
    "Every text of every screen state comes from the tables, in every pseudo-locale",
    arguments: pseudoCases)
  func everyTextIsFromTheTables(name: String, code: String) throws {
    let entry = try #require(ScreenGallery.entry(named: name))
    let language = try #require(Language(code: code))
    let screen = try entry.describe(language)
    let texts = localizedTexts(in: screen)
    #expect(!texts.isEmpty)
    for text in texts {
      #expect(text.tableLanguage == language, "\(text.key) did not come from the \(code) table")
      #expect(PseudoLocale.isPseudoText(text.string), "\(text.key): \(text.string)")
    }
    #expect(screen.look.layoutDirection == language.layoutDirection)
  }

  @Test(
    "In a pseudo rendering every quoted text is marked (brackets, or right-to-left marks)",
    arguments: pseudoCases)
  func everyRenderedTextIsBracketed(name: String, code: String) throws {
    let entry = try #require(ScreenGallery.entry(named: name))
    let language = try #require(Language(code: code))
    let rendering = ScreenText.render(try entry.describe(language))
    for quoted in quotedTexts(in: rendering) {
      #expect(PseudoLocale.isPseudoText(quoted), "hard-coded text \"\(quoted)\" in \(name)")
    }
  }

  @Test("pseudo-long texts are at least twice as long as English's, on every screen")
  func longTextsAreTwiceAsLong() throws {
    for entry in ScreenGallery.entries {
      let english = localizedTexts(in: try entry.describe(.english))
      let long = localizedTexts(in: try entry.describe(.pseudoLong))
      #expect(english.count == long.count, "\(entry.name)")
      for (plain, padded) in zip(english, long) {
        #expect(plain.key == padded.key, "\(entry.name)")
        #expect(padded.string.count >= 2 * plain.string.count, "\(entry.name): \(padded.string)")
      }
    }
  }

  @Test(
    "Every untranslated text on a screen is the user's own: a name or a title",
    arguments: ScreenGallery.entries.map(\.name))
  func contentIsUserData(name: String) throws {
    let entry = try #require(ScreenGallery.entry(named: name))
    // The state as drawn in the pseudo-locale: its names are the sample words of English.
    let state = entry.request(Localizer(language: .pseudo)).context.state
    let userWords = Set(
      state.trackers.map(\.name) + state.trackers.compactMap(\.notes)
        + state.categories.map(\.title))
    for content in contents(in: try entry.describe(.pseudo)) {
      #expect(userWords.contains(content), "«\(content)» is shown untranslated in \(name)")
    }
  }

  @Test("The pseudo-locale's texts are longer than English's and keep their arguments")
  func pseudoIsLonger() {
    let english = Fixture.context(.english)
    let pseudo = Fixture.context(.pseudo)
    let plain = TrackersScreen.describe(english, query: .init(day: Fixture.today))
    let accented = TrackersScreen.describe(pseudo, query: .init(day: Fixture.today))
    #expect(accented.title.string.count > plain.title.string.count)
    #expect(accented.sections[0].cards[0].counter.string.contains("21"))
  }
}

/// Every `DisplayText.content` of a tree but what is typed into text fields.
private func contents(in screen: ScreenElement) -> [String] {
  screen.allElements.flatMap { element in
    var texts = element.texts
    if element.kind == .textField { texts.value = nil }
    return texts.all.compactMap { text in
      if case .content(let content) = text { return content }
      return nil
    }
  }
}

/// The texts between unescaped double quotes in a rendering.
private func quotedTexts(in rendering: String) -> [String] {
  var texts: [String] = []
  var current: String?
  var escaping = false
  for character in rendering {
    if var text = current {
      if escaping {
        text.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        texts.append(text)
        current = nil
        continue
      } else {
        text.append(character)
      }
      current = text
    } else if character == "\"" {
      current = ""
    }
  }
  return texts
}
