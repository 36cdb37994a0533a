import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Drives the app only through what is on its screens (`AppWalk`), breadth-first from a
/// new user and from the demo state (both apps): every enabled element of
/// every screen reached within a few acts is tapped, long-pressed and typed
/// into. An enabled element whose intents fail is a bug, so every error fails
/// the test; so does a screen whose initial focus is not an enabled element.
@Suite("The app walked through its screens")
struct WalkThroughTests {
  /// What the walk covered.
  struct Coverage: Sendable {
    var places = 0
    var acts = 0
    var screens: Set<String> = []
    var elements: Set<String> = []
    var failures: [String] = []
    /// What `WayBackTests` checks, on the same walk: the screens shown over another whose
    /// ways back were tried, and what failed.
    var wayBack = WayBackTests.Findings()
  }

  /// Each start's walk, made once for the tests that read it (this one and `WayBackTests`:
  /// one pass through the app where two walked the same places), while a test waiting for
  /// it leaves its thread to others.
  actor Walks {
    static let shared = Walks()
    private var walks: [Int: Task<Coverage, Never>] = [:]

    /// The walk from `starts[start]`.
    func coverage(_ start: Int) -> Task<Coverage, Never> {
      if let walk = walks[start] { return walk }
      let (_, session, depth) = WalkThroughTests.starts[start]
      // Detached: a task made here would run on this actor, one walk at a time.
      let walk = Task.detached { WalkThroughTests.walk(from: session, depth: depth, limit: 1_500) }
      walks[start] = walk
      return walk
    }
  }

  /// Walks breadth-first from `start` (`AppWalk`), at most `depth` acts deep and `limit` places.
  static func walk(from start: AppSession, depth: Int, limit: Int) -> Coverage {
    var coverage = Coverage()
    let walk = AppWalk(from: start, depth: depth, limit: limit)
    coverage.places = walk.run { session in
      WayBackTests.check(session, into: &coverage.wayBack)
      for id in duplicateIDs(in: session.screen) {
        coverage.failures.append("\(session.stack.map(\.name)): two elements have the id \(id)")
      }
      if let problem = focusProblem(session.screen) {
        coverage.failures.append("\(session.stack.map(\.name)): \(problem)")
      }
      if !CardShelfTests.drawsAfresh(session) {
        coverage.failures.append(
          "\(session.stack.map(\.name)): the cards kept from before differ from cards made anew")
      }
    } visit: { session, act, after in
      coverage.acts += 1
      coverage.screens.insert(session.current.name)
      switch after {
      case .failure(let error):
        coverage.failures.append("\(session.stack.map(\.name)) \(act): \(error)")
      case .success(let after):
        coverage.screens.insert(after.current.name)
        if case .tap(let id) = act { coverage.elements.insert("\(session.current.name) \(id)") }
      }
    }
    return coverage
  }

  /// The ids two or more elements of `screen` share.
  static func duplicateIDs(in screen: ScreenElement) -> [ElementID] {
    var seen: Set<ElementID> = []
    var repeated: [ElementID] = []
    for id in screen.allElements.compactMap(\.id) where !seen.insert(id).inserted {
      repeated.append(id)
    }
    return repeated
  }

  /// What is wrong with where `screen` says the focus starts, or nil: it must
  /// name an enabled element a user can act on, whenever there is one.
  static func focusProblem(_ screen: ScreenElement) -> String? {
    guard let focus = screen.initialFocus else {
      return screen.allElements.contains(where: \.isInteractive) ? "no initial focus" : nil
    }
    guard let element = screen.element(focus), element.isInteractive else {
      return "initial focus #\(focus) is not an enabled element to act on"
    }
    return nil
  }

  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  static let starts: [(String, AppSession, Int)] = [
    (
      "a new user",
      AppSession(
        state: TrackerState(), today: today, localizer: Localizer(language: .russian),
        hasSeenOnboarding: false), 16
    ),
    (
      "the demo state",
      AppSession(
        state: DemoState.make(today: today), today: today, localizer: Localizer(language: .english)),
      6
    ),
    (
      "the goals app on the demo state",
      AppSession(
        state: DemoState.make(today: today), today: today, localizer: Localizer(language: .english),
        connection: .offline(pendingChanges: 2), flavour: .goals), 6
    ),
    (
      "the goals app with no habits",
      AppSession(
        state: TrackerState(), today: today, localizer: Localizer(language: .russian),
        flavour: .goals), 8
    ),
  ]

  @Test(
    "Every enabled element of every reachable screen does what it says", arguments: [0, 1, 2, 3])
  func walkThrough(start: Int) async {
    let name = Self.starts[start].0
    let coverage = await Walks.shared.coverage(start).value
    print(
      "Walk from \(name): \(coverage.places) places, \(coverage.screens.count) screens "
        + "(\(coverage.screens.sorted().joined(separator: ", "))), \(coverage.acts) acts, "
        + "\(coverage.elements.count) elements tapped")
    #expect(coverage.failures.isEmpty, "\(coverage.failures.prefix(10).joined(separator: "\n"))")
    #expect(coverage.screens.count >= 8)
  }
}
