import TrackerDomain

/// How one command-line text becomes a typed value: the placeholder help shows, the accepted
/// words when they are a fixed few, and the parse, which says what is wrong. Like
/// swift-argument-parser's `ExpressibleByArgument`, but a value rather than a conformance,
/// so that one Swift type can be read in several ways (a day, a month).
struct ValueType<Value: Sendable>: Sendable {
  /// The placeholder in usage and help: `YYYY-MM-DD`, `FILE`.
  let placeholder: String
  /// The accepted words, when they are a fixed few: help lists them, and a text that is
  /// none of them gets "use one of …" and a "Did you mean …?".
  var choices: [String] = []
  /// When the choices are too many to list: where to find them.
  var choicesHint: String?
  /// What help adds about the accepted values when they are not choices: "1 to 18".
  var range: String?
  /// The value of a text, or why the text is not one.
  let parse: @Sendable (String) throws(InvalidValue) -> Value
}

/// Why a text is not a value of an option's or argument's type.
enum InvalidValue: Error, Equatable {
  /// What is wrong, as it reads after "--today 2026-02-30: ".
  case problem(String)
  /// Not one of the type's `choices`.
  case notAChoice
}

extension ValueType where Value == String {
  /// Any text, the empty text included.
  static func text(_ placeholder: String) -> ValueType {
    ValueType(placeholder: placeholder) { text in text }
  }

  /// A file or folder path: any text but the empty one, which names nothing.
  static func path(_ placeholder: String) -> ValueType {
    ValueType(placeholder: placeholder) { text throws(InvalidValue) in
      guard !text.isEmpty else { throw .problem("an empty path names no file") }
      return text
    }
  }

  /// One of a fixed list of words.
  static func word(_ placeholder: String, in choices: [String], hint: String? = nil) -> ValueType {
    ValueType(placeholder: placeholder, choices: choices, choicesHint: hint) {
      text throws(InvalidValue) in
      guard choices.contains(text) else { throw .notAChoice }
      return text
    }
  }
}

extension ValueType where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// One of an enumeration's raw values: `all`, `today`, `completed`, `uncompleted`.
  static func choice(_ placeholder: String) -> ValueType {
    ValueType(placeholder: placeholder, choices: Value.allCases.map(\.rawValue)) {
      text throws(InvalidValue) in
      guard let value = Value(rawValue: text) else { throw .notAChoice }
      return value
    }
  }
}

extension ValueType where Value == Int {
  /// A whole number in `range`.
  static func number(_ placeholder: String, in range: ClosedRange<Int>) -> ValueType {
    let words =
      range.upperBound == .max
      ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)"
    return ValueType(placeholder: placeholder, range: words) { text throws(InvalidValue) in
      guard let number = Int(text), range.contains(number) else {
        throw .problem("use a whole number, \(words)")
      }
      return number
    }
  }
}

extension ValueType where Value == Day {
  /// A calendar day written `YYYY-MM-DD`.
  static let day = ValueType(placeholder: "YYYY-MM-DD") { text throws(InvalidValue) in
    guard let day = Day(iso: text) else {
      throw .problem("not a date that exists; write it as YYYY-MM-DD")
    }
    return day
  }

  /// A month written `YYYY-MM`, as its first day.
  static let month = ValueType(placeholder: "YYYY-MM") { text throws(InvalidValue) in
    guard text.utf8.count == 7, let first = Day(iso: text + "-01") else {
      throw .problem("not a month; write it as YYYY-MM")
    }
    return first
  }
}
