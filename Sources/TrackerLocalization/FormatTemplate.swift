import FormatSpecifiers

/// What a placeholder in a table text expects (see `FormatSpecifiers.PlaceholderKind`):
/// `%@` a text, `%d` a whole number.
public typealias PlaceholderKind = FormatSpecifiers.PlaceholderKind

/// A table text cut into literal runs and placeholders (read by `FormatSpecifiers`, never by
/// `String(format:)`, so no translation can crash formatting; a `%` that starts no specifier
/// stays a plain percent sign), ready to render with arguments.
struct FormatTemplate: Equatable {
  /// One piece of the text (see `FormatPiece`).
  typealias Piece = FormatPiece

  let pieces: [Piece]
  /// The placeholders each argument position expects; nil if one position is used with two
  /// different kinds. Worked out once, as templates are checked on every lookup.
  let argumentKinds: [Int: PlaceholderKind]?
  /// Whether numbered and unnumbered placeholders are mixed (`%1$@, %2$@ %@`).
  var mixesNumbering: Bool { FormatPiece.mixesNumbering(pieces) }
  /// The raw text of every specifier we do not support.
  let unsupportedSpecifiers: [String]
  /// Bytes to reserve for a rendering: the text's length and some room per placeholder.
  private let expectedLength: Int

  init(_ text: String) {
    pieces = FormatPiece.pieces(of: text)
    expectedLength = text.utf8.count + 24 * pieces.count
    // Most texts are one literal: nothing more to work out (every value of every table is
    // made a template as the tables load, at every start).
    if Self.isPlain(pieces) {
      argumentKinds = [:]
      unsupportedSpecifiers = []
      return
    }
    argumentKinds = FormatPiece.argumentKinds(of: pieces)
    unsupportedSpecifiers = pieces.compactMap {
      if case .unsupported(let raw) = $0 { raw } else { nil }
    }
  }

  /// Whether `pieces` are none, or one literal.
  private static func isPlain(_ pieces: [Piece]) -> Bool {
    guard pieces.count == 1 else { return pieces.isEmpty }
    if case .literal = pieces[0] { return true }
    return false
  }

  /// How many `%` start no specifier.
  var lonePercentCount: Int {
    pieces.filter { $0 == .lonePercent }.count
  }

  /// The placeholders as written, for messages: `%1$@ %2$d`, or `none`.
  var placeholderSummary: String {
    let raws = pieces.compactMap { piece -> String? in
      switch piece {
      case .placeholder(_, _, let raw), .unsupported(let raw): return raw
      default: return nil
      }
    }
    return raws.isEmpty ? "no placeholders" : raws.joined(separator: " ")
  }

  /// Whether this translation leaves unnumbered the placeholders `reference` orders
  /// (`FormatPiece.ordersArguments`).
  func leavesOrderUnsaid(reference: FormatTemplate) -> Bool {
    FormatPiece.leavesOrderUnsaid(pieces, reference: reference.pieces)
  }

  /// Whether a translation can safely stand in for `reference` (the English text): same
  /// argument positions with the same kinds, numbered where English orders them, and
  /// nothing we cannot substitute.
  func isCompatible(withReference reference: FormatTemplate) -> Bool {
    guard unsupportedSpecifiers.isEmpty, !leavesOrderUnsaid(reference: reference),
      let mine = argumentKinds,
      let theirs = reference.argumentKinds
    else { return false }
    return mine == theirs
  }

  /// The text with arguments substituted. A missing argument leaves its placeholder as
  /// written; extra arguments are ignored.
  func render(_ arguments: [TextArgument], numbers: NumberFormat) -> String {
    // Most texts are one literal run: that text itself, with nothing to copy.
    if pieces.count == 1, case .literal(let text) = pieces[0] { return text }
    var result = ""
    result.reserveCapacity(expectedLength)
    for piece in pieces {
      switch piece {
      case .literal(let text): result += text
      case .escapedPercent, .lonePercent: result += "%"
      case .unsupported(let raw): result += raw
      case .placeholder(let argument, _, let raw):
        if argument >= 1, argument <= arguments.count {
          result += arguments[argument - 1].rendered(numbers)
        } else {
          result += raw
        }
      }
    }
    return result
  }

  /// The source text again, with `transform` applied to literal runs only.
  func mapLiterals(_ transform: (String) -> String) -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): result += transform(text)
      case .escapedPercent: result += "%%"
      case .lonePercent: result += "%"
      case .placeholder(_, _, let raw), .unsupported(let raw): result += raw
      }
    }
    return result
  }
}
