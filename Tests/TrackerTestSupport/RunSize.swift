import Foundation

/// How long the generated runs of the suite are (walks through the apps, random requests,
/// fuzzing, page tours): short in an everyday `swift test`, so that the whole suite takes
/// about half a minute on two cores, and as long as they were first written with
/// `TRACKER_EXHAUSTIVE=1`, which `.ci/exhaustive` sets (CI runs it once a day and before a
/// release, beside `.ci/run`). A short run still covers every language, app and start the long
/// one covers; it takes fewer steps from each.
package enum RunSize {
  /// Whether this run is the exhaustive one (`TRACKER_EXHAUSTIVE=1`).
  package static let isExhaustive = ProcessInfo.processInfo.environment["TRACKER_EXHAUSTIVE"] == "1"

  /// `everyday` in an everyday run, `exhaustive` in the exhaustive one.
  package static func pick<Value>(everyday: Value, exhaustive: Value) -> Value {
    isExhaustive ? exhaustive : everyday
  }

  /// Whether the item at `position` of a list goes to turn `turn` of `turns` (a language of
  /// `turns` languages, an app of `turns` apps): in the exhaustive run every turn takes every
  /// item; in an everyday run the items are shared out among the turns in order (the first to
  /// turn 0, the second to turn 1, …), so that each item is taken once, and a new turn adds no
  /// work, it takes a share.
  package static func sharesOut(_ position: Int, to turn: Int, of turns: Int) -> Bool {
    isExhaustive || position % max(1, turns) == turn
  }
}
