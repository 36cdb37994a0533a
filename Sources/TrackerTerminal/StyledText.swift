/// A color as red, green and blue.
public struct TerminalRGB: Hashable, Sendable {
  /// The channels, 0–255.
  public var red, green, blue: Int

  /// A color from its channels.
  public init(_ red: Int, _ green: Int, _ blue: Int) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A color written `#RRGGBB`; nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#"), hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else {
      return nil
    }
    self.init(value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
  }

  /// The nearest color of the xterm 256-color cube (16–231) or gray ramp (232–255).
  public var palette256: Int {
    func level(_ channel: Int) -> Int {
      channel < 48 ? 0 : channel < 115 ? 1 : (channel - 35) / 40
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let steps = [0, 95, 135, 175, 215, 255]
    let cube = 16 + 36 * r + 6 * g + b
    let cubeError = distance(steps[r], steps[g], steps[b])
    let average = (red + green + blue) / 3
    let grayIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let gray = 8 + 10 * grayIndex
    return distance(gray, gray, gray) < cubeError ? 232 + grayIndex : cube
  }

  private func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
    (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
  }
}

/// How many colors the terminal shows: 24-bit, the 256-color palette, or none.
public enum TerminalColorMode: String, Hashable, Sendable {
  /// 24-bit color (`COLORTERM=truecolor` or `24bit`).
  case trueColor
  /// The xterm 256-color palette.
  case palette256
  /// No color (`NO_COLOR`, or `TERM=dumb`); bold, dim and reverse remain.
  case none

  /// The mode the environment asks for.
  public static func from(environment: [String: String]) -> TerminalColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    if environment["TERM"] == "dumb" { return .none }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: return .palette256
    }
  }
}

/// How a run of text is drawn.
public struct TextStyle: Hashable, Sendable {
  /// The text's color.
  public var foreground: TerminalRGB?
  /// The color behind it.
  public var background: TerminalRGB?
  /// Bold, dimmed, reversed (the focus), underlined.
  public var isBold = false, isDim = false, isReversed = false, isUnderlined = false

  /// A style with the given parts.
  public init(
    foreground: TerminalRGB? = nil, background: TerminalRGB? = nil, isBold: Bool = false,
    isDim: Bool = false, isReversed: Bool = false, isUnderlined: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isReversed = isReversed
    self.isUnderlined = isUnderlined
  }

  /// Plain text.
  public static let plain = TextStyle()

  /// The SGR escape sequence that sets this style from scratch.
  func escape(_ mode: TerminalColorMode) -> String {
    var codes = ["0"]
    if isBold { codes.append("1") }
    if isDim { codes.append("2") }
    if isUnderlined { codes.append("4") }
    if isReversed { codes.append("7") }
    if let foreground { codes += Self.color(foreground, base: 38, mode) }
    if let background { codes += Self.color(background, base: 48, mode) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func color(_ color: TerminalRGB, base: Int, _ mode: TerminalColorMode) -> [String]
  {
    switch mode {
    case .trueColor: ["\(base)", "2", "\(color.red)", "\(color.green)", "\(color.blue)"]
    case .palette256: ["\(base)", "5", "\(color.palette256)"]
    case .none: []
    }
  }
}

/// A run of text in one style, with the columns it takes.
public struct TextSpan: Hashable, Sendable {
  /// The text.
  public var text: String
  /// How it is drawn.
  public var style: TextStyle
  /// The columns it takes.
  public var width: Int

  /// A span; its width is counted.
  public init(_ text: String, _ style: TextStyle = .plain) {
    self.text = text
    self.style = style
    width = DisplayWidth.of(text)
  }
}

/// One line of the terminal: spans, left to right.
public struct TerminalLine: Hashable, Sendable {
  /// The spans.
  public var spans: [TextSpan] = []

  /// A line of the given spans.
  public init(_ spans: [TextSpan] = []) { self.spans = spans }

  /// The columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + $1.width } }

  /// The text without styles.
  public var text: String { spans.map(\.text).joined() }

  /// Adds a span.
  public mutating func add(_ text: String, _ style: TextStyle = .plain) {
    guard !text.isEmpty else { return }
    spans.append(TextSpan(text, style))
  }

  /// The line cut to `columns` (never inside a character) and filled with spaces to it.
  public func fitted(to columns: Int) -> TerminalLine {
    var result = TerminalLine()
    var used = 0
    for span in spans {
      if used + span.width <= columns {
        result.spans.append(span)
        used += span.width
      } else {
        let cut = DisplayWidth.prefix(span.text, columns: columns - used)
        result.add(cut, span.style)
        used += DisplayWidth.of(cut)
        break
      }
    }
    if used < columns { result.add(String(repeating: " ", count: columns - used)) }
    return result
  }

  /// The line with escape sequences for `mode`, ending in the default style, for a line
  /// written from the first column. After a character whose width terminals disagree on
  /// (❤️: a one-column symbol made an emoji by U+FE0F; tmux draws it in one column, most
  /// terminals in two), a space and a move to the column after its two: the rest of the
  /// line stays in place either way.
  public func ansi(_ mode: TerminalColorMode) -> String {
    var text = ""
    var column = 0
    for span in spans {
      text += span.style.escape(mode)
      guard span.text.unicodeScalars.contains(DisplayWidth.emojiVariationSelector) else {
        text += span.text
        column += span.width
        continue
      }
      for character in span.text {
        text.append(character)
        column += DisplayWidth.of(character)
        if DisplayWidth.isAmbiguous(character) { text += " \u{1B}[\(column + 1)G" }
      }
    }
    return text + "\u{1B}[0m"
  }
}
