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

/// The app in a terminal: draw, read a key, act, save, draw again, until the
/// user quits. Every change is saved (by `save`) before the next key is read.
public enum TerminalLoop {
  /// Runs `app` in `terminal` until the user quits; returns the app as it ended.
  /// `whileWaiting` runs a few times a second between keys (to move today on at
  /// midnight) and says whether it changed the app.
  public static func run(
    _ app: TerminalApp, in terminal: Terminal, colors: TerminalColorMode,
    whileWaiting: (inout TerminalApp) -> Bool = { _ in false },
    save: (AppSession) -> SaveOutcome
  ) -> TerminalApp {
    var app = app
    var size = terminal.size
    var needsDrawing = true
    while true {
      let now = terminal.size
      if now != size || needsDrawing {
        size = now
        let frame = ScreenDrawing.draw(app, size: size)
        app.scrollTop = frame.scrollTop
        terminal.show(frame, colors: colors)
        needsDrawing = false
      }
      if whileWaiting(&app) { needsDrawing = true }
      for key in terminal.keys(waiting: 250) {
        needsDrawing = true
        for effect in app.handle(key) {
          switch effect {
          case .quit: return app
          case .bell: terminal.bell()
          case .save:
            switch save(app.session) {
            case .saved: app.notice = nil
            case .changedElsewhere: app.notice = .changedElsewhere
            case .failed(let reason): app.notice = .notSaved(reason: reason)
            }
          }
        }
      }
    }
  }
}
