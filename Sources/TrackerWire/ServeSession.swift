import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile

/// The app behind `tracker-kit serve --stdio`: one request line in, one response line
/// out. Every error leaves the app as it was; with a saver, every change of the user's data
/// is appended to the state file's journal and synced before it is answered (the file
/// itself is brought up to date behind the answers), and a change that cannot be written is
/// not made.
public struct ServeSession: Sendable {
  /// The most bytes one request line may have: 64 KiB, far more than any act needs.
  public static let lineLimit = 1 << 16

  /// The app.
  public private(set) var session: AppSession
  /// Where changes are kept; nil keeps them in memory only.
  public let saver: StateFileSaver?
  /// What the server keeps for its client (the pipe's): the screens it holds, the windows of
  /// its lists.
  public private(set) var client: WireClient

  /// While the client takes edits (`{"edits": true}`), the screens it holds; nil while it
  /// takes whole screens.
  public var clientScreens: ClientScreens? { client.screens }
  /// How many requests have changed the app (an act done, today, the language or the
  /// connection changed): the revision of what the app shows. A server of several clients
  /// tells each the revision it was answered at, and does an act only when the client names
  /// the revision it is at now, so that no client acts on a screen it has not seen.
  public private(set) var revision = 0

  /// Serves `session`, keeping its changes with `saver` when there is one, answering with
  /// edits from the start when `edits` is true, each list a window of `window` items when it
  /// is given.
  public init(
    session: AppSession, saver: StateFileSaver? = nil, edits: Bool = false, window: Int? = nil
  ) {
    self.session = session
    self.saver = saver
    client = WireClient(edits: edits, windows: ListWindows(size: window))
  }

  /// The app with its texts from `tables`, in the same language (`tracker-kit web
  /// --translate` saved a translation): every screen is described again, and the revision
  /// moves on, so that every client asks for the screen and redraws it.
  public mutating func useTables(_ tables: LocalizationTables) {
    session.localizer = Localizer(language: session.localizer.language, tables: tables)
    revision += 1
  }

  /// The response line (without its newline) to one request line.
  public mutating func respond(to line: some Collection<UInt8>) -> String {
    response(to: line).json
  }

  /// The response line to a line longer than `lineLimit`.
  public func respondToOverlongLine() -> String {
    WireResponse.error(.lineTooLong(limit: Self.lineLimit)).json
  }

  /// The response to one request line.
  public mutating func response(to line: some Collection<UInt8>) -> WireResponse {
    var client = self.client
    self.client = WireClient()  // so that the client's screens change in place, not copied
    defer { self.client = client }
    return response(to: line, client: &client)
  }

  /// The response to one request line of a client of its own: several clients of one app
  /// each get their own edits and windows.
  public mutating func response(to line: some Collection<UInt8>, client: inout WireClient)
    -> WireResponse
  {
    guard line.count <= Self.lineLimit else { return .error(.lineTooLong(limit: Self.lineLimit)) }
    let value: WireValue
    do {
      value = try WireReader.read(line)
    } catch {
      return .error(.malformedJSON(error))
    }
    guard case .object(let fields) = value, WireRequest.keys(of: fields).count == 1,
      let key = WireRequest.keys(of: fields).first, WireRequest.keys.contains(key)
    else {
      return .error(.unknownRequest(keys: value.objectFields.map(WireValue.sortedKeys) ?? []))
    }
    let request: WireRequest
    do {
      request = try WireRequest.decode(value, at: "$")
    } catch {
      return .error(.invalidRequest(error))
    }
    return perform(request, client: &client)
  }

  /// Does `request`, or says why not.
  public mutating func perform(_ request: WireRequest) -> WireResponse {
    var client = self.client
    self.client = WireClient()  // so that the client's screens change in place, not copied
    defer { self.client = client }
    return perform(request, client: &client)
  }

  /// Does `request` for a client that holds `screens` (nil while it takes whole screens) and
  /// sees its lists complete.
  public mutating func perform(_ request: WireRequest, client screens: inout ClientScreens?)
    -> WireResponse
  {
    var client = WireClient()
    client.screens = screens
    defer { screens = client.screens }
    return perform(request, client: &client)
  }

  /// Does `request` for `client`, or says why not; on an error the client's screens and
  /// windows are as they were.
  public mutating func perform(_ request: WireRequest, client: inout WireClient) -> WireResponse {
    var next = session
    var changes: [TrackerAction] = []
    var screens = client.screens
    var windows = client.windows
    switch request {
    case .show: break
    case .edits(let isOn):
      screens = isOn ? ClientScreens() : nil
    case .window(let window):
      if let id = window.id {
        windows.place(id, first: window.first, count: window.count)
      } else {
        windows.resize(to: window.count)
      }
    case .act(let act):
      do {
        changes = try next.perform(act)
      } catch {
        return .error(.act(error))
      }
    case .today(let day):
      guard day.isSupported else {
        return .error(
          .invalidRequest(WireDecodingError(path: "$.today", message: "the day is out of range")))
      }
      next.today = day
    case .language(let language):
      // The tables the session was started with (`--tables DIR`), in another language.
      let tables = session.localizer.tables
      let known = tables.languages + Language.pseudoLocales
      guard known.contains(language) else {
        let codes = known.map(\.code).joined(separator: ", ")
        return .error(
          .invalidRequest(
            WireDecodingError(
              path: "$.language", message: "no table for \"\(language.code)\"; use one of \(codes)"
            )))
      }
      next.localizer = Localizer(language: language, tables: tables)
    case .connection(let status):
      next.connection = status
    }
    if !changes.isEmpty, let saver {
      do {
        try saver.record(
          changes, today: next.today, queuing: next.queuesChanges, state: next.state)
      } catch {
        return .error(ServeError(saving: error))
      }
    }
    session = next
    if request.changesApp { revision += 1 }
    let screen = windows.cut(session.screen)
    let under = session.screenUnderOverlay.map { windows.cut($0) }
    client.windows = windows
    guard var screens else {
      client.screens = nil
      return .screen(
        WireScreen(
          name: session.current.name, presentation: session.current.presentation,
          screen: screen, under: under, changes: changes, canGoBack: session.canGoBack))
    }
    let answer = WireScreenEdits(
      name: session.current.name, presentation: session.current.presentation,
      screen: screens.update(to: screen), under: under.map { screens.update(to: $0) },
      changes: changes, canGoBack: session.canGoBack)
    client.screens = screens
    return .edits(answer)
  }
}

/// What a server keeps for one client: the screens it holds (while it takes edits) and the
/// windows of the long lists it shows.
public struct WireClient: Sendable {
  /// While the client takes edits (`{"edits": true}`), the screens it holds; nil while it
  /// takes whole screens.
  public var screens: ClientScreens?
  /// The windows of its lists (complete until it sends `{"window": …}`).
  public var windows: ListWindows

  /// A new client: of edits or of whole screens, with complete lists or `windows`.
  public init(edits: Bool = false, windows: ListWindows = ListWindows()) {
    screens = edits ? ClientScreens() : nil
    self.windows = windows
  }
}

/// The last tree of each screen id a client was sent, so that the next answer carries only
/// the edits to it. The server keeps one (`update(to:)`), and so does a client
/// (`apply(_:)`): the trees of every screen it was sent, by id.
public struct ClientScreens: Sendable {
  /// The copies, by their root's id.
  private var copies: [ElementID: ScreenCopy] = [:]

  /// None yet: every screen goes whole.
  public init() {}

  /// The trees, by their root's id.
  public var trees: [ElementID: ScreenElement] { copies.mapValues(\.tree) }

  /// The update that brings the client's copy of `screen` up to date; `screen` is kept as
  /// the client's copy.
  public mutating func update(to screen: ScreenElement) -> ScreenUpdate {
    guard let id = screen.id else { return .whole(screen) }
    guard var copy = copies.removeValue(forKey: id) else {
      copies[id] = ScreenCopy(screen)
      return .whole(screen)
    }
    let edits = copy.update(to: screen)
    copies[id] = copy
    return edits.map { .edits(id, $0) } ?? .whole(screen)
  }

  /// The screen `update` brings up to date, kept as the client's copy: what a client does
  /// with each update it is sent. Throws when it holds no tree of the id, or when the edits
  /// do not fit it (then it sends `{"edits": true}` for whole screens).
  public mutating func apply(_ update: ScreenUpdate) throws(ElementEditError) -> ScreenElement {
    switch update {
    case .whole(let screen):
      if let id = screen.id { copies[id] = ScreenCopy(screen) }
      return screen
    case .edits(let id, let edits):
      guard let old = copies[id]?.tree else {
        throw ElementEditError(index: 0, problem: "no screen \(id) was sent before")
      }
      let screen = try old.applying(edits)
      copies[id] = ScreenCopy(screen)
      return screen
    }
  }
}
