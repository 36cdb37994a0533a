import Foundation

/// What one test process did with the snapshots of one folder: the golden files it checked
/// or wrote, how many assertions failed, whether it ran every test, and how it exited.
/// Stored as `Snapshots/.last-run/<run>.<process>.txt` (ignored by git), read by `orphans`.
struct SnapshotRunRecord: Sendable, Equatable {
  enum Status: Sendable, Equatable {
    /// Written when the process starts checking snapshots; still there if it never exited.
    case running
    /// Rewritten on exit, with the exit status where the platform reports it (glibc).
    case finished(exitStatus: Int32?)
  }

  var runID: String
  var processID: Int32
  var framework: String
  var started: String
  var scope: TestRunScope
  var status: Status
  var failedSnapshots = 0
  var checked: [String] = []

  static let folderName = ".last-run"

  var fileName: String { "\(runID).\(processID).txt" }

  func rendered() -> String {
    var lines = [
      "# Snapshot run record of one test process, read to find orphaned golden files. Not in git.",
      "run: \(runID)",
      "process: \(processID)",
      "framework: \(framework)",
      "started: \(started)",
    ]
    switch scope {
    case .full: lines.append("scope: full")
    case .partial(let reason): lines.append("scope: partial \(reason)")
    }
    switch status {
    case .running:
      lines.append("status: running")
    case .finished(let exitStatus):
      lines.append("status: finished")
      lines.append("exit-status: \(exitStatus.map(String.init) ?? "unknown")")
      lines.append("failed-snapshots: \(failedSnapshots)")
      lines += checked.map { "checked: \($0)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Parses a record; a malformed one is an error naming the file and line.
  static func parse(_ text: String, file: String) throws(SnapshotFileError) -> SnapshotRunRecord {
    var fields: [String: String] = [:]
    var checked: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        throw error(
          file, number + 1, "expected `key: value`, found \(String(reflecting: String(line)))")
      }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].drop { $0 == " " }
      if key == "checked" {
        checked.append(String(value))
      } else if fields.updateValue(String(value), forKey: key) != nil {
        throw error(file, number + 1, "`\(key)` appears twice")
      }
    }
    func field(_ key: String) throws(SnapshotFileError) -> String {
      guard let value = fields[key] else { throw error(file, nil, "has no `\(key):` line") }
      return value
    }
    guard let processID = Int32(try field("process")) else {
      throw error(file, nil, "bad `process:`")
    }
    let scopeText = try field("scope")
    let scope: TestRunScope =
      scopeText == "full" ? .full : .partial(String(scopeText.dropFirst("partial ".count)))
    var record = SnapshotRunRecord(
      runID: try field("run"), processID: processID, framework: try field("framework"),
      started: try field("started"), scope: scope, status: .running, checked: checked)
    if try field("status") == "finished" {
      let exit = try field("exit-status")
      record.status = .finished(exitStatus: Int32(exit))
      guard let failed = Int(try field("failed-snapshots")) else {
        throw error(file, nil, "bad `failed-snapshots:`")
      }
      record.failedSnapshots = failed
    }
    return record
  }

  private static func error(_ file: String, _ line: Int?, _ reason: String) -> SnapshotFileError {
    var error = SnapshotFileError(file: file, reason: "not a valid run record: \(reason)")
    error.line = line
    return error
  }
}
