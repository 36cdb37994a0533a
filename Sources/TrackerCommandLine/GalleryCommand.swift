import Foundation
import TrackerGallery
import TrackerLocalization

/// `tracker-kit gallery --out DIR`: writes the translators' gallery, static HTML pages of
/// every screen state in each language with English beside it.
enum GalleryCommand {
  static let out = Option<String>(
    "out", .path("DIR"), help: "the folder to write the pages into (created if missing)")
  static let tables = Option<String>(
    "tables", .path("DIR"), help: "read the string tables from DIR instead of the built-in ones")
  static let locales = Option<String>(
    "locales", .text("LIST"),
    help: "comma-separated, of the tables' languages (\(Language.tableCodes)) and "
      + Language.pseudoLocales.map(\.code).joined(separator: ", "),
    default: "every table's language and the pseudo-locales")

  static let command = Command(
    name: "gallery",
    summary:
      "Write the translators' gallery: every screen state as HTML, texts marked with their keys.",
    options: [out, tables, locales]
  ) { arguments, context in
    guard let folder = arguments[out] else {
      throw UsageError(message: "--out DIR is required: the folder to write the pages into.")
    }
    var tableSet = LocalizationTables.embedded
    var notes = TranslatorNotes.embedded
    if let path = arguments[tables] {
      let url = URL(fileURLWithPath: path, isDirectory: true, relativeTo: context.workingDirectory)
      tableSet = LocalizationTables.load(from: url)
      if let problem = tableSet.loadErrors.first {
        throw CommandFailure(message: problem.description)
      }
      notes = TranslatorNotes.load(from: url)
    }
    let languages = try languages(
      arguments[locales], known: tableSet.languages + Language.pseudoLocales)
    let gallery = Gallery(GalleryInput(tables: tableSet, notes: notes, languages: languages))
    let root = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: context.workingDirectory)
    try write(gallery.files, to: root)
    let counts = languages.map { "\($0.code) \(gallery.overflowCounts[$0.code] ?? 0)" }
    let pages = gallery.files.filter { $0.path.hasSuffix(".html") }.count
    let unshown = gallery.keysOnNoScreen
    let unshownList = unshown.isEmpty ? "" : " (" + unshown.joined(separator: ", ") + ")"
    return CommandResult(
      output: """
        Wrote \(pages) pages to \(folder) (open \(folder)/index.html).
        Texts that may not fit: \(counts.joined(separator: ", ")).
        English keys on no screen: \(unshown.count)\(unshownList).

        """)
  }

  /// The languages of `--locales`, each checked against `known`.
  static func languages(_ list: String?, known: [Language]) throws -> [Language] {
    guard let list else { return known }
    var result: [Language] = []
    for code in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let language = Language(code: code), known.contains(language) else {
        let codes = known.map(\.code).joined(separator: ", ")
        throw UsageError(message: "--locales: no table for \(quoted(code)); use some of \(codes).")
      }
      if !result.contains(language) { result.append(language) }
    }
    guard !result.isEmpty else {
      throw UsageError(message: "--locales: name at least one language.")
    }
    return result
  }

  /// Writes every file below `root`, creating folders as needed.
  private static func write(_ files: [GalleryFile], to root: URL) throws {
    let manager = FileManager.default
    for file in files {
      let url = root.appendingPathComponent(file.path)
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw CommandFailure(
          message: "tracker-kit gallery: cannot write \(url.path): \(error.localizedDescription)")
      }
    }
  }
}
