import Foundation

/// One `tracker-kit` command or subcommand: its name, its help, its declared arguments and
/// options, and its subcommands or the body that does its work. Parsing, the help text and
/// the usage errors all come from the declarations, in one style for every command.
struct Command: Sendable {
  let name: String
  /// One line, shown in the parent's list and at the top of the help.
  let summary: String
  /// Paragraphs that end the help text.
  var discussion: String?
  var arguments: [any CommandArgument] = []
  var options: [any CommandOption] = []
  var subcommands: [Command] = []
  /// The work, given the parsed arguments; nil for a group that only holds subcommands.
  /// A thrown `UsageError` or `CommandFailure` becomes exit status 1 with its message.
  var body: (@Sendable (ParsedArguments, CommandContext) throws -> CommandResult)?

  /// A command that does work.
  init(
    name: String, summary: String, discussion: String? = nil,
    arguments: [any CommandArgument] = [], options: [any CommandOption] = [],
    body: @escaping @Sendable (ParsedArguments, CommandContext) throws -> CommandResult
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.body = body
  }

  /// A group of subcommands; with a body, the group also runs on its own options.
  init(
    name: String, summary: String, discussion: String? = nil, options: [any CommandOption] = [],
    subcommands: [Command],
    body: (@Sendable (ParsedArguments, CommandContext) throws -> CommandResult)? = nil
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.options = options
    self.subcommands = subcommands
    self.body = body
  }

  /// Runs this command on `arguments` (those after its name): a subcommand picked by name,
  /// the help for `--help`, `-h` and `help NAME…`, or the body on the parsed arguments.
  /// `parents` are the names of the commands above it, for messages.
  func run(_ arguments: [String], parents: [String], context: CommandContext) -> CommandResult {
    let path = parents + [name]
    if !subcommands.isEmpty, let first = arguments.first, !first.hasPrefix("-") {
      let rest = Array(arguments.dropFirst())
      if first == "help" { return help(of: rest, path: path) }
      guard let subcommand = subcommands.first(where: { $0.name == first }) else {
        return usageFailure(
          unknownWord(
            first, noun: subcommandNoun(path), choices: subcommands.map(\.name), hint: nil),
          path: path)
      }
      return subcommand.run(rest, parents: path, context: context)
    }
    if Self.asksForHelp(arguments) { return CommandResult(output: help(path: path)) }
    guard let body else {
      let names = listed(subcommands.map { "'\($0.name)'" })
      return usageFailure("name a \(subcommandNoun(path)): \(names).", path: path)
    }
    do {
      return try body(try ParsedArguments(arguments, command: self), context)
    } catch let error as UsageError {
      return usageFailure(error.message, path: path)
    } catch let error as CommandFailure {
      return .failure(error.message)
    } catch {
      return .failure("\(path.joined(separator: " ")): \(error)")
    }
  }

  /// `--help` or `-h` before any `--`.
  private static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
  }

  /// The help of the subcommand named by `names` (this command's when empty).
  private func help(of names: [String], path: [String]) -> CommandResult {
    guard let first = names.first else { return CommandResult(output: help(path: path)) }
    guard let subcommand = subcommands.first(where: { $0.name == first }) else {
      return usageFailure(
        unknownWord(first, noun: subcommandNoun(path), choices: subcommands.map(\.name), hint: nil),
        path: path)
    }
    return subcommand.help(of: Array(names.dropFirst()), path: path + [first])
  }

  private func subcommandNoun(_ path: [String]) -> String {
    path.count == 1 ? "command" : "subcommand"
  }

  /// A usage error on standard error, with where to read the command's help.
  private func usageFailure(_ message: String, path: [String]) -> CommandResult {
    let helpCommand =
      path.count == 1
      ? "\(path[0]) --help" : "\(path[0]) help \(path.dropFirst().joined(separator: " "))"
    let subject =
      path.count == 1 ? "the commands" : subcommands.isEmpty ? "its options" : "its subcommands"
    return .failure(
      "\(path.joined(separator: " ")): \(message)\nRun '\(helpCommand)' for \(subject).")
  }
}
