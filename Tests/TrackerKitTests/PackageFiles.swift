import Foundation
import TrackerTestSupport

/// Files of the package, found from this test file's path.
enum PackageFiles {
  /// The package's root folder.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// The text of a file, by its path from the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every `.swift` file under a folder, by its path from the root, sorted.
  static func swiftFiles(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder + "/" + $0
    }
  }

  /// The build folder of this test run (`.build/<triple>/debug`): the nearest folder, above the
  /// test binary or bundle, that holds this package's `TrackerKit.build`. None in a build
  /// system that keeps its files elsewhere (Xcode's).
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

  /// A program of the toolchain (`swift`, `docc`), found on the `PATH` (`swift test` puts its
  /// toolchain there).
  static func tool(_ name: String) -> URL? { programOnPath(name) }

  /// Runs a program in the package's root folder, with `environment` added to this process's:
  /// its exit status and what it printed (its output, then its errors). Awaited, so that the
  /// waiting test holds no cooperative thread.
  static func run(
    _ program: URL, _ arguments: [String], environment: [String: String] = [:]
  ) async throws -> (status: Int32, output: String) {
    let finished = try await launchAwaited(
      program, arguments, in: root,
      environment: environment.isEmpty
        ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 })
    return (finished.status, finished.output + finished.errors)
  }
}
