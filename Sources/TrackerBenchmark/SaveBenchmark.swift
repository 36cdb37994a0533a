import Foundation
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerStateFile
import TrackerWire
import TrackerWorkload

/// What a change of the user's data costs on disk, on one workload: the whole state file
/// rewritten (how every change was saved before the journal), against the change appended to
/// the journal and synced (the goal: a mark done under 5 ms median and under 1 KB on L), the
/// same through `serve --save`'s session from request line to answer line, reading a file back
/// with a journal as long as the fold bound, and the fold itself. The files are written in a
/// folder of the current one (a disk, where a sync costs what it costs; the system's temporary
/// folder may be in memory).
enum SaveBenchmark {
  static func run(_ workload: Workload, _ stopwatch: inout Stopwatch) -> String {
    let folder = FileManager.default.currentDirectoryPath + "/.tracker-kit-bench-save-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/state.json"
    var table = ReportTable(["operation", "median", "runs"])
    do {
      try StateFile.save(workload.state, to: path)
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      let opened = try StateFileStore.open(path: path, today: workload.today)
      var store = opened.store
      let state = opened.state
      guard let tracker = state.trackers.first(where: { $0.schedule == .everyDay }) else {
        return "no daily habit in \(workload.name)\n"
      }
      let today = workload.today
      let done = state.records.isDone(tracker.id, on: today)
      let changes: [TrackerAction] =
        done
        ? [.markUndone(tracker.id, on: today), .markDone(tracker.id, on: today)]
        : [.markDone(tracker.id, on: today), .markUndone(tracker.id, on: today)]
      let after = try state.applying(changes[0], today: today)
      table.add(
        "mark done, before: the whole state file rewritten (StateFileStore.save: \(size / 1_048_576) MiB written beside, flushed, renamed)",
        ours: stopwatch.time {
          (try? store.save(after)) == nil ? -1 : 1
        })
      try store.save(state)
      var count = 0
      let journalBefore = store.journal.size
      let appended = stopwatch.time {
        defer { count += 1 }
        let change = changes[count % 2]
        return (try? store.append([change], today: today, queuing: false)) ?? -1
      }
      let perChange = (store.journal.size - journalBefore) / max(count, 1)
      table.add(
        "mark done, now: its line appended to the journal and synced (StateFileStore.append), \(perChange) bytes a change",
        ours: appended)
      try store.save(count % 2 == 1 ? after : state)
      table.add(
        "… the same through serve --save's session: mark done, request line to answer line (edits)",
        ours: try served(path: path, tracker: tracker.id, workload, &stopwatch))
      // A journal as long as the fold bound, read back with the file, as every command does.
      var (reopened, folded, _) = try StateFileStore.open(path: path, today: today)
      let first = folded.records.isDone(tracker.id, on: today)
      var marks = 0
      while reopened.journal.size < StateFileSaver.foldBound {
        let change: TrackerAction =
          (marks % 2 == 0) == first
          ? .markUndone(tracker.id, on: today) : .markDone(tracker.id, on: today)
        try reopened.append([change], today: today, queuing: false)
        folded = try folded.applying(change, today: today)
        marks += 1
      }
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      table.add(
        "reading the file alone (StateFile.read)",
        ours: stopwatch.time {
          (try? StateFile.read(bytes, fileName: path, today: today))?.records.count ?? -1
        })
      table.add(
        "reading it with a journal of \(marks) changes, the fold bound (\(StateFileSaver.foldBound / 1_024) KiB)",
        ours: stopwatch.time {
          (try? StateFile.read(bytes, path: path, fileName: path, today: today))?.journalChanges
            ?? -1
        })
      let number = reopened.journal.lastChange
      table.add(
        "the fold behind the screen: the file rewritten with the journal's changes, the journal emptied (StateFileStore.fold)",
        ours: stopwatch.time {
          (try? reopened.fold(folded, through: number)) == nil ? -1 : 1
        })
    } catch {
      return table.text + "\ncannot save to \(path): \(error)\n"
    }
    return table.text + "\nfiles in \(folder)\n"
  }

  /// `serve --save`'s session on the file at `path`: a tap on the tracker's done button,
  /// request line to answer line, as a client of edits (each tap marks the day done or undone
  /// in turn); the journal is folded when it ends.
  private static func served(
    path: String, tracker: TrackerID, _ workload: Workload, _ stopwatch: inout Stopwatch
  ) throws -> Timing {
    let opened = try StateFileStore.open(path: path, today: workload.today)
    let saver = StateFileSaver(store: opened.store, state: opened.state)
    defer { saver.finish() }
    var server = ServeSession(
      session: AppSession(
        state: opened.state, today: workload.today, localizer: Localizer(language: .russian)),
      saver: saver, edits: true)
    _ = server.respond(to: Array(#"{"show":true}"#.utf8))
    let tap = Array(#"{"tap":"trackers.card.\#(tracker.rawValue).done"}"#.utf8)
    return stopwatch.time { server.respond(to: tap).utf8.count }
  }
}
