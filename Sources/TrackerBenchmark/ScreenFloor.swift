import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The least work the Trackers screen for one day needs, measured: for each
/// tracker in name order, whether it appears on the day, two lookups (done on
/// the day? how many days?) and the two texts a card must have (the counter and
/// the spoken label), with every table, index and order ready beforehand in the
/// layout that suits this one screen best. Nothing else: no ids, buttons,
/// intents or the record of how each text was made, which the kit's cards also
/// carry. The kit's screen cannot be faster than this; how far it is from it
/// says what is left to gain.
struct ScreenFloor {
  struct Card: Equatable {
    let counter: String
    let label: String
    let isDone: Bool
  }

  private let trackers: [Tracker]
  private let doneDays: [DoneDays]
  private let categoryPositions: [Int]
  private let categoryCount: Int
  /// " день", " дня", " дней": the counter's word for one, few and many.
  private let dayWords: (one: String, few: String, many: String, other: String)
  private let isEastSlavic: Bool
  private let separator: String
  private let done: String
  private let notDone: String
  /// What a pinned card's label says before the name ("Pinned tracker: ").
  private let pinnedPrefix: String
  /// Writes a count of a thousand or more as the language does (`1 234`).
  private let localizer: Localizer

  init(_ context: ScreenContext) {
    let state = context.state
    trackers = state.trackersByName(context.nameOrder)
    doneDays = trackers.map { state.records.doneDays(for: $0.id) }
    let categories = Dictionary(
      uniqueKeysWithValues: state.categories.enumerated().map { ($1.id, $0) })
    categoryPositions = trackers.map { categories[$0.category] ?? 0 }
    categoryCount = state.categories.count
    let localizer = context.localizer
    self.localizer = localizer
    let word = { (count: Int) in
      String(localizer.plural(.cardDays, count: count).string.drop { $0.isNumber })
    }
    dayWords = (word(1), word(2), word(5), word(5))
    isEastSlavic = localizer.language == .russian
    // What both tables put between a label's parts; the benchmark checks the texts.
    separator = ", "
    done = localizer.text(.cardDone).string
    notDone = localizer.text(.cardNotDone).string
    let pinnedLabel = localizer.text(
      .cardAccessibilityPinned, .text("\u{1}"), .text(""), .text("")
    ).string
    pinnedPrefix = String(pinnedLabel.prefix { $0 != "\u{1}" })
  }

  /// The cards of `day`, by section: pinned first, then each category's.
  func cards(on day: Day) -> [[Card]] {
    var sections = Array(repeating: [Card](), count: categoryCount + 1)
    let weekday = day.weekday
    for (index, tracker) in trackers.enumerated() {
      let days = doneDays[index]
      let isDone = days.contains(day)
      if let schedule = tracker.schedule {
        guard schedule.contains(weekday) else { continue }
      } else if days.isEmpty ? day < tracker.created : !isDone {
        continue
      }
      let count = days.count
      let counter = (count < 1000 ? String(count) : localizer.integer(count)) + dayWord(count)
      var label = ""
      label.reserveCapacity(tracker.name.utf8.count + counter.utf8.count + 64)
      if tracker.isPinned { label += pinnedPrefix }
      label += tracker.name
      label += separator
      label += counter
      label += separator
      label += isDone ? done : notDone
      let card = Card(counter: counter, label: label, isDone: isDone)
      sections[tracker.isPinned ? 0 : categoryPositions[index] + 1].append(card)
    }
    return sections.filter { !$0.isEmpty }
  }

  private func dayWord(_ count: Int) -> String {
    guard isEastSlavic else { return count == 1 ? dayWords.one : dayWords.other }
    let (lastDigit, lastTwo) = (count % 10, count % 100)
    if lastDigit == 1, lastTwo != 11 { return dayWords.one }
    if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return dayWords.few }
    return dayWords.many
  }

  /// The kit's screen in the floor's terms, to check that both made the same cards.
  static func cards(of screen: TrackersScreen) -> [[Card]] {
    screen.sections.map { section in
      section.cards.map {
        Card(counter: $0.counter.string, label: $0.accessibilityLabel.string, isDone: $0.isDone)
      }
    }
  }
}
