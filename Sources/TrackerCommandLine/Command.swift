import Foundation
import TrackerDomain
import TrackerStateFile

/// One `tracker-kit` command: its name, its help and what it does.
struct Command: Sendable {
  let name: String
  let summary: String
  let usage: String
  let options: [Option]
  let run: @Sendable (CommandContext) -> CommandResult
  /// The help text, when the command writes its own.
  private var ownHelp: String?

  /// A command that reads its arguments itself and has its own help text.
  init(
    name: String, summary: String, usage: String, options: [Option], help: String,
    run: @escaping @Sendable (CommandContext) -> CommandResult
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.options = options
    self.ownHelp = help
    self.run = run
  }

  /// A command whose body reads parsed arguments; usage errors and failures
  /// thrown by the body become exit status 1 with a message.
  init(
    name: String, summary: String, usage: String, options: [Option],
    body: @escaping @Sendable (ParsedArguments, CommandContext) throws -> CommandResult
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.options = options
    self.run = { context in
      do {
        let arguments = try ParsedArguments(context.arguments, options: options, command: name)
        return try body(arguments, context)
      } catch let error as UsageError {
        return .failure(
          "tracker-kit \(name): \(error.message)\nRun 'tracker-kit help \(name)' for its options.")
      } catch let error as CommandFailure {
        return .failure(error.message)
      } catch {
        return .failure("tracker-kit \(name): \(error)")
      }
    }
  }

  /// The text of `tracker-kit help NAME`.
  var help: String {
    if let ownHelp { return ownHelp }
    let width = (options.map(\.label.count).max() ?? 0) + 2
    let lines = options.map {
      "  " + $0.label.padding(toLength: width, withPad: " ", startingAt: 0) + $0.help
    }
    return "\(summary)\n\nUsage: tracker-kit \(usage)\n"
      + (lines.isEmpty ? "" : "\nOptions:\n" + lines.joined(separator: "\n") + "\n")
  }
}

/// An option a command accepts: `--name VALUE` or a flag `--name`.
struct Option: Sendable {
  let name: String
  let valueName: String?
  let help: String

  var label: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

  static let state = Option(
    name: "state", valueName: "FILE",
    help: "the JSON state file; '-' reads standard input (default: the demo state)")
  static let today = Option(
    name: "today", valueName: "YYYY-MM-DD", help: "today's date (default: the machine's date)")
}

/// A usage error: a bad or missing option. Printed with a pointer to the help.
struct UsageError: Error {
  let message: String
}

/// The parsed arguments of one command: options by name and the rest in order.
struct ParsedArguments {
  private(set) var values: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positional: [String] = []

  /// Parses `--name value`, `--name=value` and flags against `options`.
  init(_ arguments: [String], options: [Option], command: String) throws(UsageError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument != "--" else {
        positional.append(argument)
        continue
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      guard let option = options.first(where: { $0.name == name }) else {
        let suggestion =
          closest(to: name, among: options.map(\.name)).map { " Did you mean --\($0)?" } ?? ""
        throw UsageError(message: "unknown option --\(name) for '\(command)'.\(suggestion)")
      }
      guard option.valueName != nil else {
        guard !body.contains("=") else { throw UsageError(message: "--\(name) takes no value") }
        flags.insert(name)
        continue
      }
      if let equals = body.firstIndex(of: "=") {
        values[name] = String(body[body.index(after: equals)...])
      } else {
        guard index < arguments.count else {
          throw UsageError(message: "--\(name) needs a value (\(option.label))")
        }
        values[name] = arguments[index]
        index += 1
      }
    }
  }

  /// Refuses positional arguments for commands that take none.
  func expectNoPositional() throws(UsageError) {
    if let first = positional.first { throw UsageError(message: "unexpected argument '\(first)'") }
  }

  /// The day given by `--name`, or `fallback`.
  func day(_ name: String, default fallback: Day) throws(UsageError) -> Day {
    guard let text = values[name] else { return fallback }
    guard let day = Day(iso: text) else {
      throw UsageError(
        message: "--\(name) \(text) is not a date that exists; write it as YYYY-MM-DD")
    }
    return day
  }
}

/// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
func closest(to word: String, among candidates: [String]) -> String? {
  let scored = candidates.map { (candidate: $0, distance: editDistance(word, $0)) }
  guard let best = scored.min(by: { $0.distance < $1.distance }),
    best.distance <= max(2, word.count / 3)
  else { return nil }
  return best.candidate
}

private func editDistance(_ lhs: String, _ rhs: String) -> Int {
  let a = Array(lhs)
  let b = Array(rhs)
  var previous = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in stride(from: 1, through: b.count, by: 1) {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return a.isEmpty ? b.count : previous[b.count]
}

extension CommandContext {
  /// The state named by `--state`, or the demo state for `today`.
  func loadState(_ arguments: ParsedArguments, today: Day) throws(CommandFailure) -> TrackerState {
    guard let path = arguments.values["state"] else { return DemoState.make(today: today) }
    let bytes: [UInt8]
    let name: String
    if path == "-" {
      bytes = readStandardInput()
      name = "<stdin>"
    } else {
      let url = URL(fileURLWithPath: path, relativeTo: workingDirectory)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw CommandFailure(message: "tracker-kit: cannot read the state file \(path)")
      }
      bytes = Array(data)
      name = path
    }
    do {
      return try StateFile.read(bytes, fileName: name, today: today)
    } catch {
      throw CommandFailure(message: error.description)
    }
  }
}

/// A failure to report on standard error with exit status 1.
struct CommandFailure: Error {
  let message: String
}
