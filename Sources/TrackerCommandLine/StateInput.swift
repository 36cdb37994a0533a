import Foundation
import TrackerDomain
import TrackerStateFile

/// The options every command that reads a state takes, and the reading itself.
enum StateInput {
  static let state = Option<String>(
    "state", .path("FILE"), help: "the JSON state file; '-' reads standard input",
    default: "the demo state")
  static let today = Option<Day>("today", .day, help: "today's date", default: "the machine's date")

  /// Today: `--today`, or the context's.
  static func today(_ arguments: ParsedArguments, _ context: CommandContext) -> Day {
    arguments[today] ?? context.today
  }

  /// The name a message gives the state: the path, `<stdin>` or `demo state`.
  static func name(_ arguments: ParsedArguments) -> String {
    arguments[state].map { $0 == "-" ? "<stdin>" : $0 } ?? "demo state"
  }

  /// The state named by `--state`, or the demo state for `today` in `words` (the sample words
  /// of the language shown). Any readable file will do: a regular file, standard input (`-`),
  /// a pipe such as `/dev/stdin` or `<(…)`.
  static func load(
    _ arguments: ParsedArguments, _ context: CommandContext, today: Day,
    words: SampleWords = .builtIn
  ) throws(CommandFailure) -> TrackerState {
    guard let path = arguments[state] else { return DemoState.make(today: today, words: words) }
    let bytes: [UInt8]
    do {
      bytes =
        path == "-"
        ? try context.readStandardInput()
        : try InputFile.read(
          path: URL(fileURLWithPath: path, relativeTo: context.workingDirectory).path)
    } catch {
      throw CommandFailure(
        message: "tracker-kit: cannot read the state file \(shown(path)): \(error)")
    }
    do {
      return try StateFile.read(bytes, fileName: name(arguments), today: today)
    } catch {
      throw CommandFailure(message: error.description)
    }
  }
}
