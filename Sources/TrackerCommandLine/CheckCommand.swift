import TrackerDomain
import TrackerStateFile

/// `tracker-kit check`: validates a state file and prints a one-line summary.
enum CheckCommand {
  static let command = Command(
    name: "check", summary: "Check a state file and print a one-line summary.",
    options: [StateInput.state, StateInput.today]
  ) { arguments, context in
    let today = StateInput.today(arguments, context)
    guard let reading = try StateInput.read(arguments, context, today: today) else {
      let state = try StateInput.load(arguments, context, today: today)
      return CommandResult(
        output: "\(StateInput.name(arguments)): ok, " + summary(of: state) + "\n")
    }
    var text = "\(StateInput.name(arguments)): ok, " + summary(of: reading.state)
    if reading.journalChanges > 0 {
      text += " (" + counted(reading.journalChanges, "change", "changes") + " from its journal)"
    }
    return CommandResult(
      output: text + "\n", errors: reading.notes.map { "\($0)\n" }.joined())
  }

  /// "3 categories, 10 trackers (7 habits, 3 irregular events), 120 records from … to …",
  /// and ", 2 changes waiting to be sent" when the goals app has some.
  static func summary(of state: TrackerState) -> String {
    let habits = state.trackers.filter { $0.kind == .habit }.count
    let events = state.trackers.count - habits
    var text =
      "\(counted(state.categories.count, "category", "categories")), "
      + "\(counted(state.trackers.count, "tracker", "trackers")) "
      + "(\(counted(habits, "habit", "habits")), \(counted(events, "irregular event", "irregular events"))), "
      + counted(state.records.count, "record", "records")
    let days = state.trackers.map { state.records.doneDays(for: $0.id) }
    if let first = days.compactMap(\.first).min(), let last = days.compactMap(\.last).max() {
      text += " from \(first.iso) to \(last.iso)"
    }
    if !state.pendingChanges.isEmpty {
      text +=
        ", " + counted(state.pendingChanges.count, "change", "changes") + " waiting to be sent"
    }
    return text
  }

  private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}

/// `tracker-kit stats`: the statistics as plain numbers.
enum StatsCommand {
  static let command = Command(
    name: "stats", summary: "Print the statistics of a state as plain numbers.",
    options: [StateInput.state, StateInput.today]
  ) { arguments, context in
    let today = StateInput.today(arguments, context)
    let statistics = try StateInput.load(arguments, context, today: today)
      .statistics(today: today)
    return CommandResult(
      output: """
        best period: \(statistics.bestPeriod)
        perfect days: \(statistics.perfectDays)
        trackers completed: \(statistics.trackersCompleted)
        average value: \(plainDecimal(statistics.averageValue))

        """)
  }

  /// `value` rounded to two decimals, with a point and no trailing zeros: 1.5, 2.33, 3.
  static func plainDecimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = hundredths % 100
    if fraction == 0 { return String(whole) }
    let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
    return "\(whole)." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
  }
}
