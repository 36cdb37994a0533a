import Diagnostics
import TrackerDomain

/// A problem in a state file with the file, line and column where it was found:
/// `state.json:3:25: error: no tracker has the id "t2"`.
public typealias StateFileError = Diagnostic<StateFileProblem>

/// Everything that can be wrong in a state file, from its JSON syntax to the
/// app's rules, each with the values a message (or a test) needs.
public enum StateFileProblem: DiagnosticProblem {
  // MARK: JSON syntax

  /// The file starts with a UTF-16 byte-order mark.
  case utf16
  /// Nothing but spaces.
  case emptyFile
  /// More text after the document's value.
  case textAfterValue(Found)
  /// The file ends where a value should start.
  case endWhereValueExpected
  /// Something that cannot start a JSON value.
  case expectedValue(found: Found)
  /// Objects and lists nested deeper than the limit.
  case nestedTooDeep(limit: Int)
  /// An object member that does not start with a quoted key.
  case expectedKey(found: Found)
  /// The same key twice in one object.
  case duplicateKey(String, firstLine: Int)
  /// A key not followed by `:`.
  case expectedColon(key: String, found: Found)
  /// A comma just before `}` or `]`.
  case trailingComma(before: Character)
  /// A value not followed by `,` or the closing `}` or `]`.
  case expectedCommaOrClosing(Character, found: Found)
  /// A number with a sign, decimal point or exponent but no digit after it.
  case missingDigit(after: NumberPart)
  /// A number such as `01`.
  case leadingZero
  /// A string whose closing quote is missing, on its line or in the whole file.
  case unclosedString(atLineEnd: Bool)
  /// A raw control character inside a string.
  case controlCharacter(UInt8)
  /// A byte that is not valid UTF-8.
  case invalidUTF8(UInt8)
  /// The file ends just after a backslash.
  case endInsideEscape
  /// A backslash followed by a letter JSON does not know.
  case unknownEscape(Found)
  /// `\u` not followed by four hexadecimal digits.
  case invalidUnicodeEscape
  /// A high surrogate escape with no `\u` escape after it.
  case missingLowSurrogate
  /// A high surrogate escape followed by an escape that is not a low surrogate.
  case expectedLowSurrogate
  /// A low surrogate escape on its own.
  case loneLowSurrogate

  // MARK: Shape

  /// A value that should be an object (the file, a category, a tracker, a record).
  case notAnObject(Element, found: ValueKind)
  /// A member name the element does not have.
  case unknownField(String, in: Element)
  /// A member the element needs.
  case missingField(String, in: Element)
  /// A member of the wrong type.
  case wrongType(field: String, expected: FieldType, found: ValueKind)
  /// A number that is not a whole number in the field's range; `found` is the number as
  /// written (shortened when long).
  case numberOutOfRange(field: String, range: ClosedRange<Int>, found: String)

  // MARK: The app's rules

  /// An empty id, or one with spaces around it.
  case invalidID
  /// An id holding a control character or a line break (its code point).
  case controlCharacterInID(UInt32)
  /// A category of its own with the id of a goals-app preset (`goals.health`).
  case presetID(String, preset: String)
  /// A category or tracker id used twice.
  case duplicateID(Element, String, firstLine: Int)
  /// A category title used by another category, ignoring case and spaces.
  case duplicateTitle(String, usedBy: CategoryID)
  /// A category title that is empty after trimming.
  case emptyTitle
  /// A tracker name that is empty after trimming.
  case emptyName
  /// A tracker name longer than the limit, in characters as people count them.
  case nameTooLong(length: Int, limit: Int)
  /// A tracker in a category that does not exist; `known` are the ids that do, sorted.
  case unknownCategory(String, known: [String])
  /// A tracker without an emoji.
  case missingEmoji
  /// An emoji that is not one emoji (`"abc"`, three emoji).
  case invalidEmoji(String)
  /// A color outside 1–18, or not a whole number.
  case invalidColor
  /// A habit with an empty schedule.
  case emptySchedule
  /// A weekday that is not `mon` … `sun`.
  case unknownWeekday(String)
  /// A weekday that is not even a string.
  case weekdayNotAString(ValueKind)
  /// A weekday listed twice.
  case repeatedWeekday(String)
  /// A schedule that is neither a list nor null.
  case invalidSchedule
  /// A goal that is not one of its four forms.
  case invalidGoal
  /// A goal's count outside 1–10000.
  case goalCountOutOfRange
  /// A record for a tracker that does not exist.
  case unknownTracker(String)
  /// A second record of the same tracker on the same day.
  case repeatedRecord(firstLine: Int)
  /// A date that is not `YYYY-MM-DD` or does not exist.
  case invalidDate(String)
  /// A record dated before its tracker's start day.
  case recordBeforeStart(tracker: String, start: Day)
  /// A category's preset that is not one of the goals app's; `known` are the ones there are.
  case unknownPreset(String, known: [String])
  /// A preset category with an id or title of its own.
  case presetWithField(String)
  /// A reminder time that is not `HH:MM` from 00:00 to 23:59.
  case invalidReminderTime(String)
  /// A reminder time listed twice.
  case repeatedReminderTime(String)
  /// A waiting change whose `change` is not one of the app's; `known` are the ones there are.
  case unknownChange(String, known: [String])
  /// A waiting change's id that is not a whole number above the one before it,
  /// or a `next` that is not above every id.
  case invalidChangeID
  /// A rule of `TrackerState` the reader did not check with a position (none
  /// should be left; kept so that a new rule is reported, not lost).
  case inconsistentState(StateProblem)

  /// The parts of a state file that are JSON objects.
  public enum Element: String, Hashable, Sendable {
    /// The whole file.
    case stateFile
    /// One of `categories`.
    case category
    /// One of `trackers`.
    case tracker
    /// One of `records`.
    case record
    /// The `pending` changes.
    case pending
    /// One of the pending changes.
    case change
    /// A pending change's tracker fields.
    case draft
    /// One line of the journal beside the state file.
    case journalRecord

    /// "a tracker", "the state file".
    var phrase: String {
      switch self {
      case .stateFile: "the state file"
      case .category: "a category"
      case .tracker: "a tracker"
      case .record: "a record"
      case .pending: "the pending changes"
      case .change: "a pending change"
      case .draft: "a pending change's fields"
      case .journalRecord: "a journal record"
      }
    }

    /// The member names the element may have, in the order the writer writes them.
    public var knownFields: [String] {
      switch self {
      case .stateFile: ["categories", "trackers", "records", "pending", "lastChange"]
      case .category: ["id", "title", "preset"]
      case .tracker:
        [
          "id", "name", "category", "emoji", "color", "schedule", "pinned", "created", "notes",
          "goal", "reminders",
        ]
      case .record: ["tracker", "date"]
      case .pending: ["next", "changes"]
      case .change:
        ["id", "change", "category", "tracker", "title", "date", "confirmedLoss", "fields"]
      case .draft:
        [
          "name", "category", "emoji", "color", "schedule", "notes", "goal", "start", "reminders",
        ]
      case .journalRecord:
        [
          "n", "today", "queued", "more", "change", "category", "tracker", "title", "date",
          "confirmedLoss", "fields", "crc",
        ]
      }
    }
  }

  /// The kinds of JSON value.
  public enum ValueKind: Hashable, Sendable {
    /// `{…}`
    case object
    /// `[…]`
    case list
    /// `"…"`
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case bool
    /// `null`.
    case null

    /// "an object", "true or false" …
    var phrase: String {
      switch self {
      case .object: "an object"
      case .list: "a list"
      case .string: "a string"
      case .number: "a number"
      case .bool: "true or false"
      case .null: "null"
      }
    }
  }

  /// The types a member may be required to have.
  public enum FieldType: Hashable, Sendable {
    /// A string.
    case string
    /// `true` or `false`.
    case bool
    /// A list.
    case list
    /// A whole number from 0 up.
    case wholeNumber

    var phrase: String {
      switch self {
      case .string: "a string"
      case .bool: "true or false"
      case .list: "a list"
      case .wholeNumber: "a whole number"
      }
    }
  }

  /// Where a number lacks its digits.
  public enum NumberPart: Hashable, Sendable {
    /// After a leading `-`.
    case minus
    /// After the decimal point.
    case decimalPoint
    /// In the exponent.
    case exponent
  }

  /// What the parser found where it expected something else.
  public enum Found: Hashable, Sendable, CustomStringConvertible {
    /// A character, written `'x'`.
    case character(Character)
    /// A byte that is a control character or not UTF-8, written `byte 0x1F`.
    case byte(UInt8)
    /// Nothing: the file ended.
    case endOfFile

    /// `'x'`, `byte 0x1F` or "the end of the file", as messages write it.
    public var description: String {
      switch self {
      case .character(let character): "'\(character)'"
      case .byte(let byte): hexByte(byte)
      case .endOfFile: "the end of the file"
      }
    }
  }
}
