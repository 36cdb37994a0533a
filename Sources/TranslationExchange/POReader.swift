/// One entry of a gettext PO file as `strings import` reads it: its context (the key), the
/// English, the translations (`msgstr`, or `msgstr[n]` of a plural entry) with where each
/// stands, its flags and translator comments.
struct POEntry {
  /// A `msgstr` or `msgstr[n]` and where its string starts.
  struct Translation {
    let index: Int?
    let text: String
    let line: Int
    let column: Int
  }

  var context: String?
  var source = ""
  var pluralSource: String?
  var translations: [Translation] = []
  var flags: Set<String> = []
  var translatorComments: [String] = []
  /// The line of its first keyword.
  var line = 0
}

/// A fault in the PO syntax: what was expected, and where.
struct POSyntaxError: Error {
  let message: String
  let line: Int
  let column: Int
}

/// Reads the entries of a PO file (UTF-8): comments, `msgctxt`, `msgid`, `msgid_plural`,
/// `msgstr` and `msgstr[n]`, each string continued on the lines after it; obsolete entries
/// (`#~`) are skipped. A string takes the C escapes gettext writes (`\n`, `\t`, `\"`, `\\`,
/// octal and `\x` hex).
enum POReader {
  static func entries(_ text: String) throws(POSyntaxError) -> [POEntry] {
    var entries: [POEntry] = []
    var current = POEntry()
    var hasKeyword = false
    /// Which string continuation lines add to: the keyword last read.
    var last: String?
    func finish() {
      if hasKeyword { entries.append(current) }
      current = POEntry()
      hasKeyword = false
      last = nil
    }
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine[...]
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let column = line.count - trimmed.count + 1
      if trimmed.isEmpty {
        if hasKeyword { finish() }
        continue
      }
      if trimmed.hasPrefix("#") {
        if hasKeyword, last != nil { finish() }
        if trimmed.hasPrefix("#,") {
          for flag in trimmed.dropFirst(2).split(separator: ",") {
            current.flags.insert(flag.trimmingCharacters(in: .whitespaces))
          }
        } else if trimmed.hasPrefix("# ") || trimmed == "#" {
          current.translatorComments.append(String(trimmed.dropFirst(2)))
        }
        continue
      }
      if trimmed.hasPrefix("\"") {
        guard let keyword = last else {
          throw POSyntaxError(
            message: "a string outside an entry: start it with msgid, msgstr …",
            line: lineNumber, column: column)
        }
        let more = try string(trimmed, line: lineNumber, column: column)
        append(more, to: keyword, in: &current)
        continue
      }
      let word = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
      let rest = trimmed.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
      let restColumn = column + (trimmed.count - rest.count)
      let value = try string(rest, line: lineNumber, column: restColumn)
      let keyword = String(word)
      switch keyword {
      case "msgctxt":
        if hasKeyword { finish() }
        current.context = value
        current.line = lineNumber
      case "msgid":
        if hasKeyword, last != "msgctxt" { finish() }
        if current.line == 0 { current.line = lineNumber }
        current.source = value
      case "msgid_plural":
        current.pluralSource = value
      case "msgstr":
        current.translations.append(
          POEntry.Translation(index: nil, text: value, line: lineNumber, column: restColumn))
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let index = Int(keyword.dropFirst(7).dropLast())
        else {
          throw POSyntaxError(
            message:
              "unknown keyword \"\(keyword)\": a PO entry has msgctxt, msgid, msgid_plural and msgstr",
            line: lineNumber, column: column)
        }
        current.translations.append(
          POEntry.Translation(index: index, text: value, line: lineNumber, column: restColumn))
      }
      hasKeyword = true
      last = keyword
    }
    finish()
    return entries
  }

  /// Adds a continuation string to what `keyword` holds.
  private static func append(_ more: String, to keyword: String, in entry: inout POEntry) {
    switch keyword {
    case "msgctxt": entry.context = (entry.context ?? "") + more
    case "msgid": entry.source += more
    case "msgid_plural": entry.pluralSource = (entry.pluralSource ?? "") + more
    default:
      guard let last = entry.translations.popLast() else { return }
      entry.translations.append(
        POEntry.Translation(
          index: last.index, text: last.text + more, line: last.line, column: last.column))
    }
  }

  /// The value of one quoted string, which must be all that is left of the line.
  private static func string(_ text: Substring, line: Int, column: Int) throws(POSyntaxError)
    -> String
  {
    var scalars = Array(text.unicodeScalars)
    while let end = scalars.last, end == " " || end == "\t" { scalars.removeLast() }
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else {
      throw POSyntaxError(
        message: "expected a string in double quotes", line: line, column: column)
    }
    var result = String.UnicodeScalarView()
    var index = 1
    while index < scalars.count - 1 {
      let scalar = scalars[index]
      if scalar == "\"" {
        throw POSyntaxError(
          message: "a double quote inside a string: write \\\"", line: line, column: column + index)
      }
      guard scalar == "\\" else {
        result.append(scalar)
        index += 1
        continue
      }
      guard index + 1 < scalars.count - 1 else {
        throw POSyntaxError(
          message: "a backslash at the end of a string: write \\\\", line: line,
          column: column + index)
      }
      let next = scalars[index + 1]
      index += 2
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "\"", "\\", "'", "?": result.append(next)
      case "a": result.append("\u{7}")
      case "b": result.append("\u{8}")
      case "f": result.append("\u{C}")
      case "v": result.append("\u{B}")
      case "x", "0"..."7":
        let isHex = next == "x"
        var digits = isHex ? "" : String(next)
        while index < scalars.count - 1, digits.count < (isHex ? 2 : 3),
          isHex ? scalars[index].properties.isASCIIHexDigit : ("0"..."7").contains(scalars[index])
        {
          digits.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard let value = UInt32(digits, radix: isHex ? 16 : 8), let decoded = Unicode.Scalar(value)
        else {
          throw POSyntaxError(message: "a \\x escape without digits", line: line, column: column)
        }
        result.append(decoded)
      default:
        throw POSyntaxError(
          message: "unknown escape \\\(next) in a string", line: line, column: column + index - 2)
      }
    }
    return String(result)
  }
}
