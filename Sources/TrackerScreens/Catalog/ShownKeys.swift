import TrackerLocalization

extension ScreenGallery {
  /// Every table key some state of the gallery shows, in any language of `tables`, the keys of
  /// texts inside other texts included (the "5 days" in a card's spoken label): the keys
  /// the snapshots show translators. The linter warns about an English key that is not
  /// among them. Worked out by describing every state in-process, never from golden files.
  public static func shownKeys(tables: LocalizationTables = .embedded) -> Set<String> {
    tables.isEmbedded ? embeddedShownKeys : describedKeys(tables)
  }

  /// The built-in tables' shown keys, worked out once per process.
  private static let embeddedShownKeys = describedKeys(.embedded)

  private static func describedKeys(_ tables: LocalizationTables) -> Set<String> {
    var keys: Set<String> = []
    for language in tables.languages {
      let localizer = Localizer(language: language, tables: tables)
      for entry in entries {
        guard let root = try? entry.describe(localizer) else { continue }
        for element in root.allElements {
          for text in element.texts.all {
            if case .localized(let localized) = text { collectKeys(of: localized, into: &keys) }
          }
        }
      }
    }
    return keys
  }

  private static func collectKeys(of text: LocalizedText, into keys: inout Set<String>) {
    keys.insert(text.key)
    for argument in text.arguments {
      if case .localized(let inner) = argument { collectKeys(of: inner, into: &keys) }
    }
  }
}
