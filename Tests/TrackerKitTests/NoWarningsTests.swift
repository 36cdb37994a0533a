import Foundation
import Testing

/// `swift test` fails on a compiler warning in the package's own code and on a `swift format`
/// finding under the repository's `.swift-format`, so that CI (`.ci/run`, which runs exactly
/// `swift test`) fails on them too. Warnings are read from the diagnostics the build wrote, not
/// from a build flag: a `-warnings-as-errors` in `Package.swift` would be an unsafe flag, or
/// `.treatAllWarnings(as: .error)` would need tools 6.2 and clashes with the warnings an app's
/// build suppresses in its packages.
@Suite("No warnings")
struct NoWarningsTests {
  @Test(
    "The package's own code compiles without a warning",
    .enabled(if: PackageFiles.buildFolder != nil, "the build keeps its diagnostics elsewhere"))
  func noCompilerWarning() throws {
    let folder = try #require(PackageFiles.buildFolder)
    let root = PackageFiles.root.standardizedFileURL.path + "/"
    let targets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".build")
    }
    var compiled = 0
    var warnings: Set<String> = []
    for target in targets {
      // Each source file compiled, with the `.dia` its diagnostics went to.
      let map = folder.appendingPathComponent(target).appendingPathComponent(
        "output-file-map.json")
      guard let data = try? Data(contentsOf: map) else { continue }
      let outputs = try JSONDecoder().decode([String: [String: String]].self, from: data)
      for (source, output) in outputs where source.hasPrefix(root) {
        guard let dia = output["diagnostics"],
          let bytes = try? Data(contentsOf: URL(fileURLWithPath: dia))
        else { continue }
        compiled += 1
        // A job compiles several files and may copy a warning into each of their `.dia`
        // files; only the file's own `.dia` is rewritten when it is compiled again.
        for diagnostic in try SerializedDiagnostics([UInt8](bytes)).diagnostics
        where diagnostic.severity == .warning && diagnostic.file == source {
          warnings.insert(diagnostic.description)
        }
      }
    }
    #expect(compiled > 100, "the build's diagnostics were not found in \(folder.path)")
    #expect(
      warnings.isEmpty,
      "the build printed warnings:\n\(warnings.sorted().joined(separator: "\n"))"
    )
  }

  @Test(
    "swift format lint finds nothing under the repository's .swift-format",
    .enabled(if: PackageFiles.tool("swift") != nil, "no swift driver on the PATH"))
  func noFormatFinding() async throws {
    let swift = try #require(PackageFiles.tool("swift"))
    let files =
      ["Package.swift"] + PackageFiles.swiftFiles(under: "Sources")
      + PackageFiles.swiftFiles(under: "Tests")
    #expect(files.count > 100)
    // Only the files that changed since they last passed, under the same tool and
    // configuration (`PassedInputs`): every file in a fresh checkout.
    let version = try await PackageFiles.run(swift, ["format", "--version"])
    let checker = version.output + (try PackageFiles.text(".swift-format"))
    // Kept copies that cannot be made or read make the lint check every file.
    let passed = PackageFiles.buildFolder.flatMap {
      try? PassedInputs("swift-format-lint", in: $0, checker: checker)
    }
    var changed: [(path: String, bytes: Data)] = []
    for path in files {
      let bytes = try Data(contentsOf: PackageFiles.root.appendingPathComponent(path))
      if passed?.passed(path, bytes) != true { changed.append((path, bytes)) }
    }
    guard !changed.isEmpty else { return }
    let (status, text) = try await PackageFiles.run(
      swift, ["format", "lint", "--strict", "--parallel"] + changed.map(\.path))
    #expect(
      status == 0 && text.isEmpty,
      "swift format lint (fix with `swift format format -i FILE`):\n\(text)")
    guard status == 0 && text.isEmpty else { return }
    // A file edited while the lint ran is not kept: the lint may have read the other bytes.
    for (path, bytes) in changed
    where FileManager.default.contents(atPath: PackageFiles.root.appendingPathComponent(path).path)
      == bytes
    {
      try? passed?.record(path, bytes)
    }
  }
}
