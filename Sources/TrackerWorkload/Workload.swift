import TrackerDomain

/// A state to measure the kit on, with the day it is seen from and the search
/// the benchmark types: generated from a shape and a seed, or the demo state.
public struct Workload: Sendable {
  /// A short name for tables: `L`, `M`, `S`, `L 4y`.
  public let name: String
  /// One line on what the state holds.
  public let summary: String
  /// The user's categories, trackers and records.
  public let state: TrackerState
  /// Today; the history ends here.
  public let today: Day
  /// A search text that matches some of the trackers' names.
  public let search: String

  /// A workload with every part given.
  public init(name: String, summary: String, state: TrackerState, today: Day, search: String) {
    self.name = name
    self.summary = summary
    self.state = state
    self.today = today
    self.search = search
  }

  /// The seed the benchmark uses unless told otherwise.
  public static let defaultSeed: UInt64 = 2026

  /// The today of every generated workload: Monday, 2026-11-23.
  public static let defaultToday = Day(ordinal: 20_780)

  /// A state of `shape`, the same for the same shape, seed and today on every machine.
  public static func generated(
    _ name: String, shape: WorkloadShape, seed: UInt64 = defaultSeed, today: Day = defaultToday
  ) -> Workload {
    var generator = WorkloadGenerator(shape: shape, seed: seed, today: today)
    let state = generator.state()
    let summary =
      "\(shape.trackers) trackers in \(shape.categories) categories, "
      + "\(shape.years) year\(shape.years == 1 ? "" : "s") of history, "
      + "\(state.records.count.formatted) records, seed \(seed)"
    return Workload(
      name: name, summary: summary, state: state, today: today,
      search: WorkloadGenerator.sampleSearch)
  }

  /// L: 1,000 trackers in 50 categories, ten years, about two million records.
  public static func large(seed: UInt64 = defaultSeed) -> Workload {
    generated("L", shape: .large, seed: seed)
  }

  /// M: 100 trackers in 10 categories, one year.
  public static func medium(seed: UInt64 = defaultSeed) -> Workload {
    generated("M", shape: .medium, seed: seed)
  }

  /// H: a heavy user (16 habits kept for ten years, most days perfect), or
  /// another shape of heavy user.
  public static func heavyUser(
    seed: UInt64 = defaultSeed, shape: WorkloadShape = .heavyUser
  ) -> Workload {
    generated("H", shape: shape, seed: seed)
  }

  /// S: the built-in demo state (ten trackers, two months).
  public static func small(today: Day = defaultToday) -> Workload {
    let state = DemoState.make(today: today)
    return Workload(
      name: "S",
      summary: "the demo state: \(state.trackers.count) trackers in \(state.categories.count) "
        + "categories, \(state.records.count.formatted) records",
      state: state, today: today, search: "вод")
  }

  /// L's trackers and categories with `years` of history: one step of the growth series.
  public static func growth(years: Int, seed: UInt64 = defaultSeed) -> Workload {
    generated("L \(years)y", shape: .large(years: years), seed: seed)
  }
}

extension Int {
  /// `1,969,050`.
  fileprivate var formatted: String {
    let digits = Array(String(magnitude))
    var result = self < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
