import TrackerLocalization

/// What the front end reports of its connection to the server.
public struct ConnectionStatus: Hashable, Sendable {
  /// Whether the server can be reached.
  public var isOnline: Bool
  /// How many local changes wait to be sent.
  public var pendingChanges: Int

  /// Connected, nothing waiting: no banner.
  public static let online = ConnectionStatus(isOnline: true, pendingChanges: 0)

  /// Offline with `pendingChanges` waiting to be sent.
  public static func offline(pendingChanges: Int) -> ConnectionStatus {
    ConnectionStatus(isOnline: false, pendingChanges: pendingChanges)
  }

  /// A status with both parts given.
  public init(isOnline: Bool, pendingChanges: Int) {
    self.isOnline = isOnline
    self.pendingChanges = pendingChanges
  }
}

/// The note at the top of every screen while there is no connection: "No
/// internet connection" and how many changes wait to be sent.
public struct OfflineBanner: Hashable, Sendable {
  /// A stable identifier: `offlineBanner`.
  public var id: ElementID
  /// "No internet connection".
  public var title: LocalizedText
  /// "3 changes will be sent when you're back online", or that changes are
  /// saved on the device when none is waiting.
  public var detail: LocalizedText

  /// The banner for `context`'s connection; nil while online.
  public static func describe(_ context: ScreenContext) -> OfflineBanner? {
    guard !context.connection.isOnline else { return nil }
    let pending = max(0, context.connection.pendingChanges)
    return OfflineBanner(
      id: "offlineBanner", title: context.text(.offlineTitle),
      detail: pending == 0
        ? context.text(.offlineSaved) : context.localizer.plural(.offlinePending, count: pending))
  }
}
