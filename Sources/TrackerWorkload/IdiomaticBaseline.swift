import Foundation
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The main screen's cards and the statistics as a competent Swift developer
/// would write them without the kit's indexes: records in a `Set` of (tracker,
/// date) with each tracker's count kept beside it, weekdays from Foundation's
/// `Calendar`, names sorted and searched with Foundation's locale-aware
/// comparison, texts from a dictionary of the tables formatted with
/// `String(format:)`, and the statistics as a loop over the days with set
/// lookups. The benchmark times it beside the kit; the tests check that both agree.
public struct IdiomaticBaseline: Sendable {
  /// A tracker as an app's model would hold it.
  struct Habit {
    let id: String
    let name: String
    let categoryID: String
    /// `Calendar` weekday numbers (1 is Sunday); nil for an irregular event.
    let schedule: Set<Int>?
    let isPinned: Bool
    let created: Date
  }

  /// A record as an app's model would hold it: a tracker done on a date.
  struct RecordKey: Hashable {
    let trackerID: String
    let date: Date
  }

  private let categories: [(id: String, title: String)]
  private let habits: [Habit]
  private let records: Set<RecordKey>
  /// How many days each tracker was done, counted once when the state loads.
  private let completedCount: [String: Int]
  private let calendar: Calendar
  private let locale: Locale
  /// Counts as the language writes them (`1 011`, `1,011`): Foundation's number style in
  /// the screen's language, since `String(format:)` does not group digits.
  private let countStyle: IntegerFormatStyle<Int>
  private let languageCode: String
  /// The language's table over English's: what `NSLocalizedString` looks up.
  private let texts: [String: String]

  /// The baseline's copy of `state`, with texts in `language`.
  public init(_ state: TrackerState, language: Language) {
    self.init(
      categories: state.categories, trackers: state.trackers, records: state.records.sorted,
      language: language)
  }

  /// The baseline's model of these categories, trackers and records (which must
  /// be consistent, as a state's are), with texts in `language`.
  public init(
    categories: [TrackerCategory], trackers: [Tracker], records: [Record], language: Language
  ) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    self.calendar = calendar
    self.categories = categories.map { ($0.id.rawValue, $0.title) }
    habits = trackers.map { tracker in
      Habit(
        id: tracker.id.rawValue, name: tracker.name, categoryID: tracker.category.rawValue,
        schedule: tracker.schedule.map { Set($0.map { $0.rawValue % 7 + 1 }) },
        isPinned: tracker.isPinned, created: Self.date(tracker.created))
    }
    var set = Set<RecordKey>()
    var completedCount: [String: Int] = [:]
    for record in records {
      set.insert(RecordKey(trackerID: record.tracker.rawValue, date: Self.date(record.day)))
      completedCount[record.tracker.rawValue, default: 0] += 1
    }
    self.records = set
    self.completedCount = completedCount
    locale = Locale(identifier: language.code)
    countStyle = IntegerFormatStyle<Int>.number.locale(locale)
    languageCode = language.code
    var texts: [String: String] = [:]
    let tables = LocalizationTables.embedded
    for key in tables.keys(in: .english).union(tables.keys(in: language)) {
      texts[key.text] =
        tables.value(forKey: key.text, in: language)
        ?? tables.value(forKey: key.text, in: .english)
    }
    self.texts = texts
  }

  /// How many records the model holds.
  public var recordCount: Int { records.count }

  /// The start of `day` in UTC, as an app's model stores days.
  static func date(_ day: Day) -> Date {
    Date(timeIntervalSince1970: TimeInterval(day.ordinal) * 86_400)
  }

  // MARK: The main screen

  /// A card as the baseline computes it: what a card shows that depends on the records.
  public struct Card: Hashable, Sendable {
    /// The tracker's id.
    public var tracker: String
    /// "5 дней".
    public var counter: String
    /// Whether the tracker is done on the shown day.
    public var isDone: Bool
    /// "Поливать растения, 5 дней, не выполнено".
    public var accessibilityLabel: String
  }

  /// A section of cards, under its title.
  public struct Section: Hashable, Sendable {
    /// "Pinned" or the category's title.
    public var title: String
    /// The cards, sorted by name.
    public var cards: [Card]
  }

  /// The kit's main screen in the baseline's terms, to check that both computed the same.
  public static func sections(of screen: TrackersScreen) -> [Section] {
    screen.baselineSections(Section.init) { card in
      Card(
        tracker: card.tracker.rawValue, counter: card.counter.string, isDone: card.isDone,
        accessibilityLabel: card.accessibilityLabel.string)
    }
  }

  /// The main screen's sections for `query`.
  public func trackersScreen(query: TrackerQuery, today: Day) -> [Section] {
    let date = Self.date(query.shownDay(today: today))
    let weekday = calendar.component(.weekday, from: date)
    let search = query.search.trimmingCharacters(in: .whitespacesAndNewlines)
    let shown = habits.filter { habit in
      guard appears(habit, on: date, weekday: weekday) else { return false }
      if !search.isEmpty,
        habit.name.range(
          of: search, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) == nil
      {
        return false
      }
      return query.filter.keeps(isDone: isDone(habit, on: date))
    }
    // `localizedStandardCompare`, in the screen's language rather than the machine's.
    let sorted = shown.sorted {
      $0.name.compare(
        $1.name, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
        range: nil, locale: locale) == .orderedAscending
    }
    var sections: [Section] = []
    let pinned = sorted.filter(\.isPinned)
    if !pinned.isEmpty {
      sections.append(
        Section(
          title: text("trackers.section.pinned"), cards: pinned.map { card($0, on: date) }))
    }
    let byCategory = Dictionary(grouping: sorted.filter { !$0.isPinned }, by: \.categoryID)
    for category in categories {
      guard let habits = byCategory[category.id] else { continue }
      sections.append(Section(title: category.title, cards: habits.map { card($0, on: date) }))
    }
    return sections
  }

  private func card(_ habit: Habit, on date: Date) -> Card {
    let count = completedCount[habit.id] ?? 0
    let isDone = isDone(habit, on: date)
    let counter = text("card.days.\(pluralCategory(count))")
      .replacingOccurrences(of: "%d", with: countStyle.format(count))
    let label = String(
      format: text(habit.isPinned ? "card.accessibility.pinned" : "card.accessibility"),
      habit.name, counter, text(isDone ? "card.done" : "card.notDone"))
    return Card(tracker: habit.id, counter: counter, isDone: isDone, accessibilityLabel: label)
  }

  private func appears(_ habit: Habit, on date: Date, weekday: Int) -> Bool {
    if let schedule = habit.schedule { return schedule.contains(weekday) }
    if completedCount[habit.id] == nil { return date >= habit.created }
    return isDone(habit, on: date)
  }

  private func isDone(_ habit: Habit, on date: Date) -> Bool {
    records.contains(RecordKey(trackerID: habit.id, date: date))
  }

  private func text(_ key: String) -> String {
    texts[key] ?? key
  }

  /// The CLDR plural category of a whole number, for the two languages the app ships.
  private func pluralCategory(_ count: Int) -> String {
    guard languageCode == "ru" else { return count == 1 ? "one" : "other" }
    let (lastDigit, lastTwo) = (count % 10, count % 100)
    if lastDigit == 1, lastTwo != 11 { return "one" }
    if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return "few" }
    return "many"
  }

  // MARK: Statistics

  /// The statistics up to `today`: a loop over the days, looking every tracker up in the set.
  public func statistics(today: Day) -> Statistics {
    let end = Self.date(today)
    let firstRecord = records.lazy.map(\.date).filter { $0 <= end }.min()
    let firstHabit = habits.filter { $0.schedule != nil && $0.created <= end }.map(\.created).min()
    guard var date = [firstRecord, firstHabit].compactMap({ $0 }).min() else { return .zero }
    var trackersCompleted = 0
    var daysWithRecords = 0
    var perfectDays = PerfectDays()
    while date <= end {
      let weekday = calendar.component(.weekday, from: date)
      var done = 0
      var scheduled = 0
      var scheduledDone = 0
      for habit in habits {
        let isDone = records.contains(RecordKey(trackerID: habit.id, date: date))
        if isDone { done += 1 }
        if let schedule = habit.schedule, habit.created <= date, schedule.contains(weekday) {
          scheduled += 1
          if isDone { scheduledDone += 1 }
        }
      }
      trackersCompleted += done
      if done > 0 { daysWithRecords += 1 }
      perfectDays.add(habitsDue: scheduled, habitsDone: scheduledDone)
      guard let next = calendar.date(byAdding: .day, value: 1, to: date) else { break }
      date = next
    }
    guard trackersCompleted > 0 else { return .zero }
    return Statistics(
      bestPeriod: perfectDays.bestRun, perfectDays: perfectDays.count,
      trackersCompleted: trackersCompleted, daysWithRecords: daysWithRecords)
  }
}
