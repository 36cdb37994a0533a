// Build tool plugin: embeds the files of the target's `Page/` folder (the web page, written
// by hand) into the target as `PackageResources.<name>` bytes, through `embed-files`, which
// writes them as base64 string literals: quick to compile, where SwiftPM's `embedInCode`
// writes an array literal of one integer per byte. The folder is excluded from the target's
// sources in Package.swift; the generated file lives in the build folder only.
import Foundation
import PackagePlugin

@main
struct EmbedPage: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    // The target's folder at its default place, `Sources/<name>`.
    let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/Page")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let files = names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "PageFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding the files of \(target.name)/Page",
        executable: try context.tool(named: "embed-files").url,
        arguments: [output.path] + files.map(\.path),
        inputFiles: files + [folder],
        outputFiles: [output])
    ]
  }
}
