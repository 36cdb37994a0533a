import Foundation
import Testing
import TrackerCommandLine
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The text of `key` in `language`'s shipped table: the tests check that the tool shows the
/// table's text, never which words the table holds (the snapshots check those).
func word(_ key: StringKey, _ language: Language = .english, _ arguments: TextArgument...) -> String
{
  Localizer(language: language).text(key, arguments: arguments).string
}

/// 23.11.26 as `language` writes dates.
func date(_ day: Int, _ language: Language = .english) -> String {
  Localizer(language: language).date(year: 2026, month: 11, day: day).string
}

@Suite("tracker-kit render, screens and strings lint")
struct RenderCommandTests {
  @Test("render trackers on the demo state, in each language")
  func renderTrackers() {
    let english = run("render", "trackers", "--today", "2026-11-23")
    #expect(english.status == 0)
    #expect(
      english.output.hasPrefix(
        "trackers focus=#trackers.add\n  button #trackers.add image=plus label=\"\(word(.trackersAddAccessibility))\""
      ))
    #expect(english.output.contains("button #trackers.date \"\(date(23))\""))
    let russian = run("render", "trackers", "--locale", "ru", "--today", "2026-11-23")
    #expect(russian.output.contains("title \"\(word(.trackersTitle, .russian))\""))
    let pseudo = run("render", "trackers", "--locale", "pseudo", "--today", "2026-11-23")
    #expect(pseudo.output.contains("title \"\(word(.trackersTitle, .pseudo))\""))
  }

  @Test("The same state, locale and date give the same bytes")
  func deterministic() {
    let first = run("render", "all", "--locale", "ru", "--today", "2026-11-23")
    let second = run("render", "all", "--locale", "ru", "--today", "2026-11-23")
    #expect(first == second)
    #expect(first.status == 0)
    #expect(first.output.contains("== statistics =="))
  }

  @Test("Form screens take their inputs as flags")
  func formFlags() {
    let result = run(
      "render", "new-habit", "--name", "Пить воду", "--category", "health", "--schedule",
      "mon,wed,fri",
      "--emoji", "🥶", "--color", "8", "--locale", "ru", "--today", "2026-11-23")
    #expect(result.status == 0)
    let russian = Localizer(language: .russian)
    let days = russian.list(
      [StringKey.weekdayShortMonday, .weekdayShortWednesday, .weekdayShortFriday].map {
        russian.text($0)
      })
    #expect(result.output.contains("subtitle=\"\(days.string)\""))
    #expect(result.output.contains("subtitle=«Здоровье»"))
    #expect(
      result.output.contains(
        "button #trackerForm.create \"\(word(.trackerFormCreate, .russian))\" [primary] → apply createTracker"
      ))
    let everyDay = run("render", "schedule", "--schedule", "mon,tue,wed,thu,fri,sat,sun")
    #expect(
      everyDay.output.contains("row #schedule.sun \"\(word(.weekdayFullSunday))\" [switch on]"))
  }

  @Test("Main screen flags: date, search and filter")
  func mainScreenFlags() {
    // The demo's names are in the language shown: «Ёлка без пыли» in Russian, found as ЁЛКА.
    let result = run(
      "render", "trackers", "--today", "2026-11-23", "--date", "2026-11-22", "--search", "ЁЛКА",
      "--filter", "all", "--locale", "ru")
    #expect(result.output.contains("«\(word(.sampleTrackerDustFreeTree, .russian))»"))
    #expect(result.output.contains("\"\(date(22, .russian))\""))
    let filtered = run(
      "render", "trackers", "--today", "2026-11-23", "--filter", "completed", "--search", "zzz")
    #expect(filtered.output.contains("\"\(word(.trackersPlaceholderNotFound))\""))
  }

  @Test("screens lists every screen render takes")
  func screens() {
    let result = run("screens")
    #expect(result.status == 0)
    for name in ScreenCatalog.names {
      #expect(result.output.contains(name))
    }
  }

  @Test("Bad flags and bad states: a clear message and exit status 1")
  func badInput() {
    let screen = run("render", "trackrs")
    #expect(screen.status == 1)
    #expect(screen.errors.contains("unknown screen 'trackrs'"))
    let locale = run("render", "trackers", "--locale", codeWithoutTable)
    #expect(locale.status == 1)
    #expect(
      locale.errors.contains(
        "--locale \(codeWithoutTable): no such table; use one of \(acceptedLocales)."))
    let filter = run("render", "trackers", "--filter", "done")
    #expect(filter.status == 1)
    let filters = TrackerFilter.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(filter.errors.contains("--filter done: use one of \(filters)."))
    let color = run("render", "new-habit", "--color", "19")
    #expect(color.errors.contains("--color 19: use a whole number, 1 to 18"))
    let weekday = run("render", "schedule", "--schedule", "mon,fry")
    #expect(weekday.errors.contains("unknown weekday 'fry'"))
    let tracker = run("render", "tracker-menu", "--tracker", "nope")
    #expect(tracker.status == 1)
    #expect(tracker.errors.contains("no tracker with the id \"nope\""))
    let state = run("render", "trackers", "--state", "-", stdin: "{\"trackers\": [1]}")
    #expect(state.status == 1)
    #expect(
      state.errors == "<stdin>:1:15: error: expected a tracker as a JSON object, found a number\n")
    let none = run("render")
    #expect(none.status == 1)
  }

  @Test("help lists the languages of the tables, whichever a translator added")
  func helpListsTheTables() {
    let codes = LocalizationTables.embedded.languages.map(\.code).joined(separator: ", ")
    for command in ["render", "app", "gallery", "play", "serve"] {
      let help = run("help", command)
      #expect(help.output.contains(codes), "\(command): \(help.output)")
      #expect(!help.output.contains("en or ru"), "\(command)")
    }
  }

  @Test("strings lint checks the shipped tables clean")
  func stringsLint() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let result = run("strings", "lint", in: package)
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("0 errors, 0 warnings in \(tableCount) tables\n"))
    let missing = run("strings", "lint", "--tables", "/no/such/folder")
    #expect(missing.status == 1)
  }
}

@Suite("tracker-kit render: the goals app and the README")
struct GoalsRenderTests {
  @Test("render week, calendar, tracker-detail and move-start on the demo state")
  func goalsScreens() {
    let week = run("render", "week", "--locale", "ru", "--today", "2026-11-23")
    #expect(week.status == 0)
    #expect(week.output.contains("title \"\(word(.weekTitleToday, .russian))\""))
    let calendar = run(
      "render", "calendar", "--month", "2026-10", "--tracker", "t7", "--today", "2026-11-23")
    let october = Localizer(language: .english).date(
      .calendarTitleFormat, year: 2026, month: 10, day: 1
    ).string
    #expect(calendar.output.contains("title \"\(october)\""))
    #expect(calendar.output.contains("row #streak.best \"\(word(.streakBest))\""))
    let detail = run("render", "tracker-detail", "--tracker", "t1", "--today", "2026-11-23")
    let weeks = Localizer(language: .english).plural(.goalWeeks, count: 12).string
    #expect(
      detail.output.contains("row #detail.goal \"\(word(.detailGoal))\" subtitle=\"\(weeks)\""))
    let warning = run(
      "render", "move-start", "--tracker", "t1", "--date", "2026-11-20", "--today", "2026-11-23")
    #expect(warning.output.contains("\"\(word(.moveStartConfirm))\""))
    let badMonth = run("render", "calendar", "--month", "2026-13")
    #expect(badMonth.status == 1)
    #expect(badMonth.errors.contains("--month 2026-13: not a month; write it as YYYY-MM"))
  }

  @Test("--offline N puts the banner on top of any screen")
  func offline() {
    let result = run("render", "statistics", "--offline", "2", "--today", "2026-11-23")
    #expect(
      result.output.hasPrefix(
        "statistics focus=#tabBar.trackers\n  banner #offlineBanner \"\(word(.offlineTitle))\" \""
          + Localizer(language: .english).plural(.offlinePending, count: 2).string))
    #expect(run("render", "statistics", "--offline", "-1").status == 1)
  }

  @Test("The state file article's example is valid")
  func readmeExample() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: package.appendingPathComponent(
        "Sources/TrackerKit/TrackerKit.docc/StateFileFormat.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```json\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let example = String(readme[start.upperBound..<end.lowerBound])
    let result = run("check", "--state", "-", stdin: example)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("<stdin>: ok, 2 categories, 3 trackers"))
  }
}
