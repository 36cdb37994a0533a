import Foundation

/// The last test run as its run records tell it, and whether it can be trusted to say which
/// golden files are orphans: only a full run in which every test process finished with
/// status 0 and no snapshot failed can. Otherwise it lists every reason it cannot.
struct LastSnapshotRun {
  var records: [SnapshotRunRecord] = []
  var reasonsNotToTrust: [String] = []

  /// Every golden file (relative to the snapshots folder) the run checked or wrote.
  var checked: Set<String> { Set(records.flatMap(\.checked)) }

  /// Reads `Snapshots/.last-run/`; of several runs (which a new run normally removes) the
  /// one that started last counts.
  static func load(snapshotsFolder: URL) -> LastSnapshotRun {
    let folder = snapshotsFolder.appendingPathComponent(SnapshotRunRecord.folderName)
    let display = snapshotsFolder.lastPathComponent + "/" + SnapshotRunRecord.folderName
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted()
    var run = LastSnapshotRun()
    var parsed: [SnapshotRunRecord] = []
    for name in names {
      do {
        let file = display + "/" + name
        guard let text = try SnapshotFiles.read(folder.appendingPathComponent(name), display: file)
        else { continue }
        parsed.append(try SnapshotRunRecord.parse(text.string, file: file))
      } catch {
        run.reasonsNotToTrust.append(error.description)
      }
    }
    guard let latest = parsed.max(by: { $0.started < $1.started }) else {
      if run.reasonsNotToTrust.isEmpty {
        run.reasonsNotToTrust.append(
          "There is no record of a test run in \(display)/. Run the whole test suite locally (`swift test`)"
            + " first; CI never writes one.")
      }
      return run
    }
    run.records = parsed.filter { $0.runID == latest.runID }.sorted { $0.processID < $1.processID }
    run.reasonsNotToTrust += run.records.flatMap(Self.reasons) + sharedGoldenFiles(run.records)
    return run
  }

  private static func reasons(_ record: SnapshotRunRecord) -> [String] {
    let process = "The \(record.framework) process (\(record.processID))"
    var reasons: [String] = []
    if case .partial(let how) = record.scope {
      reasons.append(
        "\(process) ran only some tests (\(how)); tests that did not run would look like orphans."
          + " Run `swift test` with no --filter or --skip.")
    }
    switch record.status {
    case .running:
      reasons.append("\(process) never finished: it crashed, was stopped, or is still running.")
    case .finished(exitStatus: nil):
      reasons.append(
        "\(process) finished, but this platform does not tell the harness its exit status, so it"
          + " cannot know that every test passed.")
    case .finished(exitStatus: let status?) where status != 0:
      reasons.append(
        "\(process) exited with status \(status): tests failed, and a test that failed before its"
          + " snapshot assertion would look like an orphan. Make `swift test` pass first.")
    case .finished:
      break
    }
    if record.failedSnapshots > 0 {
      reasons.append("\(process) had \(record.failedSnapshots) failing snapshot assertion(s).")
    }
    return reasons
  }

  /// Golden files checked by two test processes of one run: each process's registry sees
  /// only its own names, so two assertions in XCTest and Swift Testing can share one.
  private static func sharedGoldenFiles(_ records: [SnapshotRunRecord]) -> [String] {
    var firstChecker: [String: SnapshotRunRecord] = [:]
    var reasons: [String] = []
    for record in records {
      for golden in record.checked {
        if let earlier = firstChecker[golden] {
          reasons.append(
            "Snapshots/\(golden) was checked by two test processes, \(earlier.framework)"
              + " (\(earlier.processID)) and \(record.framework) (\(record.processID)): two assertions"
              + " share one name.")
        } else {
          firstChecker[golden] = record
        }
      }
    }
    return reasons
  }

  /// One line about the run: when, which processes, how many golden files it checked.
  var summary: String {
    let started = records.map(\.started).min() ?? "?"
    let frameworks = records.map(\.framework)
    let unique = frameworks.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return
      "Last test run: started \(started), \(records.count) test process(es) (\(unique.joined(separator: ", "))),"
      + " \(checked.count) golden file(s) checked."
  }
}

/// Golden files that no test checked or wrote in the last trusted run.
struct SnapshotOrphans {
  let snapshotsFolder: URL

  /// Lists the orphans, or explains why the last run cannot tell; with `delete`, removes
  /// them (and any pending file beside them) and then any suite folder left empty. `count`
  /// is the number of orphans found.
  func run(delete: Bool) -> (output: [String], errors: [String], count: Int) {
    let lastRun = LastSnapshotRun.load(snapshotsFolder: snapshotsFolder)
    guard lastRun.reasonsNotToTrust.isEmpty else {
      let header =
        "Cannot report orphans: the last test run does not show which golden files are in use."
      return ([], [header] + lastRun.reasonsNotToTrust.map { "- " + $0 }, 0)
    }
    let checked = lastRun.checked
    let prefix = snapshotsFolder.lastPathComponent + "/"
    let orphans = SnapshotFiles.files(under: snapshotsFolder, endingWith: ".txt").filter {
      !checked.contains($0)
    }
    var output = [lastRun.summary]
    guard !orphans.isEmpty else {
      output.append("No orphans: every golden file was checked in that run.")
      return (output, [], 0)
    }
    guard delete else {
      output.append("Golden files no test checked:")
      output += orphans.map { "  " + SnapshotFiles.shown(prefix + $0) }
      return (output, [], orphans.count)
    }
    var errors: [String] = []
    for orphan in orphans {
      let golden = snapshotsFolder.appendingPathComponent(orphan)
      do {
        try SnapshotFiles.remove(golden, display: SnapshotFiles.shown(prefix + orphan))
        try SnapshotFiles.remove(
          golden.appendingPathExtension("new"),
          display: SnapshotFiles.shown(prefix + orphan + ".new"))
        output.append("Deleted \(SnapshotFiles.shown(prefix + orphan))")
        removeFolderIfEmpty(golden.deletingLastPathComponent())
      } catch {
        errors.append(error.description)
      }
    }
    return (output, errors, orphans.count)
  }

  private func removeFolderIfEmpty(_ folder: URL) {
    guard folder.standardizedFileURL != snapshotsFolder.standardizedFileURL,
      let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      contents.isEmpty
    else { return }
    try? FileManager.default.removeItem(at: folder)
  }
}
