import Testing
import TrackerDomain

@Suite("The supported calendar: the years 1 to 9999")
struct SupportedRangeTests {
  @Test("The range runs from 0001-01-01 to 9999-12-31")
  func range() {
    #expect(Day.earliest.iso == "0001-01-01")
    #expect(Day.latest.iso == "9999-12-31")
    #expect(Day.latest.isSupported)
    #expect(!Day.latest.adding(days: 1).isSupported)
    #expect(!Day.earliest.adding(days: -1).isSupported)
  }

  @Test("Month arithmetic does not stop at the end of the calendar")
  func monthsPastTheEnd() {
    let start = day("9999-01-01")
    #expect(start.addingMonths(12) == Day.latest.adding(days: 1))
    #expect(start.addingMonths(11).iso == "9999-12-01")
    #expect(day("0001-03-31").addingMonths(-1).iso == "0001-02-28")
    #expect(day("0001-01-15").addingMonths(-1) == day("0001-01-15").adding(days: -31))
  }

  @Test("A goal of 12 months from 9999-01-01 spans the year, not zero days")
  func goalAtTheEnd() throws {
    var tracker = habit(
      "a", "Аист", days: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday],
      created: "9999-01-01")
    tracker.goal = .months(12)
    let state = try state([tracker], records: [("a", "9999-01-01")])
    #expect(state.progress(of: "a") == GoalProgress(done: 1, target: 365))
  }

  @Test("A goal that would end after 9999-12-31 counts the days up to it")
  func goalBeyondTheEnd() throws {
    var tracker = habit(
      "a", "Аист", days: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday],
      created: "9999-12-01")
    tracker.goal = .days(100)
    let state = try state([tracker])
    #expect(state.progress(of: "a")?.target == 31)
  }
}
