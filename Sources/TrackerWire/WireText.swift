import TrackerLocalization
import TrackerScreens

// Texts on the wire. Every text has `string`, what the screen shows; a text from the
// tables also has its `key` and `arguments`, so that a front end's tests can check
// how a text was made without depending on the words.

extension LocalizedText: WireDefined {
  static let fields: [WireField] = [
    .required("string", .string, "What the screen shows."),
    .required(
      "key", .string, "The table key that gave the text (for a plural, its form: card.days.many)."),
    .optional(
      "arguments", .array(TextArgument.wireType), default: .array([]),
      "The arguments substituted into the text, in order (a plural's count first)."),
    .optional(
      "language", Language.wireType,
      "The language whose table gave the text; absent when no table had the key."),
  ]

  /// The declaration the schema and the decoding both come from.
  public static let wireDefinition = WireDefinition(
    "LocalizedText", "A text from the string tables, with how it was made.", .object(fields))

  /// Sets the text's fields of `object`, in the wire's order.
  func setFields(of object: inout WireObject) {
    object.set("arguments", arguments, unless: [])
    object.set("key", key)
    object.set("language", tableLanguage)
    object.set("string", string)
  }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.object { setFields(of: &$0) } }

  static func decode(_ fields: WireFields) throws(WireDecodingError) -> LocalizedText {
    LocalizedText(
      key: try fields.required("key"), arguments: try fields.optional("arguments", default: []),
      string: try fields.required("string"), tableLanguage: try fields.optional("language"))
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> LocalizedText
  {
    try decode(WireFields(value, at: path, allowed: wireDefinition.allowedFields(case: nil)))
  }
}

extension TextArgument: WireDefined {
  static let sum = WireSum<TextArgument>(
    "TextArgument", "A typed argument of a table text.",
    [
      .init("integer", "A whole number.", [.required("value", .integer, "The number.")]) {
        fields throws(WireDecodingError) in .integer(try fields.required("value"))
      },
      .init(
        "decimal", "A number shown with fractionDigits decimals.",
        [
          .required(
            "value", .string(pattern: "^-?[0-9]"),
            "The number as Swift writes a Double: the shortest text that reads back the same (1.5, 0.1, 1e-05)."
          ),
          .required(
            "fractionDigits", .count, "Digits after the separator."),
        ]
      ) { fields throws(WireDecodingError) in
        let text: String = try fields.required("value")
        guard let number = Double(text), number.isFinite else {
          throw WireDecodingError(path: fields.path + ".value", message: "not a number: \(text)")
        }
        return .decimal(number, fractionDigits: try fields.required("fractionDigits"))
      },
      .init(
        "year", "A year, written without grouping.",
        [.required("value", .integer(minimum: 1, maximum: 9999), "The year.")]
      ) { fields throws(WireDecodingError) in .year(try fields.required("value")) },
      .init(
        "text", "The user's or the domain's words, shown as they are.",
        [
          .required("value", .string, "The text.")
        ], title: "contentArgument"
      ) { fields throws(WireDecodingError) in .text(try fields.required("value")) },
      .init(
        "localized", "Another table text.",
        [
          .required("value", LocalizedText.wireType, "The text.")
        ], title: "localizedArgument"
      ) { fields throws(WireDecodingError) in .localized(try fields.required("value")) },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .integer(let value): writer.object("integer") { $0.set("value", value) }
    case .decimal(let value, let digits):
      writer.object("decimal") {
        $0.set("fractionDigits", digits)
        $0.set("value", String(value))
      }
    case .year(let value): writer.object("year") { $0.set("value", value) }
    case .text(let text): writer.object("text") { $0.set("value", text) }
    case .localized(let text): writer.object("localized") { $0.set("value", text) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> TextArgument
  {
    try sum.decode(value, at: path)
  }
}

extension DisplayText: WireDefined {
  static let sum = WireSum<DisplayText>(
    "Text",
    "Text on a screen; every text has string, what to show. A front end may style the types differently (the user's words are never translated).",
    [
      .init(
        "localized", "A text from the string tables.", LocalizedText.fields,
        title: "localizedDisplayText"
      ) {
        fields throws(WireDecodingError) in .localized(try LocalizedText.decode(fields))
      },
      .init(
        "content", "The user's own words (a tracker's name), shown as they are.",
        [
          .required("string", .string, "What the screen shows.")
        ]
      ) { fields throws(WireDecodingError) in .content(try fields.required("string")) },
      .init(
        "number", "A number written for the language (1,5 in Russian).",
        [
          .required("string", .string, "What the screen shows.")
        ]
      ) { fields throws(WireDecodingError) in .number(try fields.required("string")) },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .localized(let text): writer.object("localized") { text.setFields(of: &$0) }
    case .content(let text): writer.object("content") { $0.set("string", text) }
    case .number(let text): writer.object("number") { $0.set("string", text) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> DisplayText
  {
    try sum.decode(value, at: path)
  }
}
