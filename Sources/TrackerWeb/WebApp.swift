// TrackerWeb: the app in a web browser (`tracker-kit web`). The page is HTML, CSS and
// JavaScript written for it, compiled into the binary as Swift strings (never read from disk):
// it draws the element tree with one drawing per element kind, applies the edits of each
// answer to the page, and sends acts by element id as the wire's requests. `WebApp` answers
// the page's requests with a `ServeSession` (saving through its store), each page (browser
// tab) a client with its own edits; `LoopbackHTTP` serves it on this computer only.
import Foundation
import LoopbackHTTP
import TrackerDomain
import TrackerLocalization
import TrackerStateFile
import TrackerWire

/// The app behind the page: the page's files, and the wire's requests posted to `api`, each
/// answered as `serve` answers a line, with `"revision"` (the app's, `ServeSession.revision`,
/// counted from `firstRevision`)
/// and `"notice"` naming a `WebNotice` when the page has one to show. One request at a time
/// reaches the app; with a saver, each change is in the state file's journal before it is
/// answered, the file is brought up to date behind the answers (`notice` says how that went),
/// and `stop()` brings it up to date.
///
/// The browser's history follows the app's screens: each answer says how many screens are
/// under the one on top (`"depth"`), and the page keeps as many history entries, so that the
/// browser's Back goes back a screen (`{"back": true}`) while there is one.
///
/// Several pages (browser tabs) show one app. An act names the revision of the screen it was
/// taken on (the `Tracker-Revision` header); an act on a revision that is not the app's any
/// more is not done, and is answered with the app as it is now and `outOfStep`, so a page
/// never does what another page's change made its element mean. `GET notice?revision=N`
/// waits (up to `holdTime`) until the app's revision is not N, so that every page learns of
/// a change at once and asks for the screen; a page's own act, whose answer brings it the
/// new revision, does not end its wait (no second request for each act). `tracker-kit web`
/// counts each launch's revisions from a random number, so that a page of an earlier launch
/// (at the same address) never takes the new launch's revision for the one it shows.
public final class WebApp: @unchecked Sendable {
  private let lock = NSLock()
  /// Broadcast after every request that changed the app, for the pages waiting on `notice`.
  private let changed = NSCondition()
  /// How long `GET notice?revision=N` waits for a change before it answers as things are.
  let holdTime: Duration
  private var server: ServeSession
  /// Where this app's revisions start (the `"revision"` of its first answer).
  private let firstRevision: Int
  /// The revision the pages see: `ServeSession.revision` from `firstRevision` on.
  private var revision: Int { firstRevision + server.revision }
  /// Set by `stop()`: no request reaches the app any more.
  private var isStopped = false
  /// What the server keeps for each page (the screens it holds, the windows of its lists, the
  /// revision its last answer brought it), by the page's view id, most recent last.
  private var views: [(id: String, client: WireClient, revision: Int)] = []
  /// What the newest finished save left to say (nil: it went through).
  private var saveNotice: WebNotice?
  /// How many pages are remembered; an older page that asks again gets whole screens.
  static let viewLimit = 8

  /// Today now, read before each request, so that a page left open moves on at midnight
  /// (nil: today stays the session's).
  private let readToday: (@Sendable () -> Day)?
  /// The translate mode's editor (`web --translate`); nil in the app's own mode.
  let translation: PageTranslation?

  /// The app of `server`, moved on to `readToday()` before each request when it is given;
  /// a page's `GET notice?revision=N` waits up to `holdTime` for a change; its revisions
  /// count from `firstRevision` (`randomFirstRevision()` for a launch a page may outlive).
  public init(
    server: ServeSession, readToday: (@Sendable () -> Day)? = nil,
    holdTime: Duration = .seconds(20), translation: PageTranslation? = nil,
    firstRevision: Int = 0
  ) {
    self.server = server
    self.firstRevision = firstRevision
    self.readToday = readToday
    self.holdTime = holdTime
    self.translation = translation
  }

  /// A first revision for a new launch: a random number a page's JavaScript holds exactly
  /// (under 2^53), far from where another launch's revisions start.
  public static func randomFirstRevision() -> Int { Int.random(in: 0..<(1 << 48)) }

  /// The app's localizer now.
  var localizer: Localizer { lock.withLock { server.session.localizer } }

  /// Describes the app again with `tables` (translate mode saved a text): the revision moves
  /// on, so that every page asks for the screen and redraws it at once.
  func useTables(_ tables: LocalizationTables) {
    lock.withLock { server.useTables(tables) }
    changed.broadcast()
  }

  /// The app now (for tests and for the command's last save).
  public var session: ServeSession { lock.withLock { server } }

  /// Stops answering the api (a request after this is answered 503) and folds the journal
  /// into the state file; how that went (nil: there was nothing to fold).
  @discardableResult
  public func stop() -> StateFileSaver.Outcome? {
    let saver = lock.withLock { () -> StateFileSaver? in
      isStopped = true
      return server.saver
    }
    return saver?.finish()
  }

  /// The response to a request that passed the server's checks; `path` is after the token.
  public func respond(to request: HTTPRequest, path: Substring) -> HTTPResponse {
    var files: [Substring: (String, String)] = [
      "/app.css": (WebPage.style, "text/css; charset=utf-8"),
      "/app.js": (WebPage.script, "text/javascript; charset=utf-8"),
      // The page's own icon: from the page's address, as its CSP (`default-src 'self'`) allows.
      "/icon.svg": (WebPage.icon, "image/svg+xml"),
    ]
    if let translation {
      if path.hasPrefix("/translate/") {
        return translation.respond(to: request, path: path, app: self)
      }
      files.merge(WebPage.translateFiles) { $1 }
    }
    if path.isEmpty {
      // The token without its slash: the page's files are relative to the slash.
      var response = HTTPResponse.text(.permanentRedirect, "the page is at \(request.path)/")
      response.headers["Location"] = request.path + "/"
      return response
    }
    if let (body, type) = files[path] {
      guard request.method == "GET" else { return Self.methodNotAllowed("GET") }
      return .content(body, type: type)
    }
    if path == "/" || path == "/notice" {
      guard request.method == "GET" else { return Self.methodNotAllowed("GET") }
      return path == "/" ? .content(page, type: "text/html; charset=utf-8") : news(request)
    }
    guard path == "/api" else { return .text(.notFound, "nothing here") }
    guard request.method == "POST" else { return Self.methodNotAllowed("POST") }
    guard request.isJSON else {
      return .text(.unsupportedMediaType, "post one request as application/json")
    }
    let view = request.values(of: "tracker-view").first ?? ""
    guard !view.isEmpty, view.count <= 64 else {
      return .text(.badRequest, "say which page asks, in the Tracker-View header")
    }
    let seen = request.values(of: "tracker-revision").first.flatMap { Int($0) }
    let line = lock.withLock { () -> String? in
      guard !isStopped else { return nil }
      if let today = readToday?(), today != server.session.today {
        var none = WireClient()
        _ = server.perform(.today(today), client: &none)
      }
      // A page the app does not remember yet (or any more) starts with whole screens.
      var client = views.first { $0.id == view }?.client ?? WireClient(edits: true)
      var response: WireResponse
      var notice: WebNotice?
      if let seen, seen != revision, Self.isAct(request.body) {
        // Taken on a screen the app has changed since (in another page): not done.
        response = server.perform(.show, client: &client)
        notice = .outOfStep
      } else {
        response = server.response(to: request.body, client: &client)
      }
      // What the saves left standing, this request's included.
      let standing = takeSaveNotice()
      notice = notice ?? standing
      // A change refused because another program changed the file says so, not more.
      if case .error(let error) = response, let refusal = WebNotice(error),
        !(refusal == .notSaved && notice == .changedElsewhere)
      {
        notice = refusal
        // The page acted on what the app no longer shows: it is shown the app as it is.
        if refusal == .outOfStep { response = server.perform(.show, client: &client) }
      }
      views.removeAll { $0.id == view }
      views.append((view, client, revision))
      if views.count > Self.viewLimit { views.removeFirst() }
      return Self.answer(
        response, revision: revision, depth: server.session.stack.count - 1, notice: notice)
    }
    changed.broadcast()
    guard let line else { return .text(.serviceUnavailable, "tracker-kit web is stopping") }
    return .content(line, type: "application/json")
  }

  /// Whether `body` is an act (a request the revision of the page is checked for).
  static func isAct(_ body: [UInt8]) -> Bool {
    guard let value = try? WireReader.read(body),
      case .act? = try? WireRequest.decode(value, at: "$")
    else { return false }
    return true
  }

  /// What a browser gets at an address whose key is not this launch's, in `localizer`'s
  /// language (`LoopbackServer`'s `wrongAddressPage`).
  public static func wrongAddressPage(_ localizer: Localizer) -> String {
    WebPage.wrongAddress(localizer)
  }

  /// The page in the app's language now (its words, its direction).
  private var page: String {
    let localizer = self.localizer
    return WebPage.html(localizer, translating: translation?.words(localizer))
  }

  /// The app's revision and the notice the saves leave standing:
  /// `{"revision": 12, "notice": "notSaved"}`, without `notice` while every save went through.
  /// With `?revision=N` (and `&notice=NAME`, the one the page shows), it waits up to
  /// `holdTime` for the revision to be another, or the standing notice another: a page keeps
  /// one such request open, and learns of a change made in another page, or of a save that
  /// failed behind an answer, at once. A revision the page's own answer brought it (the page
  /// that asks names itself in `Tracker-View`) is no news: the wait goes on.
  private func news(_ request: HTTPRequest) -> HTTPResponse {
    let query = Self.query(of: request.target)
    let view = request.values(of: "tracker-view").first
    let known = query["revision"].flatMap { Int($0) }
    let shown = query["notice"].flatMap { WebNotice(rawValue: $0) }
    let deadline = ContinuousClock.now + holdTime
    while true {
      let (revision, notice, stopped, answered) = lock.withLock {
        (self.revision, takeSaveNotice(), isStopped, views.last { $0.id == view }?.revision)
      }
      if stopped { return .text(.serviceUnavailable, "tracker-kit web is stopping") }
      let now = ContinuousClock.now
      let isNews = known != revision && answered != revision
      if known == nil || isNews || shown != notice || now >= deadline {
        var fields: [String: WireValue] = ["revision": .integer(revision)]
        if let notice { fields["notice"] = .string(notice.rawValue) }
        return .content(WireValue.object(fields).json, type: "application/json")
      }
      // A save's outcome comes with no signal: look again every quarter of a second.
      changed.lock()
      _ = changed.wait(until: Date(timeIntervalSinceNow: 0.25))
      changed.unlock()
    }
  }

  /// The names and values of a target's query (`a=1&b=x`), undecoded: the page sends digits
  /// and notice names only.
  static func query(of target: String) -> [String: String] {
    guard let mark = target.firstIndex(of: "?") else { return [:] }
    var fields: [String: String] = [:]
    for pair in target[target.index(after: mark)...].split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      fields[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return fields
  }

  /// The notice the newest finished save leaves standing (under the lock).
  private func takeSaveNotice() -> WebNotice? {
    if let outcome = server.saver?.takeOutcome() { saveNotice = WebNotice(after: outcome) }
    return saveNotice
  }

  /// The wire's answer line, with the app's revision after it, how many screens are under
  /// the one on top (`depth`: the page keeps the browser's history as deep, so that Back
  /// goes back a screen), and the name of the notice the page shows with it, if any.
  static func answer(_ response: WireResponse, revision: Int, depth: Int, notice: WebNotice?)
    -> String
  {
    var fields: [String: WireValue] = ["revision": .integer(revision), "depth": .integer(depth)]
    if let notice { fields["notice"] = .string(notice.rawValue) }
    return response.json(adding: fields)
  }

  static func methodNotAllowed(_ allowed: String) -> HTTPResponse {
    var response = HTTPResponse.text(.methodNotAllowed, "use \(allowed) here")
    response.headers["Allow"] = allowed
    return response
  }
}
