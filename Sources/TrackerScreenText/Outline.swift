import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The lines of a text rendering, indented two spaces a level.
public struct Outline: Sendable {
  private var lines: [String] = []
  private var depth = 0

  /// An empty outline.
  public init() {}

  /// Adds one line at the current depth.
  public mutating func line(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  /// Adds a line and, one level deeper, what `children` adds.
  public mutating func group(_ text: String, _ children: (inout Outline) -> Void) {
    line(text)
    depth += 1
    children(&self)
    depth -= 1
  }

  /// The whole rendering, ending with a newline.
  public var text: String { lines.joined(separator: "\n") + "\n" }
}

/// Renders descriptions to text.
public enum ScreenText {
  /// The text rendering of a screen description, or of any element tree.
  public static func render(_ value: some ScreenElementConvertible) -> String {
    var outline = Outline()
    outline.add(value.element)
    return outline.text
  }

  /// A change in a few words, as screens write what a button sends:
  /// `markDone t1 2026-11-23`.
  public static func describe(_ action: TrackerAction) -> String {
    String(TrackerScreenText.describe(ScreenIntent.apply(action)).dropFirst("apply ".count))
  }
}

// MARK: Pieces of a line

/// `"text"`: a text from the tables, with quotes, backslashes and line breaks escaped.
func quoted(_ text: LocalizedText) -> String {
  "\"" + escaped(text.string) + "\""
}

/// `«text»`: the user's own words.
func content(_ text: String) -> String {
  "«" + escaped(text) + "»"
}

/// A display text in its notation: quoted, in guillemets, or a bare number.
func display(_ text: DisplayText) -> String {
  switch text {
  case .localized(let text): quoted(text)
  case .content(let text): content(text)
  case .number(let number): number
  }
}

/// A display text in its notation, or nil when there is none.
func display(_ text: DisplayText?) -> String? {
  text.map(display)
}

private func escaped(_ text: String) -> String {
  // Most texts have nothing to escape: say so from the bytes, without walking the
  // characters (through a pointer, as iterating a view is generic in a debug build: every
  // text of every screen comes here).
  let isPlain = text.utf8.withContiguousStorageIfAvailable { buffer in
    guard let bytes = buffer.baseAddress else { return true }
    var index = 0
    while index < buffer.count {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x5C || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        return false
      }
      index += 1
    }
    return true
  }
  if isPlain == true { return text }
  var result = ""
  for character in text {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result
}

/// Joins the non-empty parts of a line with spaces.
func parts(_ pieces: String?...) -> String {
  pieces.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
}

/// `→ a; b`, or nil when nothing is sent.
func arrow(_ intents: [ScreenIntent], _ prefix: String = "→") -> String? {
  intents.isEmpty ? nil : prefix + " " + intents.map(describe).joined(separator: "; ")
}
