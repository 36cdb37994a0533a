import Foundation
import Testing
import TrackerDomain
import TrackerLocalization
import TrackerStateFile
import TrackerTestSupport
import TrackerWire

@Suite("tracker-kit serve --stdio, the built binary")
struct ServeBinaryTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("A journey with bad lines between its steps, saved atomically to a new state file")
  func journeyOverAPipe() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-binary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    let requests: [String] = [
      #"{"show":true}"#, #"{"tap":"onboarding.button"}"#, "{not json", #"{"tap":"trackers.add"}"#,
      #"{"tap":"trackerType.habit"}"#, #"{"type":{"id":"trackerForm.name","text":"Read"}}"#,
      String(repeating: "x", count: 200_000), #"{"tap":"trackerForm.category"}"#,
      #"{"tap":"categories.add"}"#, #"{"type":{"id":"categoryForm.name","text":"Mind"}}"#,
      #"{"tap":"categoryForm.done"}"#, #"{"tap":"categories.row.c1"}"#,
      #"{"tap":"trackerForm.schedule"}"#, #"{"tap":"schedule.mon"}"#, #"{"tap":"schedule.done"}"#,
      #"{"tap":"trackerForm.emoji.9"}"#, #"{"tap":"trackerForm.color.8"}"#,
      #"{"tap":"trackerForm.create"}"#, #"{"tap":"trackers.card.t1.done"}"#,
      #"{"tap":"tabBar.statistics"}"#,
    ]
    var input: [UInt8] = requests.flatMap { Array($0.utf8) + [0x0A] }
    input += [0x7B, 0xFF, 0xFE, 0x0A]  // invalid UTF-8: still answered
    let run = try launch(
      tool, ["serve", "--stdio", "--state", path, "--save", "--today", "2026-11-23"], input: input)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == requests.count + 1)
    let responses = try lines.map { try WireReader.read(String($0)) }
    for response in responses {
      #expect(Wire.validator.problems(response, against: "Response").isEmpty)
    }
    func code(_ index: Int) -> WireValue? {
      responses[index].objectFields?["error"]?.objectFields?["code"]
    }
    func name(_ index: Int) -> WireValue? { responses[index].objectFields?["name"] }
    #expect(name(0) == "onboarding")
    #expect(code(2) == "malformedJSON")
    #expect(code(6) == "lineTooLong")
    #expect(name(17) == "trackers")
    #expect(responses[18].json.contains(#""type":"markDone""#))
    #expect(name(19) == "statistics")
    #expect(code(20) == "malformedJSON")
    let saved = try StateFile.read(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), fileName: path,
      today: GalleryFixtureDay.today)
    #expect(saved.trackers.map(\.name) == ["Read"])
    #expect(saved.categories.map(\.title) == ["Mind"])
    #expect(saved.records.count == 1)
  }

  @Test(
    "The JSON article's Python client drives the app",
    .enabled(if: programOnPath("python3") != nil, "python3 is not installed"))
  func pythonClient() throws {
    let python = try #require(programOnPath("python3"))
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Sources/TrackerKit/TrackerKit.docc/JSONWire.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```python\n"))
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    let client = FileManager.default.temporaryDirectory.appendingPathComponent(
      "client-\(UUID().uuidString).py")
    try String(readme[start.upperBound..<end.lowerBound]).write(
      to: client, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: client) }
    let run = try launch(python, [client.path, tool.path])
    #expect(run.status == 0)
    // The indicators' names, whatever English calls them.
    let english = Localizer(language: .english)
    let best = english.text(.statisticsBestPeriod).string
    let completed = english.text(.statisticsTrackersCompleted).string
    #expect(run.output.hasPrefix("\(best): "), "\(run.output)")
    #expect(run.output.contains("\(completed): "))
  }
}

extension ServeBinaryTests {
  @Test(
    "A client of edits and windows written from the JSON article alone holds the whole screens",
    .enabled(if: programOnPath("python3") != nil, "python3 is not installed"))
  func pythonClientOfEdits() throws {
    let python = try #require(programOnPath("python3"))
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let client = Self.repository.appendingPathComponent(
      "Tests/TrackerWireTests/Clients/edits_client.py")
    // Every language a table is written in, whichever they are.
    let languages = try FileManager.default.contentsOfDirectory(
      atPath: Self.repository.appendingPathComponent("Localization").path
    ).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    #expect(!languages.isEmpty)
    let run = try launch(
      python,
      [client.path, tool.path, "--requests", RunSize.pick(everyday: "80", exhaustive: "400")]
        + ["--language"] + languages)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    let walks = run.output.split(separator: "\n").filter { $0.hasSuffix("copies identical") }
    #expect(walks.count == 2 * languages.count, "\(run.output)")
  }
}

/// The day the tests call today.
enum GalleryFixtureDay {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
}
