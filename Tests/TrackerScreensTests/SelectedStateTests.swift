import Testing
import TrackerLocalization
import TrackerScreens

/// "Selected" is one text per place, so that a translator can make it agree with what is
/// selected; every selected element of every screen state has its text, and every such text
/// has a place on some state.
@Suite struct SelectedStateTests {
  @Test("Every selected element of every screen state says its place's selected text")
  func everySelectedElementHasItsText() throws {
    var used: Set<StringKey> = []
    for entry in ScreenGallery.entries {
      let screen = try entry.describe(Localizer(language: .english))
      // An onboarding page says where it is through the page control ("Page 1 of 2").
      for element in screen.allElements where element.state.isSelected && element.kind != .page {
        let key = element.selectedStateKey
        #expect(key != nil, "\(entry.name): \(element.kind) \(element.id?.rawValue ?? "")")
        if let key { used.insert(key) }
      }
    }
    let selectedKeys = StringKey.allCases.filter { $0.rawValue.hasPrefix("selected.") }
    #expect(Set(selectedKeys) == used)
    #expect(used.isSubset(of: StringKey.shownByFrontEnds))
  }
}
