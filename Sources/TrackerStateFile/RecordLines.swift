import TrackerDomain

extension StateFileWriter {
  /// The `"records"` member in the canonical layout: one record a line, by
  /// tracker in the state's order, then by day. Written as bytes into one
  /// buffer, as a state can hold millions of records (the terminal app saves
  /// after every change).
  static func recordsMember(of state: TrackerState) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(state.records.count * 52 + 32)
    bytes.append(contentsOf: "  \"records\": [".utf8)
    var first = true
    for tracker in state.trackers {
      let prefix = Array("\n    {\"tracker\": \(string(tracker.id.rawValue)), \"date\": \"".utf8)
      for day in state.records.doneDays(for: tracker.id) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(contentsOf: prefix)
        appendISO(day, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: "}"))
      }
    }
    bytes.append(contentsOf: (first ? "]" : "\n  ]").utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `YYYY-MM-DD`, as `Day.iso` writes it, without making a string for it.
  private static func appendISO(_ day: Day, to bytes: inout [UInt8]) {
    let (year, month, dayOfMonth) = day.components
    guard (0...9999).contains(year) else {
      bytes.append(contentsOf: day.iso.utf8)
      return
    }
    let zero = UInt8(ascii: "0")
    bytes.append(zero + UInt8(year / 1000))
    bytes.append(zero + UInt8(year / 100 % 10))
    bytes.append(zero + UInt8(year / 10 % 10))
    bytes.append(zero + UInt8(year % 10))
    bytes.append(UInt8(ascii: "-"))
    bytes.append(zero + UInt8(month / 10))
    bytes.append(zero + UInt8(month % 10))
    bytes.append(UInt8(ascii: "-"))
    bytes.append(zero + UInt8(dayOfMonth / 10))
    bytes.append(zero + UInt8(dayOfMonth % 10))
  }
}
