import Foundation

/// What a `Localizer` works out from its language and tables (the text chosen for each key
/// and plural form, the date formats), kept for each language of the built-in tables: a
/// localizer made again for a language (every screen state of the snapshot tests, the
/// gallery and the web page makes one) costs a lookup instead of a pass over every key.
final class LocalizerParts: @unchecked Sendable {
  /// The built-in tables' parts.
  static let embedded = LocalizerParts()

  private let lock = NSLock()
  private var parts: [Language: (TextChoices, DateFormats)] = [:]

  /// The parts for `language`, from `make` the first time.
  func parts(
    for language: Language, make: () -> (TextChoices, DateFormats)
  ) -> (TextChoices, DateFormats) {
    if let known = lock.withLock({ parts[language] }) { return known }
    let made = make()
    return lock.withLock {
      if let known = parts[language] { return known }
      parts[language] = made
      return made
    }
  }
}
