import Foundation
import TrackerWire

/// A small JSON Schema (draft 2020-12) validator: the keywords the wire's schema uses
/// ($ref to $defs, type, properties, required, additionalProperties, items, enum, const,
/// pattern, minimum, maximum, oneOf, anyOf). It returns the problems found, each with
/// the path of the value.
struct SchemaValidator {
  let root: WireValue
  private let definitions: [String: WireValue]

  init(_ root: WireValue) {
    self.root = root
    definitions = root.objectFields?["$defs"]?.objectFields ?? [:]
  }

  /// Problems of `value` against the definition `name` (or the root schema when nil).
  func problems(_ value: WireValue, against name: String? = nil) -> [String] {
    let schema = name.map { definitions[$0] ?? .object([:]) } ?? root
    var problems: [String] = []
    if let name, definitions[name] == nil { return ["no definition \(name)"] }
    check(value, schema, "$", &problems)
    return problems
  }

  private func check(
    _ value: WireValue, _ schema: WireValue, _ path: String, _ problems: inout [String]
  ) {
    guard let rules = schema.objectFields else { return }
    if case .string(let reference)? = rules["$ref"] {
      let name = String(reference.dropFirst("#/$defs/".count))
      guard reference.hasPrefix("#/$defs/"), let target = definitions[name] else {
        problems.append("\(path): unresolved $ref \(reference)")
        return
      }
      check(value, target, path, &problems)
    }
    if case .string(let type)? = rules["type"], !has(value, type: type) {
      problems.append("\(path): expected \(type), found \(value.json.prefix(60))")
      return
    }
    if let constant = rules["const"], constant != value {
      problems.append("\(path): expected \(constant.json), found \(value.json.prefix(60))")
    }
    if case .array(let choices)? = rules["enum"], !choices.contains(value) {
      problems.append("\(path): \(value.json) is not one of \(WireValue.array(choices).json)")
    }
    if case .string(let pattern)? = rules["pattern"], case .string(let text) = value {
      let expression = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      if expression?.firstMatch(in: text, range: range) == nil {
        problems.append("\(path): \"\(text)\" does not match \(pattern)")
      }
    }
    if case .integer(let number) = value {
      if case .integer(let minimum)? = rules["minimum"], number < minimum {
        problems.append("\(path): \(number) is less than \(minimum)")
      }
      if case .integer(let maximum)? = rules["maximum"], number > maximum {
        problems.append("\(path): \(number) is more than \(maximum)")
      }
    }
    if case .object(let fields) = value {
      let properties = rules["properties"]?.objectFields ?? [:]
      if case .array(let required)? = rules["required"] {
        for case .string(let name) in required where fields[name] == nil {
          problems.append("\(path): missing \(name)")
        }
      }
      for (key, field) in fields {
        if let property = properties[key] {
          check(field, property, path + "." + key, &problems)
        } else if rules["additionalProperties"] == .bool(false) {
          problems.append("\(path): unexpected field \(key)")
        }
      }
    }
    if case .array(let items) = value, let itemSchema = rules["items"] {
      for (index, item) in items.enumerated() {
        check(item, itemSchema, "\(path)[\(index)]", &problems)
      }
    }
    if case .array(let branches)? = rules["oneOf"] {
      let results = branches.map { branch in
        var found: [String] = []
        check(value, branch, path, &found)
        return found
      }
      let matching = results.filter(\.isEmpty).count
      if matching != 1 {
        let closest = results.min { $0.count < $1.count } ?? []
        problems.append(
          "\(path): matches \(matching) of oneOf's \(branches.count) branches"
            + (matching == 0 ? "; closest: \(closest.prefix(3).joined(separator: "; "))" : ""))
      }
    }
    if case .array(let branches)? = rules["anyOf"] {
      let matches = branches.contains { branch in
        var found: [String] = []
        check(value, branch, path, &found)
        return found.isEmpty
      }
      if !matches { problems.append("\(path): matches none of anyOf's branches") }
    }
  }

  private func has(_ value: WireValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("integer", .integer),
      ("boolean", .bool), ("null", .null):
      true
    default: false
    }
  }
}

/// The generated schema, read back as a value, and its validator.
enum Wire {
  static let validator = SchemaValidator(WireSchema.schema)
}
