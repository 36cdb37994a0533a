import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerTerminal

/// A user at the keyboard: steps of keys, each followed by the drawn screen,
/// written as a transcript (`> keys`, then the screen) for the golden files.
struct Journey {
  /// One step: what the transcript calls it and the keys typed.
  struct Step {
    let label: String
    let keys: [TerminalKey]
  }

  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  let steps: [Step]

  /// The transcript of the steps played on `app` in a window of `size`, and the app at the end.
  func play(_ start: TerminalApp, size: TerminalSize) -> (
    transcript: String, app: TerminalApp, effects: [TerminalEffect]
  ) {
    var app = start
    var effects: [TerminalEffect] = []
    var text = "> start (\(size.columns)×\(size.rows))\n" + Self.framed(&app, size)
    for step in steps {
      for key in step.keys { effects += app.handle(key) }
      text += "> \(step.label)\n" + Self.framed(&app, size)
    }
    return (text, app, effects)
  }

  /// The frame as the terminal shows it, with a border so that trailing spaces and the width
  /// show. Every word on it must come from the screen's description or the tables.
  static func framed(_ app: inout TerminalApp, _ size: TerminalSize) -> String {
    let frame = ScreenDrawing.draw(app, size: size)
    app.scrollTop = frame.scrollTop
    let allowed = allowedWords(app)
    // A word cut with "…" at the end of a line is the start of an allowed one.
    for word in words(frame.text)
    where !allowed.contains(word) && !allowed.contains(where: { $0.hasPrefix(word) }) {
      Issue.record(
        "'\(word)' on the \(app.session.current.name) screen comes from neither its description nor the tables"
      )
    }
    let rule = "+" + String(repeating: "-", count: size.columns) + "+\n"
    var cursor = ""
    if let row = frame.cursorRow, let column = frame.cursorColumn {
      cursor = "cursor: row \(row + 1), column \(column + 1)\n"
    }
    return rule + frame.lines.map { "|" + $0.text + "|\n" }.joined() + rule + cursor
  }

  /// The words of a text: runs of letters and digits.
  static func words(_ text: String) -> [String] {
    text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// Every word the screen's description (and the one under a menu) and the terminal's table texts hold.
  static func allowedWords(_ app: TerminalApp) -> Set<String> {
    let session = app.session
    var texts: [String] = []
    for element in session.screen.allElements + (session.screenUnderOverlay?.allElements ?? []) {
      texts += element.texts.all.map(\.string)
      if let emoji = element.look.emoji { texts.append(emoji) }
    }
    let keys: [StringKey] = [
      .terminalKeysMove, .terminalKeysSelect, .terminalKeysType, .terminalKeysMenu,
      .terminalKeysBack,
      .terminalKeysQuit, .terminalKeysQuitInField, .terminalNoticeChangedElsewhere,
      .terminalNoticeNotSaved,
    ]
    texts += keys.map { session.localizer.text($0).string }
    return Set(texts.flatMap(words))
  }

  /// A session for a new user (no data, onboarding first) or on the demo state, in the
  /// first app or the goals app.
  static func session(
    newUser: Bool, _ language: Language, flavour: AppSession.Flavour = .tracker
  ) -> AppSession {
    AppSession(
      state: newUser ? TrackerState() : DemoState.make(today: today), today: today,
      localizer: Localizer(language: language), flavour: flavour, hasSeenOnboarding: !newUser)
  }
}

extension Journey.Step {
  /// Typing `text` (one key a character).
  static func type(_ text: String) -> Journey.Step {
    Journey.Step(label: "type \(text)", keys: text.map { .text(String($0)) })
  }

  /// Pressing `key` `count` times.
  static func press(_ key: TerminalKey, _ count: Int = 1, _ note: String = "") -> Journey.Step {
    let name: String
    switch key {
    case .text(let text): name = text
    default: name = "\(key)"
    }
    let label = (count == 1 ? name : "\(name) ×\(count)") + (note.isEmpty ? "" : " (\(note))")
    return Journey.Step(label: label, keys: Array(repeating: key, count: count))
  }
}
