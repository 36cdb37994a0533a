import TrackerDomain
import TrackerLocalization
import TrackerScreens

// The element tree on the wire: one object per element, the same parts as
// `ScreenElement`, each field left out when it is empty or has the default the schema
// states (an element is enabled unless "isEnabled": false).

extension ScreenElement: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Element",
    "One element of a screen: what it is, its id, texts, state, look and what it sends, with the elements inside it in reading order. A screen is the root element (kind screen, id its name).",
    .object([
      .required("kind", ScreenElement.Kind.wireType, "What the element is."),
      .optional(
        "id", ElementID.wireType, "The id acts address; absent for elements nothing addresses."),
      .optional(
        "texts", ElementTexts.wireType, default: .object([:]), "The texts, each in its role."),
      .optional(
        "state", ElementState.wireType, default: .object([:]), "Enabled, selected, checked, done …"),
      .optional("look", ElementLook.wireType, default: .object([:]), "Image, color, emoji, style."),
      .optional(
        "number", .count,
        "A number the element shows: the page shown, a percentage, a streak's length."),
      .optional("total", .count, "What number is out of: the pages of a page control."),
      .optional(
        "days", DayRange.wireType,
        "The days the element stands for: one calendar day, or a streak's run."),
      .optional(
        "intents", .array(ScreenIntent.wireType), default: .array([]),
        "What tapping sends, in order."),
      .optional(
        "longPressIntents", .array(ScreenIntent.wireType), default: .array([]),
        "What a long press sends, in order."),
      .optional(
        "typingIntent", ScreenIntent.wireType,
        "For a text field: what typing sends, with the text typed so far."),
      .optional(
        "children", .array(.reference("Element")), default: .array([]),
        "The elements inside, in reading order."),
      .optional(
        "initialFocus", ElementID.wireType,
        "On a screen's root: the id of the element the focus starts on when the screen comes on; absent elsewhere."
      ),
      .optional(
        "window", ListWindow.wireType,
        "On a list (and nowhere else): which of its items the children are, and what the list shows."
      ),
    ]))

  /// Writes the value as JSON: its fields in the wire's order, each left out when it is
  /// empty or has its default.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("children", children, unless: [])
      $0.set("days", days.map(DayRange.init))
      $0.set("id", id)
      $0.set("initialFocus", initialFocus)
      $0.set("intents", intents, unless: [])
      $0.set("kind", kind)
      $0.set("longPressIntents", longPressIntents, unless: [])
      $0.set("look", look, unless: ElementLook())
      $0.set("number", number)
      $0.set("state", state, unless: ElementState())
      $0.set("texts", texts, unless: ElementTexts())
      $0.set("total", total)
      $0.set("typingIntent", typingIntent)
      $0.set("window", window)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ScreenElement
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return ScreenElement(
      try fields.required("kind"), id: try fields.optional("id"),
      texts: try fields.optional("texts", default: ElementTexts()),
      state: try fields.optional("state", default: ElementState()),
      look: try fields.optional("look", default: ElementLook()),
      number: try fields.optional("number"), total: try fields.optional("total"),
      days: try fields.optional("days", as: DayRange.self)?.range,
      intents: try fields.optional("intents", default: []),
      longPressIntents: try fields.optional("longPressIntents", default: []),
      typingIntent: try fields.optional("typingIntent"),
      children: try fields.optional("children", default: []),
      initialFocus: try fields.optional("initialFocus"), window: try fields.optional("window"))
  }
}

extension ListWindow: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "ListWindow",
    "Which items of a long list (kind list) the tree holds. The items are the list's rows or, in a list of sections, the sections' children counted across the sections; a section comes, with its title, when one of its items does. A list is sent complete (before and after 0) until the client asks for a window ({\"window\": …}).",
    .object([
      .optional(
        "before", .count, default: .integer(0), "Items left out before the first one held."),
      .optional("after", .count, default: .integer(0), "Items left out after the last one held."),
      .optional(
        "sectionSizes", .array(.count), default: .array([]),
        "In a list of sections: how many items each section holds, in order, those left out included (the scroll bar, each section's title in place). Empty in a list of rows."
      ),
      .optional(
        "scope", .string, default: .string(""),
        "What the list shows (a day, a filter, a search), as the kit writes it: when it changes the list is another one, and its window starts at the top. Compare it; do not read it."
      ),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("after", after, unless: 0)
      $0.set("before", before, unless: 0)
      $0.set("scope", scope, unless: "")
      $0.set("sectionSizes", sectionSizes, unless: [])
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ListWindow
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return ListWindow(
      before: try fields.optional("before", default: 0),
      after: try fields.optional("after", default: 0),
      sectionSizes: try fields.optional("sectionSizes", default: []),
      scope: try fields.optional("scope", default: ""))
  }
}

/// The days an element stands for, first to last.
struct DayRange: WireDefined {
  var range: ClosedRange<Day>

  init(_ range: ClosedRange<Day>) { self.range = range }

  static let wireDefinition = WireDefinition(
    "DayRange", "A run of days, first to last (the same day for one calendar day).",
    .object([
      .required("first", Day.wireType, "The first day."),
      .required("last", Day.wireType, "The last day, not before the first."),
    ]))

  func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("first", range.lowerBound)
      $0.set("last", range.upperBound)
    }
  }

  static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> DayRange {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    let first: Day = try fields.required("first")
    let last: Day = try fields.required("last")
    guard first <= last else {
      throw WireDecodingError(path: path, message: "the last day is before the first")
    }
    return DayRange(first...last)
  }
}

extension ElementTexts: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Texts",
    "An element's texts, each in the role it plays; a front end shows the roles its kind has.",
    .object([
      .optional(
        "title", DisplayText.wireType, "The main text: a button's or row's title, a card's name."),
      .optional("subtitle", DisplayText.wireType, "The line under a row's title."),
      .optional(
        "detail", DisplayText.wireType, "A second text: a card's counter, the banner's detail."),
      .optional(
        "value", DisplayText.wireType, "A value: a text field's text, a day's number, a statistic."),
      .optional("placeholder", DisplayText.wireType, "What an empty text field shows."),
      .optional("error", DisplayText.wireType, "The error under a text field."),
      .optional(
        "accessibilityLabel", DisplayText.wireType,
        "What a screen reader says, when the visible texts are not enough."),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("accessibilityLabel", accessibilityLabel)
      $0.set("detail", detail)
      $0.set("error", error)
      $0.set("placeholder", placeholder)
      $0.set("subtitle", subtitle)
      $0.set("title", title)
      $0.set("value", value)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ElementTexts
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return ElementTexts(
      title: try fields.optional("title"), subtitle: try fields.optional("subtitle"),
      detail: try fields.optional("detail"), value: try fields.optional("value"),
      placeholder: try fields.optional("placeholder"), error: try fields.optional("error"),
      accessibilityLabel: try fields.optional("accessibilityLabel"))
  }
}

extension ElementState: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "State",
    "What a front end draws differently when it changes; absent fields have their default.",
    .object([
      .optional(
        "isEnabled", .boolean, default: .bool(true),
        "False for a disabled button (drawn gray; tapping does nothing)."),
      .optional("isSelected", .boolean, default: .bool(false), "The selected tab, day or cell."),
      .optional("isChecked", .boolean, default: .bool(false), "A row with a checkmark."),
      .optional("isOn", .boolean, "A row's switch, on or off; absent when the row has none."),
      .optional(
        "isDone", .boolean,
        "Whether a card's tracker or a calendar day is done; absent when it does not apply."),
      .optional("isPinned", .boolean, default: .bool(false), "A pinned card."),
      .optional("isToday", .boolean, default: .bool(false), "Today's day."),
      .optional(
        "isPerfect", .boolean, default: .bool(false), "A day on which every habit was done."),
      .optional(
        "isCounted", .boolean,
        "With a tracker chosen on the calendar: whether the day counts for it."),
      .optional(
        "isActive", .boolean, default: .bool(false),
        "A button whose choice is in effect (Filters, with a filter other than all on)."),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("isActive", isActive, unless: false)
      $0.set("isChecked", isChecked, unless: false)
      $0.set("isCounted", isCounted)
      $0.set("isDone", isDone)
      $0.set("isEnabled", isEnabled, unless: true)
      $0.set("isOn", isOn)
      $0.set("isPerfect", isPerfect, unless: false)
      $0.set("isPinned", isPinned, unless: false)
      $0.set("isSelected", isSelected, unless: false)
      $0.set("isToday", isToday, unless: false)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ElementState
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return ElementState(
      isEnabled: try fields.optional("isEnabled", default: true),
      isSelected: try fields.optional("isSelected", default: false),
      isChecked: try fields.optional("isChecked", default: false),
      isOn: try fields.optional("isOn"), isDone: try fields.optional("isDone"),
      isPinned: try fields.optional("isPinned", default: false),
      isToday: try fields.optional("isToday", default: false),
      isPerfect: try fields.optional("isPerfect", default: false),
      isCounted: try fields.optional("isCounted"),
      isActive: try fields.optional("isActive", default: false))
  }
}

extension ElementLook: WireDefined {
  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "Look", "How an element looks, as named tokens each front end maps to its own assets.",
    .object([
      .optional("image", ImageToken.wireType, "A named image."),
      .optional("color", TrackerColor.wireType, "One of the 18 tracker colors."),
      .optional(
        "textColor", TextOnColor.wireType,
        "The color of text drawn on `color` (white or black, at least 4.5:1): set with `color`, derived from it, ignored when read."
      ),
      .optional("emoji", .string, "An emoji (a card's, a picker cell's)."),
      .optional("style", ScreenButton.Style.wireType, "A button's style."),
      .optional(
        "hasChevron", .boolean, default: .bool(false),
        "A row that opens another screen shows a chevron."),
      .optional(
        "columns", .integer(minimum: 1, maximum: Int(Int32.max)), "How many cells a grid row holds."
      ),
      .optional(
        "floats", .boolean, default: .bool(false),
        "A button that floats over the bottom of its screen's list, in view while the list scrolls (Filters)."
      ),
      .optional(
        "layoutDirection", LayoutDirection.wireType,
        "A screen's direction (ltr, rtl): set on the root; absent elsewhere."),
    ]))

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    writer.object {
      $0.set("color", color)
      $0.set("columns", columns)
      $0.set("emoji", emoji)
      $0.set("floats", floats, unless: false)
      $0.set("hasChevron", hasChevron, unless: false)
      $0.set("image", image)
      $0.set("layoutDirection", layoutDirection)
      $0.set("style", style)
      $0.set("textColor", color?.textColor)
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ElementLook
  {
    let fields = try WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil))
    return ElementLook(
      image: try fields.optional("image"), color: try fields.optional("color"),
      emoji: try fields.optional("emoji"), style: try fields.optional("style"),
      hasChevron: try fields.optional("hasChevron", default: false),
      columns: try fields.optional("columns"),
      floats: try fields.optional("floats", default: false),
      layoutDirection: try fields.optional("layoutDirection"))
  }
}
