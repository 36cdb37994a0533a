import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test process's side of the run record: collects every golden file checked or
/// written, per snapshots folder, and writes `Snapshots/.last-run/<run>.<process>.txt`,
/// once as "running" when the process first checks a snapshot and again when it exits.
///
/// A new `swift test` run removes the records of earlier runs. Nothing is written on CI.
public final class SnapshotRunLog: Sendable {
  private struct FolderLog {
    var folder: URL
    var checked: Set<String> = []
    var failures = 0
  }

  private let process: TestProcess
  private let started: String
  private let writesOnExit: Bool
  private let folders = LockedState<[String: FolderLog]>([:])

  /// The log of this test process, written when the process exits.
  public static let shared = SnapshotRunLog(process: .current(), writesOnExit: true)

  init(process: TestProcess, started: Date = Date(), writesOnExit: Bool) {
    self.process = process
    self.started = started.formatted(.iso8601)
    self.writesOnExit = writesOnExit
  }

  /// Notes that a golden file was checked or written, and whether its assertion failed.
  func note(_ location: SnapshotLocation, failed: Bool) {
    let key = location.snapshotsFolder.path
    let isFirst = folders.withLock { folders in
      let isFirst = folders[key] == nil
      folders[key, default: FolderLog(folder: location.snapshotsFolder)].checked.insert(
        location.relativePath)
      if failed { folders[key]?.failures += 1 }
      return isFirst
    }
    guard isFirst else { return }
    start(in: location.snapshotsFolder)
    if writesOnExit { ExitHook.install() }
  }

  /// Writes the final record into every folder this process touched that still exists.
  func finish(exitStatus: Int32?) {
    let logs = folders.withLock { Array($0.values) }
    for log in logs where FileManager.default.fileExists(atPath: log.folder.path) {
      var record = record(status: .finished(exitStatus: exitStatus))
      record.failedSnapshots = log.failures
      record.checked = log.checked.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      write(record, in: log.folder)
    }
  }

  /// Removes earlier runs' records and marks this process as running.
  private func start(in snapshotsFolder: URL) {
    let recordFolder = snapshotsFolder.appendingPathComponent(SnapshotRunRecord.folderName)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: recordFolder.path, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      try? FileManager.default.removeItem(at: recordFolder)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: recordFolder.path)) ?? []
    for name in names where !name.hasPrefix(process.runID + ".") {
      try? FileManager.default.removeItem(at: recordFolder.appendingPathComponent(name))
    }
    write(record(status: .running), in: snapshotsFolder)
  }

  private func record(status: SnapshotRunRecord.Status) -> SnapshotRunRecord {
    SnapshotRunRecord(
      runID: process.runID, processID: process.processID, framework: process.framework,
      started: started, scope: process.scope, status: status)
  }

  private func write(_ record: SnapshotRunRecord, in snapshotsFolder: URL) {
    let file = snapshotsFolder.appendingPathComponent(SnapshotRunRecord.folderName)
      .appendingPathComponent(record.fileName)
    // The record is a convenience for `orphans`; failing to write it must not fail a test.
    try? SnapshotFiles.writeAtomically(Array(record.rendered().utf8), to: file, display: file.path)
  }
}

/// Calls `SnapshotRunLog.shared.finish` when the process exits: with the exit status where
/// glibc's `on_exit` reports it, otherwise through `atexit` with the status unknown.
private enum ExitHook {
  private static let installed = LockedState(false)

  static func install() {
    let isNew = installed.withLock { installed in
      defer { installed = true }
      return !installed
    }
    guard isNew else { return }
    #if canImport(Glibc)
      on_exit({ status, _ in SnapshotRunLog.shared.finish(exitStatus: status) }, nil)
    #else
      atexit { SnapshotRunLog.shared.finish(exitStatus: nil) }
    #endif
  }
}
