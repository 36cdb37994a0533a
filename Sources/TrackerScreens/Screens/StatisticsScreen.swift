import TrackerDomain
import TrackerLocalization

/// The Statistics tab: a placeholder when there is nothing to analyze, else the
/// indicators with their values (zero where empty).
public struct StatisticsScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// One indicator: a big number over its name.
  public struct Indicator: Hashable, Sendable {
    /// A stable identifier.
    public var id: ElementID
    /// The number, written for the language ("1,5").
    public var value: DisplayText
    /// "Best period", "Perfect days", "Trackers completed", "Average value".
    public var title: LocalizedText
    /// What a screen reader says, with the unit: "Best Streak: 4 days".
    public var accessibilityLabel: LocalizedText
  }

  /// "Statistics".
  public var title: LocalizedText
  /// "Nothing to analyze yet", when there is no record up to today.
  public var placeholder: Placeholder?
  /// The indicators, or none with the placeholder.
  public var indicators: [Indicator]
  /// The tab bar, Statistics selected.
  public var tabBar: TabBar

  /// The statistics of every day up to today.
  public static func describe(_ context: ScreenContext) -> StatisticsScreen {
    let statistics = context.state.statistics(today: context.today)
    let localizer = context.localizer
    // Each indicator's spoken label says the number with its unit, in the plural its count
    // takes; the average, a decimal, is one template.
    func counted(_ key: PluralKey, _ count: Int) -> (String, LocalizedText) {
      (localizer.integer(count), localizer.plural(key, count: count))
    }
    let average = average(statistics.averageValue, context)
    let values: [(String, StringKey, (String, LocalizedText))] = [
      (
        "bestPeriod", .statisticsBestPeriod,
        counted(.statisticsBestPeriodAccessibility, statistics.bestPeriod)
      ),
      (
        "perfectDays", .statisticsPerfectDays,
        counted(.statisticsPerfectDaysAccessibility, statistics.perfectDays)
      ),
      (
        "trackersCompleted", .statisticsTrackersCompleted,
        counted(.statisticsTrackersCompletedAccessibility, statistics.trackersCompleted)
      ),
      (
        "averageValue", .statisticsAverageValue,
        (average, context.text(.statisticsAverageValueAccessibility, .text(average)))
      ),
    ]
    return StatisticsScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(.statisticsTitle),
      placeholder: statistics.isEmpty
        ? Placeholder(
          id: "statistics.placeholder", image: .placeholderNoStatistics,
          text: context.text(.statisticsPlaceholder))
        : nil,
      indicators: statistics.isEmpty
        ? []
        : values.map { name, key, value in
          Indicator(
            id: ElementID("statistics").appending(name), value: .number(value.0),
            title: context.text(key), accessibilityLabel: value.1)
        },
      tabBar: .describe(context, selected: .statistics))
  }

  /// The average with as few decimals as it needs, at most two: 2, 1,5, 2,17.
  private static func average(_ value: Double, _ context: ScreenContext) -> String {
    let hundredths = Int((value * 100).rounded())
    let digits = hundredths % 100 == 0 ? 0 : hundredths % 10 == 0 ? 1 : 2
    return context.localizer.decimal(Double(hundredths) / 100, fractionDigits: digits)
  }
}

extension StatisticsScreen: ScreenElementConvertible {
  /// `statistics`: the title, the placeholder or the indicators, the tab bar.
  public var element: ScreenElement {
    .screen(
      "statistics",
      [offlineBanner?.element, .title(title), placeholder?.element]
        + indicators.map { indicator in
          ScreenElement(
            .indicator, id: indicator.id,
            texts: ElementTexts(
              title: .localized(indicator.title), value: indicator.value,
              accessibilityLabel: .localized(indicator.accessibilityLabel)))
        } + [tabBar.element])
  }
}
