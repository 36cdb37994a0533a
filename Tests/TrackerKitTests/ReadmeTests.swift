import Testing
import TrackerKit

/// The README shows what the code does: its Swift examples are files the test
/// build compiles, and its table of screens is the catalog's.
@Suite("The README")
struct ReadmeTests {
  /// The code blocks of the README fenced as `swift`.
  static func swiftBlocks(_ readme: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test("Every Swift example in the README is, verbatim, a file the tests compile")
  func examplesCompile() throws {
    let readme = try PackageFiles.text("README.md")
    let examples = try PackageFiles.swiftFiles(under: "Tests/TrackerKitTests/ReadmeExamples").map(
      PackageFiles.text)
    let blocks = Self.swiftBlocks(readme)
    #expect(!blocks.isEmpty)
    for block in blocks {
      #expect(
        examples.contains { $0.contains(block) },
        "this README example is not in Tests/TrackerKitTests/ReadmeExamples:\n\(block)")
    }
  }

  /// The README's table row of a catalog screen.
  static func row(_ entry: ScreenCatalog.Entry) -> String {
    let summary = entry.summary.replacingOccurrences(of: "|", with: "\\|")
    return "| `\(entry.name)` | `\(entry.function)` | \(summary) |"
  }

  @Test("The README's table of screens lists the catalog's screens, in its order")
  func screensTable() throws {
    let readme = try PackageFiles.text("README.md")
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
    let expected = ScreenCatalog.entries.map(Self.row)
    let shown = rows.filter { row in ScreenCatalog.names.contains { row.hasPrefix("| `\($0)` |") } }
    #expect(
      shown == expected,
      "the README's screens table should read:\n\(expected.joined(separator: "\n"))")
  }
}
