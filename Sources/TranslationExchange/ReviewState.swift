/// Where a translation stands in review, as XLIFF 1.2 says it on `<target state="…">`: the
/// ten states of the standard, or a tool's own `x-…` value. `strings import` keeps the state of
/// every unit (in the record beside the table), `strings status` counts a translation that
/// needs review as stale and one not yet finished as new, and `strings export` writes the state
/// back, with `approved="yes"` on reviewed translations only.
public struct ReviewState: Hashable, Sendable, CustomStringConvertible {
  /// The value as XLIFF writes it: `translated`, `needs-review-translation`, `x-checked` …
  public let value: String

  /// The state `value` names; nil for a value XLIFF 1.2 does not allow (one of its ten
  /// states, or `x-` followed by a name).
  public init?(_ value: String) {
    guard Self.standard.contains(value) || Self.isCustom(value) else { return nil }
    self.value = value
  }

  private init(known value: String) {
    self.value = value
  }

  /// A translation made and not yet reviewed (the state of a plain translation).
  public static let translated = ReviewState(known: "translated")
  /// Reviewed and accepted.
  public static let signedOff = ReviewState(known: "signed-off")
  /// Finished: nothing more to do.
  public static let final = ReviewState(known: "final")
  /// The translation must be looked at again (its source changed).
  public static let needsReviewTranslation = ReviewState(known: "needs-review-translation")
  /// A unit to translate; a target so marked is a draft.
  public static let needsTranslation = ReviewState(known: "needs-translation")
  /// A new unit.
  public static let new = ReviewState(known: "new")

  /// The ten states of XLIFF 1.2, in the standard's order.
  public static let standard = [
    "new", "needs-translation", "needs-adaptation", "needs-l10n", "needs-review-translation",
    "needs-review-adaptation", "needs-review-l10n", "translated", "signed-off", "final",
  ]

  /// `translated`, `signed-off` and `final`: a translation the app may show as done.
  public var isReviewed: Bool { [Self.translated, .signedOff, .final].contains(self) }

  /// `needs-review-…`: a translation to look at again; `strings status` counts it stale.
  public var needsReview: Bool { value.hasPrefix("needs-review-") }

  /// Any other state (`new`, `needs-translation`, `needs-adaptation`, `needs-l10n`, a tool's
  /// `x-…`): a translation not finished; `strings status` counts it new.
  public var isDraft: Bool { !isReviewed && !needsReview }

  /// The value.
  public var description: String { value }

  private static func isCustom(_ value: String) -> Bool {
    guard value.hasPrefix("x-"), value.count > 2 else { return false }
    return value.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_" || $0 == "."
    }
  }
}
