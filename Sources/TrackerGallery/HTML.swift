/// Writing markup that is both HTML and well-formed XML: every text and attribute escaped,
/// every attribute quoted, every element closed.
enum HTML {
  /// `text` safe between tags: `&`, `<` and `>` escaped, and characters XML forbids
  /// (control characters other than tab and line breaks) dropped.
  static func text(_ text: String) -> String {
    if isPlain(text, inAttribute: false) { return text }
    return escaped(text, inAttribute: false)
  }

  /// `text` safe inside a double-quoted attribute: as `text(_:)`, with quotes and line
  /// breaks written as character references.
  static func attribute(_ text: String) -> String {
    if isPlain(text, inAttribute: true) { return text }
    return escaped(text, inAttribute: true)
  }

  /// `text` escaped as `text(_:)` (or, `inAttribute`, `attribute(_:)`) writes it, byte by
  /// byte: every character escaped or dropped is ASCII but U+FFFE and U+FFFF (`EF BF BE`,
  /// `EF BF BF`), and appending scalar by scalar to a string was slow in a debug build.
  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var text = text
    return text.withUTF8 { bytes -> String in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 32)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte > 0x3E, byte != 0xEF {
          result.append(byte)
          continue
        }
        let reference: StaticString
        switch byte {
        case 0xEF:
          if index + 1 < bytes.count, bytes[index] == 0xBF,
            bytes[index + 1] == 0xBE || bytes[index + 1] == 0xBF
          {
            index += 2  // U+FFFE or U+FFFF: XML allows neither
          } else {
            result.append(byte)
          }
          continue
        case 0x26: reference = "&amp;"
        case 0x3C: reference = "&lt;"
        case 0x3E: reference = "&gt;"
        case 0x22: reference = "&quot;"
        case 0x27: reference = "&#39;"
        case 0x0A: reference = "&#10;"
        case 0x09: reference = "&#9;"
        case 0x0D: reference = "&#13;"
        default:
          // Other ASCII is kept; a control character XML does not allow is dropped.
          if byte >= 0x20 { result.append(byte) }
          continue
        }
        // Between tags, quotes and line breaks stay as they are.
        if !inAttribute, byte != 0x26, byte != 0x3C, byte != 0x3E {
          result.append(byte)
          continue
        }
        let start = reference.utf8Start
        for offset in 0..<reference.utf8CodeUnitCount { result.append(start[offset]) }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// An element: `<tag a="v">content</tag>`; attributes whose value is nil are left out.
  static func element(
    _ tag: String, _ attributes: [(String, String?)] = [], _ content: String = ""
  ) -> String {
    // Appended in place: each `+` would make a string of its own.
    var result = "<"
    result += tag
    appendAttributes(attributes, to: &result)
    result += ">"
    result += content
    result += "</"
    result += tag
    result += ">"
    return result
  }

  /// An element that holds nothing, closed XML-style: `<meta charset="utf-8"/>`.
  static func empty(_ tag: String, _ attributes: [(String, String?)] = []) -> String {
    var result = "<"
    result += tag
    appendAttributes(attributes, to: &result)
    result += "/>"
    return result
  }

  /// `<div class="…">content</div>`.
  static func div(_ classes: String, _ content: String, _ more: [(String, String?)] = [])
    -> String
  {
    element("div", [("class", classes)] + more, content)
  }

  /// `<span class="…">content</span>`.
  static func span(_ classes: String, _ content: String) -> String {
    element("span", [("class", classes)], content)
  }

  private static func appendAttributes(_ attributes: [(String, String?)], to result: inout String) {
    for (name, value) in attributes {
      guard let value else { continue }
      result += " "
      result += name
      result += "=\""
      result += attribute(value)
      result += "\""
    }
  }

  /// Whether `text` needs no escaping, from its bytes alone (every text of every page comes
  /// here): no `&`, `<` or `>`, no control character but tab and line breaks (in an
  /// attribute, none, nor a quote), and no 0xEF byte (U+FFFE and U+FFFF start with one; such
  /// a text takes the long way).
  private static func isPlain(_ text: String, inAttribute: Bool) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard let bytes = buffer.baseAddress else { return true }
      var index = 0
      while index < buffer.count {
        let byte = bytes[index]
        if byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0xEF { return false }
        if byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x22 || byte == 0x27 {
          if inAttribute { return false }
        } else if byte < 0x20 {
          return false
        }
        index += 1
      }
      return true
    }
  }
}
