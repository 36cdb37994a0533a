import TrackerDomain
import TrackerLocalization

/// The goals app's main page: the week strip over the selected day's habits,
/// done ones at the end of each section. Tapping a card marks it done on the
/// selected day (it moves to the end); tapping a done card, or one that cannot
/// be marked that day, or a long press, opens the tracker's details.
public struct WeekScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Today", or the selected day's date.
  public var title: LocalizedText
  /// "+": opens the "Add a new habit" form.
  public var addButton: ScreenButton
  /// Opens the month calendar.
  public var calendarButton: ScreenButton
  /// The seven days around the selected day.
  public var weekStrip: WeekStrip
  /// Pinned first, then the categories; in each, done trackers last.
  public var sections: [CardSection]
  /// When the day has no habits: "What will we track?" while there are none at all, or
  /// "No habits on this day" (a day before every habit starts).
  public var placeholder: Placeholder?
  /// What the list of cards shows: its day (`ListWindow.scope`).
  public var scope: String

  /// The page for `day`.
  public static func describe(_ context: ScreenContext, day: Day) -> WeekScreen {
    var none = CardShelf.Restocking()
    return describe(context, day: day, shelf: &none)
  }

  /// The page for `day`, with the cards on `shelf` that are still right; `shelf` then holds
  /// this page's cards (`element(shelf:)` takes their elements from it).
  public static func describe(_ context: ScreenContext, day: Day, shelf: inout CardShelf)
    -> WeekScreen
  {
    var restocking = CardShelf.Restocking(
      shelf,
      CardShelf.Setting(screen: "week", day: day, localizer: context.localizer, tapMarksDone: true))
    let page = describe(context, day: day, shelf: &restocking)
    shelf = restocking.shelf
    return page
  }

  private static func describe(
    _ context: ScreenContext, day: Day, shelf: inout CardShelf.Restocking
  ) -> WeekScreen {
    let feed = context.state.feed(
      for: TrackerQuery(day: day, doneLast: true), today: context.today, order: context.nameOrder)
    let cardTexts = CardTexts(context)
    return WeekScreen(
      offlineBanner: context.offlineBanner,
      title: day == context.today
        ? context.text(.weekTitleToday) : context.date(day, .weekTitleFormat),
      addButton: ScreenButton(
        id: "week.add", image: .plus, intents: [.open(.goalForm(.new))],
        accessibilityLabel: context.text(.weekAddAccessibility)),
      calendarButton: ScreenButton(
        id: "week.calendar", image: .calendar, intents: [.open(.monthCalendar)],
        accessibilityLabel: context.text(.weekCalendarAccessibility)),
      weekStrip: .describe(context, selected: day),
      sections: feed.sections.map {
        CardSection.describe(
          $0, on: day, context, screen: "week", menu: Destination.trackerDetail, texts: cardTexts,
          tapMarksDone: true, shelf: &shelf)
      },
      placeholder: feed.isEmpty ? placeholder(context) : nil,
      scope: day.iso)
  }

  /// What a day without habits shows: an invitation to add the first one only while there is
  /// none at all.
  private static func placeholder(_ context: ScreenContext) -> Placeholder {
    Placeholder(
      id: "week.placeholder", image: .placeholderNoTrackers,
      text: context.text(
        context.state.trackers.isEmpty ? .trackersPlaceholderEmpty : .weekPlaceholderNoHabits))
  }
}

extension WeekScreen: ScreenElementConvertible {
  /// `week`: "+", the calendar button, the title, the week strip, the list of sections
  /// (`week.list`), the placeholder.
  public var element: ScreenElement { element(sections: sections.map { $0.element }) }

  /// The tree with the sections' elements from `shelf`, the one `describe` filled.
  public func element(shelf: CardShelf) -> ScreenElement {
    element(sections: sections.map(shelf.element(of:)))
  }

  private func element(sections: [ScreenElement]) -> ScreenElement {
    .screen(
      "week",
      [
        offlineBanner?.element, addButton.element, calendarButton.element, .title(title),
        weekStrip.element, .list("week.list", sections: sections, scope: scope),
        placeholder?.element,
      ])
  }
}
