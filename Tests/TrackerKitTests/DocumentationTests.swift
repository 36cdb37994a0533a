import Foundation
import Testing
import TrackerKit
import TrackerTestSupport

/// The README and the DocC catalog (`Sources/TrackerKit/TrackerKit.docc`) show what the code
/// does: their Swift examples are files the test build compiles, their tables of screens,
/// element kinds and commands are the code's, and the catalog builds with no DocC warning.
@Suite("The README and the DocC catalog")
struct DocumentationTests {
  /// The catalog's folder, from the package root.
  static let catalog = "Sources/TrackerKit/TrackerKit.docc"

  /// The README and every article of the catalog, by path from the package root.
  static func documents() -> [String] {
    let base = PackageFiles.root.appendingPathComponent(catalog)
    let articles = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
    return ["README.md"]
      + articles.filter { $0.hasSuffix(".md") }.sorted().map {
        catalog + "/" + $0
      }
  }

  /// The code blocks of a Markdown text fenced as `swift`.
  static func swiftBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
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

  /// Whether `file` holds `block`, as written or indented as a whole (inside a test).
  static func holds(_ file: String, _ block: String) -> Bool {
    ["", "  ", "    "].contains { indent in
      let indented = block.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : indent + $0
      }
      return file.contains(indented.joined(separator: "\n"))
    }
  }

  @Test("Every Swift example is, verbatim, in a file the tests compile")
  func examplesCompile() throws {
    let examples = try PackageFiles.swiftFiles(under: "Tests/TrackerKitTests/DocumentationExamples")
      .map(PackageFiles.text)
    var checked = 0
    for document in Self.documents() {
      for block in Self.swiftBlocks(try PackageFiles.text(document)) {
        checked += 1
        #expect(
          examples.contains { Self.holds($0, block) },
          "this example of \(document) is not in Tests/TrackerKitTests/DocumentationExamples:\n\(block)"
        )
      }
    }
    #expect(checked > 3)
  }

  /// The rows of the Markdown tables of `text` whose first cell starts with "`".
  static func rows(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
  }

  /// The table row of a catalog screen.
  static func row(_ entry: ScreenCatalog.Entry) -> String {
    let summary = entry.summary.replacingOccurrences(of: "|", with: "\\|")
    return "| `\(entry.name)` | `\(entry.screen.rawValue)` | `\(entry.function)` | \(summary) |"
  }

  @Test("The table of screens lists the catalog's screens, in its order")
  func screensTable() throws {
    let expected = ScreenCatalog.entries.map(Self.row)
    for document in Self.documents() {
      let shown = Self.rows(try PackageFiles.text(document)).filter { row in
        ScreenCatalog.names.contains { row.hasPrefix("| `\($0)` | `") }
      }
      let isHome = document == Self.catalog + "/ElementTree.md"
      guard isHome || !shown.isEmpty else { continue }
      #expect(
        shown == expected,
        "the table of screens in \(document) should read:\n\(expected.joined(separator: "\n"))")
    }
  }

  @Test("The table of element parts lists every element kind, in order")
  func elementKinds() throws {
    let article = try PackageFiles.text(Self.catalog + "/ElementTree.md")
    let expected =
      "| `kind` | "
      + ScreenElement.Kind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |"
    #expect(
      article.split(separator: "\n").contains { $0 == expected },
      "the kinds' row of ElementTree.md should read:\n\(expected)")
  }

  @Test("The README's command table and the CommandLine article's list the same commands")
  func commandTables() throws {
    func commands(_ path: String) throws -> [String] {
      Self.rows(try PackageFiles.text(path)).filter { $0.hasPrefix("| `tracker-kit ") }.map {
        String($0.split(separator: "|")[0])
      }
    }
    let readme = try commands("README.md")
    #expect(readme.count > 10)
    #expect(readme == (try commands(Self.catalog + "/CommandLine.md")))
    // Every line of each command table is a whole row: no heading or paragraph broke into one.
    for path in ["README.md", Self.catalog + "/CommandLine.md"] {
      let lines = try PackageFiles.text(path).split(
        separator: "\n", omittingEmptySubsequences: false)
      let start = try #require(lines.firstIndex { $0.hasPrefix("| command |") }, "\(path)")
      for line in lines[start...].prefix(while: { !$0.isEmpty }) {
        #expect(line.hasPrefix("| ") && line.hasSuffix(" |"), "\(path): \(line)")
      }
    }
  }

  @Test("The README's table of modules names every folder of Sources/")
  func modulesTable() throws {
    let readme = try PackageFiles.text("README.md")
    let section = try #require(readme.range(of: "## Modules"))
    let table = readme[section.upperBound...]
    let sources = PackageFiles.root.appendingPathComponent("Sources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      !$0.hasPrefix(".")
    }
    #expect(folders.count > 10)
    for folder in folders {
      #expect(table.contains("`\(folder)`"), "README's Modules table lacks `\(folder)`")
    }
  }

  @Test(
    "The DocC catalog builds with no warning, and every public symbol is curated",
    .enabled(if: PackageFiles.tool("docc") != nil, "the toolchain has no docc"),
    .enabled(if: PackageFiles.buildFolder != nil, "the build keeps its modules elsewhere"))
  func catalogBuilds() async throws {
    let folder = try #require(PackageFiles.buildFolder)
    let bash = try #require(PackageFiles.tool("bash"))
    let docc = try #require(PackageFiles.tool("docc"))
    let modules = folder.appendingPathComponent("Modules")
    // Passed before on the same modules and catalog, with the same tools: passes again.
    // (What cannot be kept or read makes DocC run.)
    let inputs = Self.doccInputs(modules: modules)
    let tools = [docc, try #require(PackageFiles.tool("swift"))]
    let checker = try? tools.map(Self.identity).joined() + PackageFiles.text(".ci/docs")
    let passed = checker.flatMap { try? PassedInputs("docc-check", in: folder, checker: $0) }
    if let inputs, passed?.passed("inputs", inputs) == true { return }
    // DocC's pages, and the temporary folder it writes them to first, in memory where it can.
    let scratch = try TemporaryFolder("TrackerKit-docc", inMemory: true)
    defer { withExtendedLifetime(scratch) {} }
    let out = scratch.url("TrackerKit.doccarchive")
    let (status, output) = try await PackageFiles.run(
      bash,
      [
        ".ci/docs", "--check", "--modules", modules.path, "--out", out.path,
      ],
      environment: ["TMPDIR": scratch.path])
    try #require(status == 0, "\n.ci/docs failed:\n\(output)")
    // A symbol no Topics section names lands in a group DocC makes up on the landing page.
    let page = try Data(
      contentsOf: out.appendingPathComponent("data/documentation/trackerkit.json"))
    let json = try JSONSerialization.jsonObject(with: page) as? [String: Any]
    let sections = json?["topicSections"] as? [[String: Any]] ?? []
    #expect(!sections.isEmpty)
    let uncurated = sections.filter { $0["generated"] as? Bool == true }.flatMap {
      $0["identifiers"] as? [String] ?? []
    }
    #expect(
      uncurated.isEmpty,
      "add these to a Topics group of \(Self.catalog)/TrackerKit.md:\n\(uncurated.joined(separator: "\n"))"
    )
    if let inputs, !sections.isEmpty, uncurated.isEmpty { try? passed?.record("inputs", inputs) }
  }

  /// Everything DocC's check reads, as one text: the built modules' interfaces, doc comments
  /// and source positions (what `swift symbolgraph-extract` reads: the graph it writes lists
  /// its symbols in another order each time, so it cannot tell whether anything changed) and
  /// every file of the catalog. Nil when one cannot be read.
  static func doccInputs(modules: URL) -> Data? {
    let kinds = [".swiftmodule", ".swiftdoc", ".swiftsourceinfo"]
    let catalog = PackageFiles.root.appendingPathComponent(catalog)
    guard
      let built = try? FileManager.default.contentsOfDirectory(atPath: modules.path).filter({
        name in kinds.contains { name.hasSuffix($0) } && !name.contains("Tests.")
      }),
      let written = FileManager.default.enumerator(atPath: catalog.path)?.allObjects
        as? [String]
    else { return nil }
    var inputs = Data()
    let files =
      built.sorted().map { ("Modules/" + $0, modules.appendingPathComponent($0)) }
      + written.sorted().map { ("catalog/" + $0, catalog.appendingPathComponent($0)) }
    for (name, file) in files {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
        return nil
      }
      if isFolder.boolValue { continue }
      guard let bytes = FileManager.default.contents(atPath: file.path) else { return nil }
      inputs.append(Data("\(name) \(bytes.count)\n".utf8))
      inputs.append(bytes)
    }
    return inputs
  }

  /// A program as its file is: its real path, size and time of change.
  static func identity(_ program: URL) throws -> String {
    let path = program.resolvingSymlinksInPath().path
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let changed = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path) \(attributes[.size] ?? 0) \(changed)\n"
  }
}
