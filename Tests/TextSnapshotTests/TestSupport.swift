import Foundation
import TextSnapshotTesting
import TrackerTestSupport

@testable import TextSnapshot

/// A unique temporary package root with an empty `Snapshots` folder, removed after `body`;
/// in memory where it can be (`TemporaryFolder.memoryParent`): the harness's tests create and
/// remove hundreds of small files, which cost the kernel most on a much-used disk.
func withTemporarySnapshots<Result>(_ body: (TemporarySnapshots) throws -> Result) rethrows
  -> Result
{
  let root = TemporaryFolder.memoryParent
    .appendingPathComponent("TextSnapshotTests-\(UUID().uuidString)")
  let folder = root.appendingPathComponent("Snapshots")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: root) }
  return try body(TemporarySnapshots(root: root, folder: folder))
}

/// A temporary package root and its `Snapshots` folder, with helpers to read and write files.
struct TemporarySnapshots {
  let root: URL
  let folder: URL

  func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

  func write(_ relative: String, _ text: String) {
    write(relative, bytes: Array(text.utf8))
  }

  func write(_ relative: String, bytes: [UInt8]) {
    let url = url(relative)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
  }

  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: url(relative).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: url(relative).path)
  }

  /// Every file under the folder, hidden ones included, relative and sorted.
  func allFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  /// A tester on this folder with its own registry, no run record, a collecting reporter,
  /// and `tracker-kit` as the tool its messages name.
  func tester(
    _ environment: [String: String] = [:], issues: IssueCollector = IssueCollector(),
    toolName: String? = "tracker-kit"
  ) -> SnapshotTester {
    SnapshotTester(
      snapshotsFolder: folder, environment: environment, session: SnapshotSession(),
      reporter: issues.reporter, toolName: toolName)
  }

  /// The snapshots-folder operations on this folder, with `tracker-kit` in their hints.
  func operations(_ environment: [String: String] = [:]) -> SnapshotsFolder {
    SnapshotsFolder(
      url: folder, currentDirectory: root, environment: environment, toolName: "tracker-kit")
  }
}

/// Collects reported issues instead of failing the test, to check what would be reported.
final class IssueCollector: Sendable {
  private let storage = LockedState<[SnapshotIssue]>([])

  var issues: [SnapshotIssue] { storage.withLock { $0 } }

  var reporter: SnapshotIssueReporter {
    SnapshotIssueReporter { issue in self.storage.withLock { $0.append(issue) } }
  }
}

/// A call site for tests that drive `SnapshotSession.check` directly.
func callSite(line: UInt = 1, column: UInt = 1, function: String = "someTest()") -> SnapshotCallSite
{
  SnapshotCallSite(
    fileID: "Tests/Fake.swift", filePath: "/fake/Tests/Fake.swift", line: line, column: column,
    function: function)
}

extension SnapshotOutcome {
  var failure: SnapshotFailure? {
    if case .failed(let failure) = self { failure } else { nil }
  }
}
