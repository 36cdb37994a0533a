/// TranslationExchange moves texts between the kit's `.strings` tables and the tools
/// translators already use, and keeps track of what each translation was made from. It
/// writes and reads XLIFF 1.2 (one `<trans-unit>` per key, the plural forms of one text in
/// a `<group>`, the translator comment as a `<note>`), with its own small XML reader so that
/// every fault in a file comes back with its line and column; it applies an import as an
/// in-place edit of the table, so that an import that changes no text changes no byte; and
/// it keeps, beside the tables, the English each translation was made from
/// (`Localization/translated-from/<language>.strings`), from which `TranslationStatus`
/// tells translated, missing and stale texts apart. Files are written atomically.
/// It depends on StringsFile, FormatSpecifiers, Diagnostics, TrackerLocalization and
/// Foundation, never on the screens.
import Foundation
