/// A short fingerprint of one table text as it was when a file was exported (FNV-1a, 64 bits,
/// of its UTF-8 bytes, in hex; `none` when the table had no text), written into the export
/// (XLIFF `extradata="table:…"` on each unit, a PO `# table: …` comment), so that an import
/// can tell a translation changed in the table since then from one the file changes.
enum TableFingerprint {
  /// The fingerprint of `text`, or `none` for no text.
  static func of(_ text: String?) -> String {
    guard let text else { return "none" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The XLIFF `extradata` of a unit: `table:` and the fingerprint.
  static let xliffPrefix = "table:"
  /// The PO translator comment: `table:` and the fingerprint of each form, space-separated.
  static let poPrefix = "table: "
}
