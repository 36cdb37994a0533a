import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire

/// Edits are exact byte for byte: a text that changes only in its Unicode normalization is
/// sent, and a screen that changed in a few cells comes as edits of those cells.
@Suite("Edits are exact, byte for byte")
struct ExactEditsTests {
  typealias Client = EditsTests.Client

  static func demo() -> AppSession {
    AppSession(
      state: DemoState.make(today: EditsTests.today), today: EditsTests.today,
      localizer: Localizer(language: .english))
  }

  /// Texts that are canonically equivalent in pairs (Swift's `==` holds) but not the same
  /// scalars: "é" as one scalar and as "e" with U+0301, "İ" as one and as "I" with U+0307.
  static let lookalikes: [(String, String)] = [
    ("Caf\u{E9}", "Cafe\u{301}"), ("I\u{307}", "\u{130}"),
    ("\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}"),
  ]

  @Test("A text typed again in another normalization reaches the client's copy", arguments: 0..<3)
  func normalization(pair: Int) throws {
    let (first, second) = Self.lookalikes[pair]
    #expect(first == second && Array(first.utf8) != Array(second.utf8))
    var client = Client(Self.demo())
    try client.send(.show)
    // Each `send` compares the bytes of the client's copy with the whole screen's.
    try client.send(.act(.type("trackers.search", first)))
    try client.send(.act(.type("trackers.search", second)), "search:")
    try client.send(.act(.type("trackers.search", "")))
    try client.send(.act(.tap("trackers.add")))
    try client.send(.act(.tap("trackerType.habit")))
    try client.send(.act(.type("trackerForm.name", first)))
    let retyped = try client.send(.act(.type("trackerForm.name", second)), "the name:")
    #expect(retyped.contains(#""type":"set""#))
    try client.send(.act(.tap("trackerForm.category")))
    try client.send(.act(.tap("categories.add")))
    try client.send(.act(.type("categoryForm.name", first)))
    try client.send(.act(.type("categoryForm.name", second)), "a category's title:")
  }

  @Test("Screens compare identical only when every string is the same scalars")
  func identical() {
    let (first, second) = Self.lookalikes[0]
    let one = ScreenElement(.title, texts: ElementTexts(title: .content(first)))
    let other = ScreenElement(.title, texts: ElementTexts(title: .content(second)))
    #expect(one == other)
    #expect(!one.isIdentical(to: other))
    #expect(one.isIdentical(to: one))
    let screen = ScreenElement(.screen, id: "s", children: [one])
    let edits = ScreenElement(.screen, id: "s", children: [other]).edits(from: screen)
    #expect(edits == [.replace(parent: "s", index: 0, other)])
  }

  @Test("The date picker opened again on another day comes as edits of its day cells")
  func datePicker() throws {
    var client = Client(Self.demo())
    try client.send(.show)
    let whole = try client.send(.act(.tap("trackers.date")))
    #expect(whole.contains(#""type":"whole""#))
    let day = try #require(
      client.server.session.screen.allElements.first {
        $0.kind == .day && $0.state.isSelected == false && !$0.intents.isEmpty
      }?.id)
    try client.send(.act(.tap(day)))
    let again = try client.send(.act(.tap("trackers.date")), "the date picker again:")
    #expect(again.contains(#""type":"edits""#))
    #expect(!again.contains(#""type":"replace""#))
    #expect(again.utf8.count * 4 < whole.utf8.count, "\(again.utf8.count) of \(whole.utf8.count)")
  }
}
