import Foundation

/// A `Localization/` folder in a temporary directory, removed when the value is released.
final class TemporaryTables {
  let url: URL

  /// `tables` maps a folder code (`en`, `ru`) to the text of its Localizable.strings.
  init(_ tables: [String: String], extraFiles: [String: String] = [:]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tables-\(UUID().uuidString)")
      .appendingPathComponent("Localization")
    for (code, text) in tables {
      let folder = url.appendingPathComponent("\(code).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    }
    for (path, text) in extraFiles {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
