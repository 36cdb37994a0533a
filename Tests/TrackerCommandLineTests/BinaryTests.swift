import Foundation
import Testing
import TrackerTestSupport

@Suite("The built binary")
struct BinaryTests {
  @Test("A tracker-kit binary copied to another folder still has its string tables")
  func copiedBinaryKeepsItsTables() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("tracker-kit")
    try FileManager.default.copyItem(at: tool, to: copy)
    let result = try launch(
      copy, ["render", "statistics", "--locale", "ru", "--today", "2026-11-23"], in: folder)
    #expect(result.status == 0)
    #expect(result.output.contains("title \"\(word(.statisticsTitle, .russian))\""))
    #expect(result.output.contains("\"\(word(.statisticsBestPeriod, .russian))\""))
  }

  @Test("A malformed state file on standard input: the error on stderr, exit status 1")
  func malformedStateExitStatus() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let result = try launch(
      tool, ["check", "--state", "-"], in: FileManager.default.temporaryDirectory,
      input: Array("{\"records\": [{\"tracker\": \"x\", \"date\": \"2026-11-20\"}]}".utf8))
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors == "<stdin>:1:26: error: no tracker has the id \"x\"\n")
  }

  @Test("--state /dev/stdin reads a pipe like a file")
  func standardInputAsAPath() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let result = try launch(
      tool, ["check", "--state", "/dev/stdin"], in: FileManager.default.temporaryDirectory,
      input: Array("{\"categories\": [{\"id\": \"c\", \"title\": \"Home\"}]}".utf8))
    #expect(result.errors == "")
    #expect(
      result.output
        == "/dev/stdin: ok, 1 category, 0 trackers (0 habits, 0 irregular events), 0 records\n")
    #expect(result.status == 0)
  }
}
