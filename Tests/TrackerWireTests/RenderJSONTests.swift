import Foundation
import Testing
import TrackerCommandLine
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire

/// Runs `tracker-kit` in-process.
func runTool(_ arguments: String...) -> CommandResult {
  TrackerKitTool.run(
    CommandContext(
      arguments: arguments, workingDirectory: URL(fileURLWithPath: NSTemporaryDirectory()),
      today: GalleryFixture.today))
}

@Suite("tracker-kit render --format json and schema")
struct RenderJSONTests {
  @Test("render SCREEN --format json prints the screen's element tree on one line")
  func renderJSON() throws {
    let result = runTool(
      "render", "trackers", "--format", "json", "--locale", "ru", "--today", "2026-11-23")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("}\n"))
    #expect(result.output.filter { $0 == "\n" }.count == 1)
    let decoded = try ScreenElement.decode(json: result.output)
    let today = GalleryFixture.today
    let expected = try ScreenCatalog.describe(
      "trackers",
      ScreenRequest(
        context: ScreenContext(
          state: DemoState.make(today: today), language: .russian, today: today)))
    #expect(decoded == expected)
    #expect(Wire.validator.problems(try WireReader.read(result.output), against: "Element").isEmpty)
  }

  @Test("The JSON article's example card is the demo state's card, and validates")
  func readmeExample() throws {
    let readme = try String(
      contentsOf: SchemaTests.golden.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
          "Sources/TrackerKit/TrackerKit.docc/JSONWire.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```jsonc\n"))
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    let example = try WireReader.read(String(readme[start.upperBound..<end.lowerBound]))
    #expect(Wire.validator.problems(example, against: "Element").isEmpty)
    let screen = try ScreenElement.decode(
      json: runTool("render", "trackers", "--format", "json", "--today", "2026-11-23").output)
    let card = try #require(screen.element("trackers.card.t1"))
    #expect(try ScreenElement.decode(example, at: "$") == card)
  }

  @Test("--format text stays the default; render all --format json prints a line a screen")
  func formats() throws {
    #expect(runTool("render", "filters") == runTool("render", "filters", "--format", "text"))
    let all = runTool("render", "all", "--format", "json", "--today", "2026-11-23")
    let lines = all.output.split(separator: "\n")
    #expect(lines.count == ScreenCatalog.names.count)
    for line in lines {
      #expect(
        Wire.validator.problems(try WireReader.read(String(line)), against: "Element").isEmpty)
    }
    let bad = runTool("render", "filters", "--format", "xml")
    #expect(bad.status == 1)
    #expect(bad.errors.contains("use one of text, json"))
  }

  @Test("tracker-kit schema prints the golden schema; serve needs --stdio and real streams")
  func schemaAndServeUsage() {
    #expect(runTool("schema").output == WireSchema.text)
    let noTransport = runTool("serve")
    #expect(noTransport.status == 1)
    #expect(noTransport.errors.contains("--stdio"))
    let inProcess = runTool("serve", "--stdio")
    #expect(inProcess.status == 1)
    let saveWithoutFile = runTool("serve", "--stdio", "--save")
    #expect(saveWithoutFile.errors.contains("--save needs --state FILE"))
  }
}
