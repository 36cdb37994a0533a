import Testing

@testable import embed_tables

@Suite("Swift case names of table keys: the key in lower camel case")
struct CaseNameTests {
  @Test("Each piece after the first starts with a capital; digits stay as they are")
  func lowerCamelCase() {
    #expect(caseName(for: "app.name") == "appName")
    #expect(
      caseName(for: "card.doneButton.markDone.accessibility")
        == "cardDoneButtonMarkDoneAccessibility")
    #expect(caseName(for: "color.1") == "color1")
    #expect(caseName(for: "onboarding.page1.title") == "onboardingPage1Title")
    #expect(caseName(for: "offline.sync-error.retry") == "offlineSyncErrorRetry")
    #expect(caseName(for: "trackers") == "trackers")
  }

  @Test("A key that does not start with an ASCII letter gives no name")
  func noName() {
    #expect(caseName(for: "1st.page") == nil)
    #expect(caseName(for: ".title") == nil)
    #expect(caseName(for: "") == nil)
    #expect(caseName(for: "ñame") == nil)
  }

  @Test("Keywords are declared in backquotes; literals escape what Swift needs")
  func keywordsAndLiterals() {
    #expect(declarable("default") == "`default`")
    #expect(declarable("appName") == "appName")
    #expect(swiftLiteral("a \"b\" \\ c\n") == "\"a \\\"b\\\" \\\\ c\\n\"")
  }
}
