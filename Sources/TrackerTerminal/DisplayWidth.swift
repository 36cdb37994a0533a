/// How many terminal columns text takes: a character (as people see
/// characters: a letter with its accents, an emoji sequence) is drawn in one
/// column, two for wide ones (emoji, CJK), none for controls and joiners alone.
public enum DisplayWidth {
  /// The columns `character` takes.
  /// (Plain loops and comparisons: every character of every frame comes here.)
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (first.value >= 0x7F && first.value < 0xA0) { return 0 }
    if first.value < 0x300 { return 1 }
    var count = 0
    for scalar in scalars {
      if scalar.value == 0xFE0F { return 2 }
      count += 1
    }
    // A letter of Cyrillic (not one of its combining marks, U+0483 to U+0489) is one column.
    if count == 1 && first.value >= 0x400 && first.value <= 0x52F
      && !(first.value >= 0x483 && first.value <= 0x489)
    {
      return 1
    }
    if count > 1 {
      for scalar in scalars where scalar.properties.isEmojiPresentation { return 2 }
    }
    // No scalar before U+231A (⌚) has the emoji presentation.
    if first.value >= 0x231A && first.properties.isEmojiPresentation { return 2 }
    if isZeroWidth(first) { return 0 }
    return isWide(first.value) ? 2 : 1
  }

  /// U+FE0F, which asks for a character's emoji form.
  static let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"

  /// Whether terminals disagree on the columns of `character`: a symbol that is one column
  /// on its own, made an emoji by U+FE0F (❤️, ☀️). We count two, as the emoji is drawn;
  /// tmux and some terminals count one.
  public static func isAmbiguous(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.contains(emojiVariationSelector) else { return false }
    return !first.properties.isEmojiPresentation
  }

  /// The columns `text` takes.
  public static func of(_ text: String) -> Int {
    // ASCII and Cyrillic letters, byte by byte through a pointer (iterating a view is generic
    // in a debug build): each of those scalars is a character of its own (none joins another
    // into one), printable ASCII and every letter of U+0400 to U+052F one column wide, as
    // `of(_:)` counts them. Any other byte (a combining mark, an emoji) takes the long way.
    let plainWidth = text.utf8.withContiguousStorageIfAvailable { buffer -> Int? in
      guard let bytes = buffer.baseAddress else { return 0 }
      var width = 0
      var index = 0
      while index < buffer.count {
        let byte = bytes[index]
        if byte < 0x80 {
          if byte >= 0x20 && byte != 0x7F { width += 1 }
          index += 1
          continue
        }
        // Two bytes from 0xD0 0x80 to 0xD4 0xAF: U+0400 to U+052F.
        guard byte >= 0xD0, byte <= 0xD4, index + 1 < buffer.count else { return nil }
        let next = bytes[index + 1]
        guard next & 0xC0 == 0x80 else { return nil }
        let scalar = (UInt32(byte & 0x1F) << 6) | UInt32(next & 0x3F)
        // Beyond U+052F, and the combining marks U+0483 to U+0489, take the long way.
        guard scalar <= 0x52F, scalar < 0x483 || scalar > 0x489 else { return nil }
        width += 1
        index += 2
      }
      return width
    }
    if let plainWidth = plainWidth ?? nil { return plainWidth }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// Joiners and marks that take no column on their own.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: true
    default: false
    }
  }

  /// East Asian wide and full-width ranges.
  private static func isWide(_ value: UInt32) -> Bool {
    (value >= 0x1100 && value <= 0x115F) || (value >= 0x2E80 && value <= 0xA4CF)
      || (value >= 0xAC00 && value <= 0xD7A3) || (value >= 0xF900 && value <= 0xFAFF)
      || (value >= 0xFE30 && value <= 0xFE4F) || (value >= 0xFF00 && value <= 0xFF60)
      || (value >= 0xFFE0 && value <= 0xFFE6) || (value >= 0x20000 && value <= 0x3FFFD)
  }

  /// The longest start of `text` that fits in `columns`, never cutting a
  /// character; with `ellipsis`, a cut text ends in "…".
  public static func prefix(_ text: String, columns: Int, ellipsis: Bool = true) -> String {
    guard columns > 0 else { return "" }
    if of(text) <= columns { return text }
    let room = ellipsis ? columns - 1 : columns
    var result = ""
    var width = 0
    for character in text {
      let next = of(character)
      if width + next > room { break }
      result.append(character)
      width += next
    }
    return ellipsis ? result + "…" : result
  }

  /// `text` in lines of at most `columns`, broken at spaces where it can be
  /// and inside a word (between characters) only when a word is too long.
  public static func wrap(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var width = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      var wordWidth = of(word)
      if width > 0, width + 1 + wordWidth <= columns {
        line += " " + word
        width += 1 + wordWidth
        continue
      }
      if width > 0 || !line.isEmpty { lines.append(line) }
      while wordWidth > columns {
        let head = prefix(word, columns: columns, ellipsis: false)
        lines.append(head)
        word = String(word.dropFirst(head.count))
        wordWidth = of(word)
      }
      line = word
      width = wordWidth
    }
    lines.append(line)
    return lines
  }
}
