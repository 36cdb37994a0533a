import Testing
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

/// A translator's change fails only snapshots: with every value of every table rewritten
/// (placeholders kept), every screen state of the gallery has the same elements, ids,
/// states, looks, intents, keys, plural forms and arguments; only the words differ.
@Suite("A translator's change fails only snapshots")
struct TranslatorChangeTests {
  @Test(
    "Every screen state is the same but for its words with every table value rewritten",
    arguments: LocalizationTables.embedded.languages)
  func rewrittenTablesChangeOnlyWords(_ language: Language) throws {
    let shipped = Localizer(language: language, tables: Tables.shipped.tables)
    let rewritten = Localizer(language: language, tables: Tables.rewritten.tables)
    for entry in ScreenGallery.entries {
      let before = try entry.describe(shipped)
      let after = try entry.describe(rewritten)
      #expect(before.withoutWords == after.withoutWords, "\(entry.name) in \(language)")
      // The rewrite did reach the screen: the snapshot would fail.
      #expect(ScreenText.render(before) != ScreenText.render(after), "\(entry.name)")
    }
  }

  @Test("The rewritten tables hold other words with the same placeholders")
  func rewrittenTablesKeepPlaceholders() {
    let rewritten = Tables.rewritten.tables
    #expect(
      rewritten.value(forKey: "card.days.few", in: .russian) == "⟦ru:card.days.few⟧ %d")
    #expect(
      rewritten.value(forKey: "onboarding.pageControl.accessibility", in: .english)
        == "⟦en:onboarding.pageControl.accessibility⟧ %1$d %2$d")
    #expect(rewritten.languages == LocalizationTables.embedded.languages)
    #expect(
      rewritten.keys(in: .russian) == LocalizationTables.embedded.keys(in: .russian))
  }
}

extension ScreenElement {
  /// The element with the words of its texts (and of every element inside) erased: what is
  /// left is what unit tests may check.
  var withoutWords: ScreenElement {
    var element = self
    element.texts = ElementTexts(
      title: texts.title?.withoutWords, subtitle: texts.subtitle?.withoutWords,
      detail: texts.detail?.withoutWords, value: texts.value?.withoutWords,
      placeholder: texts.placeholder?.withoutWords, error: texts.error?.withoutWords,
      accessibilityLabel: texts.accessibilityLabel?.withoutWords)
    element.children = children.map(\.withoutWords)
    return element
  }
}

extension DisplayText {
  var withoutWords: DisplayText {
    if case .localized(let text) = self { return .localized(text.withoutWords) }
    return self
  }
}

extension LocalizedText {
  var withoutWords: LocalizedText {
    LocalizedText(
      key: key,
      arguments: arguments.map { argument in
        if case .localized(let text) = argument { return .localized(text.withoutWords) }
        return argument
      }, string: "", tableLanguage: tableLanguage)
  }
}
