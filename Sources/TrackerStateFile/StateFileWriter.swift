import TrackerDomain

/// Writes a state in the canonical layout: one category, tracker or record a
/// line, fields in a fixed order, records by tracker then day. Reading the
/// text back gives the same state, and writing that gives the same bytes.
enum StateFileWriter {
  /// The file of `state`; `lastChange`, the number of the newest journal change it holds,
  /// is written last when there is one.
  static func text(for state: TrackerState, lastChange: Int = 0) -> String {
    let categories = state.categories.map { category in
      if let preset = category.preset { return object([("preset", string(preset.rawValue))]) }
      return object([("id", string(category.id.rawValue)), ("title", string(category.title))])
    }
    let trackers = state.trackers.map(tracker)
    return "{\n"
      + [
        list("categories", categories), list("trackers", trackers), recordsMember(of: state),
        pendingMember(of: state), lastChange > 0 ? "  \"lastChange\": \(lastChange)" : nil,
      ].compactMap { $0 }.joined(separator: ",\n") + "\n}\n"
  }

  /// A tracker's fields in their fixed order; notes and goal only when present.
  private static func tracker(_ tracker: Tracker) -> String {
    var fields: [(String, String)] = [
      ("id", string(tracker.id.rawValue)), ("name", string(tracker.name)),
      ("category", string(tracker.category.rawValue)), ("emoji", string(tracker.emoji)),
      ("color", String(tracker.color.number)), ("schedule", scheduleText(tracker.schedule)),
      ("pinned", tracker.isPinned ? "true" : "false"), ("created", string(tracker.created.iso)),
    ]
    if let notes = tracker.notes { fields.append(("notes", string(notes))) }
    if let goal = tracker.goal { fields.append(("goal", text(for: goal))) }
    if !tracker.reminders.isEmpty { fields.append(("reminders", remindersText(tracker.reminders))) }
    return object(fields)
  }

  /// `["mon", "wed"]`, or `null` for an irregular event.
  static func scheduleText(_ schedule: WeekdaySet?) -> String {
    schedule.map { days in
      "[" + days.days.map { string($0.code) }.joined(separator: ", ") + "]"
    } ?? "null"
  }

  static func text(for goal: Goal) -> String {
    switch goal {
    case .days(let count): "{\"days\": \(count)}"
    case .weeks(let count): "{\"weeks\": \(count)}"
    case .months(let count): "{\"months\": \(count)}"
    case .forever: "\"forever\""
    }
  }

  private static func list(_ key: String, _ lines: [String]) -> String {
    guard !lines.isEmpty else { return "  \(string(key)): []" }
    return "  \(string(key)): [\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
  }

  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else written as UTF-8.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
