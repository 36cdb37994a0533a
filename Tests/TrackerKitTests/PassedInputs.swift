import Foundation

/// The inputs a slow check of the tree last passed on, kept byte for byte in the build folder
/// with what checked them (the tool and its configuration), so that the next `swift test`
/// checks again only what changed since: DocC its catalog when the catalog or the symbol graph
/// changed. Such a check's outcome depends on its inputs' bytes, the tool and its
/// configuration alone: the same bytes under the same tool pass again. `.ci/lint` keeps the
/// files `swift format lint` passed by their SHA-256, and the build does the same for compiler
/// warnings (`noCompilerWarning` reads the diagnostics of each file's last compile). A fresh
/// checkout has none kept: every input is checked there.
struct PassedInputs {
  /// The folder of the copies, in the build folder.
  let folder: URL

  /// The inputs `check` (a folder name) last passed on in `buildFolder`, when `checker` (the
  /// tool's version, its configuration) checked them; those another checker passed are removed.
  init(_ check: String, in buildFolder: URL, checker: String) throws {
    folder = buildFolder.appendingPathComponent(check, isDirectory: true)
    let stamp = folder.appendingPathComponent("checked-by")
    if FileManager.default.contents(atPath: stamp.path) != Data(checker.utf8) {
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(checker.utf8).write(to: stamp, options: .atomic)
    }
  }

  /// Whether the check passed on `bytes` as the input `name` (a path).
  func passed(_ name: String, _ bytes: Data) -> Bool {
    FileManager.default.contents(atPath: copy(of: name).path) == bytes
  }

  /// Keeps `bytes`, on which the check passed, as the input `name`.
  func record(_ name: String, _ bytes: Data) throws {
    let copy = copy(of: name)
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: copy, options: .atomic)
  }

  private func copy(of name: String) -> URL {
    folder.appendingPathComponent("inputs").appendingPathComponent(name)
  }
}
