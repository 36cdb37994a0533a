/// Writing markup that is both HTML and well-formed XML: every text and attribute escaped,
/// every attribute quoted, every element closed.
enum HTML {
  /// `text` safe between tags: `&`, `<` and `>` escaped, and characters XML forbids
  /// (control characters other than tab and line breaks) dropped.
  static func text(_ text: String) -> String {
    if isPlain(text, inAttribute: false) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default:
        if isAllowedInXML(scalar) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// `text` safe inside a double-quoted attribute: as `text(_:)`, with quotes and line
  /// breaks written as character references.
  static func attribute(_ text: String) -> String {
    if isPlain(text, inAttribute: true) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      case "\r": result += "&#13;"
      default:
        if isAllowedInXML(scalar) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
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

  /// Whether XML 1.0 allows the character in a document.
  /// Whether `text` needs no escaping, from its bytes alone (every text of every page comes
  /// here): no `&`, `<` or `>`, no control character but tab and line breaks (in an
  /// attribute, none, nor a quote), and no 0xEF byte (U+FFFE and U+FFFF start with one; such
  /// a text takes the long way).
  private static func isPlain(_ text: String, inAttribute: Bool) -> Bool {
    let isPlain = text.utf8.withContiguousStorageIfAvailable { buffer in
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
    return isPlain == true
  }

  private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
    return value != 0xFFFE && value != 0xFFFF
  }
}
