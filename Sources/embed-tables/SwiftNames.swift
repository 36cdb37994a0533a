/// The Swift case name of a table key: the key split at every character that is not an
/// ASCII letter or digit (`.` usually), the first piece as written, each later piece with
/// its first letter in upper case: `card.doneButton.markDone.accessibility` is
/// `cardDoneButtonMarkDoneAccessibility`, `color.1` is `color1`. Nil when the key does not
/// start with an ASCII letter, so it gives no Swift name.
func caseName(for key: String) -> String? {
  let pieces = key.split(whereSeparator: { !isASCIILetterOrDigit($0) })
  guard let first = pieces.first, let initial = first.first, initial.isASCII, initial.isLetter,
    key.first == initial
  else { return nil }
  return String(first)
    + pieces.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    .joined()
}

/// `name` as a declaration may write it: in backquotes when it is a Swift keyword.
func declarable(_ name: String) -> String {
  swiftKeywords.contains(name) ? "`\(name)`" : name
}

/// `text` as a Swift string literal, quotes included.
func swiftLiteral(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        literal.unicodeScalars.append(scalar)
      }
    }
  }
  return literal + "\""
}

private func isASCIILetterOrDigit(_ character: Character) -> Bool {
  character.isASCII && (character.isLetter || character.isNumber)
}

/// Words a case declaration must put in backquotes.
private let swiftKeywords: Set<String> = [
  "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
  "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
  "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
  "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
  "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is",
  "nil", "self", "Self", "super", "throws", "true", "try", "Any", "Type", "Protocol",
]
