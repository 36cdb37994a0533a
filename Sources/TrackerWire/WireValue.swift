/// A JSON value as the wire writes it: objects print with their keys sorted by
/// their UTF-8 bytes, and numbers are whole, so that the same value gives the same
/// bytes on every machine and run.
public enum WireValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number (a decimal travels as a string).
  case integer(Int)
  /// A string.
  case string(String)
  /// An array, in order.
  case array([WireValue])
  /// An object; its keys are written sorted.
  case object([String: WireValue])

  /// The value as compact JSON on one line (no newline at the end).
  public var json: String {
    var text = ""
    write(to: &text, indent: nil, depth: 0)
    return text
  }

  /// The value as JSON indented by two spaces, with a newline at the end: for golden files.
  public var prettyJSON: String {
    var text = ""
    write(to: &text, indent: "  ", depth: 0)
    return text + "\n"
  }

  private func write(to text: inout String, indent: String?, depth: Int) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .integer(let value): text += String(value)
    case .string(let value): WireValue.writeString(value, to: &text)
    case .array(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        WireValue.newline(&text, indent: indent, depth: depth + 1)
        item.write(to: &text, indent: indent, depth: depth + 1)
      }
      WireValue.newline(&text, indent: indent, depth: depth)
      text += "]"
    case .object(let fields):
      guard !fields.isEmpty else {
        text += "{}"
        return
      }
      text += "{"
      for (index, key) in WireValue.sortedKeys(fields).enumerated() {
        if index > 0 { text += "," }
        WireValue.newline(&text, indent: indent, depth: depth + 1)
        WireValue.writeString(key, to: &text)
        text += indent == nil ? ":" : ": "
        fields[key, default: .null].write(to: &text, indent: indent, depth: depth + 1)
      }
      WireValue.newline(&text, indent: indent, depth: depth)
      text += "}"
    }
  }

  /// The keys in the order the wire writes them: by their UTF-8 bytes.
  static func sortedKeys(_ fields: [String: WireValue]) -> [String] {
    fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  private static func newline(_ text: inout String, indent: String?, depth: Int) {
    guard let indent else { return }
    text += "\n"
    for _ in 0..<depth { text += indent }
  }

  /// A JSON string per RFC 8259: quotes, backslashes and control characters escaped,
  /// everything else as UTF-8.
  static func writeString(_ value: String, to text: inout String) {
    text += "\""
    // Most strings (ids, keys, words) need no escape: append them whole.
    if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 != 0xE2 })
    {
      text += value
      text += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\u{2028}": text += "\\u2028"
      case "\u{2029}": text += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}

extension WireValue {
  /// The fields of an object, nil for anything else.
  public var objectFields: [String: WireValue]? {
    if case .object(let fields) = self { return fields }
    return nil
  }

  /// What a JSON reader would call the value's type, for messages.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
