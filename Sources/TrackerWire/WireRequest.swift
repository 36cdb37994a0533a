import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

// Requests and responses of `tracker-kit serve --stdio`: one JSON object a line each way.
// A request is an object with exactly one key, the request's name.

extension UserAct: WireDefined {
  static let fields: [WireField] = [
    .required("tap", ElementID.wireType, "Taps the element with this id."),
    .required("type", TypedText.wireType, "Replaces a text field's whole text."),
    .required("longPress", ElementID.wireType, "Presses and holds a card or category row."),
    .required("back", .constant(.bool(true)), "Goes back, or dismisses the sheet or menu on top."),
  ]

  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Act", "What the user does on the current screen, addressed by element id.",
    .keyed(fields, titleSuffix: "Act"))

  /// The value as JSON.
  public var wire: WireValue {
    switch self {
    case .tap(let id): .object(["tap": id.wire])
    case .type(let id, let text): .object(["type": TypedText(id: id, text: text).wire])
    case .longPress(let id): .object(["longPress": id.wire])
    case .back: .object(["back": .bool(true)])
    }
  }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.write(wire) }

  /// The act named by `key`, or nil when `key` names none.
  static func decode(key: String, _ value: WireValue, at path: String) throws(WireDecodingError)
    -> UserAct?
  {
    switch key {
    case "tap": return .tap(try ElementID.decode(value, at: path))
    case "type":
      let typed = try TypedText.decode(value, at: path)
      return .type(typed.id, typed.text)
    case "longPress": return .longPress(try ElementID.decode(value, at: path))
    case "back":
      guard value == .bool(true) else {
        throw WireDecodingError(path: path, message: "back takes true")
      }
      return .back
    default: return nil
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> UserAct
  {
    let (key, inner) = try WireRequest.onlyField(of: value, at: path)
    guard let act = try decode(key: key, inner, at: path + "." + key) else {
      throw WireDecodingError(
        path: path, message: "unknown act \"\(key)\"; use tap, type, longPress or back")
    }
    return act
  }
}

/// The text typed into a field: `{"id": "trackerForm.name", "text": "Read"}`.
struct TypedText: WireDefined {
  var id: ElementID
  var text: String

  static let wireDefinition = WireDefinition(
    "TypedText", "A text field's id and its whole new text.",
    .object([
      .required("id", ElementID.wireType, "The text field."),
      .required("text", .string, "Its whole new text (empty clears it)."),
    ]))

  var wire: WireValue { .object(["id": id.wire, "text": text.wire]) }

  func write(to writer: inout WireWriter) { writer.write(wire) }

  static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> TypedText {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return TypedText(id: try fields.required("id"), text: try fields.required("text"))
  }
}

/// Which items of a long list a front end shows: `{"id": "trackers.list", "first": 40,
/// "count": 30}` moves one list's window; `{"count": 30}` makes every list a window of 30
/// items from where it stands (each starts at its top, or at the item the focus starts on).
public struct WindowRequest: Hashable, Sendable {
  /// The list; nil for every list.
  public var id: ElementID?
  /// The first item shown, counted from 0; nil keeps the list where it stands.
  public var first: Int?
  /// How many items are shown.
  public var count: Int

  /// A request with every part given.
  public init(id: ElementID? = nil, first: Int? = nil, count: Int) {
    self.id = id
    self.first = first
    self.count = count
  }
}

extension WindowRequest: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "ShownItems",
    "Which items of the long lists (kind list) the client shows, as a person scrolls: the answer carries them (as edits, to a client of edits). Until a client sends one, lists come complete.",
    .object([
      .optional(
        "id", ElementID.wireType, nullable: true,
        "The list (trackers.list); absent for every list. A list not on the screen keeps the window for when it comes."
      ),
      .optional(
        "first", .count, nullable: true,
        "The first item shown, from 0 (moved back so that the window is full at the end of the list); absent keeps the list where it stands. Only with id."
      ),
      .required(
        "count", .integer(minimum: 1, maximum: Int(Int32.max)), "How many items are shown."),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("count", count)
      $0.set("first", first)
      $0.set("id", id)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> WindowRequest
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    let request = WindowRequest(
      id: try fields.optional("id"), first: try fields.optional("first"),
      count: try fields.required("count"))
    if request.count < 1 {
      throw WireDecodingError(path: path + ".count", message: "shows at least one item")
    }
    if let first = request.first, first < 0 {
      throw WireDecodingError(path: path + ".first", message: "must not be negative")
    }
    if request.first != nil && request.id == nil {
      throw WireDecodingError(
        path: path + ".first", message: "names an item of one list: give its id")
    }
    return request
  }
}

/// One request of `serve --stdio`: an act, a change of the front end's environment,
/// or asking for the current screen.
public enum WireRequest: Hashable, Sendable {
  /// What the user did.
  case act(UserAct)
  /// The current screen, unchanged (the first request a front end sends).
  case show
  /// Today moved on (midnight).
  case today(Day)
  /// The user chose another language.
  case language(Language)
  /// The connection changed (the offline banner).
  case connection(ConnectionStatus)
  /// From now on, answer with edits to the screens sent before (true) or with whole screens
  /// (false); either way this answer carries whole screens, so a client that lost track
  /// sends it to start again.
  case edits(Bool)
  /// The client shows these items of its long lists.
  case window(WindowRequest)

  /// Whether the request changes the app when it is done: every one but asking for the
  /// screen, for edits and for windows (which change only what one client is sent).
  public var changesApp: Bool {
    switch self {
    case .show, .edits, .window: false
    case .act, .today, .language, .connection: true
    }
  }

  /// Every request's key, in the order the schema lists them.
  public static let keys = wireFields.map(\.name)

  static let wireFields: [WireField] = UserAct.fields + environmentFields

  /// The requests that are no act: the front end's environment, and asking for the screen.
  static let environmentFields: [WireField] = [
    .required("show", .constant(.bool(true)), "Answers with the current screen, changing nothing."),
    .required("today", Day.wireType, "Today moved on: the front end's date at midnight."),
    .required("language", Language.wireType, "Shows the app in another language."),
    .required("connection", ConnectionStatus.wireType, "The connection changed."),
    .required(
      "edits", .boolean,
      "From now on, answer with edits to the screens sent before (true) or with whole screens (false); this answer carries whole screens either way."
    ),
    .required(
      "window", WindowRequest.wireType,
      "The client shows these items of its long lists (a window of each); answers with the screen."
    ),
  ]

  /// The optional field that names a request as its key does (`{"request": "tap", "tap":
  /// "trackers.add"}`): the discriminator a generated union (kotlinx.serialization,
  /// TypeScript) switches on. A client may leave it out.
  static func discriminator(_ key: String) -> WireField {
    .optional(
      "request", .constant(.string(key)),
      "The request's name, the same as its key (optional): the discriminator a generated union switches on."
    )
  }

  /// The keys of a request object that are no discriminator.
  static func keys(of fields: [String: WireValue]) -> [String] {
    fields.keys.filter { $0 != "request" }
  }

  /// The one key of a request object and its value (besides `request`, which must then
  /// name that key).
  static func onlyField(of value: WireValue, at path: String) throws(WireDecodingError) -> (
    String, WireValue
  ) {
    guard case .object(let fields) = value, keys(of: fields).count == 1,
      let key = keys(of: fields).first, let inner = fields[key]
    else {
      throw WireDecodingError(path: path, message: "expected an object with exactly one key")
    }
    if let named = fields["request"], named != .string(key) {
      throw WireDecodingError(
        path: path + ".request", message: "the request names \(named.json), and its key is \(key)")
    }
    return (key, inner)
  }
}

extension WireRequest: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Request",
    "One line a front end sends: an object with exactly one key, an act or a change of the environment.",
    .choice([UserAct.wireType, .reference("Environment")]))

  /// The requests that are no act.
  static let environmentDefinition = WireDefinition(
    "Environment", "A change of the front end's environment, or asking for the current screen.",
    .keyed(environmentFields, titleSuffix: "Request"))

  /// The value as JSON.
  public var wire: WireValue {
    switch self {
    case .act(let act): act.wire
    case .show: .object(["show": .bool(true)])
    case .today(let day): .object(["today": day.wire])
    case .language(let language): .object(["language": language.wire])
    case .connection(let status): .object(["connection": status.wire])
    case .edits(let isOn): .object(["edits": .bool(isOn)])
    case .window(let request): .object(["window": request.wire])
    }
  }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.write(wire) }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> WireRequest
  {
    let (key, inner) = try onlyField(of: value, at: path)
    let innerPath = path + "." + key
    if let act = try UserAct.decode(key: key, inner, at: innerPath) { return .act(act) }
    switch key {
    case "show":
      guard inner == .bool(true) else {
        throw WireDecodingError(path: innerPath, message: "show takes true")
      }
      return .show
    case "today": return .today(try Day.decode(inner, at: innerPath))
    case "language": return .language(try Language.decode(inner, at: innerPath))
    case "connection": return .connection(try ConnectionStatus.decode(inner, at: innerPath))
    case "edits": return .edits(try Bool.decode(inner, at: innerPath))
    case "window": return .window(try WindowRequest.decode(inner, at: innerPath))
    default:
      throw WireDecodingError(
        path: path,
        message: "unknown request \"\(key)\"; use one of \(keys.joined(separator: ", "))")
    }
  }
}

/// What `serve` answers a request with: the screen now on top, or an error (and the app
/// unchanged).
public enum WireResponse: Hashable, Sendable {
  /// The screen on top after the request.
  case screen(WireScreen)
  /// The screen on top after the request, as edits of the client's copy.
  case edits(WireScreenEdits)
  /// Why the request was not done.
  case error(ServeError)
}

/// The screen a response carries, with what a front end needs to show it.
public struct WireScreen: Hashable, Sendable {
  /// The screen's name, as errors and flows say it: `tracker-form`.
  public var name: String
  /// How it comes on.
  public var presentation: AppScreen.Presentation
  /// Its element tree.
  public var screen: ScreenElement
  /// With a menu or confirmation on top, the screen under it, drawn blurred.
  public var under: ScreenElement?
  /// The changes the request made to the user's data, in order.
  public var changes: [TrackerAction]
  /// Whether `{"back": true}` goes somewhere (a screen is under this one).
  public var canGoBack: Bool

  /// A screen response with every part given.
  public init(
    name: String, presentation: AppScreen.Presentation, screen: ScreenElement,
    under: ScreenElement? = nil, changes: [TrackerAction] = [], canGoBack: Bool = false
  ) {
    self.name = name
    self.presentation = presentation
    self.screen = screen
    self.under = under
    self.changes = changes
    self.canGoBack = canGoBack
  }

  /// The session's screen, with the changes a request made.
  public init(_ session: AppSession, changes: [TrackerAction] = []) {
    self.init(
      name: session.current.name, presentation: session.current.presentation,
      screen: session.screen, under: session.screenUnderOverlay, changes: changes,
      canGoBack: session.canGoBack)
  }
}

extension WireScreen: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "ScreenResponse", "The screen on top after a request.",
    .object(
      ScreenAnswerFields.declared(
        type: "screen",
        own: [
          .required("screen", ScreenElement.wireType, "Its element tree, the root of kind screen."),
          .optional(
            "under", ScreenElement.wireType,
            "With an overlay on top, the screen under it, drawn blurred."),
        ])))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    ScreenAnswerFields.write(
      type: "screen", name: name, canGoBack: canGoBack, presentation: presentation,
      changes: changes, to: &writer
    ) {
      $0.set("screen", screen)
      $0.set("under", under)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> WireScreen
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return WireScreen(
      name: try fields.required("name"), presentation: try fields.required("presentation"),
      screen: try fields.required("screen"), under: try fields.optional("under"),
      changes: try fields.optional("changes", default: []),
      canGoBack: try fields.required("canGoBack"))
  }
}

extension WireResponse: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Response",
    "One line the server answers a request with: a screen, the screen as edits (after {\"edits\": true}), or {\"error\": …}.",
    .choice([
      WireScreen.wireType, .reference("ErrorResponse"), WireScreenEdits.wireType,
    ]))

  /// `{"error": …}`.
  static let errorDefinition = WireDefinition(
    "ErrorResponse", "A request that was not done; the app is unchanged.",
    .object([
      .required(
        "type", .constant("error"),
        "What the response is: a screen, edits or an error (a generated union's discriminator)."),
      .required("error", ServeError.wireType, "Why."),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .screen(let screen): screen.write(to: &writer)
    case .edits(let edits): edits.write(to: &writer)
    case .error(let error): writer.object("error") { $0.set("error", error) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> WireResponse
  {
    switch value.objectFields?["type"] {
    case .string("error")?:
      let fields = try WireFields(
        value, at: path, allowed: errorDefinition.allowedFields(case: nil))
      return .error(try fields.required("error", as: ServeError.self))
    case .string("edits")?: return .edits(try WireScreenEdits.decode(value, at: path))
    case .string("screen")?: return .screen(try WireScreen.decode(value, at: path))
    default:
      throw WireDecodingError(
        path: path + ".type", message: "a response's type is screen, edits or error")
    }
  }
}
