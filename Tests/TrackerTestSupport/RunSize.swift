import Foundation

/// How long the generated runs of the suite are (walks through the apps, random requests,
/// fuzzing, page tours): short in an everyday `swift test`, so that the whole suite takes
/// about half a minute on two cores, and as long as they were first written with
/// `TRACKER_EXHAUSTIVE=1`, which `.ci/exhaustive` sets (CI runs it once a day and before a
/// release, beside `.ci/run`). A short run still covers every language, app and start the long
/// one covers; it takes fewer steps from each, or fewer pairs of an app or a screen and a
/// language (`pairs`).
package enum RunSize {
  /// Whether this run is the exhaustive one (`TRACKER_EXHAUSTIVE=1`).
  package static let isExhaustive = ProcessInfo.processInfo.environment["TRACKER_EXHAUSTIVE"] == "1"

  /// `everyday` in an everyday run, `exhaustive` in the exhaustive one.
  package static func pick<Value>(everyday: Value, exhaustive: Value) -> Value {
    isExhaustive ? exhaustive : everyday
  }

  /// Pairs of an item of `first` and one of `second` (an app and a language, a screen and a
  /// language): every pair in the exhaustive run; in an everyday run as many pairs as the
  /// longer list has items, each list taken in order and begun again when it ends (`first[0]`
  /// with `second[0]`, `first[1]` with `second[1]`, …), so that every item of each is paired,
  /// and a new item adds one pair, not one for each item of the other list.
  package static func pairs<First, Second>(_ first: [First], _ second: [Second]) -> [(
    First, Second
  )] {
    guard !first.isEmpty, !second.isEmpty else { return [] }
    guard !isExhaustive else { return first.flatMap { one in second.map { (one, $0) } } }
    return (0..<max(first.count, second.count)).map {
      (first[$0 % first.count], second[$0 % second.count])
    }
  }
}
