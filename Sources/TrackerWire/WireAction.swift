import TrackerDomain

// Changes to the user's data on the wire: what an `apply` intent carries and what a
// response lists under `changes`.

extension TrackerAction: WireDefined {
  static let sum = WireSum<TrackerAction>(
    "Action", "A change to the user's data.",
    [
      .init(
        "createCategory", "Adds a category at the end of the list.",
        [
          .required("title", .string, "The title."),
          .optional("category", CategoryID.wireType, "The new category's id; chosen when absent."),
        ]
      ) { fields throws(WireDecodingError) in
        .createCategory(title: try fields.required("title"), id: try fields.optional("category"))
      },
      .init(
        "renameCategory", "Renames a category.",
        [
          .required("category", CategoryID.wireType, "The category."),
          .required("title", .string, "The new title."),
        ]
      ) { fields throws(WireDecodingError) in
        .renameCategory(try fields.required("category"), title: try fields.required("title"))
      },
      .init(
        "deleteCategory", "Deletes a category with its trackers and their records.",
        [
          .required("category", CategoryID.wireType, "The category.")
        ]
      ) { fields throws(WireDecodingError) in .deleteCategory(try fields.required("category")) },
      .init(
        "createTracker", "Adds a tracker created today.",
        [
          .required("draft", TrackerDraft.wireType, "What the form holds."),
          .optional("tracker", TrackerID.wireType, "The new tracker's id; chosen when absent."),
        ]
      ) { fields throws(WireDecodingError) in
        .createTracker(try fields.required("draft"), id: try fields.optional("tracker"))
      },
      .init(
        "editTracker", "Changes a tracker's fields.",
        [
          .required("tracker", TrackerID.wireType, "The tracker."),
          .required("draft", TrackerDraft.wireType, "What the form holds."),
        ]
      ) { fields throws(WireDecodingError) in
        .editTracker(try fields.required("tracker"), try fields.required("draft"))
      },
      .init(
        "deleteTracker", "Deletes a tracker with its records.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .deleteTracker(try fields.required("tracker")) },
      .init(
        "pin", "Moves a tracker into the Pinned section.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .pin(try fields.required("tracker")) },
      .init(
        "unpin", "Moves a tracker back into its category's section.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .unpin(try fields.required("tracker")) },
      .init(
        "markDone", "Records that a tracker was done on a day.",
        [
          .required("tracker", TrackerID.wireType, "The tracker."),
          .required("day", Day.wireType, "The day."),
        ]
      ) { fields throws(WireDecodingError) in
        .markDone(try fields.required("tracker"), on: try fields.required("day"))
      },
      .init(
        "markUndone", "Removes the record of a tracker done on a day.",
        [
          .required("tracker", TrackerID.wireType, "The tracker."),
          .required("day", Day.wireType, "The day."),
        ]
      ) { fields throws(WireDecodingError) in
        .markUndone(try fields.required("tracker"), on: try fields.required("day"))
      },
      .init(
        "moveStart", "Moves a tracker's start day.",
        [
          .required("tracker", TrackerID.wireType, "The tracker."),
          .required("day", Day.wireType, "The new start day."),
          .optional(
            "confirmedLoss", .count, default: .integer(0),
            "The records deleted, as the user saw and confirmed them."),
        ]
      ) { fields throws(WireDecodingError) in
        .moveStart(
          try fields.required("tracker"), to: try fields.required("day"),
          confirmedLoss: try fields.optional("confirmedLoss", default: 0))
      },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .createCategory(let title, let id):
      writer.object("createCategory") {
        $0.set("category", id)
        $0.set("title", title)
      }
    case .renameCategory(let id, let title):
      writer.object("renameCategory") {
        $0.set("category", id)
        $0.set("title", title)
      }
    case .deleteCategory(let id): writer.object("deleteCategory") { $0.set("category", id) }
    case .createTracker(let draft, let id):
      writer.object("createTracker") {
        $0.set("draft", draft)
        $0.set("tracker", id)
      }
    case .editTracker(let id, let draft):
      writer.object("editTracker") {
        $0.set("draft", draft)
        $0.set("tracker", id)
      }
    case .deleteTracker(let id): writer.object("deleteTracker") { $0.set("tracker", id) }
    case .pin(let id): writer.object("pin") { $0.set("tracker", id) }
    case .unpin(let id): writer.object("unpin") { $0.set("tracker", id) }
    case .markDone(let id, let day):
      writer.object("markDone") {
        $0.set("day", day)
        $0.set("tracker", id)
      }
    case .markUndone(let id, let day):
      writer.object("markUndone") {
        $0.set("day", day)
        $0.set("tracker", id)
      }
    case .moveStart(let id, let day, let loss):
      writer.object("moveStart") {
        $0.set("confirmedLoss", loss, unless: 0)
        $0.set("day", day)
        $0.set("tracker", id)
      }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> TrackerAction
  {
    try sum.decode(value, at: path)
  }
}

extension TrackerDraft: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Draft", "What the user filled in on the tracker form.",
    .object([
      .required("name", .string, "The name as typed."),
      .required("category", CategoryID.wireType, "The chosen category."),
      .required("emoji", .string, "The chosen emoji."),
      .required("color", TrackerColor.wireType, "The chosen color."),
      .optional(
        "schedule", WeekdaySet.wireType,
        "A habit's weekdays, Monday first; absent for an irregular event."),
      .optional("notes", .string, "Notes."),
      .optional("goal", Goal.wireType, "The goal."),
      .optional("start", Day.wireType, "The start day; today (or the tracker's) when absent."),
      .optional(
        "reminders", .array(ReminderTime.wireType), default: .array([]), "Reminder times."),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("category", category)
      $0.set("color", color)
      $0.set("emoji", emoji)
      $0.set("goal", goal)
      $0.set("name", name)
      $0.set("notes", notes)
      $0.set("reminders", reminders, unless: [])
      $0.set("schedule", schedule)
      $0.set("start", start)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> TrackerDraft
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return TrackerDraft(
      name: try fields.required("name"), category: try fields.required("category"),
      emoji: try fields.required("emoji"), color: try fields.required("color"),
      schedule: try fields.optional("schedule"), notes: try fields.optional("notes"),
      goal: try fields.optional("goal"), start: try fields.optional("start"),
      reminders: try fields.optional("reminders", default: []))
  }
}

extension Goal: WireDefined {
  static let sum = WireSum<Goal>(
    "Goal", "How long a tracker should be kept up.",
    [
      .init(
        "days", "The first count days from the start day.",
        [
          .required("count", .integer, "How many.")
        ]
      ) { fields throws(WireDecodingError) in .days(try fields.required("count")) },
      .init(
        "weeks", "The first count weeks from the start day.",
        [
          .required("count", .integer, "How many.")
        ]
      ) { fields throws(WireDecodingError) in .weeks(try fields.required("count")) },
      .init(
        "months", "The first count calendar months from the start day.",
        [
          .required("count", .integer, "How many.")
        ]
      ) { fields throws(WireDecodingError) in .months(try fields.required("count")) },
      .init("forever", "No end: streaks only.") { _ in .forever },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .days(let count): writer.object("days") { $0.set("count", count) }
    case .weeks(let count): writer.object("weeks") { $0.set("count", count) }
    case .months(let count): writer.object("months") { $0.set("count", count) }
    case .forever: writer.object("forever") { _ in }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Goal {
    try sum.decode(value, at: path)
  }
}
