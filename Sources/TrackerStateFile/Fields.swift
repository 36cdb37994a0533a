import JSONSyntax
import TrackerDomain

/// A value and the byte offset where it was written.
struct Located<Value> {
  let text: Value
  let offset: Int
}

/// The members of one JSON object of the state file, read by name with checks
/// of type and presence; unknown names are refused so that a typo never goes
/// unnoticed.
struct Fields {
  /// At most the element's ten known fields, so finding one by name is a short scan.
  private let members: [JSONValue.Member]
  private let element: StateFileProblem.Element
  private let objectOffset: Int
  private let source: SourceText

  init(_ value: JSONValue, _ element: StateFileProblem.Element, source: SourceText)
    throws(StateFileError)
  {
    guard case .object(let members) = value.kind else {
      throw source.error(at: value.offset, .notAnObject(element, found: value.valueKind))
    }
    let known = element.knownFields
    for member in members where !known.contains(member.key) {
      throw source.error(at: member.keyOffset, .unknownField(member.key, in: element))
    }
    self.members = members
    self.element = element
    self.objectOffset = value.offset
    self.source = source
  }

  private func member(_ key: String) -> JSONValue.Member? {
    members.first { $0.key == key }
  }

  /// Where the value of `key` starts, or the object's start when it is absent.
  func offset(of key: String) -> Int {
    member(key)?.value.offset ?? objectOffset
  }

  func optional(_ key: String) -> JSONValue? {
    member(key)?.value
  }

  func required(_ key: String) throws(StateFileError) -> JSONValue {
    guard let value = member(key)?.value else {
      throw source.error(at: objectOffset, .missingField(key, in: element))
    }
    return value
  }

  func string(_ key: String) throws(StateFileError) -> Located<String> {
    let value = try required(key)
    guard case .string(let text) = value.kind else {
      throw source.error(
        at: value.offset, .wrongType(field: key, expected: .string, found: value.valueKind))
    }
    return Located(text: text, offset: value.offset)
  }

  func optionalString(_ key: String) throws(StateFileError) -> Located<String>? {
    guard member(key) != nil else { return nil }
    return try string(key)
  }

  /// A non-empty id without surrounding spaces.
  func identifier(_ key: String) throws(StateFileError) -> String {
    let id = try string(key)
    switch ItemIDRule.problem(id.text) {
    case nil: return id.text
    case .empty, .spaceAtEnd: throw source.error(at: id.offset, .invalidID)
    case .controlCharacter(let code):
      throw source.error(at: id.offset, .controlCharacterInID(code))
    }
  }

  func bool(_ key: String) throws(StateFileError) -> Bool? {
    guard let value = member(key)?.value else { return nil }
    guard case .bool(let flag) = value.kind else {
      throw source.error(
        at: value.offset, .wrongType(field: key, expected: .bool, found: value.valueKind))
    }
    return flag
  }

  /// The elements of a list; an absent key is an empty list.
  func list(_ key: String) throws(StateFileError) -> [JSONValue] {
    guard let value = member(key)?.value else { return [] }
    guard case .array(let elements) = value.kind else {
      throw source.error(
        at: value.offset, .wrongType(field: key, expected: .list, found: value.valueKind))
    }
    return elements
  }
}
