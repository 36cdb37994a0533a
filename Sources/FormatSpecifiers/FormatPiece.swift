/// What a placeholder in a table text expects: `%@` takes any argument as text, `%d`,
/// `%i`, `%u` (with `l`, `ll`, `q`, `z`, `h` length modifiers) take a whole number.
public enum PlaceholderKind: String, Sendable, Hashable {
  /// `%@`, `%1$@`: a text (any argument is shown as text).
  case text = "@"
  /// `%d`, `%ld`, `%lld`, `%2$d`…: a whole number.
  case integer = "d"
}

/// One piece of a table text, keeping its exact source text in `raw`.
public enum FormatPiece: Equatable, Sendable {
  /// Plain text.
  case literal(String)
  /// `%%`, shown as `%`.
  case escapedPercent
  /// A `%` that starts no specifier, shown as `%`.
  case lonePercent
  /// A supported placeholder for argument `argument` (1-based).
  case placeholder(argument: Int, kind: PlaceholderKind, raw: String)
  /// A specifier we do not substitute (`%s`, `%f`, `%5d`, `%.1f`…), shown as written.
  case unsupported(raw: String)

  /// The pieces of `text`, in order. A placeholder without `n$` takes the argument after
  /// the previous one without `n$`.
  public static func pieces(of text: String) -> [FormatPiece] {
    // Most texts have no `%`: one literal, found by a byte search (a table's every value is
    // parsed when it loads, and the parse goes scalar by scalar).
    var bytes = text
    let hasPercent = bytes.withUTF8 { utf8 -> Bool in
      var index = 0
      while index < utf8.count {
        if utf8[index] == 0x25 { return true }
        index += 1
      }
      return false
    }
    guard hasPercent else { return text.isEmpty ? [] : [.literal(text)] }
    return parse(Array(text.unicodeScalars))
  }

  /// The kind each argument position takes (1-based); nil if one position is taken with
  /// two different kinds, or numbered and unnumbered placeholders are mixed.
  public static func argumentKinds(of pieces: [FormatPiece]) -> [Int: PlaceholderKind]? {
    guard !mixesNumbering(pieces) else { return nil }
    var kinds: [Int: PlaceholderKind] = [:]
    for case .placeholder(let argument, let kind, _) in pieces {
      if let known = kinds[argument], known != kind { return nil }
      kinds[argument] = kind
    }
    return kinds
  }

  /// Whether `pieces` mix numbered placeholders (`%1$@`) with unnumbered ones (`%@`), which
  /// Apple's formatting leaves undefined (`%1$@, %2$@ %@` renders a wrong sentence).
  public static func mixesNumbering(_ pieces: [FormatPiece]) -> Bool {
    var numbered = false
    var unnumbered = false
    for case .placeholder(_, _, let raw) in pieces {
      if raw.contains("$") { numbered = true } else { unnumbered = true }
    }
    return numbered && unnumbered
  }

  /// Whether a translation of a text made of `pieces` must number its placeholders: the text
  /// has two of one kind (`%2$d of %1$d days`, `%d of %d`), so only numbers say which argument
  /// goes where: "%d z %d dni" for "%2$d of %1$d days" takes the same kinds and prints the
  /// numbers the wrong way round. Where the kinds differ (`%1$@: %2$d`), they already decide
  /// which argument each placeholder takes, so an unnumbered translation is unambiguous.
  public static func ordersArguments(_ pieces: [FormatPiece]) -> Bool {
    var kinds: Set<PlaceholderKind> = []
    for case .placeholder(_, let kind, _) in pieces where !kinds.insert(kind).inserted {
      return true
    }
    return false
  }

  /// Whether `pieces` hold an unnumbered placeholder (`%d`, `%@`).
  public static func hasUnnumbered(_ pieces: [FormatPiece]) -> Bool {
    pieces.contains {
      if case .placeholder(_, _, let raw) = $0 { !raw.contains("$") } else { false }
    }
  }

  /// Whether a translation made of `pieces` leaves unnumbered the placeholders that its
  /// reference text's `reference` pieces order (see `ordersArguments`).
  public static func leavesOrderUnsaid(_ pieces: [FormatPiece], reference: [FormatPiece]) -> Bool {
    hasUnnumbered(pieces) && ordersArguments(reference)
  }

  private static func parse(_ scalars: [Unicode.Scalar]) -> [FormatPiece] {
    var pieces: [FormatPiece] = []
    var literal = String.UnicodeScalarView()
    var nextSequential = 1
    var index = 0
    func flush() {
      if !literal.isEmpty {
        pieces.append(.literal(String(literal)))
        literal = String.UnicodeScalarView()
      }
    }
    while index < scalars.count {
      guard scalars[index] == "%" else {
        literal.append(scalars[index])
        index += 1
        continue
      }
      flush()
      if index + 1 < scalars.count, scalars[index + 1] == "%" {
        pieces.append(.escapedPercent)
        index += 2
        continue
      }
      guard let specifier = Specifier(scalars, at: index) else {
        pieces.append(.lonePercent)
        index += 1
        continue
      }
      let raw = String(String.UnicodeScalarView(scalars[index..<specifier.end]))
      if let kind = specifier.kind, specifier.position != 0 {
        let argument = specifier.position ?? nextSequential
        if specifier.position == nil { nextSequential += 1 }
        pieces.append(.placeholder(argument: argument, kind: kind, raw: raw))
      } else {
        pieces.append(.unsupported(raw: raw))
      }
      index = specifier.end
    }
    flush()
    return pieces
  }
}

/// One printf-style specifier: `%` [n$] [flags] [width] [.precision] [length] conversion.
/// A space is not taken as a flag, so "50% off" keeps its plain percent sign.
private struct Specifier {
  /// The explicit `n$` position, if any.
  var position: Int?
  /// The kind when we substitute it; nil for a specifier we do not support.
  var kind: PlaceholderKind?
  /// Index just after the conversion character.
  var end: Int

  init?(_ scalars: [Unicode.Scalar], at start: Int) {
    var index = start + 1
    func digits() -> Int? {
      var value: Int?
      while index < scalars.count, let digit = asciiDigit(scalars[index]) {
        value = min((value ?? 0) * 10 + digit, 1_000_000)
        index += 1
      }
      return value
    }
    var decorated = false
    let afterPercent = index
    if let number = digits() {
      if index < scalars.count, scalars[index] == "$" {
        position = number
        index += 1
      } else {
        index = afterPercent
      }
    }
    while index < scalars.count, "-+#0'".unicodeScalars.contains(scalars[index]) {
      decorated = true
      index += 1
    }
    if digits() != nil { decorated = true }
    if index < scalars.count, scalars[index] == "." {
      decorated = true
      index += 1
      _ = digits()
    }
    var length = ""
    while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]),
      length.count < 2
    {
      length.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count else { return nil }
    let conversion = scalars[index]
    switch conversion {
    case "@":
      kind = decorated || !length.isEmpty ? nil : .text
    case "d", "i", "u":
      let lengths: Set<String> = ["", "h", "hh", "l", "ll", "q", "z", "j", "t"]
      kind = decorated || !lengths.contains(length) ? nil : .integer
    case "D", "U", "O", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s",
      "S", "p", "n":
      kind = nil
    default:
      return nil
    }
    end = index + 1
  }
}

private func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
  ("0"..."9").contains(scalar) ? Int(scalar.value - 0x30) : nil
}
