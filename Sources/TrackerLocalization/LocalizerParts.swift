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

/// What the modules above work out from one localizer, by a name of their own (the
/// gallery's sample words and the fixture made in them), kept with the localizer and its
/// copies: drawing every screen state with one localizer of edited tables (a translator's
/// `strings lint`, the gallery of their tables) works them out once, not once a state.
/// A value kept must not hold the localizer (it would never be freed).
package final class LocalizerMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: any Sendable] = [:]

  /// The value kept under `name`, from `make` the first time.
  package func value<Value: Sendable>(_ name: String, make: () -> Value) -> Value {
    if let known = lock.withLock({ values[name] }) as? Value { return known }
    let made = make()
    return lock.withLock {
      if let known = values[name] as? Value { return known }
      values[name] = made
      return made
    }
  }
}
