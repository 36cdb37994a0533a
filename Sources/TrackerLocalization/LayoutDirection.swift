/// Which way a language's screens are laid out: left to right, or mirrored for a
/// right-to-left script (Arabic, Hebrew, Persian, Urdu … and `pseudo-rtl`).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Left to right: English, Russian, and most languages.
  case leftToRight = "ltr"
  /// Right to left: the leading edge is on the right, and so is a row's start.
  case rightToLeft = "rtl"
}

extension Language {
  /// The direction this language's screens are laid out in (by its primary subtag).
  public var layoutDirection: LayoutDirection {
    if self == .pseudoRightToLeft { return .rightToLeft }
    if isPseudo { return .leftToRight }
    return Language.rightToLeftCodes.contains(baseCode) ? .rightToLeft : .leftToRight
  }

  /// Languages written right to left (CLDR's character order `right-to-left`).
  static let rightToLeftCodes: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "lrc", "mzn", "ps", "sd", "syr", "ug",
    "ur", "yi",
  ]
}

extension Localizer {
  /// The direction screens in this localizer's language are laid out in.
  public var layoutDirection: LayoutDirection { language.layoutDirection }
}
