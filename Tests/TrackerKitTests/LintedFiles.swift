import Foundation

/// The source files `swift format lint` last found nothing in, kept byte for byte in the build
/// folder with what linted them (the tool's version and the `.swift-format` configuration), so
/// that the next `swift test` lints only the files that changed since. A file's findings depend
/// on its bytes, the configuration and the tool alone: a file byte-identical to one that passed,
/// under the same tool and configuration, passes. The build does the same for compiler warnings
/// (`noCompilerWarning` reads the diagnostics of each file's last compile). A fresh checkout, as
/// in CI, has none kept: every file is linted there.
struct LintedFiles {
  /// The folder of the copies (`swift-format-lint/` in the build folder).
  let folder: URL

  /// The copies in `buildFolder`, for files linted by `linter` (the tool's version and its
  /// configuration); those kept for another linter are removed first.
  init(in buildFolder: URL, linter: String) throws {
    folder = buildFolder.appendingPathComponent("swift-format-lint", isDirectory: true)
    let stamp = folder.appendingPathComponent("linted-by")
    if FileManager.default.contents(atPath: stamp.path) != Data(linter.utf8) {
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(linter.utf8).write(to: stamp, options: .atomic)
    }
  }

  /// Whether `path` (from `root`) holds the same bytes as a copy that passed.
  func passed(_ path: String, in root: URL) -> Bool {
    guard let kept = FileManager.default.contents(atPath: copy(of: path).path) else {
      return false
    }
    return FileManager.default.contents(atPath: root.appendingPathComponent(path).path) == kept
  }

  /// Keeps a copy of each of `paths` (from `root`), which the lint found nothing in.
  func record(_ paths: [String], in root: URL) throws {
    for path in paths {
      let bytes = try Data(contentsOf: root.appendingPathComponent(path))
      let copy = copy(of: path)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: copy, options: .atomic)
    }
  }

  private func copy(of path: String) -> URL {
    folder.appendingPathComponent("files").appendingPathComponent(path)
  }
}
