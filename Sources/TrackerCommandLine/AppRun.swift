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

/// One run of the terminal app on a state file, held (`hold`) and opened by the caller: the
/// first save of a new file, the loop that appends every change to the journal within its
/// key press (`StateFileSaver`, which folds the journal into the file behind the screen),
/// the fold finished before the process ends (quit, Ctrl-C, SIGTERM, SIGHUP), and, if the
/// file could not be brought up to date, a copy of the state beside it.
struct AppRun {
  let path: String
  var store: StateFileStore
  let isNew: Bool
  /// Today now, read between keys: the app moves today on at midnight (nil with `--today`).
  let readToday: (@Sendable () -> Day)?
  /// The messages on standard error, in the user's language.
  let say: Messages
  /// Where the changes go when the state file cannot be written (`rescueFolders(_:)`).
  let rescueFolders: [String]

  /// Runs the app; the terminal is restored before this returns.
  func run(_ session: AppSession, colors: TerminalColorMode) -> CommandResult {
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
    // Each key press's changes are appended to the journal before its frame is drawn; the
    // file is brought up to date behind the screen.
    let saver = StateFileSaver(store: store, state: session.state, rescueFolders: rescueFolders)
    let end = TerminalLoop.run(
      TerminalApp(session: session), in: terminal, colors: colors,
      whileWaiting: { app in
        guard let today = readToday?(), today != app.session.today else { return false }
        app.updateSession { $0.today = today }
        return true
      },
      save: { session, changes in
        do throws(StateFileStoreError) {
          try saver.record(
            changes, today: session.today, queuing: session.queuesChanges,
            state: session.state)
          return nil
        } catch {
          if case .changedElsewhere = error { return .changedElsewhere }
          return .notSaved(reason: "\(error)")
        }
      },
      savesFinished: { saver.takeOutcome().map(Self.saveOutcome) })
    terminal.restore()
    // Quit, Ctrl-C, SIGTERM, SIGHUP: the journal is folded into the file first.
    let stopSignal = terminal.stopSignal
    let outcome = saver.finish()
    let status: Int32 = stopSignal.map { 128 + $0 } ?? 0
    let notes = store.notes.map { "\($0)\n" }.joined()
    var result = Self.ending(
      outcome, moved: saver.movedTo, state: end.session.state, of: path, say: say,
      rescueFolders: rescueFolders)
    result.errors = notes + result.errors
    if result.status == 0 { result.status = status }
    return result
  }

  /// How a run ends after its last fold: quietly; or, when the changes were moved to another
  /// file, where they are (status 1); or, when the file could not be brought up to date, the
  /// state written to a copy where one can be written, and where (status 1).
  static func ending(
    _ outcome: StateFileSaver.Outcome?, moved: (path: String, reason: String)?,
    state: TrackerState, of path: String, say: Messages, rescueFolders: [String]
  ) -> CommandResult {
    if let moved {
      return .failure(say(.terminalErrorMoved, path, moved.reason, moved.path))
    }
    guard case .notSaved(let error)? = outcome else { return CommandResult() }
    return keepUnsaved(state, of: path, because: error, say: say, rescueFolders: rescueFolders)
  }

  /// Where the changes go when the state file cannot be written: the user's data folder (the
  /// app's, `tracker-kit` in it), then the temporary folder.
  static func rescueFolders(environment: [String: String]) -> [String] {
    let data = DataFolder.stateFile(environment: environment).map {
      ($0 as NSString).deletingLastPathComponent
    }
    let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return [data, temporary].compactMap { $0 }
  }

  /// The state file held for this run: its folder made (the real file's, a symbolic link
  /// followed) and its lock taken, so that no second app or web page opens it; or what to
  /// tell the user, in their language (the terminal app and the web page start so). In a
  /// folder that cannot be written (a read-only disk) there is no lock to take, and none is
  /// needed: the app starts, and its first change goes to a file that can be written.
  static func hold(_ path: String, say: Messages) throws(CommandFailure) -> StateFileLock? {
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
      case .folderNotWritable: return nil
      }
    }
  }

  /// After the last fold failed: `state` written to a copy beside the file
  /// (`FILE.unsaved.json`), or, when that cannot be written, in the first of `rescueFolders`
  /// that takes it, and a failure that says where (the terminal app and the web page end so).
  static func keepUnsaved(
    _ state: TrackerState, of path: String, because error: StateFileStoreError, say: Messages,
    rescueFolders: [String]
  ) -> CommandResult {
    let reason =
      if case .changedElsewhere = error {
        say.text(.terminalErrorChangedElsewhere)
      } else {
        "\(error)"
      }
    let name = (path as NSString).lastPathComponent
    var tried = StateFileStore.unsavedCopyPath(of: path)
    var failure = ""
    for folder in [(path as NSString).deletingLastPathComponent] + rescueFolders {
      let copy = StateFileStore.unsavedCopyPath(
        of: (folder as NSString).appendingPathComponent(name))
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Readable by the user only, whatever the state file's mode: it is their data.
        try StateFile.save(state, to: copy, newFileMode: 0o600)
        return .failure(say(.terminalErrorNotSaved, path, reason, copy))
      } catch {
        (tried, failure) = (copy, "\(error)")
      }
    }
    return .failure(say(.terminalErrorNotSavedAnywhere, path, tried, failure))
  }

  /// A finished fold as the terminal's loop shows it: only another program's change is
  /// said (any other failure leaves the changes safe in the journal, and is tried again).
  static func saveOutcome(_ outcome: StateFileSaver.Outcome) -> SaveOutcome {
    switch outcome {
    case .notSaved(.changedElsewhere): .changedElsewhere
    case .moved(let path, _): .moved(path)
    case .saved, .notSaved: .saved
    }
  }
}
