#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal the app runs in: raw mode, the alternate screen, the window's
/// size, keys in and frames out. Whatever way the program ends (quit, Ctrl-C,
/// an error, SIGTERM, SIGHUP), the terminal is left as it was found. SIGTERM and SIGHUP
/// ask the app to stop (`stopSignal`), so that it finishes its saves first; a second one
/// while it does ends the program at once.
public final class Terminal {
  /// Why the app cannot run in this terminal.
  public enum Problem: Error, Hashable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal
    /// The terminal's settings cannot be read or changed; the system's reason.
    case cannotSetUp(String)
  }

  private var decoder = KeyDecoder()
  private var shown: [String] = []
  private var shownSize = TerminalSize(columns: 0, rows: 0)

  /// Takes over the terminal: raw mode, the alternate screen, the cursor hidden.
  public init() throws(Problem) {
    guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else { throw .cannotSetUp(String(cString: strerror(errno))) }
    originalSettings = settings
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else {
      originalSettings = nil
      throw .cannotSetUp(String(cString: strerror(errno)))
    }
    signal(SIGQUIT, restoreAndExit)
    for signalNumber in [SIGTERM, SIGHUP] { signal(signalNumber, noteStop) }
    // A parent may have started the program with signals blocked (they are inherited):
    // the ones handled here must arrive.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGINT] {
      sigaddset(&handled, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    for signalNumber in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
      signal(signalNumber, restoreAndCrash)
    }
    signal(SIGWINCH, noticeResize)
    writeAll(Self.enter)
  }

  deinit { restore() }

  /// Gives the terminal back as it was found. Safe to call more than once.
  public func restore() {
    restoreTerminal()
  }

  /// The signal (SIGTERM, SIGHUP) that asked the app to stop, or nil.
  public var stopSignal: Int32? {
    stopRequest == 0 ? nil : stopRequest
  }

  /// The window's size now.
  public var size: TerminalSize {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// The keys pressed, waiting for at most `milliseconds` (an empty list when
  /// none came, or the window was resized). A lone Esc is told from the start
  /// of a sequence by a short wait for the rest.
  public func keys(waiting milliseconds: Int32) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var wait = milliseconds
    while true {
      var poller = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, wait)
      if ready <= 0 {
        if decoder.hasPending, ready == 0 { keys += decoder.flush() }
        return keys
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(0, &buffer, buffer.count)
      if count < 0 && errno == EINTR { return keys }
      // The terminal is gone (closed, hung up): leave as Ctrl-C does.
      if count <= 0 { return keys + [.interrupt] }
      keys += decoder.decode(Array(buffer[0..<count]))
      if !decoder.hasPending { return keys }
      wait = 30
    }
  }

  /// Shows `frame`, rewriting only the lines that changed.
  public func show(_ frame: TerminalFrame, colors: TerminalColorMode) {
    let size = TerminalSize(columns: frame.lines.first.map(\.width) ?? 0, rows: frame.lines.count)
    var output = "\u{1B}[?25l"
    if size != shownSize {
      output += "\u{1B}[2J"
      shown = []
      shownSize = size
    }
    for (row, line) in frame.lines.enumerated() {
      let text = line.ansi(colors)
      if row < shown.count, shown[row] == text { continue }
      output += "\u{1B}[\(row + 1);1H" + text
    }
    shown = frame.lines.map { $0.ansi(colors) }
    if let row = frame.cursorRow, let column = frame.cursorColumn {
      output += "\u{1B}[\(row + 1);\(column + 1)H\u{1B}[?25h"
    }
    writeAll(output)
  }

  /// Rings the bell.
  public func bell() { writeAll("\u{7}") }

  /// The alternate screen, the cursor hidden, no line wrapping.
  static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J"
}

/// The terminal's settings before the app took it over; nil when there is nothing to restore.
nonisolated(unsafe) private var originalSettings: termios?

/// The sequence that gives back the normal screen, the cursor and line wrapping.
private let leave: [UInt8] = Array("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l".utf8)

/// Restores the terminal's settings and screen; uses only calls safe in a signal handler.
private func restoreTerminal() {
  guard var settings = originalSettings else { return }
  originalSettings = nil
  _ = tcsetattr(0, TCSAFLUSH, &settings)
  leave.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
}

/// The first SIGTERM or SIGHUP received; 0 before one came.
nonisolated(unsafe) private var stopRequest: Int32 = 0

/// On SIGTERM, SIGHUP: the first asks the app to stop after its saves (the wait for keys
/// wakes, and the loop ends); a second one ends the program at once.
private func noteStop(_ signalNumber: Int32) {
  guard stopRequest == 0 else { return restoreAndExit(signalNumber) }
  stopRequest = signalNumber
}

/// On SIGQUIT, or a second SIGTERM or SIGHUP: restores the terminal, then exits with the
/// signal's status.
private func restoreAndExit(_ signalNumber: Int32) {
  restoreTerminal()
  _exit(128 + signalNumber)
}

/// On a crash (a trap, an abort): restores the terminal, then crashes as it would have.
private func restoreAndCrash(_ signalNumber: Int32) {
  restoreTerminal()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

/// On SIGWINCH: nothing; the signal wakes the wait for keys, and the loop asks for the size.
private func noticeResize(_ signalNumber: Int32) {}

/// Writes all of `text` to standard output.
private func writeAll(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return }
    bytes = bytes.dropFirst(count)
  }
}
