import TrackerDomain

extension StateFileWriter {
  /// The `"records"` member in the canonical layout: one record a line, by
  /// tracker in the state's order, then by day. Written straight into one
  /// string, as a state can hold millions of records.
  static func recordsMember(of state: TrackerState) -> String {
    var text = "  \"records\": ["
    text.reserveCapacity(state.records.count * 52 + 32)
    var first = true
    for tracker in state.trackers {
      let prefix = "\n    {\"tracker\": \(string(tracker.id.rawValue)), \"date\": \""
      for day in state.records.doneDays(for: tracker.id) {
        if !first { text += "," }
        first = false
        text += prefix
        appendISO(day, to: &text)
        text += "\"}"
      }
    }
    return text + (first ? "]" : "\n  ]")
  }

  /// Appends `YYYY-MM-DD`, as `Day.iso` writes it, without making a string for it.
  private static func appendISO(_ day: Day, to text: inout String) {
    let (year, month, dayOfMonth) = day.components
    guard (0...9999).contains(year) else {
      text += day.iso
      return
    }
    var digits: [UInt8] = []
    digits.reserveCapacity(10)
    for (value, width) in [(year, 4), (month, 2), (dayOfMonth, 2)] {
      if !digits.isEmpty { digits.append(UInt8(ascii: "-")) }
      var divisor = 1
      for _ in 1..<width { divisor *= 10 }
      while divisor > 0 {
        digits.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    text += String(decoding: digits, as: UTF8.self)
  }
}
