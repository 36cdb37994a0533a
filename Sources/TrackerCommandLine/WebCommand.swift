import AtomicFile
import Dispatch
import Foundation
import LoopbackHTTP
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerStateFile
import TrackerWeb
import TrackerWire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tracker-kit web`: the app in a web browser on this computer, on the user's state file.
enum WebCommand {
  static let port = Option<Int>(
    "port", .number("N", in: 0...65_535), help: "the port on 127.0.0.1 to listen on",
    default: "any free port")
  static let locale = Option<String>(
    "locale", .text("LANGUAGE"),
    help: "a table's language (\(Language.tableCodes)) or a pseudo-locale",
    default: "from LC_ALL, LC_MESSAGES or LANG")

  static let command = Command(
    name: "web", summary: "Keep your habits in a web browser on this computer.",
    discussion: """
      Serves the app on 127.0.0.1 and prints the address to open, with the random token of
      this launch; runs until Ctrl-C. Only this computer can connect, and only a page with
      the token; a page from another site cannot reach it. Every change is saved to the state
      file before the page is answered, as the terminal app saves (atomically, with the same
      lock); a change another program made to the file is never overwritten. It is not a
      server for the internet.
      """,
    options: [AppCommand.state, port, locale, PlayCommand.app, StateInput.today]
  ) { arguments, context in
    // It runs until it is stopped, printing its address first: only as a program of its own.
    guard let streams = context.streams else {
      throw CommandFailure(message: "tracker-kit web: runs as a program, not inside another")
    }
    let today = StateInput.today(arguments, context)
    let localizer = try makeLocalizer(arguments[locale], context)
    let path = try AppCommand.statePath(
      arguments[AppCommand.state], context, Messages(localizer: localizer))
    let opened: (store: StateFileStore, state: TrackerState, isNew: Bool)
    do {
      opened = try StateFileStore.open(path: path, today: today)
    } catch {
      throw CommandFailure(
        message:
          "\(error)\ntracker-kit web: the file is left as it is; fix it or give another --state")
    }
    let target = (try? AtomicFile.target(of: path)) ?? path
    let folder = (target as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let lock: StateFileLock
    do {
      lock = try StateFileLock(path: path)
    } catch {
      throw CommandFailure(message: "tracker-kit web: \(error)")
    }
    defer { withExtendedLifetime(lock) {} }
    var store = opened.store
    let session = AppSession(
      state: opened.state, today: today, localizer: localizer,
      flavour: arguments[PlayCommand.app] ?? .tracker, hasServer: false,
      hasSeenOnboarding: !opened.isNew)
    if opened.isNew {
      do {
        try store.save(session.state)
      } catch {
        throw CommandFailure(message: "tracker-kit web: \(error)")
      }
    }
    let app = WebApp(
      server: ServeSession(session: session, store: store, edits: true),
      readToday: arguments[StateInput.today] == nil ? context.readToday : nil)
    let server: LoopbackServer
    do {
      server = try LoopbackServer(port: arguments[port] ?? 0) { request, path in
        app.respond(to: request, path: path)
      }
    } catch {
      throw CommandFailure(message: "tracker-kit web: \(error)")
    }
    let stops = [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { server.stop() }
      source.resume()
      return source
    }
    signal(SIGPIPE, SIG_IGN)
    for line in [
      "Tracker is at \(server.address)",
      "Open it in a browser on this computer (the address holds this launch's key).",
      "Your data: \(path). Ctrl-C stops it.",
    ] {
      _ = streams.writeLine(line)
    }
    server.run()
    withExtendedLifetime(stops) {}
    return CommandResult(output: "stopped; every change was saved to \(path)\n")
  }

  /// `--locale`: a table's language or a pseudo-locale, else the environment's language.
  static func makeLocalizer(_ code: String?, _ context: CommandContext) throws -> Localizer {
    if let code, let language = Language(code: code), Language.pseudoLocales.contains(language) {
      return Localizer(language: language)
    }
    return try AppCommand.makeLocalizer(code, environment: context.environment)
  }
}
