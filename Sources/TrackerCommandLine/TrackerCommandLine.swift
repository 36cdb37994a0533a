// TrackerCommandLine: the commands of `tracker-kit`, kept thin — each parses
// its arguments, calls the kit's modules and returns what to print.
//
// A command is a pure function from a `CommandContext` (arguments, standard
// input, working folder, today) to a `CommandResult` (standard output,
// standard error, exit status), so tests run every command in-process; the
// `tracker-kit` executable only fills in the context from the process and
// prints the result. Exit status 0 is success, 1 a usage or input error.
//
// Each command declares its positional arguments (`Argument`), options (`Option`,
// typed by a `ValueType`) and flags (`Flag`), or its subcommands; `ParsedArguments`
// parses against those declarations and hands the values back typed, and the help
// text (`CommandHelp.swift`) and every usage error come from the same declarations.
import Foundation
import TrackerDomain

/// Everything a command may read: its arguments, standard input, the working
/// folder and today's date, all injected so that tests and CI are repeatable.
public struct CommandContext: Sendable {
  /// The arguments after the program name.
  public var arguments: [String]
  /// The folder relative paths start from.
  public var workingDirectory: URL
  /// The process environment (the snapshot commands read `CI` from it).
  public var environment: [String: String]
  /// Today, unless `--today` says otherwise.
  public var today: Day
  /// Reads all of standard input when a command is given `-` as a file.
  public var readStandardInput: @Sendable () throws -> [UInt8]
  /// Whether standard input and output are both a terminal (`tracker-kit app` needs one).
  public var isTerminal: Bool
  /// Today now, read again (`tracker-kit app` moves today on at midnight); nil keeps `today`.
  public var readToday: (@Sendable () -> Day)?
  /// Standard input and output as streams, for a command that answers while it runs
  /// (`serve --stdio`); nil when the command runs in-process (tests), which such a
  /// command refuses.
  public var streams: CommandStreams?

  /// A context with every part given.
  public init(
    arguments: [String], workingDirectory: URL, environment: [String: String] = [:], today: Day,
    readStandardInput: @escaping @Sendable () throws -> [UInt8] = { [] }, isTerminal: Bool = false,
    readToday: (@Sendable () -> Day)? = nil, streams: CommandStreams? = nil
  ) {
    self.arguments = arguments
    self.workingDirectory = workingDirectory
    self.environment = environment
    self.today = today
    self.readStandardInput = readStandardInput
    self.isTerminal = isTerminal
    self.readToday = readToday
    self.streams = streams
  }
}

/// What a command printed and how it ended.
public struct CommandResult: Sendable, Equatable {
  /// Text for standard output.
  public var output: String
  /// Text for standard error.
  public var errors: String
  /// The exit status: 0 for success, 1 for a usage or input error.
  public var status: Int32

  /// A result with the given parts.
  public init(output: String = "", errors: String = "", status: Int32 = 0) {
    self.output = output
    self.errors = errors
    self.status = status
  }

  /// A failure with `message` on standard error and status 1.
  static func failure(_ message: String) -> CommandResult {
    CommandResult(errors: message.hasSuffix("\n") ? message : message + "\n", status: 1)
  }
}

/// The `tracker-kit` tool: its commands, and the run that picks one by name.
public enum TrackerKitTool {
  /// The version `tracker-kit --version` prints.
  public static let version = "0.1.0"

  static let versionFlag = Flag(name: "version", help: "print the version of tracker-kit")

  /// `tracker-kit version`.
  static let versionCommand = Command(
    name: "version", summary: "Print the version of tracker-kit."
  ) { _, _ in CommandResult(output: "tracker-kit \(version)\n") }

  /// The tool as one command whose subcommands are the commands, in the order help lists them.
  static let root = Command(
    name: "tracker-kit",
    summary:
      "tracker-kit: the Tracker app's screens, rules and string tables from the command line.",
    discussion: "Without --state, commands use a built-in demo state with records up to today.",
    options: [versionFlag],
    subcommands: [
      RenderCommand.command, ScreensCommand.command, PlayCommand.command, AppCommand.command,
      WebCommand.command, ServeCommand.command, SchemaCommand.command, CheckCommand.command,
      StatsCommand.command,
      StringsCommand.command, GalleryCommand.command, SnapshotsCommand.command, versionCommand,
    ]
  ) { arguments, _ in
    CommandResult(output: arguments[versionFlag] ? "tracker-kit \(version)\n" : overview)
  }

  /// The text of `tracker-kit --help`.
  static var overview: String { root.help(path: [root.name]) }

  /// Runs the command named by `context.arguments`.
  public static func run(_ context: CommandContext) -> CommandResult {
    root.run(context.arguments, parents: [], context: context)
  }
}
