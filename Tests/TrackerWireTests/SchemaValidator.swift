import Foundation
import TrackerWire

/// A small JSON Schema (draft 2020-12) validator: the keywords the wire's schema uses
/// ($ref to $defs, type, properties, required, additionalProperties, items, enum, const,
/// pattern, minimum, maximum, oneOf, anyOf). It returns the problems found, each with
/// the path of the value.
///
/// The schema's keywords are read once into `Rules` (patterns compiled), and a value's path
/// is spelled out only for a problem. Deciding which branches of a `oneOf` or `anyOf` a value
/// matches stops at a branch's first problem (a tagged union's tag, a property with a
/// `const`, is checked first), and the branches' problems are collected only when the count
/// is wrong, for the message: a screen is checked in about one pass, not once per branch of
/// every union above it.
struct SchemaValidator: Sendable {
  let root: WireValue
  private let rootRules: Rules
  private let definitions: [String: Rules]

  init(_ root: WireValue) {
    self.root = root
    rootRules = Rules(root)
    definitions = (root.objectFields?["$defs"]?.objectFields ?? [:]).mapValues(Rules.init)
  }

  /// Problems of `value` against the definition `name` (or the root schema when nil).
  func problems(_ value: WireValue, against name: String? = nil) -> [String] {
    var problems: [String] = []
    guard let rules = name.map({ definitions[$0] }) ?? rootRules else {
      return ["no definition \(name ?? "")"]
    }
    check(value, rules, .root, &problems, firstOnly: false)
    return problems
  }

  /// Whether `value` has no problem against `rules`: stops at the first one.
  private func matches(_ value: WireValue, _ rules: Rules, _ path: Path) -> Bool {
    var problems: [String] = []
    check(value, rules, path, &problems, firstOnly: true)
    return problems.isEmpty
  }

  /// Appends the problems of `value` against `rules` to `problems`; with `firstOnly`, stops
  /// once there is one (`problems` starts empty then), checking tags before other properties.
  private func check(
    _ value: WireValue, _ rules: Rules, _ path: Path, _ problems: inout [String],
    firstOnly: Bool
  ) {
    // With `firstOnly` only whether there is a problem counts: its message is not written.
    func report(_ message: @autoclosure () -> String) {
      problems.append(firstOnly ? "" : message())
    }
    if let reference = rules.reference {
      guard let target = reference.name.flatMap({ definitions[$0] }) else {
        report("\(path): unresolved $ref \(reference.text)")
        return
      }
      check(value, target, path, &problems, firstOnly: firstOnly)
      if firstOnly, !problems.isEmpty { return }
    }
    if let type = rules.type, !Self.has(value, type: type) {
      report("\(path): expected \(type), found \(value.json.prefix(60))")
      return
    }
    if let constant = rules.constant, constant != value {
      report("\(path): expected \(constant.json), found \(value.json.prefix(60))")
    }
    if let choices = rules.choices, !choices.contains(value) {
      report("\(path): \(value.json) is not one of \(WireValue.array(choices).json)")
    }
    if let pattern = rules.pattern, case .string(let text) = value {
      let range = NSRange(text.startIndex..., in: text)
      if pattern.expression?.firstMatch(in: text, range: range) == nil {
        report("\(path): \"\(text)\" does not match \(pattern.text)")
      }
    }
    if case .integer(let number) = value {
      if let minimum = rules.minimum, number < minimum {
        report("\(path): \(number) is less than \(minimum)")
      }
      if let maximum = rules.maximum, number > maximum {
        report("\(path): \(number) is more than \(maximum)")
      }
    }
    if case .object(let fields) = value {
      for name in rules.required where fields[name] == nil {
        report("\(path): missing \(name)")
      }
      if firstOnly, !problems.isEmpty { return }
      if firstOnly {
        for tag in rules.tags {
          guard let field = fields[tag], let property = rules.properties[tag] else { continue }
          check(field, property, .field(path, tag), &problems, firstOnly: true)
          if !problems.isEmpty { return }
        }
      }
      for (key, field) in fields where !(firstOnly && rules.tags.contains(key)) {
        if let property = rules.properties[key] {
          check(field, property, .field(path, key), &problems, firstOnly: firstOnly)
        } else if rules.isClosed {
          report("\(path): unexpected field \(key)")
        }
        if firstOnly, !problems.isEmpty { return }
      }
    }
    if case .array(let items) = value, let itemRules = rules.items {
      for (index, item) in items.enumerated() {
        check(item, itemRules, .item(path, index), &problems, firstOnly: firstOnly)
        if firstOnly, !problems.isEmpty { return }
      }
    }
    if let branches = rules.oneOf {
      let matching = Self.candidates(for: value, in: rules, of: branches).filter {
        matches(value, $0, path)
      }.count
      if matching != 1 {
        // The problems of the branch with the fewest, for the message.
        func closest() -> [String] {
          branches.map { branch -> [String] in
            var found: [String] = []
            check(value, branch, path, &found, firstOnly: false)
            return found
          }.min { $0.count < $1.count } ?? []
        }
        report(
          "\(path): matches \(matching) of oneOf's \(branches.count) branches"
            + (matching == 0 ? "; closest: \(closest().prefix(3).joined(separator: "; "))" : ""))
      }
    }
    if let branches = rules.anyOf, !branches.contains(where: { matches(value, $0, path) }) {
      report("\(path): matches none of anyOf's branches")
    }
  }

  /// The branches of `rules`' `oneOf` that `value` can match: with a tag every branch requires
  /// (`oneOfTag`), those whose constant is the value's tag, since every other fails at it;
  /// all of them otherwise.
  private static func candidates(
    for value: WireValue, in rules: Rules, of branches: [Rules]
  ) -> [Rules] {
    guard let tagged = rules.oneOfTag, case .object(let fields) = value else { return branches }
    guard case .string(let tag)? = fields[tagged.tag] else { return [] }
    return tagged.branches[tag] ?? []
  }

  private static func has(_ value: WireValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("integer", .integer),
      ("boolean", .bool), ("null", .null):
      true
    default: false
    }
  }
}

/// The keywords of one schema object, read once (a schema that is not an object, such as
/// `true`, has none and accepts everything).
private final class Rules: Sendable {
  /// A `$ref`: its text, and the definition it names when it points into `$defs`.
  let reference: (text: String, name: String?)?
  let type: String?
  let constant: WireValue?
  let choices: [WireValue]?
  let pattern: (text: String, expression: NSRegularExpression?)?
  let minimum: Int?
  let maximum: Int?
  let required: [String]
  let properties: [String: Rules]
  /// The properties whose schema is a `const`: a tagged union's tag.
  let tags: [String]
  /// `additionalProperties: false`.
  let isClosed: Bool
  let items: Rules?
  let oneOf: [Rules]?
  /// For a `oneOf` whose every branch requires one property (`tag`) to be a string constant:
  /// the branches by that constant (a tagged union, told apart in one look-up).
  let oneOfTag: (tag: String, branches: [String: [Rules]])?
  let anyOf: [Rules]?

  init(_ schema: WireValue) {
    let rules = schema.objectFields ?? [:]
    if case .string(let text)? = rules["$ref"] {
      let prefix = "#/$defs/"
      reference = (text, text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil)
    } else {
      reference = nil
    }
    if case .string(let type)? = rules["type"] { self.type = type } else { type = nil }
    constant = rules["const"]
    if case .array(let choices)? = rules["enum"] { self.choices = choices } else { choices = nil }
    if case .string(let text)? = rules["pattern"] {
      pattern = (text, try? NSRegularExpression(pattern: text))
    } else {
      pattern = nil
    }
    if case .integer(let minimum)? = rules["minimum"] {
      self.minimum = minimum
    } else {
      minimum = nil
    }
    if case .integer(let maximum)? = rules["maximum"] {
      self.maximum = maximum
    } else {
      maximum = nil
    }
    if case .array(let required)? = rules["required"] {
      self.required = required.compactMap {
        if case .string(let name) = $0 { return name }
        return nil
      }
    } else {
      required = []
    }
    let properties = (rules["properties"]?.objectFields ?? [:]).mapValues(Rules.init)
    self.properties = properties
    tags = properties.filter { $0.value.constant != nil }.map(\.key).sorted()
    isClosed = rules["additionalProperties"] == .bool(false)
    items = rules["items"].map(Rules.init)
    if case .array(let branches)? = rules["oneOf"] {
      let oneOf = branches.map(Rules.init)
      self.oneOf = oneOf
      oneOfTag = Self.tagging(oneOf)
    } else {
      oneOf = nil
      oneOfTag = nil
    }
    if case .array(let branches)? = rules["anyOf"] {
      anyOf = branches.map(Rules.init)
    } else {
      anyOf = nil
    }
  }

  /// The tag every one of `branches` requires to be a string constant, and the branches by
  /// it; nil when there is no such tag.
  private static func tagging(_ branches: [Rules]) -> (tag: String, branches: [String: [Rules]])? {
    let tags = branches.first?.tags ?? []
    for tag in tags {
      var byConstant: [String: [Rules]] = [:]
      for branch in branches {
        guard branch.required.contains(tag),
          case .string(let constant)? = branch.properties[tag]?.constant
        else { break }
        byConstant[constant, default: []].append(branch)
      }
      if byConstant.values.reduce(0, { $0 + $1.count }) == branches.count {
        return (tag, byConstant)
      }
    }
    return nil
  }
}

/// Where a value is in the document (`$.children[2].texts`), spelled out only when a problem
/// names it.
private indirect enum Path: CustomStringConvertible {
  case root
  case field(Path, String)
  case item(Path, Int)

  var description: String {
    switch self {
    case .root: "$"
    case .field(let parent, let key): "\(parent).\(key)"
    case .item(let parent, let index): "\(parent)[\(index)]"
    }
  }
}

/// The generated schema, read back as a value, and its validator.
enum Wire {
  static let validator = SchemaValidator(WireSchema.schema)
}
