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
  /// The last month read (`year * 16 + month`), the ordinal of its first day
  /// and its length: a tracker's days follow each other, so most dates are in
  /// the month before.
  var lastMonth = -1
  var lastMonthStart = 0
  var lastMonthLength = 0
  /// `{"tracker": "`, and `", "date": "` from the quote that ends the id.
  let opening = Literal("{\"tracker\": \"")
  let middle = Literal("\", \"date\": \"")

  init(bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
    self.bytes = bytes
    self.offset = offset
  }

  mutating func list() -> RecordList? {
    skipSpace()
    let start = offset
    guard take(UInt8(ascii: "[")) else { return nil }
    // At most one record every 40 bytes in the writer's layout (44 with the
    // shortest id), so that the lists never grow while they are read.
    trackers.reserveCapacity((bytes.count - offset) / 40)
    days.reserveCapacity((bytes.count - offset) / 40)
    skipSpace()
    if !take(UInt8(ascii: "]")) {
      repeat {
        skipSpace()
        guard writerRecord() || record() else { return nil }
        skipSpace()
      } while take(UInt8(ascii: ","))
      guard take(UInt8(ascii: "]")) else { return nil }
    }
    return RecordList(
      start: start, end: offset, trackerIDs: trackerIDs, trackers: trackers, days: days)
  }

  /// `{"tracker": "…", "date": "YYYY-MM-DD"}` spaced exactly as the writer
  /// writes it, read with as few checks a byte as can be; false, with
  /// `offset` where it was, for anything else (`record()` then reads it).
  private mutating func writerRecord() -> Bool {
    let start = offset
    if readWriterRecord() { return true }
    offset = start
    return false
  }

  private mutating func readWriterRecord() -> Bool {
    guard opening.matches(bytes, at: offset) else { return false }
    offset += opening.count
    let idStart = offset
    let tracker: Int32
    let sameEnd = idStart + lastID.count
    if lastIndex >= 0, sameEnd < bytes.count, bytes[sameEnd] == UInt8(ascii: "\""),
      Self.equalBytes(bytes, idStart..<sameEnd, lastID)
    {
      tracker = lastIndex
      offset = sameEnd
    } else {
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
        guard bytes[offset] >= 0x20, bytes[offset] != UInt8(ascii: "\\") else { return false }
        offset += 1
      }
      guard let index = trackerIndex(idStart..<offset) else { return false }
      tracker = index
    }
    guard middle.matches(bytes, at: offset) else { return false }
    offset += middle.count
    guard offset + 12 <= bytes.count, bytes[offset + 10] == UInt8(ascii: "\""),
      bytes[offset + 11] == UInt8(ascii: "}"), let day = writerDate(at: offset)
    else { return false }
    offset += 12
    trackers.append(tracker)
    days.append(day)
    return true
  }

  /// The `YYYY-MM-DD` at `start`, a day that exists, as `date(_:)` reads it.
  private mutating func writerDate(at start: Int) -> Day? {
    guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-") else {
      return nil
    }
    // Static helpers: a method of this struct, called from a mutating one, copies the whole
    // scanner at each call in a debug build (eight times a record here).
    let bytes = bytes
    let digit = { (index: Int) in Self.digit(bytes, index) }
    let digits = (
      digit(start), digit(start + 1), digit(start + 2), digit(start + 3), digit(start + 5),
      digit(start + 6), digit(start + 8), digit(start + 9)
    )
    // Each is below 10 when it is a digit, as `UInt` wraps what is below "0".
    guard
      digits.0 < 10, digits.1 < 10, digits.2 < 10, digits.3 < 10, digits.4 < 10,
      digits.5 < 10, digits.6 < 10, digits.7 < 10
    else { return nil }
    let year = Int(((digits.0 * 10 + digits.1) * 10 + digits.2) * 10 + digits.3)
    let month = Int(digits.4 * 10 + digits.5)
    let dayOfMonth = Int(digits.6 * 10 + digits.7)
    if year * 16 + month != lastMonth {
      guard let first = Day(year: year, month: month, day: 1) else { return nil }
      lastMonth = year * 16 + month
      lastMonthStart = first.ordinal
      lastMonthLength = Day.numberOfDays(inMonth: month, year: year)
    }
    guard dayOfMonth >= 1, dayOfMonth <= lastMonthLength else { return nil }
    return Day(ordinal: lastMonthStart + dayOfMonth - 1)
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
    if lastIndex >= 0, Self.equalBytes(bytes, range, lastID) { return lastIndex }
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

  /// The byte at `index` less "0": below 10 for a digit, more for any other byte.
  private static func digit(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt {
    UInt(bytes[index]) &- UInt(UInt8(ascii: "0"))
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

  private static func equalBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, _ lhs: Range<Int>, _ rhs: Range<Int>
  ) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where bytes[lhs.lowerBound + index] != bytes[rhs.lowerBound + index]
    {
      return false
    }
    return true
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
    throws(StateFileError) -> ReadRecords
  {
    guard let recordList else {
      return ReadRecords(try records(file.list("records"), trackers: trackers, starts: starts))
    }
    return try records(in: recordList, trackers: trackers, starts: starts)
  }

  /// The records of a list read by the quick pass, checked as
  /// `records(_:trackers:starts:)` checks them; on any problem the list is read
  /// again the slow way, which reports it at its place.
  func records(in list: RecordList, trackers: [String: Int], starts: [String: Day])
    throws(StateFileError) -> ReadRecords
  {
    if list.trackerIDs.allSatisfy({ trackers[$0] != nil }),
      let days = list.daysByTracker(),
      !zip(list.trackerIDs, days).contains(where: { id, days in
        guard let start = starts[id], let first = days.first else { return false }
        return first < start
      })
    {
      return ReadRecords(ids: list.trackerIDs.map { TrackerID($0) }, days: days)
    }
    let value = try JSONParser.value(in: source, at: list.start)
    guard case .array(let elements) = value.kind else { return ReadRecords([]) }
    return ReadRecords(try records(elements, trackers: trackers, starts: starts))
  }
}

extension RecordList {
  /// For each tracker in `trackerIDs`, its days in increasing order; nil when
  /// a tracker is listed twice on one day. Gathered by counting, without
  /// hashing; files list each tracker's days in order, so sorting is seldom
  /// needed.
  func daysByTracker() -> [[Day]]? {
    var counts = [Int](repeating: 0, count: trackerIDs.count)
    for tracker in trackers { counts[Int(tracker)] += 1 }
    var byTracker = counts.map { count in
      var days: [Day] = []
      days.reserveCapacity(count)
      return days
    }
    // Index loops here: `zip` is generic calls for every record in a debug build.
    for index in 0..<min(trackers.count, days.count) {
      byTracker[Int(trackers[index])].append(days[index])
    }
    for index in byTracker.indices {
      let days = byTracker[index]
      if Self.isIncreasing(days) { continue }
      let sorted = days.sorted()
      // Sorted days that do not increase have a day twice.
      if !Self.isIncreasing(sorted) { return nil }
      byTracker[index] = sorted
    }
    return byTracker
  }

  /// Whether each day comes before the next.
  private static func isIncreasing(_ days: [Day]) -> Bool {
    var index = 1
    while index < days.count {
      guard days[index - 1] < days[index] else { return false }
      index += 1
    }
    return true
  }
}

/// The records of a state file as read: the list the full parser made, or the
/// quick pass's days of each tracker, walked tracker by tracker.
struct ReadRecords: Sequence {
  private let records: [Record]
  private let ids: [TrackerID]
  private let days: [[Day]]

  init(_ records: [Record]) {
    self.records = records
    ids = []
    days = []
  }

  init(ids: [TrackerID], days: [[Day]]) {
    records = []
    self.ids = ids
    self.days = days
  }

  /// The state of these records and the given categories and trackers: the
  /// quick pass's days go into the state tracker by tracker, as they are.
  func state(categories: [TrackerCategory], trackers: [Tracker]) throws(StateProblem)
    -> TrackerState
  {
    guard records.isEmpty, !ids.isEmpty else {
      return try TrackerState(categories: categories, trackers: trackers, records: records)
    }
    var doneDays: [TrackerID: DoneDays] = [:]
    doneDays.reserveCapacity(ids.count)
    for (id, days) in zip(ids, days) {
      doneDays[id] = DoneDays(days)
    }
    return try TrackerState(categories: categories, trackers: trackers, doneDays: doneDays)
  }

  var underestimatedCount: Int {
    records.count + days.reduce(0) { $0 + $1.count }
  }

  func makeIterator() -> Iterator {
    Iterator(records: records, ids: ids, days: days)
  }

  /// Walks the list's records, then the quick pass's, tracker by tracker.
  struct Iterator: IteratorProtocol {
    let records: [Record]
    let ids: [TrackerID]
    let days: [[Day]]
    var record = 0
    var tracker = 0
    var day = 0

    mutating func next() -> Record? {
      if record < records.count {
        record += 1
        return records[record - 1]
      }
      while tracker < days.count {
        if day < days[tracker].count {
          day += 1
          return Record(tracker: ids[tracker], day: days[tracker][day - 1])
        }
        tracker += 1
        day = 0
      }
      return nil
    }
  }
}

/// A fixed text of 8 to 16 bytes, compared with the bytes at an offset as two
/// machine words (its first and last eight bytes).
private struct Literal {
  let count: Int
  private let head: UInt64
  private let tail: UInt64

  init(_ text: String) {
    let bytes = Array(text.utf8)
    precondition((8...16).contains(bytes.count), "a literal has 8 to 16 bytes")
    count = bytes.count
    (head, tail) = bytes.withUnsafeBytes { raw in
      (
        raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
      )
    }
  }

  /// Whether `bytes` hold this text at `offset`.
  func matches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset >= 0, offset + count <= bytes.count else { return false }
    let raw = UnsafeRawBufferPointer(bytes)
    return raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == head
      && raw.loadUnaligned(fromByteOffset: offset + count - 8, as: UInt64.self) == tail
  }
}
