import TrackerLocalization

/// Where a text is drawn: the width it has, its font size and how many lines it may take.
struct TextBox: Sendable {
  /// The width in points.
  let width: Double
  /// The font size in points.
  let fontSize: Double
  /// The lines the text may wrap to before it is cut.
  let lines: Int

  init(_ width: Double, font fontSize: Double, lines: Int = 1) {
    self.width = width
    self.fontSize = fontSize
    self.lines = lines
  }
}

/// A table text on a drawn screen: what the gallery marks on the picture and indexes.
struct ShownText: Sendable {
  /// The anchor of its mark on the page: `ru-t12`.
  let anchor: String
  /// The text, with its key and arguments.
  let text: LocalizedText
  /// The role it plays: `title`, `spoken label` …
  let role: String
  /// The element it belongs to, if it has an id.
  let elementID: String?
  /// Where it is drawn; nil for a spoken label, which is not drawn.
  let box: TextBox?
  /// Whether the language's table did not give it (missing, or its placeholders differ
  /// from English's) and English, or the key, is shown instead.
  let isFallback: Bool

  /// Whether the text may not fit its box (see `TextWidth`), worked out once.
  let mayOverflow: Bool

  /// A shown text with every part given; whether it may overflow is worked out here.
  init(
    anchor: String, text: LocalizedText, role: String, elementID: String?, box: TextBox?,
    isFallback: Bool
  ) {
    self.anchor = anchor
    self.text = text
    self.role = role
    self.elementID = elementID
    self.box = box
    self.isFallback = isFallback
    mayOverflow =
      box.map {
        TextWidth.mayOverflow(text.string, fontSize: $0.fontSize, width: $0.width, lines: $0.lines)
      } ?? false
  }

  /// Its key and the keys of the table texts inside it (a card's counter inside its label).
  var keys: [String] { Self.keys(of: text) }

  /// `text`'s key and those of the localized texts among its arguments, depth first.
  static func keys(of text: LocalizedText) -> [String] {
    var keys: [String] = []
    append(keysOf: text, to: &keys)
    return keys
  }

  /// Appends `text`'s keys, depth first (one array for them all, not one per argument).
  private static func append(keysOf text: LocalizedText, to keys: inout [String]) {
    keys.append(text.key)
    for argument in text.arguments {
      if case .localized(let inner) = argument { append(keysOf: inner, to: &keys) }
    }
  }
}
