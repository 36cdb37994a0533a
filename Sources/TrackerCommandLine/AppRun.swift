import AtomicFile
import Foundation
import TrackerApp
import TrackerDomain
import TrackerStateFile
import TrackerTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the terminal app on a state file: the lock that keeps a second
/// copy of the app off the file, the first save of a new file, the loop that
/// hands every change to a `StateFileSaver` (saved behind the screen), the saves
/// finished before the process ends (quit, Ctrl-C, SIGTERM, SIGHUP), and, if the
/// last changes could not be saved, a copy of them beside the file.
struct AppRun {
  let path: String
  var store: StateFileStore
  let isNew: Bool
  /// Today now, read between keys: the app moves today on at midnight (nil with `--today`).
  let readToday: (@Sendable () -> Day)?
  /// The messages on standard error, in the user's language.
  let say: Messages

  /// Runs the app; the terminal is restored before this returns.
  func run(_ session: AppSession, colors: TerminalColorMode) -> CommandResult {
    let lock: StateFileLock
    do throws(CommandFailure) {
      lock = try Self.hold(path, say: say)
    } catch {
      return .failure(error.message)
    }
    defer { withExtendedLifetime(lock) {} }
    // The real file: a symbolic link is followed, and the link stays.
    removeLeftoverTemporaryFiles(of: (try? AtomicFile.target(of: path)) ?? path)
    var store = self.store
    if isNew {
      do {
        try store.save(session.state)
      } catch {
        return .failure(say(.terminalErrorCannotSave, "\(error)"))
      }
    }
    let terminal: Terminal
    do {
      terminal = try Terminal()
    } catch {
      return .failure(say(.terminalErrorNoTerminal, "\(error)"))
    }
    let readToday = self.readToday
    // Saves go behind the screen, one at a time, merged while one is written.
    let saver = StateFileSaver(store: store)
    let end = TerminalLoop.run(
      TerminalApp(session: session), in: terminal, colors: colors,
      whileWaiting: { app in
        guard let today = readToday?(), today != app.session.today else { return false }
        app.updateSession { $0.today = today }
        return true
      },
      save: { saver.submit($0.state) },
      savesFinished: { saver.takeOutcome().map(Self.saveOutcome) })
    terminal.restore()
    // Quit, Ctrl-C, SIGTERM, SIGHUP: the save in flight and the one waiting finish first.
    let stopSignal = terminal.stopSignal
    let outcome = saver.finish()
    let status: Int32 = stopSignal.map { 128 + $0 } ?? 0
    guard case .notSaved(let error)? = outcome else { return CommandResult(status: status) }
    return Self.keepUnsaved(end.session.state, of: path, because: error, say: say)
  }

  /// The state file held for this run: its folder made (the real file's, a symbolic link
  /// followed) and its lock taken, so that no second app or web page opens it; or what to
  /// tell the user, in their language (the terminal app and the web page start so).
  static func hold(_ path: String, say: Messages) throws(CommandFailure) -> StateFileLock {
    let target = (try? AtomicFile.target(of: path)) ?? path
    let folder = (target as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(
        message: say(.terminalErrorCannotCreateFolder, folder, error.localizedDescription))
    }
    do throws(StateFileLockError) {
      return try StateFileLock(path: path)
    } catch {
      switch error {
      case .heldElsewhere(let path):
        throw CommandFailure(message: say(.terminalErrorHeldElsewhere, path))
      case .cannotLock(let path, let reason):
        throw CommandFailure(message: say(.terminalErrorCannotLock, path, reason))
      }
    }
  }

  /// After the last save failed: `state` written beside the file (`FILE.unsaved.json`),
  /// and a failure that says where (the terminal app and the web page end so).
  static func keepUnsaved(
    _ state: TrackerState, of path: String, because error: StateFileStoreError, say: Messages
  ) -> CommandResult {
    let reason =
      if case .changedElsewhere = error {
        say.text(.terminalErrorChangedElsewhere)
      } else {
        "\(error)"
      }
    let copy = Self.unsavedCopyPath(of: path)
    do {
      // Readable by the user only, whatever the state file's mode: it is their data.
      try StateFile.save(state, to: copy, newFileMode: 0o600)
    } catch {
      return .failure(say(.terminalErrorNotSavedAnywhere, path, copy, "\(error)"))
    }
    return .failure(say(.terminalErrorNotSaved, path, reason, copy))
  }

  /// A finished save as the terminal's loop shows it.
  static func saveOutcome(_ outcome: StateFileSaver.Outcome) -> SaveOutcome {
    switch outcome {
    case .saved: .saved
    case .notSaved(.changedElsewhere): .changedElsewhere
    case .notSaved(let error): .failed("\(error)")
    }
  }

  /// Where the changes that could not be saved go: `FILE.unsaved.json` beside the file,
  /// or `FILE.unsaved.2.json` … when an earlier copy is still there (never over one).
  static func unsavedCopyPath(of path: String) -> String {
    var number = 1
    while true {
      let copy = path + (number == 1 ? ".unsaved.json" : ".unsaved.\(number).json")
      var status = stat()
      // Nothing there (or nothing that can be seen: the save then says why it fails).
      if lstat(copy, &status) != 0 { return copy }
      number += 1
    }
  }

  /// Removes the temporary files of saves that were killed before they renamed
  /// theirs (`.state.json.PID.tmp` of a process that no longer runs), beside `target`.
  private func removeLeftoverTemporaryFiles(of target: String) {
    let folder = (target as NSString).deletingLastPathComponent
    let prefix = "." + (target as NSString).lastPathComponent + "."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let pid = Int32(middle), pid != getpid() else { continue }
      if kill(pid, 0) == -1 && errno == ESRCH { unlink(folder + "/" + name) }
    }
  }
}
