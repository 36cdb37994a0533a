import JSONSyntax
import TrackerDomain

/// One change of the user's data as the journal beside the state file keeps it: one line of
/// JSON a person can read, numbered, with the day it was made on and a check of its bytes:
///
///     {"n": 14, "today": "2026-11-23", "change": "markDone", "tracker": "t12", "date": "2026-11-23", "crc": "5d0f1a2b"}
///
/// `n` counts the file's changes from 1 up, across folds; `queued` (the goals app with a
/// server) says the change was also kept for the server; `more` says the next line belongs to
/// the same act (an act's changes are kept whole or not at all); `crc` is the CRC-32 of the
/// line's bytes before `, "crc"`, so that a line a crash cut short or damaged is never read
/// as a change.
struct JournalRecord: Hashable, Sendable {
  /// The change's number: 1 for the file's first change, one more for each after it.
  var number: Int
  /// Today when the change was made (it decides which days can be marked, and a new
  /// tracker's start).
  var today: Day
  /// The change itself.
  var action: TrackerAction
  /// Whether the change was also kept for the server (`TrackerState.applying(_:today:queuing:)`).
  var isQueued = false
  /// Whether the act that made this change made another one, on the next line.
  var hasMore = false

  /// The largest number a change may have (as for the goals app's ids: a JSON client holds it).
  static let largestNumber = PendingChanges.largestID

  /// The line, with its check, ending with a newline.
  var line: String {
    var fields: [(String, String)] = [
      ("n", String(number)), ("today", StateFileWriter.string(today.iso)),
    ]
    if isQueued { fields.append(("queued", "true")) }
    if hasMore { fields.append(("more", "true")) }
    var text = StateFileWriter.object(fields + StateFileWriter.fields(of: action))
    text.removeLast()
    return text + Self.checkField(for: Array(text.utf8)) + "}\n"
  }

  /// `, "crc": "5d0f1a2b"`: the check of `bytes` as the line writes it.
  static func checkField(for bytes: some Collection<UInt8>) -> String {
    let digits = String(CRC32.checksum(bytes), radix: 16)
    return ", \"crc\": \"" + String(repeating: "0", count: 8 - digits.count) + digits + "\""
  }

  /// How many bytes the check takes at the end of a line: `, "crc": "5d0f1a2b"}`.
  static let checkLength = checkField(for: []).utf8.count + 1

  /// Whether `line` ends with the bytes of `check`, compared one by one (`elementsEqual` on
  /// a suffix was generic calls for every byte in a debug build, for every line read).
  private static func ends(_ line: ArraySlice<UInt8>, with check: [UInt8]) -> Bool {
    guard line.count >= check.count else { return false }
    var index = line.endIndex - check.count
    for byte in check {
      guard line[index] == byte else { return false }
      index += 1
    }
    return true
  }

  /// The record on `line` (without its newline), or what is wrong with it: nil when its
  /// check does not match its bytes (a line cut short or damaged), a `StateFileError` (at
  /// line 1 of the line itself) when its bytes are right but it does not read as a change.
  static func read(_ line: ArraySlice<UInt8>, fileName: String) -> Result<
    JournalRecord, ReadFailure
  > {
    guard line.count > checkLength else { return .failure(.damaged) }
    let body = line.dropLast(checkLength)
    let check = Array((checkField(for: body) + "}").utf8)
    guard Self.ends(line, with: check) else { return .failure(.damaged) }
    let source = SourceText(bytes: Array(line), fileName: fileName)
    do throws(StateFileError) {
      var reader = JSONReader(source.bytes, depthLimit: 16)
      let value: JSONValue
      do {
        value = try reader.readDocument()
      } catch {
        throw source.error(error)
      }
      return .success(try StateFileReader(source: source, today: Day(ordinal: 0)).record(value))
    } catch {
      return .failure(.unreadable(error))
    }
  }

  /// The largest number of a whole line of `journal` that reads as a record (0 when none).
  static func newestNumber(in journal: [UInt8]) -> Int {
    journal.split(separator: UInt8(ascii: "\n")).reduce(0) { newest, line in
      guard case .success(let record) = read(line, fileName: "") else { return newest }
      return max(newest, record.number)
    }
  }

  /// Why a line is not a record.
  enum ReadFailure: Error, Hashable {
    /// Its check does not match its bytes.
    case damaged
    /// Its bytes are as written, but it is not a change this version reads.
    case unreadable(StateFileError)
  }
}

extension StateFileReader {
  /// A journal line's fields as a record.
  func record(_ value: JSONValue) throws(StateFileError) -> JournalRecord {
    let fields = try Fields(value, .journalRecord, source: source)
    return JournalRecord(
      number: try number(fields.required("n"), field: "n", in: 1...JournalRecord.largestNumber),
      today: try day(fields.string("today")), action: try action(fields, idsMayBeLeftOut: true),
      isQueued: try fields.bool("queued") ?? false, hasMore: try fields.bool("more") ?? false)
  }
}

/// CRC-32 (IEEE 802.3, the one zip and PNG use), computed a byte at a time from a table.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    if let crc = bytes.withContiguousStorageIfAvailable(checksum(of:)) { return crc }
    return Array(bytes).withUnsafeBufferPointer(checksum(of:))
  }

  /// The checksum of the bytes in `buffer`, read through pointers: iterating a generic
  /// collection, and the table read as a global at every byte, were calls for every byte
  /// of every journal line in a debug build.
  private static func checksum(of buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
    table.withUnsafeBufferPointer { table in
      var crc: UInt32 = 0xFFFF_FFFF
      var index = 0
      while index < buffer.count {
        crc = table[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
        index += 1
      }
      return crc ^ 0xFFFF_FFFF
    }
  }
}
