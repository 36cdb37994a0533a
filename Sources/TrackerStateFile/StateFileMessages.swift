import TrackerDomain

extension StateFileProblem {
  /// What is wrong, in plain words, and how to write it instead. The only
  /// place the state file's messages are worded.
  public var message: String {
    switch self {
    case .utf16: "the file is UTF-16; save it as UTF-8"
    case .emptyFile: "the file is empty"
    case .textAfterValue(let found): "unexpected \(found) after the end of the JSON value"
    case .endWhereValueExpected: "the file ends where a value was expected"
    case .expectedValue(let found): "expected a value, found \(found)"
    case .nestedTooDeep(let limit): "values are nested more than \(limit) deep"
    case .expectedKey(let found): "expected a quoted key, found \(found)"
    case .duplicateKey(let key, let line): "duplicate key \"\(key)\" (first on line \(line))"
    case .expectedColon(let key, let found):
      "expected ':' after the key \"\(key)\", found \(found)"
    case .trailingComma(let closing): "a comma before '\(closing)' is not allowed in JSON"
    case .expectedCommaOrClosing(let closing, let found):
      "expected ',' or '\(closing)' after a value, found \(found)"
    case .missingDigit(.minus): "expected a digit after '-'"
    case .missingDigit(.decimalPoint): "expected a digit after the decimal point"
    case .missingDigit(.exponent): "expected a digit in the exponent"
    case .leadingZero: "a number cannot start with 0 followed by digits"
    case .unclosedString(let atLineEnd):
      "this string is not closed: a '\"' is missing" + (atLineEnd ? " before the line ends" : "")
    case .controlCharacter(let byte):
      "\(hexByte(byte)), a control character, must be escaped in a string"
    case .invalidUTF8(let byte): "\(hexByte(byte)) is not valid UTF-8; save the file as UTF-8"
    case .endInsideEscape: "the file ends inside an escape"
    case .unknownEscape(let found): "unknown escape \\\(found)"
    case .invalidUnicodeEscape: "\\u must be followed by four hex digits"
    case .missingLowSurrogate: "a \\u escape of a high surrogate must be followed by a low one"
    case .expectedLowSurrogate: "expected a low surrogate \\uDC00…\\uDFFF"
    case .loneLowSurrogate: "a lone low surrogate is not a character"
    case .notAnObject(let element, let found):
      "expected \(element.phrase) as a JSON object, found \(found.phrase)"
    case .unknownField(let name, let element):
      "unknown field \"\(name)\" in \(element.phrase); known fields: "
        + element.knownFields.joined(separator: ", ")
    case .missingField(let name, let element): "\(element.phrase) needs a \"\(name)\""
    case .wrongType(let field, let expected, let found):
      "\"\(field)\" must be \(expected.phrase), found \(found.phrase)"
    case .numberOutOfRange(let field, let range, let found):
      "\"\(field)\" must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(found)"
    case .invalidID: "an id cannot be empty or start or end with spaces"
    case .controlCharacterInID(let code):
      "an id cannot hold a control character or a line break (here \(codePoint(code))); an id is one line of text"
    case .presetID(let id, let preset):
      "\"\(id)\" is the id of the goals app's preset category; write {\"preset\": \"\(preset)\"} for it, or choose another id"
    case .duplicateID(let element, let id, let line):
      "the \(element.rawValue) id \"\(id)\" is already used on line \(line)"
    case .duplicateTitle(let title, let other):
      "the title \"\(title)\" is already used by category \"\(other)\" (titles are compared ignoring case)"
    case .unknownPreset(let preset, let known):
      "no goals-app category is called \"\(preset)\"; known: " + listed(known)
    case .presetWithField(let field):
      "a preset category has only \"preset\" (its id and title come from the app); remove \"\(field)\""
    case .invalidReminderTime(let text):
      "\"\(text)\" is not a reminder time; write HH:MM, from 00:00 to 23:59"
    case .repeatedReminderTime(let text): "the reminder time \(text) is listed twice"
    case .unknownChange(let change, let known):
      "no change is called \"\(change)\"; known: " + listed(known)
    case .invalidChangeID:
      "a pending change's id must be a whole number above the one before it, and \"next\" above every id"
    case .emptyTitle: "a category's title cannot be empty"
    case .emptyName: "a tracker's name cannot be empty"
    case .nameTooLong(let length, let limit):
      "this name is \(length) characters long; the limit is \(limit)"
    case .unknownCategory(let id, let known):
      "no category has the id \"\(id)\"" + (known.isEmpty ? "" : "; known: " + listed(known))
    case .missingEmoji: "a tracker needs an emoji"
    case .invalidEmoji(let text):
      "\"\(text)\" is not one emoji; write a single emoji such as \"\(Palette.emoji[0])\""
    case .invalidColor: "\"color\" must be a whole number from 1 to 18"
    case .emptySchedule:
      "a habit needs at least one weekday; leave \"schedule\" out for an irregular event"
    case .unknownWeekday(let code):
      "unknown weekday \"\(code)\"; use mon, tue, wed, thu, fri, sat, sun"
    case .weekdayNotAString(let kind):
      "unknown weekday \(kind.phrase); use mon, tue, wed, thu, fri, sat, sun"
    case .repeatedWeekday(let code): "the weekday \"\(code)\" is listed twice"
    case .invalidSchedule:
      "\"schedule\" must be a list of weekdays such as [\"mon\", \"fri\"], or null"
    case .invalidGoal: "a goal is {\"days\": N}, {\"weeks\": N}, {\"months\": N} or \"forever\""
    case .goalCountOutOfRange: "a goal's count must be a whole number from 1 to 10000"
    case .unknownTracker(let id): "no tracker has the id \"\(id)\""
    case .repeatedRecord(let line):
      "this record repeats the one on line \(line): a tracker is done at most once a day"
    case .invalidDate(let text): "\"\(text)\" is not a date that exists; write it as YYYY-MM-DD"
    case .recordBeforeStart(let tracker, let start):
      "this record is dated before the start day of the tracker \"\(tracker)\" (\(start.iso)); a tracker has no records before it starts"
    case .inconsistentState(let problem): "the state is inconsistent: \(problem)"
    }
  }
}

/// `"a", "b", "c"`, and after ten ids, how many more there are.
private func listed(_ ids: [String]) -> String {
  let shown = ids.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
  return ids.count > 10 ? shown + " and \(ids.count - 10) more" : shown
}

/// `U+000A`: a code point written for a message.
func codePoint(_ code: UInt32) -> String {
  let digits = String(code, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// `byte 0x1F`: a byte written for a message.
func hexByte(_ byte: UInt8) -> String {
  let digits = String(byte, radix: 16, uppercase: true)
  return "byte 0x" + (digits.count == 1 ? "0" : "") + digits
}
