import TrackerDomain

/// The records list of a state file read in one quick pass over its bytes,
/// without building a JSON value with positions for each of (possibly) millions
/// of records: each record is a tracker number and a day.
///
/// The quick pass takes only the plain form the writer produces (`{"tracker":
/// "…", "date": "YYYY-MM-DD"}`, either field first, any JSON spacing, no
/// escapes) and gives up on anything else, so that the full parser reads the
/// list and reports any error exactly as it would have. When a record names an
/// unknown tracker or repeats another, the reader reads the list again the slow
/// way for the same reason: every message and position stays the same.
struct RecordList {
  /// Where the list's `[` is.
  let start: Int
  /// Just after the list's `]`.
  let end: Int
  /// The tracker ids, each once, in the order they first appear.
  let trackerIDs: [String]
  /// For each record, its tracker's index in `trackerIDs`.
  let trackers: [Int32]
  /// For each record, its day.
  let days: [Day]

  /// The list whose `[` is the first non-space byte at `offset`, or nil when
  /// it is not in the plain form.
  static func scan(_ bytes: [UInt8], from offset: Int) -> RecordList? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = RecordListScanner(bytes: buffer, offset: offset)
      return scanner.list()
    }
  }
}

/// The quick pass of `RecordList.scan`: a cursor over the bytes that answers
/// nil as soon as anything is not in the plain form.
private struct RecordListScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset: Int
  var trackerIDs: [String] = []
  var indexByID: [String: Int32] = [:]
  var trackers: [Int32] = []
  var days: [Day] = []
  /// The bytes of the last tracker id and its index: files list a tracker's
  /// records together, so most ids are the one before.
  var lastID: Range<Int> = 0..<0
  var lastIndex: Int32 = -1

  init(bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
    self.bytes = bytes
    self.offset = offset
  }

  mutating func list() -> RecordList? {
    skipSpace()
    let start = offset
    guard take(UInt8(ascii: "[")) else { return nil }
    skipSpace()
    if !take(UInt8(ascii: "]")) {
      repeat {
        skipSpace()
        guard record() else { return nil }
        skipSpace()
      } while take(UInt8(ascii: ","))
      guard take(UInt8(ascii: "]")) else { return nil }
    }
    return RecordList(
      start: start, end: offset, trackerIDs: trackerIDs, trackers: trackers, days: days)
  }

  /// `{"tracker": "…", "date": "…"}` or `{"date": "…", "tracker": "…"}`.
  private mutating func record() -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    var tracker: Int32?
    var day: Day?
    for position in 0..<2 {
      if position == 1 {
        skipSpace()
        guard take(UInt8(ascii: ",")) else { return false }
      }
      skipSpace()
      guard let key = plainString(), skipSpaceAndTake(UInt8(ascii: ":")) else { return false }
      skipSpace()
      guard let value = plainString() else { return false }
      if equals(key, "tracker"), tracker == nil {
        guard let index = trackerIndex(value) else { return false }
        tracker = index
      } else if equals(key, "date"), day == nil {
        guard let date = date(value) else { return false }
        day = date
      } else {
        return false
      }
    }
    guard skipSpaceAndTake(UInt8(ascii: "}")), let tracker, let day else { return false }
    trackers.append(tracker)
    days.append(day)
    return true
  }

  /// The bytes between the quotes of a string without escapes or control
  /// characters; leaves `offset` after the closing quote.
  private mutating func plainString() -> Range<Int>? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return start..<offset - 1
      }
      guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
      offset += 1
    }
    return nil
  }

  private mutating func trackerIndex(_ range: Range<Int>) -> Int32? {
    if lastIndex >= 0, equalBytes(range, lastID) { return lastIndex }
    guard let id = String(validating: bytes[range], as: UTF8.self) else { return nil }
    let index: Int32
    if let known = indexByID[id] {
      index = known
    } else {
      guard trackerIDs.count < Int32.max else { return nil }
      index = Int32(trackerIDs.count)
      trackerIDs.append(id)
      indexByID[id] = index
    }
    lastID = range
    lastIndex = index
    return index
  }

  /// `YYYY-MM-DD`, a day that exists.
  private func date(_ range: Range<Int>) -> Day? {
    guard range.count == 10, bytes[range.lowerBound + 4] == UInt8(ascii: "-"),
      bytes[range.lowerBound + 7] == UInt8(ascii: "-"),
      let year = number(range.lowerBound, 4), let month = number(range.lowerBound + 5, 2),
      let day = number(range.lowerBound + 8, 2)
    else { return nil }
    return Day(year: year, month: month, day: day)
  }

  private func number(_ start: Int, _ length: Int) -> Int? {
    var value = 0
    for index in start..<start + length {
      let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
      guard (0...9).contains(digit) else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
    range.count == word.utf8CodeUnitCount
      && zip(
        bytes[range], UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      )
      .allSatisfy { $0 == $1 }
  }

  private func equalBytes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
    lhs.count == rhs.count && bytes[lhs].elementsEqual(bytes[rhs])
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func skipSpaceAndTake(_ byte: UInt8) -> Bool {
    skipSpace()
    return take(byte)
  }

  /// JSON's spaces: space, tab, line feed, carriage return.
  private mutating func skipSpace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default: return
      }
    }
  }
}

extension StateFileReader {
  /// The records of the state file, from the quick pass when the parser could
  /// make it, else from the parsed list.
  func records(of file: Fields, trackers: [String: Int], starts: [String: Day])
    throws(StateFileError) -> [Record]
  {
    guard let recordList else {
      return try records(file.list("records"), trackers: trackers, starts: starts)
    }
    return try records(in: recordList, trackers: trackers, starts: starts)
  }

  /// The records of a list read by the quick pass, checked as
  /// `records(_:trackers:starts:)` checks them; on any problem the list is read
  /// again the slow way, which reports it at its place.
  func records(in list: RecordList, trackers: [String: Int], starts: [String: Day])
    throws(StateFileError) -> [Record]
  {
    let ids = list.trackerIDs.map { TrackerID($0) }
    if list.trackerIDs.allSatisfy({ trackers[$0] != nil }), !hasRepeats(list),
      !hasRecordsBeforeStart(list, starts: starts)
    {
      return zip(list.trackers, list.days).map { Record(tracker: ids[Int($0)], day: $1) }
    }
    let value = try JSONParser.value(in: source, at: list.start)
    guard case .array(let elements) = value.kind else { return [] }
    return try records(elements, trackers: trackers, starts: starts)
  }

  /// Whether a record is dated before its tracker's start day.
  private func hasRecordsBeforeStart(_ list: RecordList, starts: [String: Day]) -> Bool {
    let firstDays = list.trackerIDs.map { starts[$0]?.ordinal ?? Int.min }
    return zip(list.trackers, list.days).contains { $1.ordinal < firstDays[Int($0)] }
  }

  /// Whether a tracker is listed twice on one day. Files list each tracker's
  /// days in order, which shows there is no repeat in one pass; any other
  /// order is sorted to find out.
  private func hasRepeats(_ list: RecordList) -> Bool {
    var lastDay = [Int?](repeating: nil, count: list.trackerIDs.count)
    var inOrder = true
    for (tracker, day) in zip(list.trackers, list.days) {
      if let last = lastDay[Int(tracker)], last >= day.ordinal { inOrder = false }
      lastDay[Int(tracker)] = day.ordinal
    }
    if inOrder { return false }
    let keys = zip(list.trackers, list.days).map { tracker, day in
      RecordKey(tracker: tracker, day: day.ordinal)
    }.sorted()
    return zip(keys, keys.dropFirst()).contains { $0 == $1 }
  }
}

/// A record as two numbers, for sorting.
private struct RecordKey: Comparable {
  let tracker: Int32
  let day: Int

  static func < (lhs: RecordKey, rhs: RecordKey) -> Bool {
    (lhs.tracker, lhs.day) < (rhs.tracker, rhs.day)
  }
}
