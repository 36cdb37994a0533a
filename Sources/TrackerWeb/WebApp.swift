// TrackerWeb: the app in a web browser (`tracker-kit web`). The page is HTML, CSS and
// JavaScript written for it, compiled into the binary as Swift strings (never read from disk):
// it draws the element tree with one drawing per element kind, applies the edits of each
// answer to the page, and sends acts by element id as the wire's requests. `WebApp` answers
// the page's requests with a `ServeSession` (saving through its store), each page (browser
// tab) a client with its own edits; `LoopbackHTTP` serves it on this computer only.
import Foundation
import LoopbackHTTP
import TrackerDomain
import TrackerStateFile
import TrackerWire

/// The app behind the page: the page's files, and the wire's requests posted to `api`, each
/// answered as `serve` answers a line, with `"notice"` naming a `WebNotice` when the page has
/// one to show. One request at a time reaches the app; with a saver, changes are saved behind
/// the answers (`notice` says how the last went), and `stop()` finishes them.
public final class WebApp: @unchecked Sendable {
  private let lock = NSLock()
  private var server: ServeSession
  /// Set by `stop()`: no request reaches the app any more.
  private var isStopped = false
  /// What the server keeps for each page (the screens it holds, the windows of its lists), by
  /// the page's view id, most recent last.
  private var views: [(id: String, client: WireClient)] = []
  /// What the newest finished save left to say (nil: it went through).
  private var saveNotice: WebNotice?
  /// How many pages are remembered; an older page that asks again gets whole screens.
  static let viewLimit = 8

  /// Today now, read before each request, so that a page left open moves on at midnight
  /// (nil: today stays the session's).
  private let readToday: (@Sendable () -> Day)?

  /// The app of `server`, moved on to `readToday()` before each request when it is given.
  public init(server: ServeSession, readToday: (@Sendable () -> Day)? = nil) {
    self.server = server
    self.readToday = readToday
  }

  /// The app now (for tests and for the command's last save).
  public var session: ServeSession { lock.withLock { server } }

  /// Stops answering the api (a request after this is answered 503) and waits for the save
  /// in flight and the one waiting; how the newest state fared (nil: nothing was changed).
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
    let files: [Substring: (String, String)] = [
      "/app.css": (WebPage.style, "text/css; charset=utf-8"),
      "/app.js": (WebPage.script, "text/javascript; charset=utf-8"),
    ]
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
      return path == "/" ? .content(page, type: "text/html; charset=utf-8") : standingNotice
    }
    guard path == "/api" else { return .text(.notFound, "nothing here") }
    guard request.method == "POST" else { return Self.methodNotAllowed("POST") }
    let types = request.values(of: "content-type")
    guard types.count == 1, types[0].lowercased().hasPrefix("application/json") else {
      return .text(.unsupportedMediaType, "post one request as application/json")
    }
    let view = request.values(of: "tracker-view").first ?? ""
    guard !view.isEmpty, view.count <= 64 else {
      return .text(.badRequest, "say which page asks, in the Tracker-View header")
    }
    let line = lock.withLock { () -> String? in
      guard !isStopped else { return nil }
      // A page the app does not remember yet (or any more) starts with whole screens.
      if let today = readToday?(), today != server.session.today {
        var none = WireClient()
        _ = server.perform(.today(today), client: &none)
      }
      var client = views.first { $0.id == view }?.client ?? WireClient(edits: true)
      var response = server.response(to: request.body, client: &client)
      var notice = takeSaveNotice()
      if case .error(let error) = response, let refusal = WebNotice(error) {
        notice = refusal
        // The page acted on what the app no longer shows: it is shown the app as it is.
        if refusal == .outOfStep { response = server.perform(.show, client: &client) }
      }
      views.removeAll { $0.id == view }
      views.append((view, client))
      if views.count > Self.viewLimit { views.removeFirst() }
      return Self.answer(response, notice: notice)
    }
    guard let line else { return .text(.serviceUnavailable, "tracker-kit web is stopping") }
    return .content(line, type: "application/json")
  }

  /// The page in the app's language now (its words, its direction).
  private var page: String { lock.withLock { WebPage.html(server.session.localizer) } }

  /// The notice the saves leave standing, which the page asks for every few seconds so that
  /// a save that failed behind an answer is said without another act: `{"notice": "notSaved"}`,
  /// or `{}` while every save went through.
  private var standingNotice: HTTPResponse {
    let notice = lock.withLock { takeSaveNotice() }
    let body = WireValue.object(notice.map { ["notice": .string($0.rawValue)] } ?? [:])
    return .content(body.json, type: "application/json")
  }

  /// The notice the newest finished save leaves standing (under the lock).
  private func takeSaveNotice() -> WebNotice? {
    if let outcome = server.saver?.takeOutcome() { saveNotice = WebNotice(after: outcome) }
    return saveNotice
  }

  /// The wire's answer line, with the name of the notice the page shows with it, if any.
  static func answer(_ response: WireResponse, notice: WebNotice?) -> String {
    guard let notice, case .object(var fields) = response.wire else { return response.wire.json }
    fields["notice"] = .string(notice.rawValue)
    return WireValue.object(fields).json
  }

  private static func methodNotAllowed(_ allowed: String) -> HTTPResponse {
    var response = HTTPResponse.text(.methodNotAllowed, "use \(allowed) here")
    response.headers["Allow"] = allowed
    return response
  }
}
