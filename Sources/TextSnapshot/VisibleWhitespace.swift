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
    var trailingStart = scalars.count
    while trailingStart > 0 {
      let value = scalars[trailingStart - 1].value
      guard value == 0x20 || value == 0x09 else { break }
      trailingStart -= 1
    }
    // Scalars compared by value and walked by index: patterns of scalars and ranges, and
    // `enumerated()`, were generic calls for every character in a debug build.
    var output = String.UnicodeScalarView()
    for index in 0..<scalars.count {
      let scalar = scalars[index]
      let value = scalar.value
      if value == 0x20, index >= trailingStart {
        output.append("␠")
        markers.trailingSpace = true
      } else if value == 0x09 {
        output.append("␉")
        markers.tab = true
      } else if value == 0x0D {
        output.append("␍")
        markers.carriageReturn = true
      } else if isInvisible(scalar) {
        output.append(contentsOf: "<U+\(hex(scalar))>".unicodeScalars)
        markers.invisible = true
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Spaces other than U+0020, zero-width and direction marks, and control characters.
  /// Zero-width joiners are left alone: emoji sequences and several scripts need them.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 { return true }  // C0 controls
    if value < 0x7F { return false }
    if value <= 0x9F { return true }  // DEL and C1 controls
    if value < 0x1680 { return value == 0xA0 || value == 0xAD }
    if value < 0x2000 { return value == 0x1680 || value == 0x180E }
    if value <= 0x200B { return true }  // the spaces U+2000 to U+200A, zero width space
    if value < 0x2028 { return value == 0x200E || value == 0x200F }
    if value <= 0x202F { return true }  // line and paragraph separators, embeddings
    if value < 0x205F { return false }
    if value <= 0x2064 { return true }  // medium space, word joiner, invisible operators
    if value < 0x2066 { return false }
    if value <= 0x2069 { return true }  // isolates
    return value == 0x3000 || value == 0xFEFF
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
