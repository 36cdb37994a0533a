import Foundation
import Testing
import TrackerWire

/// The schema is reviewed like a screen: the generated schema must equal the golden file
/// `Snapshots/Wire/schema.json`, and no field, case or value the golden file has may
/// be missing from it (removing or renaming one breaks front ends; adding one is fine).
@Suite("The wire's JSON Schema")
struct SchemaTests {
  static let golden = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots/Wire/schema.json")

  @Test("The generated schema equals the golden file (SNAPSHOT_RECORD=failed rewrites it)")
  func matchesGolden() throws {
    let generated = WireSchema.text
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] ?? "never"
    let stored = try? String(contentsOf: Self.golden, encoding: .utf8)
    if stored != generated,
      ["failed", "all"].contains(record) || (record == "missing" && stored == nil)
    {
      try FileManager.default.createDirectory(
        at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      try generated.write(to: Self.golden, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      stored == generated,
      "Snapshots/Wire/schema.json differs from the schema the code generates; review the change (tracker-kit schema | diff Snapshots/Wire/schema.json -), then record it with SNAPSHOT_RECORD=failed swift test --filter SchemaTests"
    )
  }

  @Test("No field, case or value of the golden schema is removed or renamed")
  func compatibleWithGolden() throws {
    let stored = try String(contentsOf: Self.golden, encoding: .utf8)
    let missing = SchemaFeatures.removed(from: try WireReader.read(stored), in: WireSchema.schema)
    #expect(missing.isEmpty, "breaking changes: \(missing)")
  }

  @Test("The check finds a removed field, a renamed case and a removed value")
  func compatibilityCheckFindsBreaks() throws {
    let schema = WireSchema.schema
    let text = schema.json
    let renamedCase = try WireReader.read(
      text.replacingOccurrences(of: #""const":"markDone""#, with: #""const":"markAsDone""#))
    #expect(
      SchemaFeatures.removed(from: schema, in: renamedCase).contains("$defs.Action.oneOf[markDone]")
    )
    let removedValue = try WireReader.read(
      text.replacingOccurrences(of: #""tabStatistics","#, with: ""))
    #expect(
      SchemaFeatures.removed(from: schema, in: removedValue).contains(
        "$defs.ImageToken.enum[tabStatistics]"))
    let renamedField = try WireReader.read(
      text.replacingOccurrences(of: #""longPressIntents":"#, with: #""holdIntents":"#))
    #expect(
      SchemaFeatures.removed(from: schema, in: renamedField).contains(
        "$defs.Element.properties.longPressIntents"))
    #expect(SchemaFeatures.removed(from: renamedField, in: schema).isEmpty == false)
    #expect(SchemaFeatures.removed(from: schema, in: schema).isEmpty)
  }

  @Test("Every class a generator makes has a name of its own: no title missing or repeated")
  func uniqueTitles() throws {
    // Tried: datamodel-code-generator 0.89 (--use-title-as-name) makes 173 classes of this
    // schema, none numbered, and they accept real requests and answers of `serve`.
    let problems = Self.namingProblems(in: WireSchema.schema)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("The naming check finds a variant without a title, a repeated title and an inline object")
  func namingCheckFindsProblems() throws {
    let variant = WireValue.object([
      "type": .string("object"), "properties": .object(["a": .object([:])]),
    ])
    var titled = variant.objectFields ?? [:]
    titled["title"] = .string("Act")
    let schema = WireValue.object([
      "$defs": .object([
        "Act": .object(["oneOf": .array([variant, .object(titled)])]),
        "Form": .object(["properties": .object(["draft": variant])]),
      ])
    ])
    let problems = Self.namingProblems(in: schema)
    #expect(problems.count == 3, "\(problems)")
    #expect(Self.namingProblems(in: WireValue.object(["$defs": .object([:])])).isEmpty)
  }

  /// What would make a generator number a class: generators name a definition's type after its
  /// key and a schema written inline (a union's variant, an object in a property or an array)
  /// after its title, in PascalCase (datamodel-code-generator with `--use-title-as-name`,
  /// quicktype); an inline schema without a title, or two names that give one class name, get
  /// a number (Act1, Text1).
  static func namingProblems(in schema: WireValue) -> [String] {
    let definitions = schema.objectFields?["$defs"]?.objectFields ?? [:]
    var names: [String: String] = [:]
    var problems: [String] = []
    /// A class name as generators write it: its letters and digits, in any case.
    func register(_ name: String, at path: String) {
      let key = String(name.filter { $0.isLetter || $0.isNumber }).lowercased()
      if let other = names.updateValue(path, forKey: key) {
        problems.append("\(path) is named “\(name)”, as \(other) is")
      }
    }
    /// Names the schema at `path` after its title, or says it has none.
    func registerTitle(of schema: WireValue, at path: String) {
      guard case .string(let title)? = schema.objectFields?["title"] else {
        problems.append("\(path) has no title")
        return
      }
      register(title, at: path)
    }
    /// Every schema inside `value` that becomes a class of its own.
    func walk(_ value: WireValue, at path: String) {
      switch value {
      case .object(let fields):
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
          let inner = "\(path).\(key)"
          if key == "oneOf" || key == "anyOf", case .array(let variants) = field {
            for (index, variant) in variants.enumerated() where variant.objectFields?["$ref"] == nil
            {
              registerTitle(of: variant, at: "\(inner)[\(index)]")
            }
          } else if field.objectFields?["properties"] != nil,
            path.hasSuffix(".properties") || key == "items" || key == "additionalProperties"
          {
            registerTitle(of: field, at: inner)
          }
          walk(field, at: inner)
        }
      case .array(let items):
        for (index, item) in items.enumerated() { walk(item, at: "\(path)[\(index)]") }
      default: break
      }
    }
    for name in definitions.keys.sorted() { register(name, at: "$defs.\(name)") }
    if case .string(let title)? = schema.objectFields?["title"] { register(title, at: "the root") }
    for (name, definition) in definitions.sorted(by: { $0.key < $1.key }) {
      walk(definition, at: "$defs.\(name)")
    }
    walk(schema.objectFields?["anyOf"] ?? .null, at: "anyOf")
    return problems
  }

  @Test("Every $ref names a definition, and every definition is used")
  func referencesResolve() throws {
    let schema = WireSchema.schema
    let definitions = Set(schema.objectFields?["$defs"]?.objectFields?.keys.map { $0 } ?? [])
    var referenced: Set<String> = []
    func walk(_ value: WireValue) {
      switch value {
      case .object(let fields):
        if case .string(let reference)? = fields["$ref"] {
          referenced.insert(String(reference.dropFirst("#/$defs/".count)))
        }
        fields.values.forEach(walk)
      case .array(let items): items.forEach(walk)
      default: break
      }
    }
    walk(schema)
    #expect(
      referenced.subtracting(definitions).isEmpty,
      "unresolved: \(referenced.subtracting(definitions))")
    #expect(
      definitions.subtracting(referenced).isEmpty, "unused: \(definitions.subtracting(referenced))")
    #expect(definitions.count == WireSchema.definitions.count, "two definitions share a name")
  }
}

/// What a schema promises a front end: every property of every object, every case of a
/// `oneOf` (by its `type` or `code` constant), every value of an `enum`, as paths.
enum SchemaFeatures {
  /// The promises of `old` that `new` no longer keeps.
  static func removed(from old: WireValue, in new: WireValue) -> [String] {
    features(of: old).subtracting(features(of: new)).sorted()
  }

  static func features(of schema: WireValue) -> Set<String> {
    var found: Set<String> = []
    func walk(_ value: WireValue, _ path: String) {
      guard case .object(let fields) = value else { return }
      for (key, inner) in fields {
        switch (key, inner) {
        case ("properties", .object(let properties)), ("$defs", .object(let properties)):
          for (name, property) in properties {
            let here = path + "." + (key == "$defs" ? "$defs." : "properties.") + name
            found.insert(String(here.dropFirst()))
            walk(property, here)
          }
        case ("oneOf", .array(let branches)), ("anyOf", .array(let branches)):
          for (index, branch) in branches.enumerated() {
            let here = path + ".\(key)[\(caseName(branch) ?? String(index))]"
            found.insert(String(here.dropFirst()))
            walk(branch, here)
          }
        case ("enum", .array(let values)):
          for case .string(let name) in values {
            found.insert(String((path + ".enum[\(name)]").dropFirst()))
          }
        case ("items", _):
          walk(inner, path + ".items")
        default: break
        }
      }
    }
    walk(schema, "")
    return found
  }

  /// A branch's name: the constant of its `type`, `code` or `request`, its one key, or its
  /// `$ref`.
  private static func caseName(_ branch: WireValue) -> String? {
    guard let fields = branch.objectFields else { return nil }
    if case .string(let reference)? = fields["$ref"] { return reference }
    let properties = fields["properties"]?.objectFields ?? [:]
    for tag in ["type", "code", "request"] {
      if case .string(let name)? = properties[tag]?.objectFields?["const"] { return name }
    }
    if properties.count == 1, let key = properties.keys.first { return key }
    return nil
  }
}
