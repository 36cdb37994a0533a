import Foundation
import Testing

/// `swift test` fails on a compiler warning in the package's own code and on a `swift format`
/// finding under the repository's `.swift-format`, so that CI (`.ci/run`, which runs
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
    let bash = try #require(PackageFiles.tool("bash"))
    // `.ci/lint` lints only the files that changed since they last passed under the same tool
    // and configuration: every file in a fresh checkout, unless `.ci/run` linted them beside
    // the build.
    let (status, output) = try await PackageFiles.run(bash, [".ci/lint"])
    #expect(status == 0 && output.isEmpty, "swift format lint:\n\(output)")
  }
}
