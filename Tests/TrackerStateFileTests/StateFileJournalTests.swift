import Foundation
import Testing
import TrackerDomain

@testable import TrackerStateFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal beside the state file: one change a line, read back onto the file by every
/// reader; a line a crash cut short is dropped with a note, a change the file already holds is
/// never applied twice, and anything else left out is said and kept aside.
@Suite("The state file's journal")
struct StateFileJournalTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "journal-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// One change of every kind the journal writes, in an order the demo state takes, each
  /// with the state after it.
  func everyKindOfChange(from start: TrackerState? = nil) throws -> [(TrackerAction, TrackerState)]
  {
    var state = start ?? DemoState.make(today: today)
    // Drink water: a daily habit, not done today.
    let tracker = try #require(state.tracker("t6"))
    let category = try #require(state.categories.first)
    let draft = TrackerDraft(
      name: "Read", category: category.id, emoji: Palette.emoji[2], color: Palette.colors[3],
      schedule: .everyDay, notes: "Ten pages\n\"at least\"", goal: .days(30),
      reminders: [try #require(ReminderTime("21:00"))])
    var edited = draft
    edited.name = "Read more"
    let changes: [TrackerAction] = [
      .createCategory(title: "Books"), .renameCategory(category.id, title: "Дом"),
      .createTracker(draft), .editTracker("t1", edited), .pin("t1"), .unpin("t1"),
      .markDone(tracker.id, on: today), .markUndone(tracker.id, on: today),
      .moveStart(
        tracker.id, to: tracker.created.adding(days: 2),
        confirmedLoss: state.recordsLost(
          movingStartOf: tracker.id, to: tracker.created.adding(days: 2))),
      .deleteTracker(tracker.id), .deleteCategory(category.id),
    ]
    var result: [(TrackerAction, TrackerState)] = []
    for change in changes {
      state = try state.applying(change, today: today)
      result.append((change, state))
    }
    return result
  }

  /// A folder with the demo state's file in it, opened as a front end opens it; the caller
  /// removes the folder.
  func demoFile(_ state: TrackerState? = nil) throws -> (
    folder: URL, path: String, store: StateFileStore
  ) {
    let dir = try folder()
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(state ?? DemoState.make(today: today), to: path)
    return (dir, path, try StateFileStore.open(path: path, today: today).store)
  }

  /// The demo state with only the trackers `everyKindOfChange` acts on: a file read again at
  /// every byte of a journal costs what its records cost, and the journal is the same.
  func smallDemo() throws -> TrackerState {
    var state = DemoState.make(today: today)
    for tracker in state.trackers where tracker.id != "t1" && tracker.id != "t6" {
      state = try state.applying(.deleteTracker(tracker.id), today: today)
    }
    return state
  }

  /// The file at `path` read as every command reads it.
  func read(_ path: String) throws -> StateFileReading {
    try StateFile.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, fileName: path,
      today: today)
  }

  @Test("Every kind of change: one readable line each, read back to the same state")
  func everyKind() throws {
    let (dir, path, store) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    let changes = try everyKindOfChange()
    for (change, _) in changes {
      try store.append([change], today: today, queuing: false)
    }
    let text = try String(contentsOfFile: store.journal.path, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count == changes.count && text.hasSuffix("\n"))
    // Every kind the journal knows is here, named as the state file names it.
    let kinds = Set(lines.compactMap { $0.firstMatch(of: /"change": "(\w+)"/)?.1 }.map(String.init))
    #expect(kinds == Set(ChangeName.allCases.map(\.rawValue)))
    for (number, line) in lines.enumerated() {
      #expect(line.hasPrefix("{\"n\": \(number + 1), \"today\": \"2026-11-23\", \"change\": "))
      #expect(line.utf8.count < 1_024)
    }
    let reading = try read(path)
    let isLast = reading.state == changes.last?.1
    #expect(isLast)
    #expect(reading.journalChanges == changes.count && reading.notes.isEmpty)
  }

  @Test("The goals app's changes kept for the server are kept again when read back")
  func queued() throws {
    let (dir, path, store) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    var state = DemoState.make(today: today)
    for (change, _) in try everyKindOfChange() {
      state = try state.applying(change, today: today, queuing: true)
      try store.append([change], today: today, queuing: true)
    }
    #expect(state.pendingChanges.count == 11)
    let isSame = try read(path).state == state
    #expect(isSame)
  }

  @Test("A journal cut at any byte: the whole acts before the cut, and a note; never an error")
  func cutAnywhere() throws {
    let start = try smallDemo()
    let (dir, path, store) = try demoFile(start)
    defer { try? FileManager.default.removeItem(at: dir) }
    let changes = try everyKindOfChange(from: start)
    // One act of two changes in the middle: kept whole or not at all.
    try store.append([changes[0].0, changes[1].0], today: today, queuing: false)
    for (change, _) in changes.dropFirst(2) {
      try store.append([change], today: today, queuing: false)
    }
    let journal = Array(try Data(contentsOf: URL(fileURLWithPath: store.journal.path)))
    let file = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let lineEnds = journal.indices.filter { journal[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    // The file is read once: `read` is the file's contents with the journal applied
    // (`reading`), and only the journal changes from one cut to the next. Read whole, the
    // same as its two halves.
    let (base, lastChange) = try StateFile.contents(file, fileName: path, today: today)
    for cut in [0, journal.count] {
      let whole = try StateFile.read(
        file, fileName: path, today: today, journal: Array(journal[..<cut]),
        journalName: "state.json.journal")
      let halves = StateFile.reading(
        base, lastChange: lastChange, journal: Array(journal[..<cut]),
        journalName: "state.json.journal")
      let isSame =
        whole.state == halves.state && whole.journalChanges == halves.journalChanges
        && whole.notes == halves.notes && whole.lastChange == halves.lastChange
        && whole.journal?.intact == halves.journal?.intact
      #expect(isSame, "cut at \(cut)")
    }
    for cut in 0...journal.count {
      let reading = StateFile.reading(
        base, lastChange: lastChange, journal: Array(journal[..<cut]),
        journalName: "state.json.journal")
      // The whole lines before the cut; the first line alone is half an act.
      let whole = lineEnds.filter { $0 <= cut }.count
      let expected = whole < 2 ? start : changes[whole - 1].1
      let isExpected = reading.state == expected
      #expect(isExpected, "cut at \(cut)")
      let isCut = (cut > 0 && !lineEnds.contains(cut)) || whole == 1
      #expect(reading.notes.map(\.problem) == (isCut ? [.cutShort] : []), "cut at \(cut)")
    }
  }

  @Test("A crash between the new state file and emptying the journal applies nothing twice")
  func foldedButNotEmptied() throws {
    let (dir, path, store) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    let changes = try everyKindOfChange()
    for (change, _) in changes { try store.append([change], today: today, queuing: false) }
    // At each change: the file rewritten with the state up to it, the journal left whole.
    for (index, (_, state)) in changes.enumerated() {
      try StateFile.save(state, lastChange: index + 1, to: path)
      let reading = try read(path)
      let isLast = reading.state == changes.last?.1
      #expect(isLast, "folded up to \(index + 1)")
      #expect(reading.journalChanges == changes.count - index - 1 && reading.notes.isEmpty)
    }
  }

  @Test("A damaged line, a gap, another file's journal: said, nothing after applied, kept aside")
  func leftOut() throws {
    let (dir, path, store) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    let start = DemoState.make(today: today)
    let changes = try everyKindOfChange()
    for (change, _) in changes.prefix(4) {
      try store.append([change], today: today, queuing: false)
    }
    let journalPath = store.journal.path
    let whole = try String(contentsOfFile: journalPath, encoding: .utf8)
    var lines = whole.split(separator: "\n").map(String.init)
    func check(_ text: String, _ expected: JournalProblem, applied: Int) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: journalPath))
      let reading = try read(path)
      #expect(reading.notes.map(\.problem) == [expected])
      let isApplied = reading.state == (applied == 0 ? start : changes[applied - 1].1)
      #expect(isApplied, "\(expected)")
      // A front end opening it keeps it aside, whole, and starts a new one.
      let opened = try StateFileStore.open(path: path, today: today)
      let isSame = opened.state == reading.state
      #expect(isSame)
      let aside = try #require(
        opened.store.notes.compactMap { note -> String? in
          if case .keptAside(let aside) = note.problem { aside } else { nil }
        }.first)
      #expect(try String(contentsOfFile: aside, encoding: .utf8) == text)
      #expect(!FileManager.default.fileExists(atPath: journalPath))
      try FileManager.default.removeItem(atPath: aside)
    }
    // A letter changed in the second line: its check no longer matches.
    lines[1] = lines[1].replacingOccurrences(of: "\"today\": \"2026", with: "\"today\": \"2027")
    try check(lines.joined(separator: "\n") + "\n", .damaged(following: 2), applied: 1)
    lines = whole.split(separator: "\n").map(String.init)
    try check(
      [lines[0], lines[2], lines[3]].joined(separator: "\n") + "\n",
      .outOfOrder(expected: 2, found: 3, following: 1), applied: 1)
    try check(
      lines.dropFirst().joined(separator: "\n") + "\n", .notThisFile(holds: 0, starts: 2),
      applied: 0)
  }

  @Test("Opening cuts off a line cut short, so the next act starts on a line of its own")
  func openCutsTheTail() throws {
    let (dir, path, first) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    let changes = try everyKindOfChange()
    try first.append([changes[0].0], today: today, queuing: false)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: first.journal.path))
    handle.seekToEndOfFile()
    handle.write(Data(#"{"n": 2, "today": "2026-11-23", "change": "renameCat"#.utf8))
    try handle.close()
    let again = try StateFileStore.open(path: path, today: today)
    let isFirst = again.state == changes[0].1
    #expect(isFirst)
    #expect(again.store.notes.map(\.problem) == [.cutShort])
    try again.store.append([changes[1].0], today: today, queuing: false)
    let reading = try read(path)
    let isSecond = reading.state == changes[1].1
    #expect(isSecond && reading.notes.isEmpty)
  }

  @Test("A whole state saved over a file with a journal supersedes the journal")
  func wholeSaveSupersedes() throws {
    let (dir, path, store) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    for (change, _) in try everyKindOfChange().prefix(3) {
      try store.append([change], today: today, queuing: false)
    }
    try StateFile.save(TrackerState(), to: path)
    let isEmpty = try read(path).state == TrackerState()
    #expect(isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store.journal.path))
  }

  @Test("The journal is as private as the state file")
  func journalMode() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    chmod(path, 0o600)
    let store = try StateFileStore.open(path: path, today: today).store
    try store.append([.pin("t1")], today: today, queuing: false)
    let attributes = try FileManager.default.attributesOfItem(atPath: store.journal.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test("Opening removes the kit's own temporary files of killed saves, and no other file")
  func leftovers() throws {
    let (dir, path, _) = try demoFile()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A process id that no process has: one past the largest the system gives.
    let gone = Int32.max
    let mine = [".state.json.\(gone).tmp", ".state.json.journal.\(gone).tmp"]
    let others = [
      ".state.json.\(getpid()).tmp", ".state.json.\(getppid()).tmp", ".state.json.x.tmp",
      ".other.json.\(gone).tmp", "state.json.\(gone).tmp", ".state.json.\(gone).tmp.keep",
    ]
    for name in mine + others {
      try Data("x".utf8).write(to: dir.appendingPathComponent(name))
    }
    _ = try StateFileStore.open(path: path, today: today)
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
    #expect(names == Set(others + ["state.json"]))
  }

  @Test("A file without a journal, or written before journals, reads as it always did")
  func olderFiles() throws {
    let state = DemoState.make(today: today)
    let text = StateFile.write(state)
    #expect(!text.contains("lastChange"))
    let isSame = try StateFile.read(Array(text.utf8), fileName: "s", today: today) == state
    #expect(isSame)
    let reading = try StateFile.read(
      Array(text.utf8), fileName: "s", today: today, journal: [], journalName: "j")
    let isSameRead = reading.state == state
    #expect(isSameRead && reading.journalChanges == 0 && reading.notes.isEmpty)
  }
}
