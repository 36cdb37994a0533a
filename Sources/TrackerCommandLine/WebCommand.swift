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
    default: "the one kept for the state file, else any free port")
  static let newAddress = Flag(
    name: "new-address",
    help: "make a new key for the address (on the kept port) instead of the kept one")
  static let locale = Option<String>(
    "locale", .text("LANGUAGE"),
    help: "a table's language (\(Language.tableCodes)) or a pseudo-locale",
    default: "from LC_ALL, LC_MESSAGES or LANG")

  static let translate = Option<String>(
    "translate", .text("LANGUAGE"),
    help:
      "translate mode: every text marked with its key, an editor that writes LANGUAGE's table in --tables DIR"
  )

  static let command = Command(
    name: "web", summary: "Keep your habits in a web browser on this computer.",
    discussion: """
      Serves the app on 127.0.0.1 and prints the address to open, with its random token;
      runs until Ctrl-C. The address is kept for the state file (.NAME.web-address beside it,
      mode 0600), so it stays the same from one start to the next: a bookmark keeps working
      and a page left open comes back by itself; --new-address makes a new one. Only this
      computer can connect, and only a page with the token; a page from another site cannot
      reach it, and an address with another token gets a page, in the launch's language,
      saying what to do. Every change is on disk before the page is answered (appended to
      the state file's journal, as the terminal app does, under the same lock); the file
      itself is brought up to date behind the answers, and Ctrl-C, SIGTERM and SIGHUP do it
      before it ends. A change another program made to the file is never overwritten. It is
      not a server for the internet.

      With --translate LANGUAGE --tables DIR, the page is in translate mode for translators:
      the app in LANGUAGE, every text marked; a click on one opens an editor with its key,
      English, the translators' note and every plural form, and Save checks the translation
      as 'strings import' does, writes it into DIR's table and shows it at once.
      """,
    options: [
      AppCommand.state, port, newAddress, locale, RenderCommand.tables, PlayCommand.app,
      StateInput.today, translate,
    ]
  ) { arguments, context in
    // It runs until it is stopped, printing its address first: only as a program of its own.
    guard let streams = context.streams else {
      throw CommandFailure(message: "tracker-kit web: runs as a program, not inside another")
    }
    let today = StateInput.today(arguments, context)
    let tables = try RenderCommand.loadTables(arguments, context)
    let translation = try translation(arguments, context)
    let localizer =
      try translation.map { Localizer(language: $0.language, tables: tables) }
      ?? makeLocalizer(arguments[locale], context, tables: tables)
    // What a person reads comes from the tables, as the terminal app's messages do.
    let say = Messages(localizer: localizer, program: "tracker-kit web")
    let path = try AppCommand.statePath(arguments[AppCommand.state], context, say)
    // The lock first: opening puts the journal in order for appending.
    let lock = try AppRun.hold(path, say: say)
    defer { withExtendedLifetime(lock) {} }
    let opened: (store: StateFileStore, state: TrackerState, isNew: Bool)
    do {
      opened = try StateFileStore.open(path: path, today: today)
    } catch {
      // The file, line and column stay in English, as compilers' do; the rest is the user's.
      throw CommandFailure(message: "\(error)\n" + say(.terminalErrorUnreadable))
    }
    var store = opened.store
    let session = AppSession(
      state: opened.state, today: today, localizer: localizer,
      flavour: arguments[PlayCommand.app] ?? .tracker, hasServer: false,
      hasSeenOnboarding: !opened.isNew)
    if opened.isNew {
      do {
        try store.save(session.state)
      } catch {
        throw CommandFailure(message: say(.terminalErrorCannotSave, "\(error)"))
      }
    }
    // Each change is appended to the journal before it is answered; the file is brought up
    // to date behind the answers.
    let rescueFolders = AppRun.rescueFolders(environment: context.environment)
    let saver = StateFileSaver(
      store: store, state: session.state, rescueFolders: rescueFolders,
      whenMoved: { moved, reason in
        // Said at once on the terminal where it runs; the page says that it was.
        _ = streams.writeLine(say(.terminalErrorMoved, path, reason, moved))
      })
    let app = WebApp(
      server: ServeSession(session: session, saver: saver, edits: true),
      readToday: arguments[StateInput.today] == nil ? context.readToday : nil,
      translation: translation, firstRevision: WebApp.randomFirstRevision())
    let kept = try keptAddress(of: path, arguments, say)
    let server = try listen(on: kept, asked: arguments[port], localizer: localizer) {
      request, path in app.respond(to: request, path: path)
    }
    var notes = store.notes.map(\.description)
    // A kept port another program took meanwhile: the address changed, and a bookmark with it.
    if kept.port != 0, server.port != kept.port {
      notes.append(say.text(.webTerminalPortTaken, [String(kept.port)]))
    }
    // Kept for the next start when it is not yet: new, on another port, or --new-address.
    let address = WebAddress(token: server.policy.token, port: server.port)
    if (try? WebAddress.read(WebAddress.path(for: path))) != address {
      do {
        try address.write(to: WebAddress.path(for: path))
      } catch {
        notes.append(say.text(.webTerminalAddressNotKept, ["\(error)"]))
      }
    }
    let stops = [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { server.stop() }
      source.resume()
      return source
    }
    signal(SIGPIPE, SIG_IGN)
    for line in notes + [
      say.text(.webTerminalAddress, [server.address]), say.text(.webTerminalOpen),
      say.text(.webTerminalData, [path]),
    ] {
      _ = streams.writeLine(line)
    }
    server.run()
    withExtendedLifetime(stops) {}
    // Ctrl-C, SIGTERM, SIGHUP: the journal is folded into the file first.
    let outcome = app.stop()
    let ending = AppRun.ending(
      outcome, moved: saver.movedTo, state: app.session.session.state, of: path, say: say,
      rescueFolders: rescueFolders)
    guard ending.status == 0 else { return ending }
    return CommandResult(output: say.text(.webTerminalStopped, [path]) + "\n")
  }

  /// The address kept for the state file at `path` (its token and port), or a new one when
  /// none is kept; `--port` asks for its port. `--new-address` makes a new token on the kept
  /// port (a page left open, or a bookmark, then learns that its address is an old one), and
  /// also replaces a kept address that cannot be read.
  static func keptAddress(
    of path: String, _ arguments: ParsedArguments, _ say: Messages
  ) throws(CommandFailure) -> WebAddress {
    var address = WebAddress.new()
    do {
      if let kept = try WebAddress.read(WebAddress.path(for: path)) {
        address = arguments[newAddress] ? WebAddress(token: address.token, port: kept.port) : kept
      }
    } catch  where !arguments[newAddress] {
      // The file, line and column stay in English, as compilers' do; the rest is the user's.
      throw CommandFailure(message: "\(error)\n" + say(.webTerminalAddressUnreadable))
    } catch {}
    if let asked = arguments[port] { address.port = asked }
    return address
  }

  /// A server on `address`: its port, or any free port when that one is taken and was not
  /// asked for with `--port` (a kept port another program took meanwhile); a page without
  /// the token gets the wrong-address page in `localizer`'s language.
  static func listen(
    on address: WebAddress, asked: Int?, localizer: Localizer,
    handler: @escaping @Sendable (HTTPRequest, Substring) -> HTTPResponse
  ) throws(CommandFailure) -> LoopbackServer {
    let say = Messages(localizer: localizer, program: "tracker-kit web")
    let page = WebApp.wrongAddressPage(localizer)
    do throws(LoopbackServer.StartError) {
      do {
        return try LoopbackServer(
          port: address.port, token: address.token, wrongAddressPage: page, handler: handler)
      } catch  where error.isPortInUse && asked == nil && address.port != 0 {
        return try LoopbackServer(
          port: 0, token: address.token, wrongAddressPage: page, handler: handler)
      }
    } catch {
      let port = asked ?? address.port
      throw CommandFailure(
        message: error.isPortInUse && asked != nil
          ? say(.webTerminalPortInUse, String(port))
          : say(.webTerminalCannotListen, "127.0.0.1:\(port)", error.reason))
    }
  }

  /// `--translate LANGUAGE` with `--tables DIR`: the translate mode writing LANGUAGE's table
  /// in DIR (a new one when DIR has none); nil without `--translate`.
  static func translation(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> PageTranslation?
  {
    guard let code = arguments[translate] else { return nil }
    guard let folder = arguments[RenderCommand.tables] else {
      throw UsageError(
        message: "--translate needs --tables DIR: the Localization folder whose table it writes")
    }
    guard let language = Language(code: code), language != .english, !language.isPseudo,
      language.code.lowercased() != "en"
    else {
      throw UsageError(
        message:
          "--translate \(code): give the code of a language to translate into (ru, pl, pt-BR), not English or a pseudo-locale"
      )
    }
    if let asked = arguments[locale], asked != code {
      throw UsageError(message: "--translate \(code) shows the app in \(code): leave out --locale")
    }
    return PageTranslation(
      language: language,
      folder: URL(fileURLWithPath: folder, isDirectory: true, relativeTo: context.workingDirectory)
        .standardizedFileURL)
  }

  /// `--locale`: a table's language or a pseudo-locale, else the environment's language.
  static func makeLocalizer(
    _ code: String?, _ context: CommandContext, tables: LocalizationTables = .embedded
  ) throws -> Localizer {
    if let code, let language = Language(code: code), Language.pseudoLocales.contains(language) {
      return Localizer(language: language, tables: tables)
    }
    return try AppCommand.makeLocalizer(code, environment: context.environment, tables: tables)
  }
}
