/// The snapshot names used in this process, so that two assertions writing the same golden
/// file in one run fail instead of silently overwriting each other.
///
/// A name may be checked again from the same place with the same text (a repeated or retried
/// test); from another place, or with other text, it is an error. Names that differ only in
/// letter case or Unicode normalisation collide too, as they do on macOS file systems.
public final class SnapshotRegistry: Sendable {
  private struct Claim {
    var callSite: SnapshotCallSite
    var text: SnapshotText
  }

  private let claims = LockedState<[String: Claim]>([:])

  /// The registry shared by every assertion in the process.
  public static let shared = SnapshotRegistry()

  /// Creates an empty registry (tests use their own).
  public init() {}

  /// Records that `location` is checked with `text` from `callSite`, or explains the conflict.
  func claim(_ location: SnapshotLocation, text: SnapshotText, from callSite: SnapshotCallSite)
    -> String?
  {
    claims.withLock { claims in
      let key = location.collisionKey
      guard let earlier = claims[key] else {
        claims[key] = Claim(callSite: callSite, text: text)
        return nil
      }
      if earlier.callSite.isSamePlace(as: callSite) {
        if earlier.text == text { return nil }
        return
          "Snapshot \(location.displayPath) was checked twice from \(callSite.shortDescription) in"
          + " this run with different text. Either the assertion runs in a loop or a parameterized test"
          + " under one name (give each value its own name, e.g. with the locale: \"screen.ru\"), or"
          + " the rendering is not deterministic."
      }
      return "Snapshot \(location.displayPath) is already used by the assertion at"
        + " \(earlier.callSite.shortDescription) in this run. Every assertion needs its own name"
        + " (names that differ only in letter case are the same file on macOS)."
    }
  }
}
