/// TrackerLocalization turns typed keys into the words on Tracker's screens. It reads the
/// `.strings` tables of `Localization/` (embedded into the binary at build time, or loaded
/// from a folder so translators can see their edits without rebuilding), picks plural forms
/// by each language's CLDR cardinal rules, substitutes typed arguments into `%@`, `%d` and
/// positional placeholders without ever handing a translator's text to `String(format:)`,
/// falls back from a missing or broken translation to English and from there to the key,
/// derives the bracketed pseudo-locale from English, and lints tables for translators.
/// It depends only on StringsFile and Foundation.
import Foundation
