import Foundation
import Testing
import TrackerCommandLine
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile

@Suite("tracker-kit play: flows from the command line")
struct PlayCommandTests {
  func write(_ text: String, _ name: String, in folder: URL) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  @Test("A flow prints its transcript; --save writes the final state, which reads back")
  func playAndSave() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "# mark water done\ntap trackers.card.t6.done\nexpect [done]\n", "done.flow", in: folder)
    let result = run("play", "done.flow", "--save", "state.json", in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output == "# mark water done\n> tap trackers.card.t6.done\n> expect [done]\n")
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("state.json")))
    let state = try StateFile.read(bytes, fileName: "state.json", today: testToday)
    #expect(state.records.isDone("t6", on: testToday))
    // The demo state in the words of the language played, English here.
    #expect(
      state.trackers
        == DemoState.make(
          today: testToday, words: SampleWords(localizer: Localizer(language: .english))
        ).trackers)
  }

  @Test("A failing step: FLOW:LINE: error on standard error, status 1, nothing saved")
  func failure() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("tap trackers.add\n\ntap trackers.nope\nshow\n", "bad.flow", in: folder)
    let result = run("play", "bad.flow", "--save", "state.json", in: folder)
    #expect(result.status == 1)
    #expect(result.output == "> tap trackers.add\n> tap trackers.nope\n")
    #expect(
      result.errors.hasPrefix(
        "bad.flow:3: error: no element 'trackers.nope' on the tracker-type screen"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("state.json").path))
  }

  @Test("An unmet expectation shows the screen it was checked against")
  func expectation() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("expect Nothing like this\n", "expect.flow", in: folder)
    let result = run("play", "expect.flow", in: folder)
    #expect(result.status == 1)
    #expect(result.errors.contains("expect.flow:1: error: expected the screen to contain"))
    #expect(result.errors.contains("button #trackers.add"))
  }

  @Test("A malformed flow, a missing file, --new-user with --state: clear errors")
  func badInput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("tap\n", "empty-id.flow", in: folder)
    #expect(
      run("play", "empty-id.flow", in: folder).errors
        == "empty-id.flow:1: error: 'tap' needs an element id\n")
    try write("jump trackers.add\n", "unknown.flow", in: folder)
    #expect(
      run("play", "unknown.flow", in: folder).errors.hasPrefix(
        "unknown.flow:1: error: unknown step 'jump'"))
    #expect(run("play", "missing.flow", in: folder).status == 1)
    let both = run("play", "unknown.flow", "--new-user", "--state", "x.json", in: folder)
    #expect(both.status == 1)
    #expect(both.errors.contains("--new-user starts with no data"))
  }

  @Test("--new-user starts on onboarding; --app goals on the week page")
  func starts() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("expect onboarding\n", "onboarding.flow", in: folder)
    #expect(run("play", "onboarding.flow", "--new-user", in: folder).status == 0)
    try write("expect #weekStrip\n", "week.flow", in: folder)
    #expect(run("play", "week.flow", "--app", "goals", in: folder).status == 0)
  }
}
