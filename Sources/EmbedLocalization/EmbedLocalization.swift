// Build tool plugin: embeds every `.strings` table under the top-level
// `Localization/` folder into the target that uses it, so that the built
// `tracker-kit` binary carries its tables wherever it is copied, and generates the
// `StringKey` and `PluralKey` enums from the English table's keys. `Localization/`
// stays the one source of truth; the generated files live in the build folder only.
import Foundation
import PackagePlugin

@main
struct EmbedLocalization: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Localization")
    let embedded = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTables.swift")
    let keys = context.pluginWorkDirectoryURL.appending(path: "TextKeys.swift")
    let tables = stringsFiles(in: folder)
    return [
      .buildCommand(
        displayName:
          "Embedding \(tables.count) string tables and the English keys from Localization/",
        executable: try context.tool(named: "embed-tables").url,
        arguments: [folder.path, embedded.path, keys.path],
        inputFiles: tables + [folder],
        outputFiles: [embedded, keys])
    ]
  }

  /// Every `*.lproj/*.strings` file below `folder`, sorted for a stable build.
  private func stringsFiles(in folder: URL) -> [URL] {
    let manager = FileManager.default
    let languages = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return languages.filter { $0.hasSuffix(".lproj") }.sorted().flatMap { language in
      let languageFolder = folder.appending(path: language)
      let files = (try? manager.contentsOfDirectory(atPath: languageFolder.path)) ?? []
      return files.filter { $0.hasSuffix(".strings") }.sorted().map {
        languageFolder.appending(path: $0)
      }
    }
  }
}
