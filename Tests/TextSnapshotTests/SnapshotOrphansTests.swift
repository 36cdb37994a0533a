import Foundation
import Testing
import TextSnapshotTesting

@testable import TextSnapshot

@Suite struct SnapshotOrphansTests {
  private func process(_ scope: TestRunScope = .full, run: String = "100-1", id: Int32 = 7)
    -> TestProcess
  {
    TestProcess(processID: id, runID: run, framework: "Swift Testing", scope: scope)
  }

  /// Checks `names` in suite S through a run log for `process`, then finishes it with `exitStatus`.
  @discardableResult
  private func run(
    _ snapshots: TemporarySnapshots, _ names: [String], process: TestProcess,
    exitStatus: Int32? = 0,
    finish: Bool = true, started: Date = Date(timeIntervalSince1970: 1_800_000_000)
  ) -> SnapshotRunLog {
    let log = SnapshotRunLog(process: process, started: started, writesOnExit: false)
    let session = SnapshotSession(registry: SnapshotRegistry(), runLog: log)
    let tester = SnapshotTester(
      snapshotsFolder: snapshots.folder, environment: [:], session: session,
      reporter: IssueCollector().reporter)
    for name in names { tester.assertSnapshot(of: name, named: name, suite: "S") }
    if finish { log.finish(exitStatus: exitStatus) }
    return log
  }

  private func withGoldens(_ body: (TemporarySnapshots) throws -> Void) rethrows {
    try withTemporarySnapshots { snapshots in
      for name in ["kept-a", "kept-b"] { snapshots.write("S/\(name).txt", name + "\n") }
      snapshots.write("Old/gone.txt", "gone\n")
      snapshots.write("S/renamed.txt", "renamed\n")
      try body(snapshots)
    }
  }

  @Test func orphansAreTheGoldenFilesNoTestCheckedInAFullPassingRun() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a", "kept-b"], process: process())
      let result = snapshots.operations().listOrphans()
      #expect(result.succeeded, "\(result.errors)")
      #expect(
        result.output == """
          Last test run: started 2027-01-15T08:00:00Z, 1 test process(es) (Swift Testing), 2 golden file(s) checked.
          Golden files no test checked:
            Snapshots/Old/gone.txt
            Snapshots/S/renamed.txt
          2 orphan(s). Delete them with `tracker-kit snapshots orphans --delete`.

          """)
    }
  }

  @Test func orphansDeleteRemovesThemAndEmptyFolders() {
    withGoldens { snapshots in
      snapshots.write("S/renamed.txt.new", "pending beside an orphan\n")
      run(snapshots, ["kept-a", "kept-b"], process: process())
      let result = snapshots.operations().deleteOrphans()
      #expect(result.succeeded)
      #expect(
        result.output.hasSuffix("Deleted Snapshots/Old/gone.txt\nDeleted Snapshots/S/renamed.txt\n")
      )
      #expect(!FileManager.default.fileExists(atPath: snapshots.url("Old").path))
      #expect(
        snapshots.allFiles().filter { !$0.hasPrefix(".last-run/") } == [
          "S/kept-a.txt", "S/kept-b.txt",
        ])
      #expect(
        snapshots.operations().listOrphans().output.hasSuffix(
          "No orphans: every golden file was checked in that run.\n"))
    }
  }

  @Test func recordsOfSeveralProcessesInOneRunAreCombined() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a"], process: process(id: 1))
      run(
        snapshots, ["kept-b", "renamed"],
        process: TestProcess(processID: 2, runID: "100-1", framework: "XCTest", scope: .full))
      let result = snapshots.operations().listOrphans()
      #expect(
        result.output.contains(
          "2 test process(es) (Swift Testing, XCTest), 3 golden file(s) checked."))
      #expect(result.output.contains("  Snapshots/Old/gone.txt\n1 orphan(s)."))
    }
  }

  @Test func aNewRunReplacesTheRecordsOfTheLastOne() {
    withGoldens { snapshots in
      run(
        snapshots, ["kept-a", "kept-b", "renamed"],
        process: process(.partial("swift test --filter x"), run: "1-1"))
      run(snapshots, ["kept-a", "kept-b", "renamed"], process: process(run: "2-2"))
      #expect(snapshots.allFiles().filter { $0.hasPrefix(".last-run/") } == [".last-run/2-2.7.txt"])
      #expect(
        snapshots.operations().listOrphans().output.contains(
          "  Snapshots/Old/gone.txt\n1 orphan(s)."))
    }
  }

  @Test func filteredRunIsNotTrusted() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a"], process: process(.partial("swift test --filter Trackers")))
      let result = snapshots.operations().deleteOrphans()
      #expect(!result.succeeded)
      #expect(result.output == "")
      #expect(
        result.errors == """
          Cannot report orphans: the last test run does not show which golden files are in use.
          - The Swift Testing process (7) ran only some tests (swift test --filter Trackers); tests that did not run would look like orphans. Run `swift test` with no --filter or --skip.

          """)
      #expect(snapshots.exists("Old/gone.txt"), "nothing is deleted after a partial run")
    }
  }

  @Test func failingRunIsNotTrusted() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a", "kept-b"], process: process(), exitStatus: 1)
      #expect(
        snapshots.operations().listOrphans().errors.contains("exited with status 1: tests failed"))
    }
  }

  @Test func failingSnapshotMakesTheRunUntrusted() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a", "not-recorded-yet"], process: process())
      #expect(
        snapshots.operations().listOrphans().errors.contains("had 1 failing snapshot assertion(s).")
      )
    }
  }

  @Test func unfinishedProcessIsNotTrusted() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a", "kept-b"], process: process(), finish: false)
      #expect(
        snapshots.operations().listOrphans().errors.contains(
          "never finished: it crashed, was stopped, or is still running."))
    }
  }

  @Test func unknownExitStatusIsNotTrusted() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a", "kept-b"], process: process(), exitStatus: nil)
      #expect(
        snapshots.operations().listOrphans().errors.contains(
          "does not tell the harness its exit status"))
    }
  }

  @Test func noRecordSaysHowToMakeOne() {
    withGoldens { snapshots in
      let result = snapshots.operations().listOrphans()
      #expect(!result.succeeded)
      #expect(
        result.errors.contains(
          "There is no record of a test run in Snapshots/.last-run/. Run the whole test suite locally (`swift test`) first; CI never writes one."
        ))
    }
  }

  @Test func malformedRecordIsReportedWithFileAndLine() {
    withGoldens { snapshots in
      snapshots.write(".last-run/9-9.1.txt", "run: 9-9\nthis line is wrong\n")
      #expect(
        snapshots.operations().listOrphans().errors.contains(
          "Snapshots/.last-run/9-9.1.txt:2: not a valid run record: expected `key: value`"))
    }
  }

  @Test func ciWritesNoRunRecord() {
    withGoldens { snapshots in
      let log = SnapshotRunLog(process: process(), writesOnExit: false)
      let tester = SnapshotTester(
        snapshotsFolder: snapshots.folder, environment: ["CI": "1"],
        session: SnapshotSession(runLog: log),
        reporter: IssueCollector().reporter)
      tester.assertSnapshot(of: "kept-a", named: "kept-a", suite: "S")
      log.finish(exitStatus: 0)
      #expect(!snapshots.allFiles().contains { $0.hasPrefix(".last-run") })
    }
  }

  @Test func recordRoundTrips() throws {
    var record = SnapshotRunRecord(
      runID: "5-6", processID: 7, framework: "XCTest", started: "2027-01-15T08:00:00Z",
      scope: .partial("swift test --skip Slow"), status: .finished(exitStatus: 0))
    record.failedSnapshots = 2
    record.checked = ["S/a.txt", "S/b c.txt"]
    #expect(try SnapshotRunRecord.parse(record.rendered(), file: "f") == record)
  }

  // MARK: Telling a full run from a partial one

  @Test(arguments: [
    (["/usr/bin/swift-test"], TestRunScope.full),
    (["/usr/bin/swift-test", "--parallel"], .full),
    (["/usr/bin/swift-test", "--filter", "Trackers"], .partial("swift test --filter Trackers")),
    (["/usr/bin/swift-test", "--skip=Slow"], .partial("swift test --skip=Slow")),
    (["/usr/bin/swift-test", "--disable-xctest"], .partial("swift test --disable-xctest")),
    (["/usr/bin/swift", "test", "-s", "M.T/test"], .partial("swift test -s M.T/test")),
  ])
  func parentSwiftTestArgumentsDecide(parent: [String], scope: TestRunScope) {
    // Under --parallel the XCTest process gets one test name, yet the run is full.
    #expect(TestProcess.scope(arguments: ["M.T/testOne"], parentArguments: parent) == scope)
  }

  @Test func withoutParentArgumentsTheTestProcessArgumentsDecide() {
    #expect(TestProcess.scope(arguments: [], parentArguments: nil) == .full)
    #expect(
      TestProcess.scope(arguments: ["/p/.build/debug/PkgTests.xctest"], parentArguments: nil)
        == .full)
    #expect(
      TestProcess.scope(arguments: ["--testing-library", "swift-testing"], parentArguments: nil)
        == .full)
    #expect(
      TestProcess.scope(arguments: ["M.T/a,M.T/b"], parentArguments: nil)
        == .partial("the test process was given the test list M.T/a,M.T/b"))
    #expect(
      TestProcess.scope(
        arguments: ["--filter", "x", "--testing-library", "swift-testing"],
        parentArguments: ["/bin/launcher"])
        == .partial("the test process was given --filter x --testing-library swift-testing"))
  }

  @Test func thisTestProcessKnowsItsLibrary() {
    #expect(TestProcess.current().framework == "Swift Testing")
  }
}

extension SnapshotOrphansTests {
  @Test func aGoldenFileCheckedByTwoTestProcessesIsReported() {
    withGoldens { snapshots in
      run(snapshots, ["kept-a"], process: process(id: 1))
      run(
        snapshots, ["kept-a", "kept-b"],
        process: TestProcess(processID: 2, runID: "100-1", framework: "XCTest", scope: .full))
      #expect(
        snapshots.operations().listOrphans().errors.contains(
          "Snapshots/S/kept-a.txt was checked by two test processes, Swift Testing (1) and XCTest (2):"
            + " two assertions share one name."))
    }
  }
}
