import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

// The small values of the wire: strings, numbers, ids, days, weekdays, colors and the
// named tokens, each in the one spelling a front end meets everywhere.

extension String: WireCodable {
  /// The value as JSON.
  public var wire: WireValue { .string(self) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.string(self) }
  /// The type a field of this type has in the schema.
  public static var wireType: WireType { .string }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> String
  {
    guard case .string(let text) = value else {
      throw WireDecodingError(path: path, message: "expected a string, found \(value.typeName)")
    }
    return text
  }
}

extension Int: WireCodable {
  /// The value as JSON.
  public var wire: WireValue { .integer(self) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.integer(self) }
  /// The type a field of this type has in the schema.
  public static var wireType: WireType { .integer }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Int {
    guard case .integer(let number) = value else {
      throw WireDecodingError(
        path: path, message: "expected a whole number, found \(value.typeName)")
    }
    return number
  }
}

extension Bool: WireCodable {
  /// The value as JSON.
  public var wire: WireValue { .bool(self) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.bool(self) }
  /// The type a field of this type has in the schema.
  public static var wireType: WireType { .boolean }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Bool {
    guard case .bool(let flag) = value else {
      throw WireDecodingError(
        path: path, message: "expected true or false, found \(value.typeName)")
    }
    return flag
  }
}

extension Array: WireCodable where Element: WireCodable {
  /// The value as JSON.
  public var wire: WireValue { .array(map { $0.wire }) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.array(self) }
  /// The type a field of this type has in the schema.
  public static var wireType: WireType { .array(Element.wireType) }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> [Element]
  {
    guard case .array(let items) = value else {
      throw WireDecodingError(path: path, message: "expected an array, found \(value.typeName)")
    }
    var result: [Element] = []
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      result.append(try Element.decode(item, at: "\(path)[\(index)]"))
    }
    return result
  }
}

/// A string type of the wire whose text is checked by a pattern.
protocol WirePatternString: WireDefined {
  static var wireName: String { get }
  static var wireDoc: String { get }
  static var pattern: String { get }
  var text: String { get }
  init?(text: String)
}

extension WirePatternString {
  /// The value as JSON.
  public var wire: WireValue { .string(text) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.string(text) }
  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition {
    WireDefinition(wireName, wireDoc, .value(.string(pattern: pattern)))
  }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Self {
    let text = try String.decode(value, at: path)
    guard let found = Self(text: text) else {
      throw WireDecodingError(path: path, message: "\"\(text)\" is not a \(wireName): \(wireDoc)")
    }
    return found
  }
}

extension Day: WirePatternString {
  static let wireName = "Day"
  static let wireDoc = "A calendar day, YYYY-MM-DD, with no time and no time zone."
  static let pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
  var text: String { iso }
  init?(text: String) { self.init(iso: text) }
}

extension ElementID: WirePatternString {
  static let wireName = "ElementID"
  static let wireDoc = "An element's stable id, the address of acts: trackers.card.t1.done."
  static let pattern = "^.+$"
  var text: String { rawValue }
  init?(text: String) {
    guard !text.isEmpty else { return nil }
    self.init(text)
  }
}

extension TrackerID: WirePatternString {
  static let wireName = "TrackerID"
  static let wireDoc = "A tracker's id, as the state file writes it: t1."
  static let pattern = "^.+$"
  var text: String { rawValue }
  init?(text: String) {
    guard !text.isEmpty else { return nil }
    self.init(text)
  }
}

extension CategoryID: WirePatternString {
  static let wireName = "CategoryID"
  static let wireDoc = "A category's id, as the state file writes it: home."
  static let pattern = "^.+$"
  var text: String { rawValue }
  init?(text: String) {
    guard !text.isEmpty else { return nil }
    self.init(text)
  }
}

extension TrackerColor: WirePatternString {
  static let wireName = "ColorToken"
  static let wireDoc = "One of the 18 tracker colors, selection1 to selection18 in picker order."
  static let pattern = "^selection([1-9]|1[0-8])$"
  var text: String { token }
  init?(text: String) {
    guard text.hasPrefix("selection"), let number = Int(text.dropFirst("selection".count)),
      String(number) == text.dropFirst("selection".count)
    else { return nil }
    self.init(number: number)
  }
}

extension TextOnColor: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "TextOnColor"
  /// One sentence for the schema.
  public static let wireDoc =
    "The color of text drawn on a tracker color: white or black, whichever gives the greater contrast (at least 4.5:1 on each of the 18)."
}

extension Language: WirePatternString {
  static let wireName = "Language"
  static let wireDoc = "A language code: en, ru, pt-BR, or a pseudo-locale (pseudo)."
  // Loose on purpose: the kit decides which codes it knows (pseudo-locales included).
  static let pattern = "^[A-Za-z][A-Za-z0-9_-]*$"
  var text: String { code }
  init?(text: String) { self.init(code: text) }
}

extension Weekday: WireDefined {
  /// The value as JSON.
  public var wire: WireValue { .string(code) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.string(code) }
  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition {
    WireDefinition(
      "Weekday", "A day of the week, by its three-letter code.", .strings(allCases.map(\.code)))
  }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> Weekday
  {
    let text = try String.decode(value, at: path)
    guard let day = Weekday(code: text) else {
      throw WireDecodingError(
        path: path, message: "unknown weekday \"\(text)\"; use mon, tue, wed, thu, fri, sat, sun")
    }
    return day
  }
}

extension WeekdaySet: WireCodable {
  /// The days, Monday first.
  public var wire: WireValue { days.wire }
  /// Writes the days, Monday first.
  public func write(to writer: inout WireWriter) { writer.array(days) }
  /// The type a field of this type has in the schema.
  public static var wireType: WireType { .array(Weekday.wireType) }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> WeekdaySet
  {
    WeekdaySet(try [Weekday].decode(value, at: path))
  }
}

extension ImageToken: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "ImageToken"
  /// One sentence for the schema.
  public static let wireDoc = "A named image each front end maps to its own asset."
}

extension ScreenElement.Kind: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "Kind"
  /// One sentence for the schema.
  public static let wireDoc = "What an element is; a front end has one drawing per kind."
}

extension TrackerFilter: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "Filter"
  /// One sentence for the schema.
  public static let wireDoc = "Which trackers of the shown day the main screen lists."
}

extension AppTab: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "Tab"
  /// One sentence for the schema.
  public static let wireDoc = "A tab of the tab bar."
}

extension TrackerKind: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "TrackerKind"
  /// One sentence for the schema.
  public static let wireDoc = "A habit (on weekdays) or an irregular event."
}

extension ScreenName: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "ScreenName"
  /// One sentence for the schema.
  public static let wireDoc =
    "A screen's name: what a response's name and the screen's root element's id say, and what tracker-kit screens lists."
}

extension AppScreen.Presentation: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "Presentation"
  /// One sentence for the schema.
  public static let wireDoc =
    "How the screen comes on: root, a page over the one before, a sheet, or an overlay over the blurred screen under it."
  /// Every presentation. The switch fails to compile when one is added: list it here too.
  public static var allCases: [AppScreen.Presentation] {
    [.root, .page, .sheet, .overlay].filter { presentation in
      switch presentation {
      case .root, .page, .sheet, .overlay: true
      }
    }
  }
}

extension ScreenButton.Style: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "ButtonStyle"
  /// One sentence for the schema.
  public static let wireDoc = "How a button is drawn."
  /// Every style. The switch fails to compile when one is added: list it here too.
  public static var allCases: [ScreenButton.Style] {
    [.primary, .destructive, .plain].filter { style in
      switch style {
      case .primary, .destructive, .plain: true
      }
    }
  }
}

extension ConnectionStatus: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Connection", "What the front end reports of its connection (the offline banner).",
    .object([
      .required("online", .boolean, "Whether the server can be reached."),
      .optional(
        "pendingChanges", .integer(minimum: 0, maximum: (1 << 53) - 1), default: .integer(0),
        nullable: true,
        "How many local changes wait to be sent."),
    ]))
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("online", isOnline)
      $0.set("pendingChanges", pendingChanges, unless: 0)
    }
  }
  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ConnectionStatus
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    let pending = try fields.optional("pendingChanges", default: 0)
    guard pending >= 0 else {
      throw WireDecodingError(path: path + ".pendingChanges", message: "must not be negative")
    }
    return ConnectionStatus(isOnline: try fields.required("online"), pendingChanges: pending)
  }
}

extension LayoutDirection: WireStrings {
  /// The name under `$defs`.
  public static let wireName = "LayoutDirection"
  /// One sentence for the schema.
  public static let wireDoc = "Which way a screen is laid out: ltr or rtl."
}
