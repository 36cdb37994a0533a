/// The pseudo-locale: English with every ASCII letter accented, about 40% longer and
/// wrapped in brackets (`[Ŵĥàţ ŵîļļ ŵé ţŕàçķ? ·····]`), so that a hard-coded string
/// (no brackets), a truncated label (no closing bracket) or a lost accent stands out.
/// Format specifiers are kept as they are, so arguments still substitute.
public enum PseudoLocale {
  /// The pseudo form of an English table text; placeholders and `%%` are untouched.
  public static func transform(_ englishText: String) -> String {
    let template = FormatTemplate(englishText)
    let accented = template.mapLiterals(accent)
    return wrap(accented, lengthOf: englishText)
  }

  /// `text` in brackets, padded so the result is about 40% longer than `original`.
  static func wrap(_ text: String, lengthOf original: String) -> String {
    let length = original.count
    let extra = (length * 4 + 9) / 10
    let padding = extra - 2
    let tail =
      padding >= 2
      ? " " + String(repeating: "·", count: padding - 1)
      : String(repeating: "·", count: max(padding, 0))
    return "[" + text + tail + "]"
  }

  /// Whether a shown text comes from the pseudo-locale: it is wrapped in brackets.
  public static func isPseudoText(_ text: String) -> Bool {
    text.hasPrefix("[") && text.hasSuffix("]")
  }

  private static func accent(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(accented[scalar] ?? scalar)
    }
    return String(result)
  }

  private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let fancy = "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, fancy.unicodeScalars))
  }()
}
