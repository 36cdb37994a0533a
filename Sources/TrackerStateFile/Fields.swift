/// A value and the byte offset where it was written.
struct Located<Value> {
  let text: Value
  let offset: Int
}

/// The members of one JSON object of the state file, read by name with checks
/// of type and presence; unknown names are refused so that a typo never goes
/// unnoticed.
struct Fields {
  private let members: [String: JSONValue.Member]
  private let what: String
  private let objectOffset: Int
  private let source: SourceText

  init(_ value: JSONValue, _ what: String, known: [String], source: SourceText)
    throws(StateFileError)
  {
    guard case .object(let members) = value.kind else {
      throw source.error(
        at: value.offset, "expected \(what) as a JSON object, found \(value.kindName)")
    }
    for member in members where !known.contains(member.key) {
      throw source.error(
        at: member.keyOffset,
        "unknown field \"\(member.key)\" in \(what); known fields: \(known.joined(separator: ", "))"
      )
    }
    self.members = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0) })
    self.what = what
    self.objectOffset = value.offset
    self.source = source
  }

  /// Where the value of `key` starts, or the object's start when it is absent.
  func offset(of key: String) -> Int {
    members[key]?.value.offset ?? objectOffset
  }

  func optional(_ key: String) -> JSONValue? {
    members[key]?.value
  }

  func required(_ key: String) throws(StateFileError) -> JSONValue {
    guard let value = members[key]?.value else {
      throw source.error(at: objectOffset, "\(what) needs a \"\(key)\"")
    }
    return value
  }

  func string(_ key: String) throws(StateFileError) -> Located<String> {
    let value = try required(key)
    guard case .string(let text) = value.kind else {
      throw source.error(at: value.offset, "\"\(key)\" must be a string, found \(value.kindName)")
    }
    return Located(text: text, offset: value.offset)
  }

  func optionalString(_ key: String) throws(StateFileError) -> Located<String>? {
    guard members[key] != nil else { return nil }
    return try string(key)
  }

  /// A non-empty id without surrounding spaces.
  func identifier(_ key: String) throws(StateFileError) -> String {
    let id = try string(key)
    guard !id.text.isEmpty, trimmed(id.text) == id.text else {
      throw source.error(at: id.offset, "an id cannot be empty or start or end with spaces")
    }
    return id.text
  }

  func bool(_ key: String) throws(StateFileError) -> Bool? {
    guard let value = members[key]?.value else { return nil }
    guard case .bool(let flag) = value.kind else {
      throw source.error(
        at: value.offset, "\"\(key)\" must be true or false, found \(value.kindName)")
    }
    return flag
  }

  /// The elements of a list; an absent key is an empty list.
  func list(_ key: String) throws(StateFileError) -> [JSONValue] {
    guard let value = members[key]?.value else { return [] }
    guard case .array(let elements) = value.kind else {
      throw source.error(at: value.offset, "\"\(key)\" must be a list, found \(value.kindName)")
    }
    return elements
  }
}
