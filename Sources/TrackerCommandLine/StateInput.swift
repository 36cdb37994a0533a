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
  /// a pipe such as `/dev/stdin` or `<(…)`. A file's journal is read with it; what reading
  /// the journal left out is said on standard error (`check` says it in its result).
  static func load(
    _ arguments: ParsedArguments, _ context: CommandContext, today: Day,
    words: SampleWords = .builtIn
  ) throws(CommandFailure) -> TrackerState {
    guard let reading = try read(arguments, context, today: today) else {
      return DemoState.make(today: today, words: words)
    }
    if !reading.notes.isEmpty {
      FileHandle.standardError.write(Data(reading.notes.map { "\($0)\n" }.joined().utf8))
    }
    return reading.state
  }

  /// The state file named by `--state` with its journal, or nil when none is named.
  static func read(_ arguments: ParsedArguments, _ context: CommandContext, today: Day)
    throws(CommandFailure) -> StateFileReading?
  {
    guard let path = arguments[state] else { return nil }
    let bytes: [UInt8]
    let full = URL(fileURLWithPath: path, relativeTo: context.workingDirectory).path
    do {
      bytes = path == "-" ? try context.readStandardInput() : try InputFile.read(path: full)
    } catch {
      throw CommandFailure(
        message: "tracker-kit: cannot read the state file \(shown(path)): \(error)")
    }
    do {
      guard path != "-" else {
        let state = try StateFile.read(bytes, fileName: name(arguments), today: today)
        return StateFileReading(state: state)
      }
      return try StateFile.read(bytes, path: full, fileName: name(arguments), today: today)
    } catch {
      throw CommandFailure(message: error.description)
    }
  }
}
