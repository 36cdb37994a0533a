/// A `--name VALUE` option of a command: its name, the type of its value and its help.
/// A command reads it back typed: `arguments[RenderCommand.filter]` is a `TrackerFilter?`.
struct Option<Value: Sendable>: Sendable {
  let name: String
  let type: ValueType<Value>
  let help: String
  /// What the command uses when the option is not given, for the help text.
  var defaultValue: String?

  init(_ name: String, _ type: ValueType<Value>, help: String, default defaultValue: String? = nil)
  {
    self.name = name
    self.type = type
    self.help = help
    self.defaultValue = defaultValue
  }
}

/// A `--name` flag of a command, which takes no value.
struct Flag: Sendable {
  let name: String
  let help: String
}

/// A positional argument of a command: its placeholder, the type of its values, its help
/// and how many it takes.
struct Argument<Value: Sendable>: Sendable {
  let type: ValueType<Value>
  let help: String
  let count: ArgumentCount
  /// The word an unknown value is called: "unknown screen 'trackrs'".
  let noun: String

  init(_ type: ValueType<Value>, count: ArgumentCount = .one, noun: String, help: String) {
    self.type = type
    self.count = count
    self.noun = noun
    self.help = help
  }

  var placeholder: String { type.placeholder }
}

/// How many values a positional argument takes.
enum ArgumentCount: Sendable {
  case one
  case optional
  /// Zero or more; only the last argument may take several.
  case any
}

/// An option or flag without its value type, as the parser and the help text see it.
struct OptionDeclaration: Sendable {
  let name: String
  /// Nil for a flag.
  let placeholder: String?
  let help: String
  let choices: [String]
  let range: String?
  let defaultValue: String?
  let parse: @Sendable (String) throws(InvalidValue) -> any Sendable

  /// `--name VALUE`, or `--name` for a flag.
  var label: String { "--\(name)" + (placeholder.map { " \($0)" } ?? "") }
}

/// A positional argument without its value type.
struct ArgumentDeclaration: Sendable {
  let placeholder: String
  let help: String
  let count: ArgumentCount
  let noun: String
  let choices: [String]
  let choicesHint: String?
  let parse: @Sendable (String) throws(InvalidValue) -> any Sendable

  /// `SCREEN`, `[PATH]` or `[PATH…]`, as usage shows it.
  var usage: String {
    switch count {
    case .one: placeholder
    case .optional: "[\(placeholder)]"
    case .any: "[\(placeholder)…]"
    }
  }
}

/// Anything a command lists among its options: an `Option` of any type, or a `Flag`.
protocol CommandOption: Sendable {
  var declaration: OptionDeclaration { get }
}

extension Option: CommandOption {
  var declaration: OptionDeclaration {
    let parse = type.parse
    return OptionDeclaration(
      name: name, placeholder: type.placeholder, help: help, choices: type.choices,
      range: type.range, defaultValue: defaultValue,
      parse: { text throws(InvalidValue) in try parse(text) })
  }
}

extension Flag: CommandOption {
  var declaration: OptionDeclaration {
    OptionDeclaration(
      name: name, placeholder: nil, help: help, choices: [], range: nil, defaultValue: nil,
      parse: { _ in true })
  }
}

/// Anything a command lists among its positional arguments.
protocol CommandArgument: Sendable {
  var declaration: ArgumentDeclaration { get }
}

extension Argument: CommandArgument {
  var declaration: ArgumentDeclaration {
    let parse = type.parse
    return ArgumentDeclaration(
      placeholder: placeholder, help: help, count: count, noun: noun, choices: type.choices,
      choicesHint: type.choicesHint, parse: { text throws(InvalidValue) in try parse(text) })
  }
}
