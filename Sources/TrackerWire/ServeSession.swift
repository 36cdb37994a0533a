import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerStateFile

/// The app behind `tracker-kit serve --stdio`: one request line in, one response line
/// out. Every error leaves the app as it was; with a store, every change of the user's
/// data is saved before it is answered, and a change that cannot be saved is not made.
public struct ServeSession: Sendable {
  /// The most bytes one request line may have: 64 KiB, far more than any act needs.
  public static let lineLimit = 1 << 16

  /// The app.
  public private(set) var session: AppSession
  /// Where changes are saved; nil keeps them in memory only.
  public private(set) var store: StateFileStore?

  /// Serves `session`, saving its changes to `store` when there is one.
  public init(session: AppSession, store: StateFileStore? = nil) {
    self.session = session
    self.store = store
  }

  /// The response line (without its newline) to one request line.
  public mutating func respond(to line: some Collection<UInt8>) -> String {
    response(to: line).wire.json
  }

  /// The response line to a line longer than `lineLimit`.
  public func respondToOverlongLine() -> String {
    WireResponse.error(.lineTooLong(limit: Self.lineLimit)).wire.json
  }

  /// The response to one request line.
  public mutating func response(to line: some Collection<UInt8>) -> WireResponse {
    guard line.count <= Self.lineLimit else { return .error(.lineTooLong(limit: Self.lineLimit)) }
    let value: WireValue
    do {
      value = try WireReader.read(line)
    } catch {
      return .error(.malformedJSON(error))
    }
    guard case .object(let fields) = value, fields.count == 1, let key = fields.keys.first,
      WireRequest.keys.contains(key)
    else {
      return .error(.unknownRequest(keys: value.objectFields.map(WireValue.sortedKeys) ?? []))
    }
    let request: WireRequest
    do {
      request = try WireRequest.decode(value, at: "$")
    } catch {
      return .error(.invalidRequest(error))
    }
    return perform(request)
  }

  /// Does `request`, or says why not.
  public mutating func perform(_ request: WireRequest) -> WireResponse {
    var next = session
    var changes: [TrackerAction] = []
    switch request {
    case .show: break
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
    if !changes.isEmpty, var store {
      do {
        try store.save(next.state)
      } catch {
        return .error(.cannotSave(reason: error.description))
      }
      self.store = store
    }
    session = next
    return .screen(WireScreen(session, changes: changes))
  }
}
