import Dispatch
import Foundation
import Testing
import TextSnapshotTesting

@testable import TextSnapshot

@Suite struct SnapshotRegistryTests {
  @Test func sameNameFromTwoAssertionsIsAnError() throws {
    try withTemporarySnapshots { snapshots in
      let tester = snapshots.tester(["SNAPSHOT_RECORD": "missing"])
      tester.assertSnapshot(of: "first", named: "screen", suite: "S")
      let failure = try #require(
        tester.assertSnapshot(of: "second", named: "screen", suite: "S").failure)
      #expect(failure.reason == .duplicateName)
      #expect(
        failure.message.hasPrefix(
          "Snapshot Snapshots/S/screen.txt is already used by the assertion at SnapshotRegistryTests.swift:"
        ))
      #expect(
        snapshots.read("S/screen.txt") == "first\n",
        "the second assertion must not overwrite the first")
    }
  }

  @Test func namesDifferingOnlyInCaseOrNormalisationCollide() {
    withTemporarySnapshots { snapshots in
      let tester = snapshots.tester(["SNAPSHOT_RECORD": "missing"])
      tester.assertSnapshot(of: "a", named: "Caf\u{E9}", suite: "S")
      #expect(
        tester.assertSnapshot(of: "a", named: "CAFE\u{301}", suite: "S").failure?.reason
          == .duplicateName)
    }
  }

  @Test func theSameAssertionRepeatedWithTheSameTextPasses() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "same\n")
      let session = SnapshotSession()
      let location = try? SnapshotLocation(snapshotsFolder: snapshots.folder, suite: "S", name: "a")
      for _ in 0..<3 {
        // A repeated or retried test: same place, same text.
        #expect(
          location.map { session.check("same", at: $0, environment: [:], from: callSite(line: 7)) }
            == .matched)
      }
    }
  }

  @Test func theSameAssertionWithDifferentTextIsALoopOrNondeterminism() throws {
    try withTemporarySnapshots { snapshots in
      let session = SnapshotSession()
      let location = try SnapshotLocation(snapshotsFolder: snapshots.folder, suite: "S", name: "a")
      _ = session.check("en text", at: location, environment: [:], from: callSite(line: 7))
      let outcome = session.check(
        "ru text", at: location, environment: [:], from: callSite(line: 7))
      let failure = try #require(outcome.failure)
      #expect(failure.reason == .duplicateName)
      #expect(
        failure.message.contains("checked twice from Fake.swift:7 in this run with different text"))
    }
  }

  @Test func sameNameInDifferentSuitesIsFine() {
    withTemporarySnapshots { snapshots in
      let tester = snapshots.tester(["SNAPSHOT_RECORD": "missing"])
      #expect(!tester.assertSnapshot(of: "a", named: "screen", suite: "One").isFailure)
      #expect(!tester.assertSnapshot(of: "b", named: "screen", suite: "Two").isFailure)
    }
  }

  @Test func concurrentAssertionsEachWriteTheirOwnCompleteFile() {
    withTemporarySnapshots { snapshots in
      let tester = snapshots.tester(["SNAPSHOT_RECORD": "missing"])
      let text = { @Sendable (index: Int) in
        (0..<50).map { "snapshot \(index) line \($0)" }.joined(separator: "\n")
      }
      DispatchQueue.concurrentPerform(iterations: 64) { index in
        tester.assertSnapshot(of: text(index), named: "screen-\(index)", suite: "Parallel")
      }
      let files = snapshots.allFiles()
      #expect(
        files.count == 64,
        "no temporary files left behind: \(files.filter { $0.hasSuffix(".tmp") })")
      for index in 0..<64 {
        #expect(snapshots.read("Parallel/screen-\(index).txt") == text(index) + "\n")
      }
    }
  }

  @Test func readersNeverSeeAHalfWrittenFile() throws {
    try withTemporarySnapshots { snapshots in
      let file = snapshots.url("S/a.txt")
      let versions = (0..<8).map { version in
        Array(String(repeating: "version \(version)\n", count: 20_000).utf8)
      }
      try SnapshotFiles.writeAtomically(versions[0], to: file, display: "a")
      // The versions as `Data`, which compares 160 kB at memory speed.
      let whole = Set(versions.map { Data($0) })
      let torn = LockedState(0)
      // Two writer threads and two reader threads loop at the same time, so reads land in
      // the middle of writes (concurrentPerform would run them one core's worth at a time).
      let done = DispatchGroup()
      for worker in 0..<4 {
        done.enter()
        Thread {
          for round in 0..<150 {
            if worker < 2 {
              try? SnapshotFiles.writeAtomically(
                versions[(round + worker) % versions.count], to: file, display: "a")
            } else if let bytes = try? SnapshotFiles.readBytes(file, display: "a"),
              !whole.contains(Data(bytes))
            {
              torn.withLock { $0 += 1 }
            }
          }
          done.leave()
        }.start()
      }
      done.wait()
      #expect(torn.withLock { $0 } == 0)
      #expect(snapshots.allFiles() == ["S/a.txt"])
    }
  }
}
