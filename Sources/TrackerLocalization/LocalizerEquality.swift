extension Localizer: Equatable {
  /// Two localizers are equal when they show the same language from the same tables.
  public static func == (lhs: Localizer, rhs: Localizer) -> Bool {
    lhs.language == rhs.language && lhs.tables == rhs.tables
  }
}
