import Foundation
import TrackerApp
import TrackerDomain
import TrackerFlows
import TrackerLocalization

/// The flow files under `Tests/TrackerAppTests/Flows/` and how each starts.
enum FlowFiles {
  /// Monday, 23 November 2026: today in every flow.
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Flows")

  /// Every flow's name (its file name without `.flow`), sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".flow") }.map { String($0.dropLast(5)) }.sorted()
  }

  static func flow(_ name: String) throws -> Flow {
    try Flow(try text(name), file: "Tests/TrackerAppTests/Flows/\(name).flow")
  }

  /// The text of the flow file `name`.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name + ".flow"), encoding: .utf8)
  }

  /// The session a flow starts from: `new-user-…` flows start a new user on
  /// onboarding with no data, `goals-…` flows the goals app, the others the
  /// first app on the demo state.
  static func session(for name: String, _ language: Language) -> AppSession {
    let newUser = name.hasPrefix("new-user-")
    return AppSession(
      state: newUser ? TrackerState() : DemoState.make(today: today), today: today,
      localizer: Localizer(language: language),
      flavour: name.hasPrefix("goals-") ? .goals : .tracker, hasSeenOnboarding: !newUser)
  }
}
