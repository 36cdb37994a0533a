import TrackerDomain
import TrackerLocalization

/// The main screen: "+", the title, the selected date, search, the cards in
/// sections, the Filters button, a placeholder when there is nothing, and the tab bar.
public struct TrackersScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "+": opens the choice between a habit and an irregular event.
  public var addButton: ScreenButton
  /// "Trackers".
  public var title: LocalizedText
  /// The shown day (`dd.MM.yy`); opens the calendar.
  public var dateButton: ScreenButton
  /// The search field.
  public var searchField: ScreenTextField
  /// "Cancel" beside the search field while a search is typed.
  public var searchCancelButton: ScreenButton?
  /// Pinned first, then the categories in their order of creation.
  public var sections: [CardSection]
  /// "What will we track?" for a day without trackers, "Nothing found" when
  /// search or filter hides them all; nil when there are cards.
  public var placeholder: Placeholder?
  /// "Filters", absent when the shown day has no trackers at all.
  public var filtersButton: ScreenButton?
  /// The tab bar, Trackers selected.
  public var tabBar: TabBar
  /// What the list of cards shows: its day, filter and search (`ListWindow.scope`), so that
  /// a front end's window of it starts at the top when it shows something else.
  public var scope: String

  /// The main screen for `query`.
  public static func describe(_ context: ScreenContext, query: TrackerQuery) -> TrackersScreen {
    var none = CardShelf.Restocking()
    return describe(context, query: query, feed: feed(context, query), shelf: &none)
  }

  /// The main screen for `query`, with the cards on `shelf` that are still right; `shelf`
  /// then holds this screen's cards (`element(shelf:)` takes their elements from it).
  public static func describe(
    _ context: ScreenContext, query: TrackerQuery, shelf: inout CardShelf
  ) -> TrackersScreen {
    let feed = feed(context, query)
    var restocking = CardShelf.Restocking(
      shelf,
      CardShelf.Setting(
        screen: "trackers", day: feed.day, localizer: context.localizer, tapMarksDone: false))
    let screen = describe(context, query: query, feed: feed, shelf: &restocking)
    shelf = restocking.shelf
    return screen
  }

  private static func feed(_ context: ScreenContext, _ query: TrackerQuery) -> TrackerFeed {
    context.state.feed(for: query, today: context.today, order: context.nameOrder)
  }

  private static func describe(
    _ context: ScreenContext, query: TrackerQuery, feed: TrackerFeed,
    shelf: inout CardShelf.Restocking
  ) -> TrackersScreen {
    let date = context.date(feed.day)
    let cardTexts = CardTexts(context)
    return TrackersScreen(
      offlineBanner: context.offlineBanner,
      addButton: ScreenButton(
        id: "trackers.add", image: .plus, intents: [.open(.trackerType)],
        accessibilityLabel: context.text(.trackersAddAccessibility)),
      title: context.text(.trackersTitle),
      dateButton: ScreenButton(
        id: "trackers.date", title: .localized(date), intents: [.open(.datePicker)],
        accessibilityLabel: context.text(
          .trackersDateAccessibility, .localized(context.spokenDate(feed.day)))),
      searchField: ScreenTextField(
        id: "trackers.search", purpose: .search, text: query.search,
        placeholder: context.text(.trackersSearchPlaceholder)),
      searchCancelButton: query.search.isEmpty
        ? nil
        : ScreenButton(
          id: "trackers.search.cancel", title: .localized(context.text(.trackersSearchCancel)),
          intents: [.search("")]),
      sections: feed.sections.map {
        CardSection.describe(
          $0, on: feed.day, context, screen: "trackers", menu: Destination.trackerMenu,
          texts: cardTexts, shelf: &shelf)
      },
      placeholder: placeholder(for: feed, context),
      filtersButton: feed.dayHasTrackers ? filtersButton(query.filter, context) : nil,
      tabBar: .describe(context, selected: .trackers),
      scope: "\(feed.day.iso) \(query.filter.rawValue) \(query.search)")
  }

  /// Filters, floating over the bottom of the list; with a filter other than "all" on, marked
  /// and spoken with it ("Filters: Completed").
  private static func filtersButton(_ filter: TrackerFilter, _ context: ScreenContext)
    -> ScreenButton
  {
    let isOn = filter != .all
    return ScreenButton(
      id: "trackers.filters", title: .localized(context.text(.trackersFilters)), style: .primary,
      intents: [.open(.filters)],
      accessibilityLabel: isOn
        ? context.text(
          .trackersFiltersOnAccessibility, .localized(context.text(FiltersScreen.name(of: filter))))
        : nil,
      isActive: isOn, floats: true)
  }

  private static func placeholder(for feed: TrackerFeed, _ context: ScreenContext) -> Placeholder? {
    guard feed.isEmpty else { return nil }
    if feed.dayHasTrackers {
      return Placeholder(
        id: "trackers.placeholder", image: .placeholderNothingFound,
        text: context.text(.trackersPlaceholderNotFound))
    }
    return Placeholder(
      id: "trackers.placeholder", image: .placeholderNoTrackers,
      text: context.text(.trackersPlaceholderEmpty))
  }
}

extension TabBar {
  /// The tab bar with `selected` shown.
  public static func describe(_ context: ScreenContext, selected: AppTab) -> TabBar {
    TabBar(
      items: AppTab.allCases.map { tab in
        Item(
          id: ElementID("tabBar").appending(tab.rawValue), tab: tab,
          title: context.text(tab == .trackers ? .tabBarTrackers : .tabBarStatistics),
          image: tab == .trackers ? .tabTrackers : .tabStatistics, isSelected: tab == selected,
          intents: tab == selected ? [] : [.selectTab(tab)])
      })
  }
}

extension TrackersScreen: ScreenElementConvertible {
  /// `trackers`: "+", the title, the date, search, the list of sections (`trackers.list`),
  /// the placeholder, Filters and the tab bar.
  public var element: ScreenElement { element(sections: sections.map { $0.element }) }

  /// The tree with the sections' elements from `shelf`, the one `describe` filled.
  public func element(shelf: CardShelf) -> ScreenElement {
    element(sections: sections.map(shelf.element(of:)))
  }

  private func element(sections: [ScreenElement]) -> ScreenElement {
    .screen(
      "trackers",
      [
        offlineBanner?.element, addButton.element, .title(title), dateButton.element,
        searchField.element, searchCancelButton?.element,
        .list("trackers.list", sections: sections, scope: scope), placeholder?.element,
        filtersButton?.element, tabBar.element,
      ])
  }
}
