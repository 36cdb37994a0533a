import TrackerApp
import TrackerDomain
import TrackerScreens

// Edits on the wire: after `{"edits": true}` an answer carries, for the screen on top (and
// the one under an overlay), either the whole element tree or the edits to the tree of the
// same screen id the client was sent last. See `ElementEdit` for the order they apply in.

extension ElementEdit: WireDefined {
  /// The parts a `set` replaces, each with its new value.
  static let partFields: [WireField] = [
    .optional("texts", ElementTexts.wireType, "New texts, every role at once (none: cleared)."),
    .optional(
      "state", ElementState.wireType, "A new state, every flag at once (the default: cleared)."),
    .optional("look", ElementLook.wireType, "A new look, every part at once (none: cleared)."),
    .optional("number", .count, "A new number."),
    .optional("total", .count, "A new total."),
    .optional("days", DayRange.wireType, "New days."),
    .optional("intents", .array(ScreenIntent.wireType), "New intents of a tap (none: cleared)."),
    .optional(
      "longPressIntents", .array(ScreenIntent.wireType),
      "New intents of a long press (none: cleared)."),
    .optional("typingIntent", ScreenIntent.wireType, "A new typing intent."),
    .optional("initialFocus", ElementID.wireType, "A new initial focus."),
    .optional("window", ListWindow.wireType, "A list's new window."),
    .optional(
      "cleared", .array(ElementChanges.OptionalPart.wireType), default: .array([]),
      "Parts the element no longer has, or that went back to their default (never written empty)."),
  ]

  static let sum = WireSum<ElementEdit>(
    "Edit",
    "One change to the element tree a client holds, keyed by element id. Apply the edits of an answer in order: removals come first, then replacements, then insertions and moves, then new properties.",
    [
      .init(
        "set",
        "The element gets new values for the parts named; the others, and its children, stay.",
        [.required("id", ElementID.wireType, "The element.")] + partFields,
        title: "setProperties"
      ) { fields throws(WireDecodingError) in
        .set(try fields.required("id"), try ElementChanges.decode(fields))
      },
      .init(
        "insert", "A new element, with everything inside it, goes under a parent.",
        [
          .required("parent", ElementID.wireType, "The parent."),
          .required(
            "index", .count, "Its place among the parent's children."),
          .required("element", ScreenElement.wireType, "The element."),
        ],
        title: "insertElement"
      ) { fields throws(WireDecodingError) in
        .insert(
          parent: try fields.required("parent"), index: try fields.required("index"),
          try fields.required("element"))
      },
      .init(
        "remove", "The element goes away, with everything inside it.",
        [.required("id", ElementID.wireType, "The element.")], title: "removeElement"
      ) { fields throws(WireDecodingError) in .remove(try fields.required("id")) },
      .init(
        "move", "The element moves among its parent's children.",
        [
          .required("id", ElementID.wireType, "The element."),
          .required(
            "index", .count,
            "Its new place, counted with the element taken out."),
        ],
        title: "moveElement"
      ) { fields throws(WireDecodingError) in
        .move(try fields.required("id"), index: try fields.required("index"))
      },
      .init(
        "replace",
        "A parent's child is replaced by a new element, with everything inside it (how an element without an id changes).",
        [
          .required("parent", ElementID.wireType, "The parent."),
          .required(
            "index", .count, "The child's place among its siblings."),
          .required("element", ScreenElement.wireType, "The new element."),
        ],
        title: "replaceElement"
      ) { fields throws(WireDecodingError) in
        .replace(
          parent: try fields.required("parent"), index: try fields.required("index"),
          try fields.required("element"))
      },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .set(let id, let changes): writer.object("set") { changes.setFields(of: &$0, id: id) }
    case .insert(let parent, let index, let element):
      writer.object("insert") {
        $0.set("element", element)
        $0.set("index", index)
        $0.set("parent", parent)
      }
    case .remove(let id): writer.object("remove") { $0.set("id", id) }
    case .move(let id, let index):
      writer.object("move") {
        $0.set("id", id)
        $0.set("index", index)
      }
    case .replace(let parent, let index, let element):
      writer.object("replace") {
        $0.set("element", element)
        $0.set("index", index)
        $0.set("parent", parent)
      }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ElementEdit
  {
    try sum.decode(value, at: path)
  }
}

extension ElementChanges {
  /// Sets the fields of a `set` edit of the element `id`, in the wire's order: every part
  /// given is written (a part back to its default is in `cleared` instead).
  func setFields(of object: inout WireObject, id: ElementID) {
    object.set("cleared", cleared, unless: [])
    object.set("days", days.map(DayRange.init))
    object.set("id", id)
    object.set("initialFocus", initialFocus)
    object.set("intents", intents)
    object.set("longPressIntents", longPressIntents)
    object.set("look", look)
    object.set("number", number)
    object.set("state", state)
    object.set("texts", texts)
    object.set("total", total)
    object.set("typingIntent", typingIntent)
    object.set("window", window)
  }

  static func decode(_ fields: WireFields) throws(WireDecodingError) -> ElementChanges {
    ElementChanges(
      texts: try fields.optional("texts"), state: try fields.optional("state"),
      look: try fields.optional("look"), number: try fields.optional("number"),
      total: try fields.optional("total"),
      days: try fields.optional("days", as: DayRange.self)?.range,
      intents: try fields.optional("intents"),
      longPressIntents: try fields.optional("longPressIntents"),
      typingIntent: try fields.optional("typingIntent"),
      initialFocus: try fields.optional("initialFocus"), window: try fields.optional("window"),
      cleared: try fields.optional("cleared", default: []))
  }
}

extension ElementChanges.OptionalPart: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "ClearedPart"
  /// One sentence for the schema.
  public static let wireDoc =
    "A part of an element that is absent when it has no value or its default."
}

/// How an answer brings a client's copy of one screen up to date: the whole tree, or the
/// edits to the tree of the same screen id it was sent last.
public enum ScreenUpdate: Hashable, Sendable {
  /// The whole tree; the client keeps it under the root's id.
  case whole(ScreenElement)
  /// Edits to the tree last sent for the screen with this id.
  case edits(ElementID, [ElementEdit])

  /// The id the client keeps the screen under.
  public var screenID: ElementID? {
    switch self {
    case .whole(let element): element.id
    case .edits(let id, _): id
    }
  }
}

extension ScreenUpdate: WireDefined {
  static let sum = WireSum<ScreenUpdate>(
    "ScreenUpdate",
    "How an answer brings the client's copy of a screen up to date. A client keeps the last tree of each screen id it was sent (an element's id; a screen's is its name).",
    [
      .init(
        "whole", "The whole tree, to keep under its root's id (replacing what was kept there).",
        [.required("element", ScreenElement.wireType, "The tree, the root of kind screen.")],
        title: "wholeScreen"
      ) { fields throws(WireDecodingError) in .whole(try fields.required("element")) },
      .init(
        "edits", "Edits to the tree last sent for this screen id, applied in order.",
        [
          .required("id", ElementID.wireType, "The screen's id."),
          .required("edits", .array(ElementEdit.wireType), "The edits; [] when nothing changed."),
        ],
        title: "screenEdits"
      ) { fields throws(WireDecodingError) in
        .edits(try fields.required("id"), try fields.required("edits"))
      },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .whole(let element): writer.object("whole") { $0.set("element", element) }
    case .edits(let id, let edits):
      writer.object("edits") {
        $0.set("edits", edits)
        $0.set("id", id)
      }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ScreenUpdate
  {
    try sum.decode(value, at: path)
  }
}

/// The answer to a request while the client takes edits: the screen on top as an update of
/// the client's copy, with what a front end needs to show it.
public struct WireScreenEdits: Hashable, Sendable {
  /// The screen's name, as errors and flows say it: `tracker-form`.
  public var name: String
  /// How it comes on.
  public var presentation: AppScreen.Presentation
  /// The screen on top.
  public var screen: ScreenUpdate
  /// With a menu or confirmation on top, the screen under it, drawn blurred.
  public var under: ScreenUpdate?
  /// The changes the request made to the user's data, in order.
  public var changes: [TrackerAction]
  /// Whether `{"back": true}` goes somewhere (a screen is under this one).
  public var canGoBack: Bool

  /// An answer with every part given.
  public init(
    name: String, presentation: AppScreen.Presentation, screen: ScreenUpdate,
    under: ScreenUpdate? = nil, changes: [TrackerAction] = [], canGoBack: Bool = false
  ) {
    self.name = name
    self.presentation = presentation
    self.screen = screen
    self.under = under
    self.changes = changes
    self.canGoBack = canGoBack
  }
}

extension WireScreenEdits: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "EditsResponse",
    "The screen on top after a request, as an update of the client's copy (after {\"edits\": true}).",
    .object(
      ScreenAnswerFields.declared(
        type: "edits",
        own: [
          .required("update", ScreenUpdate.wireType, "The screen on top."),
          .optional(
            "underUpdate", ScreenUpdate.wireType,
            "With an overlay on top, the screen under it, drawn blurred."),
        ])))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    ScreenAnswerFields.write(
      type: "edits", name: name, canGoBack: canGoBack, presentation: presentation,
      changes: changes, to: &writer
    ) {
      $0.set("underUpdate", under)
      $0.set("update", screen)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> WireScreenEdits
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return WireScreenEdits(
      name: try fields.required("name"), presentation: try fields.required("presentation"),
      screen: try fields.required("update"), under: try fields.optional("underUpdate"),
      changes: try fields.optional("changes", default: []),
      canGoBack: try fields.required("canGoBack"))
  }
}
