import TrackerDomain
import TrackerLocalization

/// The sheet of the filters (`TrackerFilter`), with a checkmark on the current one.
public struct FiltersScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Filters".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// All trackers, Trackers for today, Completed, Not completed.
  public var rows: [ListRow]

  /// The filters with `current` checked.
  public static func describe(_ context: ScreenContext, current: TrackerFilter) -> FiltersScreen {
    FiltersScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(.filtersTitle),
      closeButton: .close("filters", context),
      rows: TrackerFilter.allCases.map { filter in
        ListRow(
          id: ElementID("filters").appending(filter.rawValue),
          title: .localized(context.text(name(of: filter))),
          accessory: filter == current ? .checkmark : .none,
          intents: [.selectFilter(filter), .dismiss])
      })
  }

  /// The table key of a filter's name.
  public static func name(of filter: TrackerFilter) -> StringKey {
    switch filter {
    case .all: .filtersAll
    case .today: .filtersToday
    case .completed: .filtersCompleted
    case .uncompleted: .filtersUncompleted
    }
  }
}

extension FiltersScreen: ScreenElementConvertible {
  /// `filters`: the title and a row per filter; the focus starts on the checked one.
  public var element: ScreenElement {
    .screen(
      "filters",
      [offlineBanner?.element, .title(title)] + rows.map { $0.element } + [closeButton.element],
      focus: ListRow.checked(in: rows), closesOnTapOutside: true)
  }
}
