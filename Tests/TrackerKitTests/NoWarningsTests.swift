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
  /// The build folder of this test run (`.build/<triple>/debug`): the nearest folder, above the
  /// test binary or bundle, that holds this package's `TrackerKit.build`. None in a build
  /// system that keeps its files elsewhere (Xcode's), and the test is skipped.
  static let buildFolder: URL? = {
    let starts = [CommandLine.arguments.first ?? ""] + Bundle.allBundles.map(\.bundlePath)
    for start in starts where !start.isEmpty {
      var folder = URL(fileURLWithPath: start).deletingLastPathComponent()
      while folder.pathComponents.count > 1 {
        let module = folder.appendingPathComponent("TrackerKit.build").path
        if FileManager.default.fileExists(atPath: module) { return folder }
        folder.deleteLastPathComponent()
      }
    }
    return nil
  }()

  /// The `swift` driver, found on the `PATH` (`swift test` puts its toolchain there).
  static let swift: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swift")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  @Test(
    "The package's own code compiles without a warning",
    .enabled(if: buildFolder != nil, "the build keeps its diagnostics elsewhere"))
  func noCompilerWarning() throws {
    let folder = try #require(Self.buildFolder)
    let root = PackageFiles.root.standardizedFileURL.path + "/"
    let walker = FileManager.default.enumerator(atPath: folder.path)
    let files = (walker?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".dia") && $0.split(separator: "/").first?.hasSuffix(".build") == true
    }
    var warnings: Set<String> = []
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      for diagnostic in try SerializedDiagnostics(bytes).diagnostics
      where diagnostic.severity == .warning && diagnostic.file.hasPrefix(root)
        // A source file deleted or renamed since leaves its old diagnostics behind.
        && FileManager.default.fileExists(atPath: diagnostic.file)
      {
        warnings.insert(diagnostic.description)
      }
    }
    #expect(files.count > 100, "the build's diagnostics files were not found in \(folder.path)")
    #expect(
      warnings.isEmpty,
      "the build printed \(warnings.count) warnings:\n\(warnings.sorted().joined(separator: "\n"))"
    )
  }

  @Test(
    "swift format lint finds nothing under the repository's .swift-format",
    .enabled(if: swift != nil, "no swift driver on the PATH"))
  func noFormatFinding() throws {
    let swift = try #require(Self.swift)
    let process = Process()
    process.executableURL = swift
    process.arguments = [
      "format", "lint", "--strict", "--parallel", "--recursive", "Package.swift", "Sources",
      "Tests",
    ]
    process.currentDirectoryURL = PackageFiles.root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0 && text.isEmpty,
      "swift format lint (fix with `swift format format -i FILE`):\n\(text)")
  }
}
