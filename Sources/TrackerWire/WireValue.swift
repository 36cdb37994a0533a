#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1024)
    write(to: &bytes, indent: nil, depth: 0)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The value as JSON indented by two spaces, with a newline at the end: for golden files.
  public var prettyJSON: String {
    var bytes: [UInt8] = []
    write(to: &bytes, indent: [0x20, 0x20], depth: 0)
    return String(decoding: bytes, as: UTF8.self) + "\n"
  }

  func write(to bytes: inout [UInt8], indent: [UInt8]?, depth: Int) {
    switch self {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .integer(let value): bytes.append(contentsOf: String(value).utf8)
    case .string(let value): WireValue.writeString(value, to: &bytes)
    case .array(let items):
      guard !items.isEmpty else {
        bytes.append(contentsOf: "[]".utf8)
        return
      }
      bytes.append(UInt8(ascii: "["))
      for index in items.indices {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        WireValue.newline(&bytes, indent: indent, depth: depth + 1)
        items[index].write(to: &bytes, indent: indent, depth: depth + 1)
      }
      WireValue.newline(&bytes, indent: indent, depth: depth)
      bytes.append(UInt8(ascii: "]"))
    case .object(let fields):
      guard !fields.isEmpty else {
        bytes.append(contentsOf: "{}".utf8)
        return
      }
      bytes.append(UInt8(ascii: "{"))
      let keys = WireValue.sortedKeys(fields)
      for index in keys.indices {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        WireValue.newline(&bytes, indent: indent, depth: depth + 1)
        WireValue.writeString(keys[index], to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(0x20) }
        fields[keys[index]]?.write(to: &bytes, indent: indent, depth: depth + 1)
      }
      WireValue.newline(&bytes, indent: indent, depth: depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// The keys in the order the wire writes them: by their UTF-8 bytes. (An insertion sort:
  /// an object has a few keys, and a debug build sorts them several times faster so.)
  static func sortedKeys(_ fields: [String: WireValue]) -> [String] {
    var keys = Array(fields.keys)
    var sorted = 1
    while sorted < keys.count {
      let key = keys[sorted]
      var place = sorted
      while place > 0, precedes(key, keys[place - 1]) {
        keys[place] = keys[place - 1]
        place -= 1
      }
      keys[place] = key
      sorted += 1
    }
    return keys
  }

  /// Whether `one`'s UTF-8 bytes come before `other`'s.
  static func precedes(_ one: String, _ other: String) -> Bool {
    var one = one
    var other = other
    return one.withUTF8 { one in
      other.withUTF8 { other in
        let common = min(one.count, other.count)
        let order =
          if let first = one.baseAddress, let second = other.baseAddress, common > 0 {
            memcmp(first, second, common)
          } else { Int32(0) }
        return order < 0 || (order == 0 && one.count < other.count)
      }
    }
  }

  private static func newline(_ bytes: inout [UInt8], indent: [UInt8]?, depth: Int) {
    guard let indent else { return }
    bytes.append(0x0A)
    for _ in 0..<depth { bytes.append(contentsOf: indent) }
  }

  /// A JSON string per RFC 8259: quotes, backslashes and control characters escaped
  /// (and U+2028, U+2029, which JavaScript once refused), everything else as UTF-8.
  static func writeString(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings (ids, keys, words) need no escape: append them whole. A byte of UTF-8 is
    // written as it is unless it is a control character, a quote, a backslash or DEL, or the
    // first byte of U+2028 or U+2029 (0xE2 starts those, and others); checked without a call
    // for each byte, which costs in a debug build.
    var value = value
    let plain = value.withUTF8 { utf8 in
      guard let start = utf8.baseAddress else { return true }
      var byte = start
      let end = start + utf8.count
      while byte < end {
        let value = byte.pointee
        if value < 0x20 || value == 0x22 || value == 0x5C || value == 0x7F || value == 0xE2 {
          return false
        }
        byte += 1
      }
      // A short string (a key, an id, a word) byte by byte: appending a buffer is a generic
      // call that looks up type metadata every time in a debug build.
      if utf8.count <= 32 {
        byte = start
        while byte < end {
          bytes.append(byte.pointee)
          byte += 1
        }
      } else {
        bytes.append(contentsOf: utf8)
      }
      return true
    }
    if plain {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: "\\\"".utf8)
      case "\\": bytes.append(contentsOf: "\\\\".utf8)
      case "\n": bytes.append(contentsOf: "\\n".utf8)
      case "\r": bytes.append(contentsOf: "\\r".utf8)
      case "\t": bytes.append(contentsOf: "\\t".utf8)
      case "\u{08}": bytes.append(contentsOf: "\\b".utf8)
      case "\u{0C}": bytes.append(contentsOf: "\\f".utf8)
      case "\u{2028}": bytes.append(contentsOf: "\\u2028".utf8)
      case "\u{2029}": bytes.append(contentsOf: "\\u2029".utf8)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          bytes.append(
            contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        } else {
          bytes.append(contentsOf: String(scalar).utf8)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
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
