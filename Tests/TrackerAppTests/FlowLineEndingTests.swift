import Testing
import TrackerApp
import TrackerFlows

/// Flow files saved with Windows (CR LF) or old Mac (CR) line endings read as the same
/// steps on the same lines, as every other reader of the kit reads them.
@Suite("Flow files with CR LF and CR line endings")
struct FlowLineEndingTests {
  @Test("Every flow reads the same with LF, CR LF and CR", arguments: FlowFiles.names)
  func sameSteps(name: String) throws {
    let flow = try FlowFiles.flow(name)
    let text = try FlowFiles.text(name)
    for ending in ["\r\n", "\r"] {
      let converted = text.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: ending)
      let again = try Flow(converted, file: flow.file)
      #expect(again == flow, "\(name) with \(ending.debugDescription) line endings")
    }
  }

  @Test("The issue's input: 'show' with CR LF is a step, and an error names its own line")
  func errorLines() throws {
    let flow = try Flow("# a comment\r\nshow\r\n\r\ntap trackers.add\r\n", file: "w.flow")
    #expect(flow.lines.map(\.number) == [1, 2, 4])
    #expect(flow.lines[1].step == .show)
    #expect(flow.lines[2].step == .act(.tap("trackers.add")))
    for text in ["show\r\nshow\r\nbogus\r\n", "show\rshow\rbogus\r", "show\nshow\r\nbogus"] {
      do {
        _ = try Flow(text, file: "w.flow")
        Issue.record("an unknown step was read")
      } catch {
        #expect(error.line == 3, "\(text.debugDescription): \(error)")
        #expect(error.message.contains("'bogus'"))
      }
    }
  }
}
