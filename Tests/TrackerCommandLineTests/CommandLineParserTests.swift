import Foundation
import Testing
import TrackerDomain

@testable import TrackerCommandLine

/// Every command and subcommand is declared the same way: options and arguments with their
/// types, from which the parsing, the help and the usage errors come.
@Suite("tracker-kit: one parser and one help style")
struct CommandLineParserTests {
  /// Every command and subcommand with its words: ["snapshots", "accept"].
  static let commandPaths: [[String]] = {
    func paths(_ command: Command, _ prefix: [String]) -> [[String]] {
      [prefix] + command.subcommands.flatMap { paths($0, prefix + [$0.name]) }
    }
    return TrackerKitTool.root.subcommands.flatMap { paths($0, [$0.name]) }
  }()

  @Test("help NAME…, NAME… --help and NAME… -h print the same text", arguments: commandPaths)
  func helpThreeWays(path: [String]) {
    let help = run(["help"] + path)
    #expect(help.status == 0 && help.errors.isEmpty)
    #expect(run(path + ["--help"]) == help)
    #expect(run(path + ["-h"]) == help)
  }

  @Test("Every help text has the same parts, from the declarations", arguments: commandPaths)
  func helpShape(path: [String]) throws {
    let command = try #require(
      path.dropFirst().reduce(TrackerKitTool.root.subcommands.first { $0.name == path[0] }) {
        command, name in command?.subcommands.first { $0.name == name }
      })
    let text = run(["help"] + path).output
    #expect(
      text.hasPrefix(command.summary + "\n\nUsage: tracker-kit \(path.joined(separator: " "))"))
    #expect(text.contains("\nOptions:\n"))
    #expect(text.contains("  -h, --help  ") || text.contains("  -h, --help "))
    for option in command.options.map(\.declaration) {
      #expect(text.contains("  \(option.label)  ") || text.contains("  \(option.label) "))
    }
    for argument in command.arguments.map(\.declaration) {
      #expect(text.contains("\nArguments:\n  \(argument.placeholder)"))
    }
    for subcommand in command.subcommands {
      #expect(text.contains("  \(subcommand.name)  "))
    }
  }

  @Test("The overview lists every command; help of a group lists its subcommands")
  func overview() {
    let overview = run(["--help"])
    #expect(overview == run([]))
    #expect(overview.output.hasPrefix("tracker-kit: the Tracker app's screens"))
    #expect(overview.output.contains("Usage: tracker-kit COMMAND [--version]"))
    for name in ["render", "screens", "check", "stats", "strings", "snapshots", "version"] {
      #expect(overview.output.contains("\n  \(name)  "))
    }
    #expect(run(["help", "snapshots"]).output.contains("\nSubcommands:\n  pending  "))
    #expect(run(["snapshots", "help", "accept"]) == run(["help", "snapshots", "accept"]))
  }

  @Test("--version and version print the version")
  func version() {
    #expect(run(["--version"]) == CommandResult(output: "tracker-kit \(TrackerKitTool.version)\n"))
    #expect(run(["version"]) == run(["--version"]))
    #expect(run(["version", "extra"]).status == 1)
  }

  @Test("--name=value is the same as --name value; -- ends the options")
  func optionForms() {
    #expect(
      run(["render", "trackers", "--today=2026-11-23", "--filter=completed"])
        == run(["render", "trackers", "--today", "2026-11-23", "--filter", "completed"]))
    #expect(run(["render", "--today", "2026-11-23", "--", "trackers"]).status == 0)
    let dashed = run(["render", "--", "--today"])
    #expect(dashed.errors.hasPrefix("tracker-kit render: unknown screen '--today'."))
  }

  @Test("Values are checked by their declared type; choices give 'use one of' and a suggestion")
  func typedValues() {
    // The choices are the filters the domain has (a new one adds itself).
    let filters = TrackerFilter.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(
      run(["render", "trackers", "--filter", "complted"]).errors
        == """
        tracker-kit render: --filter complted: use one of \(filters). Did you mean 'completed'?
        Run 'tracker-kit help render' for its options.

        """)
    #expect(
      run(["render", "onboarding", "--page", "3"]).errors.hasPrefix(
        "tracker-kit render: --page 3: use a whole number, 1 to 2\n"))
    #expect(
      run(["render", "statistics", "--offline", "-1"]).errors.hasPrefix(
        "tracker-kit render: --offline -1: use a whole number, 0 to 9007199254740991\n"))
    #expect(
      run(["check", "--state", ""]).errors.hasPrefix(
        "tracker-kit check: --state \"\": an empty path names no file\n"))
    #expect(
      run(["check", "--today", "23.11.2026"]).errors.hasPrefix(
        "tracker-kit check: --today 23.11.2026: not a date that exists; write it as YYYY-MM-DD\n"))
  }

  @Test("Flags take no value; options need one; unknown options get a suggestion")
  func optionErrors() {
    #expect(
      run(["snapshots", "orphans", "--delete=yes"]).errors.hasPrefix(
        "tracker-kit snapshots orphans: --delete takes no value\n"))
    #expect(
      run(["render", "trackers", "--search"]).errors.hasPrefix(
        "tracker-kit render: --search needs a value (--search TEXT)\n"))
    #expect(
      run(["snapshots", "orphans", "--delet"]).errors.hasPrefix(
        "tracker-kit snapshots orphans: unknown option --delet. Did you mean --delete?\n"))
    #expect(
      run(["check", "-x"]).errors.hasPrefix("tracker-kit check: unknown option -x.\n"))
  }

  @Test("A mistyped screen, command or subcommand gets 'Did you mean …?'")
  func suggestions() {
    #expect(
      run(["render", "statistcs"]).errors
        == """
        tracker-kit render: unknown screen 'statistcs'. Did you mean 'statistics'? Run 'tracker-kit screens' for the list.
        Run 'tracker-kit help render' for its options.

        """)
    #expect(
      run(["snapshots", "revew"]).errors
        == """
        tracker-kit snapshots: unknown subcommand 'revew'. Did you mean 'review'? Use one of pending, review, accept, reject, orphans.
        Run 'tracker-kit help snapshots' for its subcommands.

        """)
    #expect(run(["strings", "lnt"]).errors.contains("Did you mean 'lint'?"))
    #expect(
      run(["help", "rendr"]).errors.contains("unknown command 'rendr'. Did you mean 'render'?"))
    #expect(run(["render", "zzzzzzzzzz"]).errors.contains("unknown screen 'zzzzzzzzzz'. Run"))
  }

  @Test("A group without its subcommand names them; status 1")
  func groupWithoutSubcommand() {
    let result = run(["strings"])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "tracker-kit strings: name a subcommand: 'lint', 'export', 'import', 'status' or 'confirm'.\nRun 'tracker-kit help strings' for its subcommands.\n"
    )
  }

  @Test("A screen request's error gets the command line's hint, not the library's")
  func screenRequestHints() {
    let tracker = run(["render", "tracker-menu", "--tracker", "nope"])
    #expect(tracker.status == 1)
    #expect(
      tracker.errors.hasPrefix(
        "tracker-kit render: the state has no tracker with the id \"nope\"; its ids are t1, t2,"
          + " t3, t4, t5, t6, t7, t8, t9, t10 (--tracker)\n"))
    #expect(
      RenderCommand.message(for: .unknownScreen("trackrs", known: []))
        == "unknown screen 'trackrs'. Did you mean 'trackers'? Run 'tracker-kit screens' for the list."
    )
  }

  private func run(_ arguments: [String]) -> CommandResult {
    TrackerKitTool.run(
      CommandContext(
        arguments: arguments, workingDirectory: FileManager.default.temporaryDirectory,
        today: testToday))
  }
}
