import Foundation
import TrackerLocalization

/// `tracker-kit strings lint`: checks every table against English for translators.
enum StringsCommand {
  static let command = Command(
    name: "strings", summary: "Check the string tables for translators ('strings lint').",
    usage: "strings lint [--tables DIR]",
    options: [
      Option(name: "tables", valueName: "DIR", help: "the tables' folder (default: Localization)")
    ]
  ) { arguments, context in
    guard arguments.positional == ["lint"] else {
      throw UsageError(message: "the only subcommand is 'lint'")
    }
    let folder = URL(
      fileURLWithPath: arguments.values["tables"] ?? "Localization", isDirectory: true,
      relativeTo: context.workingDirectory)
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw CommandFailure(
        message:
          "tracker-kit strings: no tables at \(folder.path); run from the package folder or pass --tables DIR"
      )
    }
    let report = lintTables(in: folder)
    let text = report.description
    return CommandResult(
      output: text.hasSuffix("\n") ? text : text + "\n", status: report.exitStatus)
  }
}
