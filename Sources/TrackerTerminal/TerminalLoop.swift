import TrackerApp

/// How a save went, as the caller that saves reports it.
public enum SaveOutcome: Hashable, Sendable {
  /// The data is on disk.
  case saved
  /// Another program changed the file since it was read; nothing was written.
  case changedElsewhere
  /// Writing failed; the file is as it was. The system's reason.
  case failed(String)
  /// The file cannot be written, so the changes are kept in this other file from now on.
  case moved(String)
}

/// The app in a terminal: draw, read a key, act, draw again, until the user quits or a
/// SIGTERM or SIGHUP asks it to stop. A change is handed to `save` within the key press,
/// before the frame that shows it is drawn: `save` keeps it on disk (appended to the state
/// file's journal and synced, a few milliseconds) or says why it could not, and then the
/// key is undone, so that the screen never shows a change a kill would lose. The state file
/// itself is brought up to date behind the screen; how that went (`savesFinished`) shows on
/// the line above the keys. The caller finishes the saves after the loop.
public enum TerminalLoop {
  /// Runs `app` in `terminal` until the user quits or a signal asks it to stop
  /// (`terminal.stopSignal`); returns the app as it ended. `whileWaiting` runs a few
  /// times a second between keys (to move today on at midnight) and says whether it
  /// changed the app; `save` keeps the changes of a key press (the session after them)
  /// and returns nil, or the notice to show when they could not be kept; `savesFinished`
  /// says how the newest save behind the screen finished since it was last asked, or nil.
  public static func run(
    _ app: TerminalApp, in terminal: Terminal, colors: TerminalColorMode,
    whileWaiting: (inout TerminalApp) -> Bool = { _ in false },
    save: (AppSession, AppSession.Changes) -> TerminalNotice?,
    savesFinished: () -> SaveOutcome? = { nil }
  ) -> TerminalApp {
    var app = app
    var size = terminal.size
    var needsDrawing = true
    while terminal.stopSignal == nil {
      if let outcome = savesFinished() {
        let notice = notice(after: outcome)
        if notice != app.notice {
          app.notice = notice
          needsDrawing = true
        }
      }
      let now = terminal.size
      if now != size || needsDrawing {
        size = now
        app.fit(rows: size.rows)
        let frame = ScreenDrawing.draw(app, size: size)
        app.drew(frame)
        terminal.show(frame, colors: colors)
        needsDrawing = false
      }
      if whileWaiting(&app) { needsDrawing = true }
      for key in terminal.keys(waiting: 100) {
        needsDrawing = true
        if handle(key, in: &app, save: save, bell: terminal.bell) { return app }
      }
    }
    // Keys typed before the signal came are the user's acts too: done, without drawing.
    while case let keys = terminal.keys(waiting: 0), !keys.isEmpty {
      for key in keys where handle(key, in: &app, save: save, bell: {}) { return app }
    }
    return app
  }

  /// Handles one key: its act, and its changes kept (or the key undone, with a notice);
  /// true when the user asked to quit.
  private static func handle(
    _ key: TerminalKey, in app: inout TerminalApp,
    save: (AppSession, AppSession.Changes) -> TerminalNotice?, bell: () -> Void
  ) -> Bool {
    let before = app
    for effect in app.handle(key) {
      switch effect {
      case .quit: return true
      case .bell: bell()
      case .save(let changes):
        if let notice = save(app.session, changes) {
          app = before
          app.notice = notice
          bell()
        }
      }
    }
    return false
  }

  /// What the line above the keys says after a save.
  static func notice(after outcome: SaveOutcome) -> TerminalNotice? {
    switch outcome {
    case .saved: nil
    case .changedElsewhere: .changedElsewhere
    case .failed(let reason): .notSaved(reason: reason)
    case .moved(let path): .moved(path: path)
    }
  }
}
