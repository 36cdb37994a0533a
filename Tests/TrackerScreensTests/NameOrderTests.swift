import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@Suite("Screens sort names with the language's own script first")
struct NameOrderTests {
  func order(_ code: String) throws -> NameOrder {
    let language = try #require(Language(code: code))
    return ScreenContext(state: Fixture.state, language: language, today: Fixture.today).nameOrder
  }

  @Test("Every Cyrillic language sorts Cyrillic first, with no code of its own")
  func cyrillicLanguages() throws {
    for code in ["ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg"] {
      #expect(try order(code) == NameOrder(firstScript: .cyrillic), "\(code)")
    }
  }

  @Test("Other languages sort their own script first, Latin ones Latin first")
  func otherLanguages() throws {
    #expect(try order("sr-Latn") == .latinFirst)
    #expect(try order("en") == .latinFirst)
    #expect(try order("pseudo") == .latinFirst)
    #expect(try order("el") == NameOrder(firstScript: .greek))
    #expect(try order("ja") == NameOrder(firstScript: .japanese))
    #expect(try order("am") == .latinFirst)
  }
}
