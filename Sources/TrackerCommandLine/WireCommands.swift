import Foundation
import TrackerApp
import TrackerDomain
import TrackerScreens
import TrackerStateFile
import TrackerWire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `render` prints a screen.
enum RenderFormat: String, CaseIterable, Sendable {
  /// The text rendering (`ScreenText`).
  case text
  /// The element tree as the wire's JSON, one line a screen.
  case json
}

extension RenderCommand {
  /// `render SCREEN --format json`: the screen's element tree on one line; for `all`, one
  /// line a screen, skipping screens that need a tracker or category the state lacks.
  static func renderJSON(_ name: String, _ request: ScreenRequest) throws -> CommandResult {
    if name == "all" {
      let lines = ScreenCatalog.entries.compactMap { entry in
        try? entry.describe(request).json
      }
      return CommandResult(output: lines.map { $0 + "\n" }.joined())
    }
    do throws(ScreenRequestError) {
      return CommandResult(output: try ScreenCatalog.describe(name, request).json + "\n")
    } catch {
      throw UsageError(message: message(for: error))
    }
  }
}

/// `tracker-kit schema`: the JSON Schema of the wire format.
enum SchemaCommand {
  static let command = Command(
    name: "schema",
    summary: "Print the JSON Schema (draft 2020-12) of render --format json and serve."
  ) { _, _ in CommandResult(output: WireSchema.text) }
}

/// Standard input and output as streams: lines in, lines out.
public struct CommandStreams: Sendable {
  /// The next line of input, at most `limit` bytes; nil at the end of the input.
  public var readLine: @Sendable () -> RequestLines.Line?
  /// Writes a line (a newline is added); false when nobody reads any more.
  public var writeLine: @Sendable (String) -> Bool

  /// Streams with both parts given.
  public init(
    readLine: @escaping @Sendable () -> RequestLines.Line?,
    writeLine: @escaping @Sendable (String) -> Bool
  ) {
    self.readLine = readLine
    self.writeLine = writeLine
  }

  /// The process's standard input and output.
  public static var standard: CommandStreams {
    let lines = StandardInputLines()
    return CommandStreams(
      readLine: { lines.next() },
      writeLine: { line in writeAll(Array((line + "\n").utf8), to: 1) })
  }

  /// Writes every byte to `descriptor`; false when the other end is gone.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { buffer in
        #if canImport(Darwin)
          Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #else
          Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }
}

/// Standard input split into request lines; read by one thread at a time.
private final class StandardInputLines: @unchecked Sendable {
  private var lines = RequestLines(limit: ServeSession.lineLimit)
  private let lock = NSLock()

  func next() -> RequestLines.Line? {
    lock.lock()
    defer { lock.unlock() }
    return lines.next {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { raw in
          #if canImport(Darwin)
            Darwin.read(0, raw.baseAddress, raw.count)
          #else
            Glibc.read(0, raw.baseAddress, raw.count)
          #endif
        }
        if count < 0 && errno == EINTR { continue }
        return count > 0 ? Array(buffer[..<count]) : []
      }
    }
  }
}

/// `tracker-kit serve --stdio`: the app over a pipe, JSON Lines each way.
enum ServeCommand {
  static let stdio = Flag(
    name: "stdio", help: "read requests from standard input, answer on standard output")
  static let save = Flag(
    name: "save",
    help: "keep every change in the --state file's journal before answering (created if missing)")
  static let edits = Flag(
    name: "edits", help: "answer with edits to the screens sent before, as {\"edits\":true} asks")
  static let window = Option<Int>(
    "window", .number("N", in: 1...Int(Int32.max)),
    help: "send each long list as a window of N items, as {\"window\":{\"count\":N}} asks")

  static let command = Command(
    name: "serve", summary: "Run the app over a pipe: JSON requests in, JSON screens out.",
    discussion: """
      One request a line on standard input, one response a line on standard output, until
      the input ends: {"show":true}, {"tap":ID}, {"type":{"id":ID,"text":TEXT}},
      {"longPress":ID}, {"back":true}, {"today":"YYYY-MM-DD"}, {"language":"ru"},
      {"connection":{"online":false,"pendingChanges":3}}, {"edits":true},
      {"window":{"id":"trackers.list","first":40,"count":30}}. Each response is
      the screen on top ({"name":…,"presentation":…,"screen":…}) or
      {"error":{"code":…,"message":…}}, with the app unchanged. After {"edits":true} (or
      with --edits) the screen comes as edits to the tree of that screen sent before
      ({"name":…,"presentation":…,"update":…}). After {"window":…} (or with --window) a long
      list comes as the window of its items the client shows. Bad input never stops the
      server. The format's JSON Schema is 'tracker-kit schema'.
      """,
    options: [
      stdio, StateInput.state, save, edits, window, PlayCommand.newUser, PlayCommand.app,
      StateInput.today,
      RenderCommand.locale, RenderCommand.tables,
    ]
  ) { arguments, context in
    guard arguments[stdio] else {
      throw UsageError(message: "name the transport: --stdio (the only one there is)")
    }
    // Like the terminal app, a server that saves holds the file's lock for as long as it
    // runs: a second app on any path to the file is refused.
    let lock = try saveLock(arguments, context)
    defer { withExtendedLifetime(lock) {} }
    var server = try startSession(arguments, context)
    guard let streams = context.streams else {
      throw CommandFailure(
        message: "tracker-kit serve: standard input and output are not streams here")
    }
    signal(SIGPIPE, SIG_IGN)
    while let line = streams.readLine() {
      let response: String
      switch line {
      case .line(let bytes): response = server.respond(to: bytes)
      case .tooLong: response = server.respondToOverlongLine()
      }
      guard streams.writeLine(response) else { break }
    }
    return finish(server)
  }

  /// The lock of the `--state` file when the server saves to it; nil otherwise.
  static func saveLock(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> StateFileLock?
  {
    guard arguments[save], let path = arguments[StateInput.state], path != "-" else { return nil }
    let target = URL(fileURLWithPath: path, relativeTo: context.workingDirectory).path
    do {
      return try StateFileLock(path: target)
    } catch .folderNotWritable {
      // Nothing can write there: a change is refused (cannotSave) when it comes.
      return nil
    } catch {
      throw CommandFailure(message: "tracker-kit serve: \(error)")
    }
  }

  /// The app the server starts with, and where it saves.
  static func startSession(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> ServeSession
  {
    let today = StateInput.today(arguments, context)
    let localizer = try RenderCommand.makeLocalizer(arguments, context)
    let flavour = arguments[PlayCommand.app] ?? .tracker
    var isNewUser = arguments[PlayCommand.newUser]
    if isNewUser, arguments[StateInput.state] != nil {
      throw UsageError(message: "--new-user starts with no data; leave out --state")
    }
    var state = TrackerState()
    var saver: StateFileSaver?
    if arguments[save] {
      guard let path = arguments[StateInput.state], path != "-" else {
        throw UsageError(message: "--save needs --state FILE: the file to save to")
      }
      let target = URL(fileURLWithPath: path, relativeTo: context.workingDirectory).path
      do {
        let opened = try StateFileStore.open(path: target, today: today)
        state = opened.state
        isNewUser = opened.isNew
        say(opened.store.notes)
        // Each change is appended to the journal before it is answered; the file is brought
        // up to date behind the answers.
        saver = StateFileSaver(store: opened.store, state: state)
      } catch {
        throw CommandFailure(message: error.description)
      }
    } else if !isNewUser {
      state = try StateInput.load(
        arguments, context, today: today, words: SampleWords(localizer: localizer))
    }
    return ServeSession(
      session: AppSession(
        state: state, today: today, localizer: localizer, flavour: flavour,
        hasSeenOnboarding: !isNewUser),
      saver: saver, edits: arguments[edits], window: arguments[window])
  }

  /// Says the journal's notes on standard error.
  private static func say(_ notes: [JournalNote]) {
    guard !notes.isEmpty else { return }
    FileHandle.standardError.write(Data(notes.map { "\($0)\n" }.joined().utf8))
  }

  /// After the last request: the journal folded into the state file, or why not (the
  /// changes then stay in the journal, which every command reads with the file).
  static func finish(_ server: ServeSession) -> CommandResult {
    guard let saver = server.saver, case .notSaved(let error)? = saver.finish() else {
      return CommandResult()
    }
    return CommandResult(
      errors:
        "tracker-kit serve: the state file was not brought up to date (\(error)); "
        + "the changes are kept in its journal, which is read with it\n")
  }
}
