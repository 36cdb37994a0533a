import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The Filters button floats over the bottom of the list, and says when a filter other than
/// "all" is on: marked (`isActive`) and spoken with the filter's name.
@Suite("Filters floats and says when a filter is on")
struct FiltersButtonTests {
  @Test("Floating, marked and spoken with each filter but all", arguments: TrackerFilter.allCases)
  func eachFilter(filter: TrackerFilter) throws {
    let context = Fixture.context(.english)
    var query = TrackerQuery(day: Fixture.today)
    query = query.selecting(filter: filter, today: Fixture.today)
    let screen = TrackersScreen.describe(context, query: query)
    let button = try #require(screen.element.element("trackers.filters"))
    #expect(button.look.floats)
    #expect(button.state.isActive == (filter != .all))
    let label = button.texts.accessibilityLabel
    if filter == .all {
      #expect(label == nil)
    } else {
      guard case .localized(let text)? = label else {
        Issue.record("no spoken label: \(String(describing: label))")
        return
      }
      #expect(text.key == "trackers.filters.on.accessibility")
      guard case .localized(let name)? = text.arguments.first else {
        Issue.record("no filter name: \(text.arguments)")
        return
      }
      #expect(name.key == FiltersScreen.name(of: filter).rawValue)
    }
  }

  @Test("No Filters on a day with no trackers")
  func noTrackers() {
    let screen = TrackersScreen.describe(
      Fixture.context(.english, state: TrackerState()), query: TrackerQuery(day: Fixture.today))
    #expect(screen.filtersButton == nil)
  }
}
