import TrackerApp
import TrackerDomain
import TrackerScreens
import TrackerStateFile

// The app's errors on the wire. Every error object has a stable `code` (what a front
// end switches on) and a `message` (a sentence for a developer, never shown to users);
// the other fields say what the code needs.

/// Why a request got an error instead of a screen; the app is left as it was.
public enum ServeError: Error, Hashable, Sendable {
  /// The line is not JSON.
  case malformedJSON(WireReadError)
  /// The line is longer than the server reads (`limit` bytes).
  case lineTooLong(limit: Int)
  /// The line is JSON but not an object with exactly one known key; `keys` are the ones it has.
  case unknownRequest(keys: [String])
  /// A known request whose value is wrong (a bad day, an unknown language, a missing field).
  case invalidRequest(WireDecodingError)
  /// The act cannot be done on the current screen.
  case act(ActError)
  /// The change could not be saved to the state file; it was not made. `reason` says why as a
  /// code, `message` in a sentence.
  case cannotSave(SaveFailure, message: String)
}

extension ServeError: CustomStringConvertible {
  /// A sentence for a developer.
  public var description: String {
    switch self {
    case .malformedJSON(let error):
      "the request is not JSON: line \(error.line), column \(error.column): \(error.message)"
    case .lineTooLong(let limit):
      "the request is longer than \(limit) bytes; it was skipped"
    case .unknownRequest(let keys):
      (keys.isEmpty
        ? "the request has no key" : "unknown request with keys \(keys.joined(separator: ", "))")
        + "; a request is an object with one of the keys "
        + WireRequest.keys.joined(separator: ", ")
    case .invalidRequest(let error): "invalid request: \(error)"
    case .act(let error): error.description
    case .cannotSave(_, let message): message
    }
  }
}

extension ServeError: WireDefined {
  static let sum = WireSum<ServeError>(
    "Error",
    "Why a request got an error instead of a screen; the app is unchanged. Switch on code; message is a sentence for a developer and may change.",
    tag: "code",
    [
      .init(
        "malformedJSON", "The line is not JSON.",
        [
          message,
          .required("line", .integer(minimum: 1, maximum: Int(Int32.max)), "The line, from 1."),
          .required(
            "column", .integer(minimum: 1, maximum: Int(Int32.max)),
            "The column, from 1, in characters."),
          .required("problem", .string, "What is wrong there."),
        ]
      ) { fields throws(WireDecodingError) in
        .malformedJSON(
          WireReadError(
            line: try fields.required("line"), column: try fields.required("column"),
            message: try fields.required("problem")))
      },
      .init(
        "lineTooLong", "The line is longer than the server reads; it was skipped.",
        [
          message, .required("limit", .count, "The most bytes a line may have."),
        ]
      ) { fields throws(WireDecodingError) in .lineTooLong(limit: try fields.required("limit")) },
      .init(
        "unknownRequest", "Not an object with exactly one known key.",
        [
          message,
          .required(
            "keys", .array(.string), "The keys the object has (none when it is not an object)."),
        ]
      ) { fields throws(WireDecodingError) in .unknownRequest(keys: try fields.required("keys")) },
      .init(
        "invalidRequest", "A known request whose value is wrong.",
        [
          message, .required("path", .string, "Where in the request: $.type.id."),
          .required("problem", .string, "What is wrong there."),
        ]
      ) { fields throws(WireDecodingError) in
        .invalidRequest(
          WireDecodingError(
            path: try fields.required("path"), message: try fields.required("problem")))
      },
      .init(
        "noSuchElement", "No element on the screen has the id.",
        [
          message, id, screen,
          .required("available", .array(ElementID.wireType), "The ids a user can act on there."),
        ]
      ) { fields throws(WireDecodingError) in
        .act(
          .noSuchElement(
            try fields.required("id"), screen: try fields.required("screen"),
            available: try fields.required("available")))
      },
      .init("disabled", "The element is disabled.", [message, id, screen]) {
        fields throws(WireDecodingError) in
        .act(.disabled(try fields.required("id"), screen: try fields.required("screen")))
      },
      .init(
        "doesNothing", "The element sends nothing for this act.",
        [
          message, id, screen,
          .required("act", .string(pattern: "^(tap|longPress)$"), "The act: tap or longPress."),
        ]
      ) { fields throws(WireDecodingError) in
        let act: String = try fields.required("act")
        return .act(
          .doesNothing(
            try fields.required("id"), screen: try fields.required("screen"),
            act: act == "longPress" ? "long-press" : act))
      },
      .init("notATextField", "Text can be typed into text fields only.", [message, id, screen]) {
        fields throws(WireDecodingError) in
        .act(.notATextField(try fields.required("id"), screen: try fields.required("screen")))
      },
      .init(
        "refused", "The rules refused the change the element asked for.",
        [
          message, id, screen, .required("reason", TrackerActionError.wireType, "Why."),
        ]
      ) { fields throws(WireDecodingError) in
        .act(
          .refused(
            try fields.required("id"), screen: try fields.required("screen"),
            reason: try fields.required("reason")))
      },
      .init("nothingToGoBackTo", "Back on a screen with nothing under it.", [message, screen]) {
        fields throws(WireDecodingError) in
        .act(.nothingToGoBackTo(screen: try fields.required("screen")))
      },
      .init(
        "cannotSave",
        "The change could not be saved to the state file, so it was not made; nothing of the file was lost or overwritten.",
        [
          message,
          .required(
            "reason", SaveFailure.wireType,
            "Why, as a code: changedElsewhere (start the server again on the file), readOnly (make the file writable), diskFull (free space), unwritable (act again)."
          ),
        ]
      ) { fields throws(WireDecodingError) in
        .cannotSave(try fields.required("reason"), message: try fields.required("message"))
      },
    ])

  static let message = WireField.required("message", .string, "A sentence for a developer.")
  static let id = WireField.required("id", ElementID.wireType, "The element acted on.")
  static let screen = WireField.required("screen", .string, "The screen's name: tracker-form.")

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON: its code and message, and the fields of its case.
  public func write(to writer: inout WireWriter) {
    let message: [(key: String, value: WireValue)] = [("message", .string(description))]
    func object(_ code: String, _ fill: (inout WireObject) -> Void) {
      writer.object(code, tag: "code", adding: message, fill)
    }
    switch self {
    case .malformedJSON(let error):
      object("malformedJSON") {
        $0.set("column", error.column)
        $0.set("line", error.line)
        $0.set("problem", error.message)
      }
    case .lineTooLong(let limit): object("lineTooLong") { $0.set("limit", limit) }
    case .unknownRequest(let keys): object("unknownRequest") { $0.set("keys", keys) }
    case .invalidRequest(let error):
      object("invalidRequest") {
        $0.set("path", error.path)
        $0.set("problem", error.message)
      }
    case .cannotSave(let reason, _): object("cannotSave") { $0.set("reason", reason) }
    case .act(let error):
      switch error {
      case .noSuchElement(let id, let screen, let available):
        object("noSuchElement") {
          $0.set("available", available)
          $0.set("id", id)
          $0.set("screen", screen)
        }
      case .disabled(let id, let screen):
        object("disabled") {
          $0.set("id", id)
          $0.set("screen", screen)
        }
      case .doesNothing(let id, let screen, let act):
        object("doesNothing") {
          // The act as a request names it.
          $0.set("act", act == "long-press" ? "longPress" : act)
          $0.set("id", id)
          $0.set("screen", screen)
        }
      case .notATextField(let id, let screen):
        object("notATextField") {
          $0.set("id", id)
          $0.set("screen", screen)
        }
      case .refused(let id, let screen, let reason):
        object("refused") {
          $0.set("id", id)
          $0.set("reason", reason)
          $0.set("screen", screen)
        }
      case .nothingToGoBackTo(let screen):
        object("nothingToGoBackTo") { $0.set("screen", screen) }
      }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ServeError
  {
    try sum.decode(value, at: path)
  }
}

extension ServeError {
  /// The error of a change that could not be saved: its code and message.
  public init(saving error: StateFileStoreError) {
    self = .cannotSave(error.saveFailure, message: error.description)
  }
}

extension SaveFailure: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "SaveFailure"
  /// One sentence for the schema.
  public static let wireDoc =
    "Why a change could not be saved: changedElsewhere, readOnly, diskFull or unwritable."
}

extension TrackerActionError: WireDefined {
  static let sum = WireSum<TrackerActionError>(
    "ActionProblem", "Why the rules refused a change to the user's data.", tag: "code",
    [
      .init("unknownTracker", "No tracker has this id.", [tracker]) {
        fields throws(WireDecodingError) in .unknownTracker(try fields.required("tracker"))
      },
      .init(
        "unknownCategory", "No category has this id.",
        [
          .required("category", CategoryID.wireType, "The category.")
        ]
      ) { fields throws(WireDecodingError) in .unknownCategory(try fields.required("category")) },
      .init("invalidName", "The tracker name is empty or too long.", [problem]) {
        fields throws(WireDecodingError) in .invalidName(try fields.required("problem"))
      },
      .init("invalidCategoryTitle", "The category title is empty or taken.", [problem]) {
        fields throws(WireDecodingError) in .invalidCategoryTitle(try fields.required("problem"))
      },
      .init("missingEmoji", "No emoji was chosen.") { _ in .missingEmoji },
      .init("invalidEmoji", "Not one emoji.", [.required("emoji", .string, "What was given.")]) {
        fields throws(WireDecodingError) in .invalidEmoji(try fields.required("emoji"))
      },
      .init("emptySchedule", "A habit with no weekday chosen.") { _ in .emptySchedule },
      .init("idInUse", "The id is taken.", [.required("id", .string, "The id.")]) {
        fields throws(WireDecodingError) in .idInUse(try fields.required("id"))
      },
      .init("dayAfterToday", "Trackers cannot be marked for a day after today.", [day]) {
        fields throws(WireDecodingError) in .dayAfterToday(try fields.required("day"))
      },
      .init("beforeStart", "A tracker cannot be marked before its start day.", [tracker, day]) {
        fields throws(WireDecodingError) in
        .beforeStart(try fields.required("tracker"), try fields.required("day"))
      },
      .init("notOnThisDay", "The tracker does not appear on that day.", [tracker, day]) {
        fields throws(WireDecodingError) in
        .notOnThisDay(try fields.required("tracker"), try fields.required("day"))
      },
      .init(
        "invalidGoal", "A goal of zero or fewer days, weeks or months.",
        [
          .required("goal", Goal.wireType, "The goal.")
        ]
      ) { fields throws(WireDecodingError) in .invalidGoal(try fields.required("goal")) },
      .init(
        "unconfirmedRecordLoss", "Moving the start would delete records not confirmed.",
        [
          tracker, .required("records", .count, "How many records it would delete."),
        ]
      ) { fields throws(WireDecodingError) in
        .unconfirmedRecordLoss(
          try fields.required("tracker"), records: try fields.required("records"))
      },
      .init(
        "noChangeIDLeft",
        "The waiting changes have used every id up to 2^53 - 1 (only an edited state file gets there)."
      ) { _ in .noChangeIDLeft },
    ])

  static let tracker = WireField.required("tracker", TrackerID.wireType, "The tracker.")
  static let day = WireField.required("day", Day.wireType, "The day.")
  static let problem = WireField.required("problem", NameProblem.wireType, "What is wrong with it.")

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    func object(_ code: String, _ fill: (inout WireObject) -> Void) {
      writer.object(code, tag: "code", fill)
    }
    switch self {
    case .unknownTracker(let id): object("unknownTracker") { $0.set("tracker", id) }
    case .unknownCategory(let id): object("unknownCategory") { $0.set("category", id) }
    case .invalidName(let problem): object("invalidName") { $0.set("problem", problem) }
    case .invalidCategoryTitle(let problem):
      object("invalidCategoryTitle") { $0.set("problem", problem) }
    case .missingEmoji: object("missingEmoji") { _ in }
    case .invalidEmoji(let emoji): object("invalidEmoji") { $0.set("emoji", emoji) }
    case .emptySchedule: object("emptySchedule") { _ in }
    case .idInUse(let id): object("idInUse") { $0.set("id", id) }
    case .dayAfterToday(let day): object("dayAfterToday") { $0.set("day", day) }
    case .beforeStart(let id, let day):
      object("beforeStart") {
        $0.set("day", day)
        $0.set("tracker", id)
      }
    case .notOnThisDay(let id, let day):
      object("notOnThisDay") {
        $0.set("day", day)
        $0.set("tracker", id)
      }
    case .invalidGoal(let goal): object("invalidGoal") { $0.set("goal", goal) }
    case .unconfirmedRecordLoss(let id, let records):
      object("unconfirmedRecordLoss") {
        $0.set("records", records)
        $0.set("tracker", id)
      }
    case .noChangeIDLeft: object("noChangeIDLeft") { _ in }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> TrackerActionError
  {
    try sum.decode(value, at: path)
  }
}

extension NameProblem: WireDefined {
  static let sum = WireSum<NameProblem>(
    "NameProblem", "Why a tracker name or category title cannot be used.", tag: "code",
    [
      .init("empty", "Nothing but spaces.") { _ in .empty },
      .init(
        "tooLong", "More characters than the limit.",
        [
          .required("limit", .count, "The most characters allowed.")
        ]
      ) { fields throws(WireDecodingError) in .tooLong(limit: try fields.required("limit")) },
      .init(
        "duplicate", "Another category has this title.",
        [
          .required("category", CategoryID.wireType, "The category that has it.")
        ]
      ) { fields throws(WireDecodingError) in .duplicate(try fields.required("category")) },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .empty: writer.object("empty", tag: "code") { _ in }
    case .tooLong(let limit): writer.object("tooLong", tag: "code") { $0.set("limit", limit) }
    case .duplicate(let id): writer.object("duplicate", tag: "code") { $0.set("category", id) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> NameProblem
  {
    try sum.decode(value, at: path)
  }
}
