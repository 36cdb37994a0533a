import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile

/// The JSON Schema (draft 2020-12) of the wire format, generated from the same
/// declarations the decoding uses, so that it cannot drift from the code. It is kept as
/// a golden file (`Snapshots/Wire/schema.json`): a change of the wire shows up as a diff.
public enum WireSchema {
  /// Every named type of the wire, in the order the schema's `$defs` list them (sorted by
  /// name on output).
  public static let definitions: [WireDefinition] = [
    // Requests and responses.
    WireRequest.wireDefinition, UserAct.wireDefinition, WireRequest.environmentDefinition,
    TypedText.wireDefinition, WindowRequest.wireDefinition,
    WireResponse.wireDefinition, WireScreen.wireDefinition, WireResponse.errorDefinition,
    ServeError.wireDefinition, SaveFailure.wireDefinition, TrackerActionError.wireDefinition,
    NameProblem.wireDefinition,
    ConnectionStatus.wireDefinition,
    // Edits of the screens a client holds.
    WireScreenEdits.wireDefinition, ScreenUpdate.wireDefinition, ElementEdit.wireDefinition,
    ElementChanges.OptionalPart.wireDefinition,
    // The element tree.
    ScreenElement.wireDefinition, ScreenElement.Kind.wireDefinition, ElementTexts.wireDefinition,
    ElementState.wireDefinition, ElementLook.wireDefinition, DayRange.wireDefinition,
    ListWindow.wireDefinition,
    DisplayText.wireDefinition, LocalizedText.wireDefinition, TextArgument.wireDefinition,
    // What elements send.
    ScreenIntent.wireDefinition, Destination.wireDefinition, TrackerForm.Mode.wireDefinition,
    TrackerFormEdit.wireDefinition, TrackerAction.wireDefinition, TrackerDraft.wireDefinition,
    Goal.wireDefinition, GoalForm.Mode.wireDefinition, GoalFormEdit.wireDefinition,
    GoalForm.GoalUnit.wireDefinition, ReminderTime.wireDefinition,
    LayoutDirection.wireDefinition,
    // Tokens and ids.
    ElementID.wireDefinition, TrackerID.wireDefinition, CategoryID.wireDefinition,
    Day.wireDefinition, Weekday.wireDefinition, TrackerColor.wireDefinition,
    TextOnColor.wireDefinition,
    ImageToken.wireDefinition, ScreenButton.Style.wireDefinition, TrackerFilter.wireDefinition,
    ScreenName.wireDefinition,
    AppTab.wireDefinition, TrackerKind.wireDefinition, AppScreen.Presentation.wireDefinition,
    Language.wireDefinition,
  ]

  /// The schema as a value.
  public static var schema: WireValue {
    var defs: [String: WireValue] = [:]
    for definition in definitions { defs[definition.name] = schema(of: definition) }
    return .object([
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "TrackerKit wire format",
      "description": .string(
        "Screens, acts and errors of TrackerKit as JSON: what `tracker-kit render --format json` prints and what `tracker-kit serve --stdio` reads and writes, one object a line. Objects leave out a field that is absent or has its stated default; front ends should ignore fields they do not know, which a later version may add."
      ),
      "anyOf": .array([ref("Response"), ref("Request"), ref("Element")]),
      "$defs": .object(defs),
    ])
  }

  /// The schema as the golden file holds it: indented, keys sorted, a final newline. Worked
  /// out once a process: it is the code's, and `tracker-kit schema` may be asked for it often.
  public static let text: String = schema.prettyJSON

  private static func ref(_ name: String) -> WireValue {
    .object(["$ref": .string("#/$defs/" + name)])
  }

  private static func schema(of definition: WireDefinition) -> WireValue {
    var result: [String: WireValue]
    switch definition.shape {
    case .object(let fields): result = object(fields)
    case .tagged(let tag, let cases):
      result = [
        "oneOf": .array(
          cases.map { shape in
            var fields = object(
              [.required(tag, .constant(.string(shape.name)), shape.doc)] + shape.fields)
            fields["title"] = .string(shape.title)
            return .object(fields)
          })
      ]
    case .keyed(let fields, let suffix):
      result = [
        "oneOf": .array(
          fields.map { field in
            var branch = object([field, WireRequest.discriminator(field.name)])
            branch["title"] = .string(field.name + suffix)
            return .object(branch)
          })
      ]
    case .strings(let names):
      result = ["type": "string", "enum": .array(names.map(WireValue.string))]
    case .value(let type):
      result = schema(of: type)
    case .choice(let types):
      result = ["oneOf": .array(types.map { .object(schema(of: $0)) })]
    }
    result["description"] = .string(definition.doc)
    return .object(result)
  }

  private static func object(_ fields: [WireField]) -> [String: WireValue] {
    var properties: [String: WireValue] = [:]
    for field in fields {
      var property = field.isNullable ? nullable(field.type) : schema(of: field.type)
      property["description"] = .string(field.doc)
      if let value = field.defaultValue { property["default"] = value }
      properties[field.name] = .object(property)
    }
    let required = fields.filter(\.isRequired).map { WireValue.string($0.name) }
    var result: [String: WireValue] = [
      "type": "object", "properties": .object(properties), "additionalProperties": false,
    ]
    if !required.isEmpty { result["required"] = .array(required) }
    return result
  }

  /// A type or null: a named plain value written in place, its `type` with `null` beside it
  /// (no union, so that generators make an optional field, not a class).
  private static func nullable(_ type: WireType) -> [String: WireValue] {
    var plain = type
    if case .reference(let name) = type,
      case .value(let value)? = definitions.first(where: { $0.name == name })?.shape
    {
      plain = value
    }
    var result = schema(of: plain)
    if case .string(let name)? = result["type"] {
      result["type"] = .array([.string(name), "null"])
    }
    return result
  }

  private static func schema(of type: WireType) -> [String: WireValue] {
    switch type {
    case .string(let pattern):
      var result: [String: WireValue] = ["type": "string"]
      if let pattern { result["pattern"] = .string(pattern) }
      return result
    case .integer(let minimum, let maximum):
      var result: [String: WireValue] = ["type": "integer"]
      if let minimum { result["minimum"] = .integer(minimum) }
      if let maximum { result["maximum"] = .integer(maximum) }
      return result
    case .boolean: return ["type": "boolean"]
    case .array(let items): return ["type": "array", "items": .object(schema(of: items))]
    case .reference(let name): return ["$ref": .string("#/$defs/" + name)]
    case .constant(let value): return ["const": value]
    }
  }
}

extension WireValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  /// An identifier written as a string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An identifier written as a string literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}
