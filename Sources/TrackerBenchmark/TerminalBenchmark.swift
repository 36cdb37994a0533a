import Foundation
import TrackerApp
import TrackerLocalization
import TrackerStateFile
import TrackerTerminal
import TrackerWorkload

/// The terminal app on one workload, as a person uses it: a key press that
/// marks a tracker done on the main screen, with the new frame drawn and
/// written as escape sequences (the goal: under 16 ms on L), the same while a
/// save runs behind the screen (`StateFileSaver`, as the app saves), the time from
/// start to the first frame, and the save itself through `StateFileStore` (the
/// goal: under 1 s on L).
enum TerminalBenchmark {
  static func run(_ workload: Workload, _ stopwatch: inout Stopwatch) -> String {
    var app = TerminalApp(
      session: AppSession(
        state: workload.state, today: workload.today, localizer: Localizer(language: .russian)))
    let size = TerminalSize(columns: 80, rows: 24)
    for _ in 0..<3 { _ = app.handle(.tab) }
    guard let focus = app.focus, focus.rawValue.hasSuffix(".done") else {
      return "no done button in focus on \(workload.name)\n"
    }
    var table = ReportTable(["operation", "median", "runs"])
    let elements = app.session.screen.allElements.count
    table.add(
      "draw the main screen at 80×24 (\(elements) elements), as escape sequences",
      ours: stopwatch.time { frameText(app, size).utf8.count })
    table.add(
      "… of which the key alone: TerminalApp.handle(.enter)",
      ours: stopwatch.time {
        var copy = app
        return copy.handle(.enter).count
      })
    table.add(
      "Enter on \(focus): the act, the new frame and its escape sequences",
      ours: stopwatch.time {
        var copy = app
        _ = copy.handle(.enter)
        return frameText(copy, size).utf8.count
      })
    var after = app
    let effects = after.handle(.enter)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tracker-kit-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    var fileSize = 0
    do {
      var store = try StateFileStore.open(path: path, today: workload.today).store
      try store.save(app.session.state)
      fileSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      table.add(
        "save after it: StateFileStore.save (checked, written beside, flushed, renamed), \(fileSize / 1_048_576) MiB",
        ours: stopwatch.time {
          do {
            try store.save(after.session.state)
            return 1
          } catch {
            return -1
          }
        })
      table.add(
        "… of which making the text: StateFile.write",
        ours: stopwatch.time { StateFile.write(after.session.state).utf8.count })
      table.add(
        "start to the first frame: open and read the file, the session, the main screen drawn",
        ours: stopwatch.time {
          guard let opened = try? StateFileStore.open(path: path, today: workload.today) else {
            return -1
          }
          let started = TerminalApp(
            session: AppSession(
              state: opened.state, today: workload.today, localizer: Localizer(language: .russian)))
          return frameText(started, size).utf8.count
        })
      // The key as the app handles it now: its change appended to the journal and synced
      // before the frame is drawn (`StateFileSaver.record`); the file is folded behind.
      let opened = try StateFileStore.open(path: path, today: workload.today)
      let saver = StateFileSaver(store: opened.store, state: opened.state)
      var current = app
      var failures = 0
      let recorded = stopwatch.time {
        // Enter marks the card done, and the next run's Enter marks it undone again.
        let effects = current.handle(.enter)
        for case .save(let changes) in effects {
          do {
            try saver.record(
              changes, today: current.session.today, queuing: false,
              state: current.session.state)
          } catch {
            failures += 1
          }
        }
        return frameText(current, size).utf8.count
      }
      saver.finish()
      table.add(
        "Enter with its change appended to the journal and synced (StateFileSaver.record\(failures > 0 ? ", \(failures) FAILED" : "")): the act, the append and the new frame",
        ours: recorded)
    } catch {
      return table.text + "\ncannot save to \(path): \(error)\n"
    }
    let check =
      effects.count == 1 && after.session.state.records.count == app.session.state.records.count + 1
      ? "the key press made one record and asked for a save"
      : "THE KEY PRESS DID NOT MAKE ONE RECORD"
    return table.text + "\n" + check + "\n"
  }

  /// What the terminal is sent for a frame.
  private static func frameText(_ app: TerminalApp, _ size: TerminalSize) -> String {
    ScreenDrawing.draw(app, size: size).lines.map { $0.ansi(.trueColor) }.joined(separator: "\r\n")
  }
}
