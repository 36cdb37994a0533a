import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The whole app as one value: the user's data, today, the language, the
/// connection and the navigation. A front end holds one, draws `screen`, and
/// forwards what the user does to `perform(_:)`; nothing else.
public struct AppSession: Equatable, Sendable {
  /// Which of the two apps the session runs.
  public enum Flavour: String, Hashable, Sendable, CaseIterable {
    /// Tracker: onboarding, then the Trackers and Statistics tabs.
    case tracker
    /// The goals app: the week page, the month calendar, details with goals and streaks.
    case goals
  }

  /// The user's categories, trackers and records; changed only by acts.
  public internal(set) var state: TrackerState
  /// Today: the front end moves it on at midnight.
  public var today: Day {
    didSet { redraw() }
  }
  /// The language's texts and formats.
  public var localizer: Localizer {
    didSet { redraw() }
  }
  /// What the front end reports of its connection (the offline banner). In the
  /// goals app the banner counts `pendingChanges`, whatever number this holds.
  public var connection: ConnectionStatus {
    didSet { redraw() }
  }
  /// Which app this is.
  public let flavour: Flavour
  /// Whether the front end sends changes to a server. Without one (the terminal app),
  /// the goals app keeps no changes waiting to be sent and shows no offline banner:
  /// there is nothing to be offline from.
  public let hasServer: Bool
  /// Whether each change of the user's data is also kept for the server (the goals app
  /// with a server): what a journal records beside each change, so that reading it back
  /// makes the same state.
  public var queuesChanges: Bool { flavour == .goals && hasServer }
  /// Whether the user has left onboarding for good.
  public internal(set) var hasSeenOnboarding: Bool
  /// The screens from the bottom (the main screen or onboarding) to the one on top.
  public internal(set) var stack: [AppScreen]
  /// The screen on top as an element tree: what a front end draws. Described
  /// once after every change, so that drawing it and acting on it cost nothing more.
  public private(set) var screen = ScreenElement(.screen)
  /// The cards of the last screen of cards described, so that the next description of it
  /// makes only the cards that changed.
  private var shelf = CardShelf()

  /// A session on `state`, starting on onboarding (the first app, not seen yet)
  /// or on the main screen for today.
  public init(
    state: TrackerState, today: Day, localizer: Localizer, connection: ConnectionStatus = .online,
    flavour: Flavour = .tracker, hasServer: Bool = true, hasSeenOnboarding: Bool = true
  ) {
    self.state = state
    self.today = today
    self.localizer = localizer
    self.connection = connection
    self.flavour = flavour
    self.hasServer = hasServer
    self.hasSeenOnboarding = hasSeenOnboarding || flavour == .goals
    stack = []
    stack = [self.hasSeenOnboarding ? mainScreen : .onboarding(page: 1)]
    redraw()
  }

  /// Describes the screen on top again, after a change.
  mutating func redraw() {
    screen = element(at: stack.count - 1, shelf: &shelf)
  }

  /// The tree of the screen at `index` of the stack, laid out, with the cards on `shelf`
  /// that are still right; a screen of cards leaves its own on `shelf`.
  private func element(at index: Int, shelf: inout CardShelf) -> ScreenElement {
    let context = self.context
    let tree: ScreenElement
    switch stack[index] {
    case .main(.trackers, let query):
      let screen = TrackersScreen.describe(context, query: query, shelf: &shelf)
      tree = screen.element(shelf: shelf)
    case .week(let day):
      let page = WeekScreen.describe(context, day: day, shelf: &shelf)
      tree = page.element(shelf: shelf)
    default:
      tree = description(at: index).element
    }
    return tree.laidOut(for: context).named(stack[index].screenName)
  }

  /// What every screen is described from.
  public var context: ScreenContext {
    let shown: ConnectionStatus =
      switch (flavour, hasServer) {
      case (.goals, true):
        ConnectionStatus(isOnline: connection.isOnline, pendingChanges: state.pendingChanges.count)
      case (.goals, false): .online
      case (.tracker, _): connection
      }
    return ScreenContext(state: state, localizer: localizer, today: today, connection: shown)
  }

  /// The screen on top, with its own state.
  public var current: AppScreen { stack[stack.count - 1] }

  /// Whether `UserAct.back` goes somewhere: a screen is under the one on top.
  public var canGoBack: Bool { stack.count > 1 }

  /// With a menu or confirmation on top, the screen under it (drawn blurred);
  /// nil otherwise.
  public var screenUnderOverlay: ScreenElement? {
    guard current.presentation == .overlay,
      let index = stack.lastIndex(where: { $0.presentation != .overlay })
    else { return nil }
    var shelf = self.shelf
    return element(at: index, shelf: &shelf)
  }

  /// The main screen a session returns to: today's trackers or today's week.
  private var mainScreen: AppScreen {
    switch flavour {
    case .tracker: .main(tab: .trackers, query: TrackerQuery(day: today))
    case .goals: .week(day: today)
    }
  }

  // MARK: Acts

  /// The changes one act made to the user's data, in order: what a front end keeps.
  public typealias Changes = [TrackerAction]

  /// Does what the user did. Every intent of the element runs, in order, or
  /// none does: on any error the session is left as it was. Returns the
  /// changes made to the user's data, in order (empty when only the screens
  /// changed), so that a front end knows when to save.
  @discardableResult
  public mutating func perform(_ act: UserAct) throws(ActError) -> [TrackerAction] {
    let screen = self.screen
    let name = current.name
    var next = self
    var changes: [TrackerAction] = []
    switch act {
    case .back:
      guard stack.count > 1 else { throw .nothingToGoBackTo(screen: name) }
      next.stack.removeLast()
    case .tap(let id), .longPress(let id), .type(let id, _):
      let element = try Self.element(id, on: screen, name: name)
      let intents = try Self.intents(of: element, for: act, screen: name)
      for intent in intents {
        do throws(TrackerActionError) {
          if let change = try next.apply(intent) { changes.append(change) }
        } catch {
          throw .refused(id, screen: name, reason: error)
        }
      }
    }
    next.removeScreensOfDeletedData()
    next.redraw()
    self = next
    return changes
  }

  // MARK: Changes waiting for the server

  /// The goals app's changes not yet sent to the server, oldest first: what a
  /// sync layer sends, in order, while the device is online.
  public var pendingChanges: [PendingChange] { state.pendingChanges.changes }

  /// Reports that the server has received the changes with these ids: they
  /// leave the list (unknown ids are ignored), and the banner's count follows.
  /// Returns how many left, so that a front end knows when to save.
  @discardableResult
  public mutating func changesSent(_ ids: some Sequence<Int>) -> Int {
    let sent = state.pendingChanges.removeSent(ids)
    if sent > 0 { redraw() }
    return sent
  }

  /// The element with `id` on the screen, enabled.
  private static func element(_ id: ElementID, on screen: ScreenElement, name: String)
    throws(ActError) -> ScreenElement
  {
    guard let element = screen.element(id) else {
      let available = screen.allElements.filter(\.isInteractive).compactMap(\.id)
      throw .noSuchElement(id, screen: name, available: available)
    }
    guard element.state.isEnabled else { throw .disabled(id, screen: name) }
    return element
  }

  /// What `element` sends for `act`.
  private static func intents(of element: ScreenElement, for act: UserAct, screen: String)
    throws(ActError) -> [ScreenIntent]
  {
    let id = element.id ?? ElementID("")
    switch act {
    case .tap:
      guard !element.intents.isEmpty else { throw .doesNothing(id, screen: screen, act: "tap") }
      return element.intents
    case .longPress:
      guard !element.longPressIntents.isEmpty else {
        throw .doesNothing(id, screen: screen, act: "long-press")
      }
      return element.longPressIntents
    case .type(_, let text):
      guard element.kind == .textField, let intent = element.typingIntent?.replacingText(with: text)
      else { throw .notATextField(id, screen: screen) }
      return [intent]
    case .back:
      return []
    }
  }

  /// Takes screens of deleted trackers and categories off the stack, and a
  /// deleted tracker off the calendar.
  private mutating func removeScreensOfDeletedData() {
    let state = self.state
    stack = stack.map { screen in
      if case .calendar(let month, let selected, let tracker?) = screen,
        state.tracker(tracker) == nil
      {
        return .calendar(month: month, selected: selected, tracker: nil)
      }
      return screen
    }
    if let gone = stack.firstIndex(where: { !$0.exists(in: state) }) {
      stack.removeSubrange(max(gone, 1)...)
    }
  }

  // MARK: Describing

  /// The description of the screen at `index` of the stack, made afresh (`element(at:shelf:)`
  /// draws the main screen and the week page with the cards the session kept instead).
  func description(at index: Int) -> any ScreenElementConvertible {
    let context = self.context
    switch stack[index] {
    case .onboarding(let page):
      return OnboardingScreen.describe(context, page: page)
    case .main(.trackers, let query):
      return TrackersScreen.describe(context, query: query)
    case .main(.statistics, _):
      return StatisticsScreen.describe(context)
    case .week(let day):
      return WeekScreen.describe(context, day: day)
    case .trackerType:
      return TrackerTypeScreen.describe(context)
    case .trackerForm(let form):
      return TrackerFormScreen.describe(context, form: form)
    case .categories:
      return CategoryListScreen.describe(context, chosen: form(under: index)?.category)
    case .categoryForm(let typed, let editing):
      return CategoryFormScreen.describe(context, typed: typed, editing: editing)
    case .categoryMenu(let id):
      return CategoryMenu.describe(context, category: id)
    case .deleteCategoryConfirmation(let id):
      return CategoryMenu.deleteConfirmation(context, category: id)
    case .schedule(let days):
      return ScheduleScreen.describe(context, days: days)
    case .datePicker(let month):
      return DayPickerScreen.describe(
        context, month: month, selected: shownDay(under: index), purpose: .selectedDay)
    case .filters:
      return FiltersScreen.describe(context, current: query?.filter ?? .all)
    case .trackerMenu(let id, let day):
      return state.tracker(id).map { TrackerMenuScreen.describe(context, tracker: $0, day: day) }
        ?? Self.gone
    case .deleteTrackerConfirmation(let id) where flavour == .goals:
      return GoalFormScreen.deleteConfirmation(context, tracker: id)
    case .deleteTrackerConfirmation(let id):
      return TrackerMenuScreen.deleteConfirmation(context, tracker: id)
    case .calendar(let month, let selected, let tracker):
      return CalendarScreen.describe(context, month: month, selected: selected, tracker: tracker)
    case .trackerDetail(let id):
      return state.tracker(id).map { TrackerDetailScreen.describe(context, tracker: $0) }
        ?? Self.gone
    case .startDayPicker(let id, let month):
      return state.tracker(id).map { DayPickerScreen.startDay(context, of: $0, month: month) }
        ?? Self.gone
    case .moveStartConfirmation(let id, let day):
      return StartDayChange.confirmation(context, tracker: id, to: day)
    case .goalForm(let form):
      return GoalFormScreen.describe(context, form: form)
    case .goalCategories:
      return GoalCategoryListScreen.describe(context, chosen: goalForm(under: index)?.category)
    case .goalStartPicker(let month):
      return DayPickerScreen.describe(
        context, month: month, selected: goalForm(under: index)?.start ?? today,
        purpose: .goalFormStart)
    case .reminderPicker(let time):
      return ReminderPickerScreen.describe(context, time: time)
    case .goalChangesConfirmation:
      return goalForm(under: index).map { GoalFormScreen.changesConfirmation(context, form: $0) }
        ?? Self.gone
    }
  }

  /// What a screen of a deleted tracker shows in the moment before it leaves
  /// the stack (never drawn: acts remove such screens).
  private static let gone = ScreenElement(.screen, id: "gone")

  /// The main screen's query, in the first app.
  var query: TrackerQuery? {
    if case .main(_, let query) = stack.first { return query }
    return nil
  }

  /// The nearest tracker form under the screen at `index`.
  func form(under index: Int) -> TrackerForm? {
    for screen in stack[..<index].reversed() {
      if case .trackerForm(let form) = screen { return form }
    }
    return nil
  }

  /// The nearest goals-app habit form under the screen at `index`.
  func goalForm(under index: Int) -> GoalForm? {
    for screen in stack[..<index].reversed() {
      if case .goalForm(let form) = screen { return form }
    }
    return nil
  }

  /// The day shown by the nearest screen under `index` that shows one.
  func shownDay(under index: Int) -> Day {
    for screen in stack[..<index].reversed() {
      switch screen {
      case .main(_, let query): return query.shownDay(today: today)
      case .week(let day): return day
      case .calendar(_, let selected, _): return selected
      default: continue
      }
    }
    return today
  }
}
