import Testing
import TextSnapshotTesting
import TrackerApp
import TrackerFlows
import TrackerLocalization

/// Every journey of the requirements as a flow file, played in every table's
/// language, its transcript compared with `Snapshots/Flows/<flow>.<language>.txt`.
/// A `refused-…` flow must stop on its last step, and its transcript ends with
/// the refusal.
@Suite("Golden journeys", .snapshotTool("tracker-kit"))
struct FlowSnapshotTests {
  static let cases = FlowFiles.names.flatMap { name in
    LocalizationTables.embedded.languages.map { (name, $0.code) }
  }

  @Test("Each flow's transcript matches its golden file", arguments: cases)
  func journey(name: String, languageCode: String) throws {
    let flow = try FlowFiles.flow(name)
    let language = try #require(Language(code: languageCode))
    let transcript: String
    switch flow.play(on: FlowFiles.session(for: name, language)) {
    case .success(let played):
      #expect(!name.hasPrefix("refused-"), "\(name) should stop on a refusal, and went through")
      transcript = played.text
    case .failure(let failure):
      #expect(name.hasPrefix("refused-"), "\(failure.error)")
      #expect(failure.error.line == flow.lines.last?.number, "\(failure.error)")
      transcript = failure.transcript + "error: \(failure.error.message)\n"
    }
    assertSnapshot(of: transcript, named: "\(name).\(languageCode)", suite: "Flows")
  }

  @Test("There is a flow for every journey of the requirements")
  func journeysCovered() {
    #expect(FlowFiles.names.count >= 8)
  }
}
