import TrackerScreens

/// Draws elements into lines of a given width, one drawing per element kind;
/// remembers where the focused element landed and where the cursor goes.
struct Painter {
  /// The columns a line may take.
  let width: Int
  /// The focused element, drawn reversed between `›` and `‹`.
  let focus: ElementID?
  /// Everything dimmed (the screen under a menu).
  var dimsAll = false
  /// The lines so far.
  var lines: [TerminalLine] = []
  /// The lines the focused element is drawn on.
  var focusLines: ClosedRange<Int>?
  /// An element whose first line is noted (`anchorLine`): where the focus was drawn before.
  var anchor: ElementID?
  /// The first line `anchor` is drawn on.
  var anchorLine: Int?
  /// Whether the last line stands for a card that is not shown: not an empty line, so that
  /// a section's gap after it is counted as it is where the card is drawn.
  private var lastIsUnshown = false
  /// Where the cursor goes: in the focused text field, after its text.
  var cursor: (line: Int, column: Int)?
  /// The lines that will be shown; a card outside them, always one line, is
  /// left blank (nil draws everything). A screen of a thousand cards is drawn
  /// in the time of the two dozen that show.
  var window: Range<Int>?
  /// The runs of done days on the screen being drawn (`streak` elements): their
  /// days are underlined in a month.
  var streaks: [ScreenElement] = []

  init(width: Int, focus: ElementID?, dimsAll: Bool = false) {
    self.width = max(width, 8)
    self.focus = focus
    self.dimsAll = dimsAll
  }

  // MARK: Building blocks

  /// Adds a line; notes it when it shows the focused element.
  mutating func add(_ line: TerminalLine, showing ids: [ElementID?] = []) {
    var line = line
    if dimsAll {
      for index in line.spans.indices {
        line.spans[index].style.isDim = true
        line.spans[index].style.isReversed = false
      }
    }
    lines.append(line)
    lastIsUnshown = false
    note(ids)
  }

  /// Notes the line just added when it shows the focused element or the anchor.
  private mutating func note(_ ids: [ElementID?]) {
    for id in ids { note(id) }
  }

  /// Notes the line just added when `id` is the focused element's or the anchor's. (One id
  /// at a time, each compared as it is: `contains` on a list of optionals is a generic call
  /// for every id in a debug build, and the terminal draws every card at every key.)
  private mutating func note(_ id: ElementID?) {
    guard let id else { return }
    let index = lines.count - 1
    if let focus, id == focus {
      focusLines = (focusLines?.lowerBound ?? index)...index
    }
    if anchorLine == nil, let anchor, id == anchor { anchorLine = index }
  }

  /// Whether the next line is one that will be shown.
  var nextLineShows: Bool { window?.contains(lines.count) ?? true }

  /// A blank line in place of `element` (a card), which will not be shown; noted when it or
  /// an element inside it is the focused one or the anchor.
  mutating func addUnshown(showing element: ScreenElement) {
    lines.append(TerminalLine())
    lastIsUnshown = true
    note(element.id)
    let children = element.children
    var index = 0
    while index < children.count {
      note(children[index].id)
      index += 1
    }
  }

  /// An empty line, unless the last one is empty already.
  mutating func gap() {
    if !lastIsUnshown, let last = lines.last,
      last.spans.allSatisfy({ $0.text.allSatisfy { $0 == " " } })
    {
      return
    }
    add(TerminalLine())
  }

  /// Spans for something a user can act on: reversed between `›` and `‹`
  /// when it has the focus, between spaces otherwise.
  func slot(_ id: ElementID?, _ spans: [TextSpan]) -> [TextSpan] {
    let focused = id != nil && id == focus
    var inner = spans
    if focused { for index in inner.indices { inner[index].style.isReversed = true } }
    return [TextSpan(focused ? "›" : " ", TextStyle(isBold: true))] + inner
      + [TextSpan(focused ? "‹" : " ", TextStyle(isBold: true))]
  }

  /// `text` centered in the width.
  func centered(_ spans: [TextSpan]) -> TerminalLine {
    let used = spans.reduce(0) { $0 + $1.width }
    let left = max(0, (width - used) / 2)
    return TerminalLine([TextSpan(String(repeating: " ", count: left))] + spans)
  }

  /// Adds `text` wrapped to the width, each line in `style`, centered or not.
  mutating func addWrapped(
    _ text: String, _ style: TextStyle, centered: Bool = false, indent: Int = 0
  ) {
    for part in DisplayWidth.wrap(text, columns: width - indent) {
      let spans = [TextSpan(String(repeating: " ", count: indent) + part, style)]
      add(centered ? self.centered(spans) : TerminalLine(spans))
    }
  }

  /// A button's face: its image's glyph, then its title (`× 07:30`, `+ Add reminder`),
  /// or, without a title and when `spoken`, the spoken label (`+ Add tracker`).
  static func face(_ element: ScreenElement, spoken: Bool = true) -> String {
    let glyph = element.look.image.map(Look.glyph) ?? ""
    let label = spoken ? element.texts.accessibilityLabel : nil
    guard let text = (element.texts.title ?? label)?.string else { return glyph }
    return glyph.isEmpty ? text : glyph + " " + text
  }

  /// How a button of `element`'s style and state is drawn.
  static func buttonStyle(_ element: ScreenElement) -> TextStyle {
    let enabled = element.state.isEnabled
    switch element.look.style {
    case .primary:
      return enabled
        ? TextStyle(foreground: Look.white, background: Look.blue, isBold: true)
        : TextStyle(foreground: Look.white, background: Look.gray, isDim: true)
    case .destructive:
      return TextStyle(foreground: Look.red, isBold: enabled, isDim: !enabled)
    default:
      return TextStyle(foreground: enabled ? Look.blue : nil, isDim: !enabled)
    }
  }
}
