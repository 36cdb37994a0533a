import Foundation

/// Where one snapshot lives: its golden file `<snapshots folder>/<suite>/<name>.txt` and,
/// beside it, the pending file `<name>.txt.new` that a failing test writes for review.
public struct SnapshotLocation: Sendable, Hashable {
  /// The `Snapshots` folder at the package root (or a temporary folder in tests).
  public let snapshotsFolder: URL
  /// The folder inside `Snapshots`, by default the test file's name.
  public let suite: String
  /// The explicit snapshot name, e.g. `trackers-empty.ru`.
  public let name: String

  /// Checks that the suite and name make portable file names and builds the paths.
  public init(snapshotsFolder: URL, suite: String, name: String) throws(SnapshotNameError) {
    if let problem = SnapshotNameError.problem(in: suite, isSuite: true) {
      throw SnapshotNameError(kind: "suite", value: suite, problem: problem)
    }
    if let problem = SnapshotNameError.problem(in: name, isSuite: false) {
      throw SnapshotNameError(kind: "name", value: name, problem: problem)
    }
    self.snapshotsFolder = snapshotsFolder.standardizedFileURL
    self.suite = suite
    self.name = name
  }

  /// `<suite>/<name>.txt`, relative to the snapshots folder.
  public var relativePath: String { "\(suite)/\(name).txt" }
  /// The golden file.
  public var goldenFile: URL { snapshotsFolder.appendingPathComponent(relativePath) }
  /// The pending file: the actual text waiting for review.
  public var pendingFile: URL { snapshotsFolder.appendingPathComponent(relativePath + ".new") }
  /// The golden file as people see it: relative to the package root, `Snapshots/<suite>/<name>.txt`.
  public var displayPath: String { snapshotsFolder.lastPathComponent + "/" + relativePath }

  /// A key under which two locations collide on a case-insensitive, normalising file
  /// system (macOS): the same file there, even if not on Linux.
  var collisionKey: String {
    goldenFile.path.precomposedStringWithCanonicalMapping.lowercased()
  }
}

/// A suite or snapshot name that cannot be a portable file name, with the reason.
public struct SnapshotNameError: Error, Sendable, Equatable, CustomStringConvertible {
  /// "name" or "suite".
  public var kind: String
  /// The rejected text.
  public var value: String
  /// Why it was rejected.
  public var problem: String

  /// The message shown in a failing test.
  public var description: String {
    "Snapshot \(kind) \(String(reflecting: value)) cannot be used as a file name: it \(problem)."
  }

  static func problem(in text: String, isSuite: Bool) -> String? {
    if text.isEmpty { return "is empty" }
    if text.contains("/") || text.contains("\\") {
      return isSuite
        ? "contains a path separator"
        : "contains a path separator; put folders in the suite instead"
    }
    if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "contains a control character (a newline or tab, say)"
    }
    if let bad = text.first(where: { ":*?\"<>|".contains($0) }) {
      return
        "contains \(String(reflecting: String(bad))), which Windows and some tools do not allow in file names"
    }
    if text.hasPrefix(".") { return "starts with a dot, which would make a hidden file" }
    if text.hasPrefix(" ") || text.hasSuffix(" ") { return "starts or ends with a space" }
    if text.hasSuffix(".") { return "ends with a dot" }
    if !isSuite, text.hasSuffix(".txt") || text.hasSuffix(".new") {
      return "ends with .txt or .new; leave the extension out, the harness adds .txt"
    }
    if text.utf8.count > 200 { return "is longer than 200 bytes" }
    return nil
  }
}
