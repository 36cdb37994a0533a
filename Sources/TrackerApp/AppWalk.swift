import TrackerDomain
import TrackerScreens

/// The app walked breadth-first through what is on its screens, as a user with no plan
/// would: from a session, every enabled element of every screen reached within a few acts is
/// tapped, long-pressed and typed into. The kit's tests use it to find elements whose
/// intents fail and to check the wire's edits after every act; a front end's tests may use it
/// to drive their drawing through every screen.
public struct AppWalk: Sendable {
  /// What two sessions must share to count as one place in the walk: the screens on the
  /// stack, how much data there is, and which parts of a form are filled in. A form with
  /// another emoji chosen is the same place, so the walk goes deep (to a complete form and
  /// past it) instead of wide.
  public struct Place: Hashable, Sendable {
    let screens: [String]
    let counts: [Int]
    let filled: [Bool]

    /// The place `session` is at.
    public init(_ session: AppSession) {
      screens = session.stack.map { $0.name }
      counts = [
        session.state.categories.count, session.state.trackers.count,
        session.state.records.count, session.state.trackers.filter { $0.isPinned }.count,
      ]
      filled = session.stack.flatMap { screen -> [Bool] in
        switch screen {
        case .trackerForm(let form):
          [
            !form.name.trimmingCharacters(in: .whitespaces).isEmpty && form.nameProblem == nil,
            form.category != nil, !form.schedule.isEmpty, form.emoji != nil, form.color != nil,
          ]
        case .goalForm(let form):
          [
            !form.title.trimmingCharacters(in: .whitespaces).isEmpty && form.titleProblem == nil,
            form.category != nil, form.goal != nil, !form.reminders.isEmpty,
          ]
        case .schedule(let days): [!days.isEmpty]
        case .categoryForm(let typed, _): [!typed.trimmingCharacters(in: .whitespaces).isEmpty]
        default: []
        }
      }
    }
  }

  /// Texts typed into every field: a name, spaces, one character too many, and a title the
  /// demo state has taken.
  public static let typed = ["Спорт", "   ", String(repeating: "ж", count: 39), "Здоровье"]

  /// The acts a user can do on `session`'s screen: back (unless on the main screen), then
  /// for each enabled element in reading order its tap, long press and typed texts.
  public static func acts(on session: AppSession) -> [UserAct] {
    var acts: [UserAct] = session.stack.count > 1 ? [.back] : []
    addActs(on: session.screen, to: &acts)
    return acts
  }

  /// Adds the acts on `element` and on every element inside it, in reading order. (The tree
  /// is walked where it is stored: `allElements` copies every element into a list first.)
  private static func addActs(on element: ScreenElement, to acts: inout [UserAct]) {
    if element.isInteractive, let id = element.id {
      if !element.intents.isEmpty { acts.append(.tap(id)) }
      if !element.longPressIntents.isEmpty { acts.append(.longPress(id)) }
      if element.kind == .textField { acts += typed.map { .type(id, $0) } }
    }
    let children = element.children
    var index = 0
    while index < children.count {
      addActs(on: children[index], to: &acts)
      index += 1
    }
  }

  /// The session the walk starts from.
  public var start: AppSession
  /// How many acts deep it goes.
  public var depth: Int
  /// The most places it visits.
  public var limit: Int

  /// A walk from `start`, at most `depth` acts deep and `limit` places.
  public init(from start: AppSession, depth: Int, limit: Int = 1_500) {
    self.start = start
    self.depth = depth
    self.limit = limit
  }

  /// Walks, calling `arrive` with every session it acts on, once, and `visit` with each
  /// act done on it and what came of it (the session after the act, or the error); returns
  /// how many places it acted in.
  @discardableResult
  public func run(
    arrive: (AppSession) -> Void = { _ in },
    visit: (_ before: AppSession, _ act: UserAct, _ after: Result<AppSession, ActError>) -> Void
  ) -> Int {
    var places = 0
    var seen: Set<Place> = [Place(start)]
    var level = [start]
    for _ in 0..<depth {
      var next: [AppSession] = []
      for session in level {
        places += 1
        arrive(session)
        for act in Self.acts(on: session) {
          var after = session
          do {
            try after.perform(act)
          } catch {
            visit(session, act, .failure(error))
            continue
          }
          visit(session, act, .success(after))
          if seen.count < limit, seen.insert(Place(after)).inserted { next.append(after) }
        }
      }
      level = next
    }
    return places
  }
}
