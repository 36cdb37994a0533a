import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Where the focus starts, as each description names it: on an enabled element a
/// user can act on, never on a button that deletes, never on a text field's clear
/// button, on a menu's first action, on a confirmation's safe choice, and on a
/// form's first field still to fill.
@Suite("Initial focus")
struct InitialFocusTests {
  static let states = ScreenGallery.entries.map(\.name)

  /// What is wrong with `screen`'s initial focus, or nil.
  static func problem(_ screen: ScreenElement) -> String? {
    let interactive = screen.allElements.filter(\.isInteractive)
    guard let focus = screen.initialFocus else {
      return interactive.isEmpty ? nil : "names no focus, though it has elements to act on"
    }
    guard let element = screen.element(focus) else { return "focus #\(focus) is not on it" }
    guard element.state.isEnabled else { return "focus #\(focus) is disabled" }
    guard element.isInteractive else { return "focus #\(focus) does nothing" }
    if element.look.style == .destructive { return "focus #\(focus) is a destructive button" }
    let clearButtons = screen.allElements.filter { $0.kind == .textField }.flatMap(\.children)
    if clearButtons.contains(where: { $0.id == focus }) {
      return "focus #\(focus) is a text field's clear button"
    }
    return nil
  }

  @Test("Every gallery state names a focus on an enabled element it can act on", arguments: states)
  func everyState(name: String) throws {
    let entry = try #require(ScreenGallery.entry(named: name))
    let screen = try entry.describe(.english)
    if let problem = Self.problem(screen) { Issue.record("\(name): \(problem)") }
  }

  @Test("A menu starts on its first action; a confirmation on the choice that changes nothing")
  func menus() throws {
    for entry in ScreenGallery.entries {
      let screen = try entry.describe(.english)
      for menu in screen.allElements where menu.kind == .menu {
        let buttons = menu.children.filter { $0.kind == .button && $0.state.isEnabled }
        let focus = try #require(screen.initialFocus ?? menu.initialFocus, "\(entry.name)")
        if menu.texts.title == nil {
          #expect(focus == buttons.first?.id, "\(entry.name)")
        } else {
          let safe = try #require(buttons.first { $0.intents == [.dismiss] }, "\(entry.name)")
          #expect(focus == safe.id, "\(entry.name)")
        }
      }
    }
  }

  @Test("An empty form starts on its first text field; onboarding on its button")
  func formsAndOnboarding() throws {
    for entry in ScreenGallery.entries {
      let screen = try entry.describe(.english)
      let fields = screen.allElements.filter { $0.kind == .textField }
      let focus = screen.initialFocus
      if let first = fields.first, first.texts.value?.string.isEmpty == true,
        screen.id != "trackers"
      {
        #expect(focus == first.id, "\(entry.name)")
      }
      if screen.allElements.contains(where: { $0.kind == .page }) {
        let button = screen.allElements.last { $0.kind == .button }
        #expect(focus == button?.id, "\(entry.name)")
      }
    }
  }

  @Test("A tracker form fills in order: name, category, schedule, emoji, color")
  func formOrder() {
    let context = ScreenContext(
      state: GalleryFixture.state, localizer: Localizer(language: .english),
      today: GalleryFixture.today)
    var form = TrackerForm.new(.habit)
    func focus() -> ElementID? {
      TrackerFormScreen.describe(context, form: form).element.initialFocus
    }
    #expect(focus() == "trackerForm.name")
    form.name = "Read"
    #expect(focus() == "trackerForm.category")
    form.category = GalleryFixture.state.categories.first?.id
    #expect(focus() == "trackerForm.schedule")
    form.schedule = .everyDay
    #expect(focus() == "trackerForm.emoji.1")
    form.emoji = Palette.emoji[3]
    #expect(focus() == "trackerForm.color.1")
    form.color = TrackerColor(number: 4)
    #expect(focus() == "trackerForm.name")
  }
}
