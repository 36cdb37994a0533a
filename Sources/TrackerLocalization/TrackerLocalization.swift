/// TrackerLocalization: placeholder, filled in by its issue.
enum TrackerLocalizationPlaceholder {
  static var embeddedCount: Int { EmbeddedTables.files.count }
}
