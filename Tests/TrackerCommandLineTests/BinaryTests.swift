import Foundation
import Testing

/// The built `tracker-kit` executable beside the test bundle.
private func builtTool() -> URL? {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = folder.appendingPathComponent("tracker-kit")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return nil
}

/// Runs `tool` in `folder`; returns its output, errors and exit status.
private func launch(_ tool: URL, _ arguments: [String], in folder: URL, input: String = "") throws
  -> (output: String, errors: String, status: Int32)
{
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  process.currentDirectoryURL = folder
  let output = Pipe()
  let errors = Pipe()
  let standardInput = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = standardInput
  try process.run()
  standardInput.fileHandleForWriting.write(Data(input.utf8))
  try standardInput.fileHandleForWriting.close()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self),
    process.terminationStatus
  )
}

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
      input: "{\"records\": [{\"tracker\": \"x\", \"date\": \"2026-11-20\"}]}")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors == "<stdin>:1:26: error: no tracker has the id \"x\"\n")
  }

  @Test("--state /dev/stdin reads a pipe like a file")
  func standardInputAsAPath() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let result = try launch(
      tool, ["check", "--state", "/dev/stdin"], in: FileManager.default.temporaryDirectory,
      input: "{\"categories\": [{\"id\": \"c\", \"title\": \"Home\"}]}")
    #expect(result.errors == "")
    #expect(
      result.output
        == "/dev/stdin: ok, 1 category, 0 trackers (0 habits, 0 irregular events), 0 records\n")
    #expect(result.status == 0)
  }
}
