/// TextSnapshot: the core of the text-snapshot harness, with no dependency on a test library.
///
/// A `SnapshotStrategy` renders a value to text; `SnapshotSession.check` compares that text
/// with the golden file `Snapshots/<suite>/<name>.txt` (`SnapshotLocation`), under the
/// `SnapshotPolicy` read from the environment (`SNAPSHOT_RECORD`, `CI`), and returns a
/// `SnapshotOutcome` whose failure message holds a unified `SnapshotDiff`. A missing or
/// changed snapshot leaves a pending `<name>.txt.new` for review; on CI nothing is written.
/// Each test process records the golden files it touched in `Snapshots/.last-run/`, so that
/// `SnapshotsFolder` (behind a tool's `snapshots pending|review|accept|reject|orphans`) can
/// find orphans after a full, passing run. Messages name that tool by the name they are
/// given, never one of their own. `TextSnapshotTesting` adds `assertSnapshot` for Swift
/// Testing and XCTest on top.
public enum TextSnapshot {
  /// The folder name under the package root that holds the golden files.
  public static let snapshotsFolderName = "Snapshots"
}
