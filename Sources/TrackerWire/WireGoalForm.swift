import TrackerDomain
import TrackerScreens

// The goals app's form on the wire: its mode, its edits and reminder times.

extension GoalForm.Mode: WireDefined {
  static let sum = WireSum<GoalForm.Mode>(
    "GoalFormMode", "Whether the goal form makes a new goal or edits one.",
    [
      .init("new", "A new goal.", title: "newGoalMode") { _ in .new },
      .init(
        "edit", "Changes to an existing tracker.",
        [.required("tracker", TrackerID.wireType, "The tracker.")], title: "editGoalMode"
      ) { fields throws(WireDecodingError) in .edit(try fields.required("tracker")) },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .new: writer.object("new") { _ in }
    case .edit(let id): writer.object("edit") { $0.set("tracker", id) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> GoalForm.Mode
  {
    try sum.decode(value, at: path)
  }
}

extension GoalForm.GoalUnit: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "GoalUnit"
  /// One sentence for the schema.
  public static let wireDoc = "The unit of a goal's count, or forever."
}

extension ReminderTime: WirePatternString {
  static let wireName = "ReminderTime"
  static let wireDoc = "A time of day, HH:MM on the 24-hour clock."
  static let pattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  var text: String { description }
  init?(text: String) { self.init(text) }
}

extension GoalFormEdit: WireDefined {
  static let sum = WireSum<GoalFormEdit>(
    "GoalFormEdit", "A change to the goals app's form.",
    [
      .init(
        "setTitle", "The title field's new text.", [.required("text", .string, "The whole text.")]
      ) {
        fields throws(WireDecodingError) in .setTitle(try fields.required("text"))
      },
      .init(
        "setNotes", "The notes field's new text.", [.required("text", .string, "The whole text.")],
        title: "setGoalNotes"
      ) {
        fields throws(WireDecodingError) in .setNotes(try fields.required("text"))
      },
      .init(
        "setCategory", "A category chosen.",
        [.required("category", CategoryID.wireType, "The category.")], title: "setGoalCategory"
      ) {
        fields throws(WireDecodingError) in .setCategory(try fields.required("category"))
      },
      .init("setStart", "The start day chosen.", [.required("day", Day.wireType, "The day.")]) {
        fields throws(WireDecodingError) in .setStart(try fields.required("day"))
      },
      .init(
        "setGoalCount", "The count field's new text.",
        [.required("text", .string, "The whole text.")]
      ) {
        fields throws(WireDecodingError) in .setGoalCount(try fields.required("text"))
      },
      .init(
        "setGoalUnit", "The unit chosen.",
        [.required("unit", GoalForm.GoalUnit.wireType, "The unit.")]
      ) {
        fields throws(WireDecodingError) in .setGoalUnit(try fields.required("unit"))
      },
      .init(
        "addReminder", "A reminder added.", [.required("time", ReminderTime.wireType, "Its time.")]
      ) {
        fields throws(WireDecodingError) in .addReminder(try fields.required("time"))
      },
      .init(
        "removeReminder", "A reminder removed.",
        [.required("time", ReminderTime.wireType, "Its time.")]
      ) {
        fields throws(WireDecodingError) in .removeReminder(try fields.required("time"))
      },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .setTitle(let text): writer.object("setTitle") { $0.set("text", text) }
    case .setNotes(let text): writer.object("setNotes") { $0.set("text", text) }
    case .setCategory(let id): writer.object("setCategory") { $0.set("category", id) }
    case .setStart(let day): writer.object("setStart") { $0.set("day", day) }
    case .setGoalCount(let text): writer.object("setGoalCount") { $0.set("text", text) }
    case .setGoalUnit(let unit): writer.object("setGoalUnit") { $0.set("unit", unit) }
    case .addReminder(let time): writer.object("addReminder") { $0.set("time", time) }
    case .removeReminder(let time): writer.object("removeReminder") { $0.set("time", time) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> GoalFormEdit
  {
    try sum.decode(value, at: path)
  }
}
