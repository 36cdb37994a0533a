/// The type of a value on the wire, as the schema states it.
public indirect enum WireType: Sendable {
  /// A string, optionally matching a regular expression.
  case string(pattern: String?)
  /// A whole number, optionally bounded.
  case integer(minimum: Int?, maximum: Int?)
  /// `true` or `false`.
  case boolean
  /// An array of values of one type.
  case array(WireType)
  /// A named definition of the schema (`#/$defs/NAME`).
  case reference(String)
  /// Exactly this value (`"back": true`).
  case constant(WireValue)

  /// Any string.
  public static let string = WireType.string(pattern: nil)
  /// Any whole number a JSON reader keeps exactly: ±(2^53 − 1), a `Long` in Kotlin (the wire's
  /// reader refuses a number beyond it).
  public static let integer = WireType.integer(minimum: -(1 << 53) + 1, maximum: (1 << 53) - 1)
  /// A count or a place in a list: 0 to 2^31 - 1 (an `Int` in Kotlin, a number in TypeScript).
  public static let count = WireType.integer(minimum: 0, maximum: Int(Int32.max))
}

/// One field of an object on the wire: its name, type, whether it is always there,
/// and what its absence means.
public struct WireField: Sendable {
  /// The field's name, a JSON key.
  public let name: String
  /// Its type, looked up when asked for: declarations refer to each other (a text's
  /// arguments hold texts), so none may need another while it is being made.
  private let lookUpType: @Sendable () -> WireType
  /// Its type.
  public var type: WireType { lookUpType() }
  /// Whether every object has it; an optional field is left out when it has no value.
  public let isRequired: Bool
  /// What a missing optional field means (`false`, `[]`, `true`); nil when absence is "none".
  public let defaultValue: WireValue?
  /// Whether `null` may stand for the field's absence (the optional fields of requests, which
  /// a client's encoder may write as null); elsewhere null is refused.
  public let isNullable: Bool
  /// One sentence for the schema's `description`.
  public let doc: String

  /// A field that every object has.
  public static func required(
    _ name: String, _ type: @autoclosure @escaping @Sendable () -> WireType, _ doc: String
  ) -> WireField {
    WireField(
      name: name, lookUpType: type, isRequired: true, defaultValue: nil, isNullable: false,
      doc: doc)
  }

  /// A field left out when it has no value, or when it has `defaultValue`.
  public static func optional(
    _ name: String, _ type: @autoclosure @escaping @Sendable () -> WireType,
    default defaultValue: WireValue? = nil, nullable isNullable: Bool = false, _ doc: String
  ) -> WireField {
    WireField(
      name: name, lookUpType: type, isRequired: false, defaultValue: defaultValue,
      isNullable: isNullable, doc: doc)
  }
}

/// One case of a sum type: the name its `type` field holds, and its other fields.
public struct WireCaseShape: Sendable {
  /// The value of the `type` field.
  public let name: String
  /// One sentence for the schema.
  public let doc: String
  /// The case's fields besides `type`.
  public let fields: [WireField]
  /// The schema's `title` of the case, unique in the schema, from which generators name
  /// the case's type: the case's name unless another type has that name.
  public let title: String
}

/// The shape of a named definition.
public enum WireShape: Sendable {
  /// An object with named fields.
  case object([WireField])
  /// One of several objects told apart by their field `tag` (`type`, or `code` for errors).
  case tagged(tag: String, [WireCaseShape])
  /// An object with exactly one of the fields (a request: `{"tap": "trackers.add"}`); each
  /// variant's title is its field's name followed by `titleSuffix` (`tapAct`).
  case keyed([WireField], titleSuffix: String)
  /// One of a fixed list of strings.
  case strings([String])
  /// A plain value (a string with a pattern).
  case value(WireType)
  /// One of several types.
  case choice([WireType])
}

/// A named type of the wire format: `#/$defs/NAME` in the schema.
public struct WireDefinition: Sendable {
  /// The name under `$defs`.
  public let name: String
  /// One or two sentences for the schema.
  public let doc: String
  /// Its shape.
  public let shape: WireShape

  /// The fields an object of the definition may have, by name: of the object, or of each
  /// case by its name. Worked out once, as every object read looks them up.
  private let allowed: AllowedFields

  private enum AllowedFields: Sendable {
    case object([String: WireField])
    case cases([String: [String: WireField]])
    case none
  }

  /// A definition with every part given.
  public init(_ name: String, _ doc: String, _ shape: WireShape) {
    self.name = name
    self.doc = doc
    self.shape = shape
    allowed = Self.allowedFields(of: shape)
  }

  /// The fields an object of this definition may have, by name (for a tagged case, its
  /// case's and the tag; for a request, the discriminator `request` too).
  func allowedFields(case caseName: String?) -> [String: WireField]? {
    switch allowed {
    case .object(let fields): fields
    case .cases(let cases): caseName.flatMap { cases[$0] }
    case .none: nil
    }
  }

  private static func allowedFields(of shape: WireShape) -> AllowedFields {
    func byName(_ fields: [WireField]) -> [String: WireField] {
      Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    switch shape {
    case .object(let declared): return .object(byName(declared))
    case .keyed(let declared, _): return .object(byName(declared + [WireRequest.discriminator("")]))
    case .tagged(let tag, let cases):
      var fields: [String: [String: WireField]] = [:]
      for found in cases where fields[found.name] == nil {
        fields[found.name] = byName(found.fields + [.required(tag, .string, "")])
      }
      return .cases(fields)
    case .strings, .value, .choice: return .none
    }
  }
}

/// A type with a wire form: how it encodes, how it decodes, and its declaration.
public protocol WireCodable {
  /// The value as JSON (by default read back from what `write(to:)` writes).
  var wire: WireValue { get }
  /// Writes the value as JSON: an object's fields in the wire's order (`WireWriter`).
  func write(to writer: inout WireWriter)
  /// The value `wire` gave, or why `value` is not one; `path` names where it is (`$.children[2]`).
  static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Self
  /// The type a field of this type has in the schema.
  static var wireType: WireType { get }
}

/// A wire type with a definition of its own under `$defs`.
public protocol WireDefined: WireCodable {
  /// The declaration the schema and the decoding both come from.
  static var wireDefinition: WireDefinition { get }
}

extension WireDefined {
  /// A reference to the definition.
  public static var wireType: WireType { .reference(wireDefinition.name) }

  /// The value decoded from the JSON text `json`.
  public static func decode(json: String) throws(WireDecodingError) -> Self {
    let value: WireValue
    do {
      value = try WireReader.read(json)
    } catch {
      throw WireDecodingError(path: "$", message: "\(error)")
    }
    return try decode(value, at: "$")
  }
}

/// Why a JSON value is not the wire form of a type, and where in it.
public struct WireDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where: `$` is the whole value, `$.children[2].intents[0]` a part.
  public var path: String
  /// What is wrong there.
  public var message: String

  /// An error with both parts given.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

/// The fields of an object being decoded, with its path for errors.
public struct WireFields: Sendable {
  /// The object's fields.
  public let fields: [String: WireValue]
  /// Where the object is.
  public let path: String
  /// The fields the object may have, as declared: their bounds and whether null stands for
  /// absence (nil: anything goes).
  private let declared: [String: WireField]?

  /// The fields of `value`, which must be an object with no field but `allowed`.
  init(_ value: WireValue, at path: String, allowed: [String: WireField]?)
    throws(WireDecodingError)
  {
    guard case .object(let fields) = value else {
      throw WireDecodingError(path: path, message: "expected an object, found \(value.typeName)")
    }
    // The first unknown field in the order the wire writes them (sorted only when there is
    // one), so that the message is the same on every run.
    if let allowed, fields.keys.contains(where: { allowed[$0] == nil }) {
      for key in WireValue.sortedKeys(fields) where allowed[key] == nil {
        let names = allowed.keys.sorted().joined(separator: ", ")
        throw WireDecodingError(
          path: path, message: "unknown field \"\(key)\"; the fields are \(names)")
      }
    }
    self.fields = fields
    self.path = path
    declared = allowed
  }

  /// The field `name`, which must be there.
  public func required<Value: WireCodable>(_ name: String, as type: Value.Type = Value.self)
    throws(WireDecodingError) -> Value
  {
    guard let value = fields[name] else {
      throw WireDecodingError(path: path, message: "the field \"\(name)\" is missing")
    }
    guard value != .null else {
      throw WireDecodingError(
        path: path + "." + name, message: "null is no value of this field, which is required")
    }
    return try decode(value, name)
  }

  /// The field `name`, or nil when it is left out (or null, where the schema says null is
  /// its absence).
  public func optional<Value: WireCodable>(_ name: String, as type: Value.Type = Value.self)
    throws(WireDecodingError) -> Value?
  {
    guard let value = fields[name] else { return nil }
    if value == .null {
      guard declared?[name]?.isNullable ?? true else {
        throw WireDecodingError(
          path: path + "." + name, message: "null is no value of this field; leave it out")
      }
      return nil
    }
    return try decode(value, name)
  }

  /// `value`, the field `name`, decoded, within the bounds its declaration gives a number.
  private func decode<Value: WireCodable>(_ value: WireValue, _ name: String)
    throws(WireDecodingError) -> Value
  {
    if case .integer(let number) = value,
      case .integer(let minimum, let maximum)? = declared?[name]?.type
    {
      if let minimum, number < minimum {
        throw WireDecodingError(
          path: path + "." + name, message: "\(number) is below the least value, \(minimum)")
      }
      if let maximum, number > maximum {
        throw WireDecodingError(
          path: path + "." + name, message: "\(number) is above the greatest value, \(maximum)")
      }
    }
    return try Value.decode(value, at: path + "." + name)
  }

  /// The field `name`, or `fallback` when it is left out.
  public func optional<Value: WireCodable>(_ name: String, default fallback: Value)
    throws(WireDecodingError) -> Value
  {
    try optional(name, as: Value.self) ?? fallback
  }
}

/// A sum type's cases: their shapes for the schema, and how each decodes. Encoding is
/// an exhaustive `switch` beside it, so that a new Swift case fails to compile until it
/// is encoded, and its shape belongs right here.
struct WireSum<Value>: Sendable {
  /// One case: its shape and its decoding.
  struct Case: Sendable {
    let shape: WireCaseShape
    let decode: @Sendable (WireFields) throws(WireDecodingError) -> Value

    init(
      _ name: String, _ doc: String, _ fields: [WireField] = [], title: String? = nil,
      _ decode: @escaping @Sendable (WireFields) throws(WireDecodingError) -> Value
    ) {
      shape = WireCaseShape(name: name, doc: doc, fields: fields, title: title ?? name)
      self.decode = decode
    }
  }

  let definition: WireDefinition
  /// The field that names the case: `type`, or `code` for errors.
  let tag: String
  private let cases: [String: Case]

  init(_ name: String, _ doc: String, tag: String = "type", _ cases: [Case]) {
    definition = WireDefinition(name, doc, .tagged(tag: tag, cases.map(\.shape)))
    self.tag = tag
    self.cases = Dictionary(
      cases.map { ($0.shape.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The case `value`'s `type` names, decoded.
  func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Value {
    guard case .object(let fields) = value else {
      throw WireDecodingError(path: path, message: "expected an object, found \(value.typeName)")
    }
    guard case .string(let name)? = fields[tag] else {
      throw WireDecodingError(path: path, message: "the field \"\(tag)\" is missing")
    }
    guard let found = cases[name] else {
      let names = cases.keys.sorted().joined(separator: ", ")
      throw WireDecodingError(
        path: path + "." + tag, message: "unknown \(tag) \"\(name)\"; use one of \(names)")
    }
    return try found.decode(
      WireFields(value, at: path, allowed: definition.allowedFields(case: name)))
  }
}

/// A wire type that is one of a fixed list of strings: a Swift enumeration's raw values.
public protocol WireStrings: WireDefined, RawRepresentable, CaseIterable where RawValue == String {
  /// The name under `$defs`.
  static var wireName: String { get }
  /// One sentence for the schema.
  static var wireDoc: String { get }
}

extension WireStrings {
  /// The value as JSON.
  public var wire: WireValue { .string(rawValue) }
  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) { writer.string(rawValue) }

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition {
    WireDefinition(wireName, wireDoc, .strings(allCases.map(\.rawValue)))
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError) -> Self {
    guard case .string(let text) = value else {
      throw WireDecodingError(path: path, message: "expected a string, found \(value.typeName)")
    }
    guard let found = Self(rawValue: text) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      throw WireDecodingError(path: path, message: "unknown \"\(text)\"; use one of \(names)")
    }
    return found
  }
}
