/// A usage error: a bad, missing or unknown argument or option. Printed with a pointer to
/// the command's help.
struct UsageError: Error {
  let message: String
}

/// A failure of the work itself (a state file that cannot be read, a malformed table),
/// printed as it is, without a pointer to the help.
struct CommandFailure: Error {
  let message: String
}

/// The arguments of one command, parsed and typed against its declarations: read options
/// with `arguments[option]`, flags with `arguments[flag]`, positional arguments with
/// `arguments[argument]` (all their values) or `arguments.value(argument)`.
struct ParsedArguments {
  private var options: [String: any Sendable] = [:]
  private var positional: [Int: [any Sendable]] = [:]
  private let argumentIndex: [String: Int]

  /// Parses `--name value`, `--name=value`, flags and positional arguments; `--` ends the
  /// options. Every value goes through its declared type, so a bad one is an error here.
  init(_ arguments: [String], command: Command) throws(UsageError) {
    let declared = command.options.map(\.declaration)
    argumentIndex = Dictionary(
      command.arguments.enumerated().map { ($1.declaration.placeholder, $0) },
      uniquingKeysWith: { first, _ in first })
    var texts: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        texts.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let body = argument.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      guard argument.hasPrefix("--"), let option = declared.first(where: { $0.name == name })
      else {
        throw UsageError(message: Self.unknownOption(argument, name, declared))
      }
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard option.placeholder != nil else {
        guard inline == nil else { throw UsageError(message: "--\(name) takes no value") }
        options[name] = true
        continue
      }
      let text: String
      if let inline {
        text = inline
      } else {
        guard index < arguments.count else {
          throw UsageError(message: "--\(name) needs a value (\(option.label))")
        }
        text = arguments[index]
        index += 1
      }
      do {
        options[name] = try option.parse(text)
      } catch {
        throw UsageError(message: Self.message(error, option: option, text: text))
      }
    }
    positional = try Self.assign(texts, to: command.arguments.map(\.declaration))
  }

  /// The value of an option, or nil when it was not given.
  subscript<Value>(option: Option<Value>) -> Value? {
    options[option.name] as? Value
  }

  /// Whether a flag was given.
  subscript(flag: Flag) -> Bool {
    options[flag.name] != nil
  }

  /// Every value of a positional argument, in order.
  subscript<Value>(argument: Argument<Value>) -> [Value] {
    guard let index = argumentIndex[argument.placeholder] else { return [] }
    return (positional[index] ?? []).compactMap { $0 as? Value }
  }

  /// The value of a positional argument that takes one; nil when an optional one is absent.
  func value<Value>(_ argument: Argument<Value>) -> Value? {
    self[argument].first
  }

  /// Hands the positional texts to the declared arguments in order, through their types.
  private static func assign(_ texts: [String], to arguments: [ArgumentDeclaration])
    throws(UsageError) -> [Int: [any Sendable]]
  {
    var values: [Int: [any Sendable]] = [:]
    var rest = texts[...]
    for (index, argument) in arguments.enumerated() {
      let taken: ArraySlice<String>
      switch argument.count {
      case .one:
        guard let first = rest.first else {
          throw UsageError(message: "missing \(argument.placeholder): \(argument.help)")
        }
        taken = [first]
      case .optional: taken = rest.prefix(1)
      case .any: taken = rest
      }
      rest = rest.dropFirst(taken.count)
      var parsed: [any Sendable] = []
      for text in taken {
        do {
          parsed.append(try argument.parse(text))
        } catch {
          throw UsageError(message: message(error, argument: argument, text: text))
        }
      }
      values[index] = parsed
    }
    if let extra = rest.first {
      throw UsageError(message: "unexpected argument \(quoted(extra))")
    }
    return values
  }

  private static func unknownOption(
    _ argument: String, _ name: String, _ options: [OptionDeclaration]
  ) -> String {
    let shownOption = shown(String(argument.prefix { $0 != "=" }))
    let suggestion = closest(to: name, among: options.map(\.name)).map { " Did you mean --\($0)?" }
    return "unknown option \(shownOption).\(suggestion ?? "")"
  }

  static func message(_ error: InvalidValue, option: OptionDeclaration, text: String) -> String {
    switch error {
    case .problem(let problem):
      return "--\(option.name) \(shown(text)): \(problem)"
    case .notAChoice:
      let suggestion = closest(to: text, among: option.choices).map { " Did you mean '\($0)'?" }
      return "--\(option.name) \(shown(text)): use one of"
        + " \(option.choices.joined(separator: ", ")).\(suggestion ?? "")"
    }
  }

  static func message(_ error: InvalidValue, argument: ArgumentDeclaration, text: String)
    -> String
  {
    switch error {
    case .problem(let problem):
      return "\(argument.placeholder) \(quoted(text)): \(problem)"
    case .notAChoice:
      return unknownWord(
        text, noun: argument.noun, choices: argument.choices, hint: argument.choicesHint)
    }
  }
}

/// "unknown screen 'trackrs'. Did you mean 'trackers'? Run 'tracker-kit screens' for the
/// list.", or "… Use one of a, b, c." without a hint.
func unknownWord(_ text: String, noun: String, choices: [String], hint: String?) -> String {
  let suggestion = closest(to: text, among: choices).map { " Did you mean '\($0)'?" } ?? ""
  let rest = hint ?? "Use one of \(choices.joined(separator: ", "))."
  return "unknown \(noun) \(quoted(text)).\(suggestion) \(rest)"
}
