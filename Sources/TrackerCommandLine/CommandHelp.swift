import Foundation

/// The help text of every command, in one style: the summary, a usage line, then the
/// arguments, subcommands and options with their help, then the discussion.
extension Command {
  /// The help text of this command, named by `path` (`tracker-kit snapshots accept`).
  func help(path: [String]) -> String {
    var sections = [summary, "Usage: " + usage(path: path)]
    let arguments = self.arguments.map(\.declaration)
    if !arguments.isEmpty {
      sections.append(
        "Arguments:\n"
          + Self.table(
            arguments.map { argument in
              let choices = argument.choicesHint == nil ? Self.choices(argument.choices) : ""
              return (argument.placeholder, argument.help + choices)
            }))
    }
    if !subcommands.isEmpty {
      let heading = path.count == 1 ? "Commands:\n" : "Subcommands:\n"
      sections.append(heading + Self.table(subcommands.map { ($0.name, $0.summary) }))
    }
    let options = self.options.map(\.declaration)
    sections.append(
      "Options:\n"
        + Self.table(
          options.map { option in
            let range = option.range.map { ", \($0)" } ?? ""
            let defaultValue = option.defaultValue.map { " (default: \($0))" } ?? ""
            return (
              option.label, option.help + range + Self.choices(option.choices) + defaultValue
            )
          } + [("-h, --help", "show this help")]))
    if let discussion { sections.append(discussion) }
    if !subcommands.isEmpty {
      let noun = path.count == 1 ? "COMMAND" : "SUBCOMMAND"
      let what = path.count == 1 ? "a command's" : "a subcommand's"
      sections.append(
        "Run '\(path[0]) help \((path.dropFirst() + [noun]).joined(separator: " "))' for \(what)"
          + " arguments and options.")
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// `tracker-kit render SCREEN [OPTIONS]`; up to two options are spelled out.
  func usage(path: [String]) -> String {
    var words = path
    if !subcommands.isEmpty { words.append(path.count == 1 ? "COMMAND" : "SUBCOMMAND") }
    words += arguments.map(\.declaration.usage)
    let options = self.options.map(\.declaration)
    if options.count > 2 {
      words.append("[OPTIONS]")
    } else {
      words += options.map { "[\($0.label)]" }
    }
    return words.joined(separator: " ")
  }

  private static func choices(_ words: [String]) -> String {
    words.isEmpty ? "" : ": " + words.joined(separator: ", ")
  }

  /// Two columns: labels padded to the longest, then their help.
  private static func table(_ rows: [(label: String, help: String)]) -> String {
    let width = (rows.map(\.label.count).max() ?? 0) + 2
    return rows.map { row in
      "  " + row.label.padding(toLength: width, withPad: " ", startingAt: 0) + row.help
    }.joined(separator: "\n")
  }
}
