// TrackerCommandLine: the commands of `tracker-kit`, kept thin — each parses
// its arguments, calls the kit's modules and returns what to print.
//
// A command is a pure function from a `CommandContext` (arguments, standard
// input, working folder, today) to a `CommandResult` (standard output,
// standard error, exit status), so tests run every command in-process; the
// `tracker-kit` executable only fills in the context from the process and
// prints the result. Exit status 0 is success, 1 a usage or input error.
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
  public var readStandardInput: @Sendable () -> [UInt8]

  /// A context with every part given.
  public init(
    arguments: [String], workingDirectory: URL, environment: [String: String] = [:], today: Day,
    readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }
  ) {
    self.arguments = arguments
    self.workingDirectory = workingDirectory
    self.environment = environment
    self.today = today
    self.readStandardInput = readStandardInput
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

/// The `tracker-kit` tool: picks the command named by the first argument.
public enum TrackerKitTool {
  /// Every command, in the order `--help` lists them.
  static let commands: [Command] = [
    RenderCommand.command, ScreensCommand.command, CheckCommand.command, StatsCommand.command,
    StringsCommand.command, SnapshotsCommand.command,
  ]

  /// Runs the command named by `context.arguments`.
  public static func run(_ context: CommandContext) -> CommandResult {
    guard let name = context.arguments.first else { return CommandResult(output: overview) }
    if ["--help", "-h", "help"].contains(name) {
      guard context.arguments.count > 1 else { return CommandResult(output: overview) }
      guard let command = command(named: context.arguments[1]) else {
        return .failure(unknownCommand(context.arguments[1]))
      }
      return CommandResult(output: command.help)
    }
    guard let command = command(named: name) else { return .failure(unknownCommand(name)) }
    var rest = context
    rest.arguments = Array(context.arguments.dropFirst())
    if rest.arguments.contains("--help") || rest.arguments.contains("-h") {
      return CommandResult(output: command.help)
    }
    return command.run(rest)
  }

  private static func command(named name: String) -> Command? {
    commands.first { $0.name == name }
  }

  private static func unknownCommand(_ name: String) -> String {
    let names = commands.map(\.name)
    let suggestion = closest(to: name, among: names).map { " Did you mean '\($0)'?" } ?? ""
    return
      "tracker-kit: unknown command '\(name)'.\(suggestion) Run 'tracker-kit --help' for the list."
  }

  static var overview: String {
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    let list = commands.map { command in
      "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary
    }
    return """
      tracker-kit: the Tracker app's screens, rules and string tables from the command line.

      Usage: tracker-kit COMMAND [OPTIONS]

      Commands:
      \(list.joined(separator: "\n"))

      Without --state, commands use a built-in demo state with records up to today.
      Run 'tracker-kit help COMMAND' for a command's options.

      """
  }
}
