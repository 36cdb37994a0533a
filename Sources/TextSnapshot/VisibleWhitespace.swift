/// Shows characters a reader cannot see in a diff line: spaces and tabs at the end of a
/// line, tabs and carriage returns anywhere, and invisible or control characters.
///
/// The markers come from Unicode's Control Pictures block, not `·`, which real text
/// (the pseudo-locale's padding) already uses.
enum VisibleWhitespace {
  /// Which markers a diff used, for its legend.
  struct Markers {
    var trailingSpace = false
    var tab = false
    var carriageReturn = false
    var invisible = false

    var legend: String? {
      var parts: [String] = []
      if trailingSpace { parts.append("␠ space at the end of a line") }
      if tab { parts.append("␉ tab") }
      if carriageReturn { parts.append("␍ carriage return") }
      if invisible { parts.append("<U+XXXX> invisible or control character") }
      return parts.isEmpty ? nil : "(Markers: " + parts.joined(separator: ", ") + ".)"
    }
  }

  static func show(_ line: String, markers: inout Markers) -> String {
    let scalars = Array(line.unicodeScalars)
    var trailingStart = scalars.endIndex
    while trailingStart > 0, scalars[trailingStart - 1] == " " || scalars[trailingStart - 1] == "\t"
    {
      trailingStart -= 1
    }
    var output = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case " " where index >= trailingStart:
        output.append("␠")
        markers.trailingSpace = true
      case "\t":
        output.append("␉")
        markers.tab = true
      case "\r":
        output.append("␍")
        markers.carriageReturn = true
      case _ where isInvisible(scalar):
        output.append(contentsOf: "<U+\(hex(scalar))>".unicodeScalars)
        markers.invisible = true
      default:
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Spaces other than U+0020, zero-width and direction marks, and control characters.
  /// Zero-width joiners are left alone: emoji sequences and several scripts need them.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0xA0, 0xAD, 0x1680, 0x180E, 0x2000...0x200B, 0x200E, 0x200F, 0x2028, 0x2029,
      0x202A...0x202F, 0x205F, 0x2060...0x2064, 0x2066...0x2069, 0x3000, 0xFEFF:
      true
    default: false
    }
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
