import TrackerApp

/// How a save went, as the caller that saves reports it.
public enum SaveOutcome: Hashable, Sendable {
  /// The data is on disk.
  case saved
  /// Another program changed the file since it was read; nothing was written.
  case changedElsewhere
  /// Writing failed; the file is as it was. The system's reason.
  case failed(String)
}

/// The app in a terminal: draw, read a key, act, draw again, until the user quits or a
/// SIGTERM or SIGHUP asks it to stop. The screen never waits for the disk: a change is
/// handed to `save`, which queues it and returns at once (`StateFileSaver` writes it
/// behind the screen), and the outcome of finished saves (`savesFinished`) shows on the
/// line above the keys. The caller finishes the saves after the loop.
public enum TerminalLoop {
  /// Runs `app` in `terminal` until the user quits or a signal asks it to stop
  /// (`terminal.stopSignal`); returns the app as it ended. `whileWaiting` runs a few
  /// times a second between keys (to move today on at midnight) and says whether it
  /// changed the app; `savesFinished` says how the newest save finished since it was last
  /// asked, or nil.
  public static func run(
    _ app: TerminalApp, in terminal: Terminal, colors: TerminalColorMode,
    whileWaiting: (inout TerminalApp) -> Bool = { _ in false },
    save: (AppSession) -> Void,
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
        let frame = ScreenDrawing.draw(app, size: size)
        app.scrollTop = frame.scrollTop
        terminal.show(frame, colors: colors)
        needsDrawing = false
      }
      if whileWaiting(&app) { needsDrawing = true }
      for key in terminal.keys(waiting: 100) {
        needsDrawing = true
        for effect in app.handle(key) {
          switch effect {
          case .quit: return app
          case .bell: terminal.bell()
          case .save: save(app.session)
          }
        }
      }
    }
    // Keys typed before the signal came are the user's acts too: done, without drawing.
    while case let keys = terminal.keys(waiting: 0), !keys.isEmpty {
      for key in keys {
        for effect in app.handle(key) {
          switch effect {
          case .quit: return app
          case .bell: break
          case .save: save(app.session)
          }
        }
      }
    }
    return app
  }

  /// What the line above the keys says after a save.
  static func notice(after outcome: SaveOutcome) -> TerminalNotice? {
    switch outcome {
    case .saved: nil
    case .changedElsewhere: .changedElsewhere
    case .failed(let reason): .notSaved(reason: reason)
    }
  }
}
