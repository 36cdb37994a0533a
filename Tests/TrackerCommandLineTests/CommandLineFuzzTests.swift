import Foundation
import Testing
import TrackerTestSupport

@testable import TrackerCommandLine

/// A seeded fuzz test of the command line: random argument lists built from the real command
/// and option names, good values, garbage, empty strings and unicode, run in-process. Every
/// run must end (the time limit catches a hang) with status 0 and nothing on standard error,
/// or status 1 and a message there (or, for `strings lint`, its findings on standard output);
/// and a command that writes nothing gives the same bytes when run twice.
@Suite("tracker-kit under random arguments")
struct CommandLineFuzzTests {
  static let seed: UInt64 = 0x7472_6163_6b65_72  // "tracker"
  static let runs = 2_000

  @Test(
    "Random argument lists: no crash, no hang, status 0 or 1, errors on stderr",
    .timeLimit(.minutes(1)))
  func randomArguments() throws {
    let folder = try FuzzPackage.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SeededRandom(seed: Self.seed)
    let vocabulary = FuzzVocabulary()
    var statuses: [Int32: Int] = [:]
    for index in 0..<Self.runs {
      let arguments = vocabulary.arguments(&random)
      let input = vocabulary.standardInput(&random)
      let environment = random.chance(1 / 5) ? ["CI": "1"] : [:]
      let context = CommandContext(
        arguments: arguments, workingDirectory: folder, environment: environment,
        today: testToday, readStandardInput: { Array(input.utf8) })
      let result = TrackerKitTool.run(context)
      statuses[result.status, default: 0] += 1
      let shown = "run \(index): \(arguments.map { String(reflecting: $0) }.joined(separator: " "))"
      #expect(result.status == 0 || result.status == 1, "\(shown)")
      if result.status == 0 {
        #expect(result.errors.isEmpty, "\(shown)\n\(result.errors)")
        #expect(!result.output.isEmpty, "\(shown)")
      } else if arguments.starts(with: ["strings", "lint"]), result.errors.isEmpty {
        // A linter's findings are its report, on standard output, with status 1.
        #expect(result.output.contains(" error"), "\(shown)")
      } else {
        #expect(!result.errors.isEmpty && result.errors.hasSuffix("\n"), "\(shown)")
      }
      if arguments.first != "snapshots" {
        #expect(TrackerKitTool.run(context) == result, "not deterministic: \(shown)")
      }
    }
    // The generator reaches both outcomes often, so the checks above check something.
    #expect(statuses[0, default: 0] > Self.runs / 20)
    #expect(statuses[1, default: 0] > Self.runs / 4)
  }
}

/// A temporary package folder for the fuzz runs: a valid and a broken state file, a folder,
/// and a `Snapshots` folder with a golden and a pending file.
private enum FuzzPackage {
  static func make() throws -> URL {
    let folder = try temporaryFolder()
    let snapshots = folder.appendingPathComponent("Snapshots/S")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data("golden\n".utf8).write(to: snapshots.appendingPathComponent("a.txt"))
    try Data("pending\n".utf8).write(to: snapshots.appendingPathComponent("a.txt.new"))
    try Data(FuzzVocabulary.validState.utf8).write(to: folder.appendingPathComponent("state.json"))
    try Data("{\"trackers\": [".utf8).write(to: folder.appendingPathComponent("broken.json"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty-folder"), withIntermediateDirectories: true)
    return folder
  }
}

/// The words random argument lists are made of.
private struct FuzzVocabulary {
  static let validState = """
    {"categories": [{"id": "c", "title": "Дом"}],
     "trackers": [{"id": "t1", "name": "Water", "category": "c", "emoji": "🌺", "color": 5,
                   "schedule": ["mon"], "created": "2026-11-01"}],
     "records": [{"tracker": "t1", "date": "2026-11-16"}]}
    """

  /// Every command path: ["render"], ["snapshots", "accept"], …
  let commandPaths: [[String]]
  /// Every option and flag name of every command, with a dash prefix.
  let optionLabels: [String]
  /// Values that are right for some option or argument.
  let goodValues: [String]
  /// Values that are wrong everywhere, or strange.
  let garbage = [
    "", " ", "-", "--", "---", "-x", "--=", "=", "--help=", "\n", "\t", "\0", "a\nb", "\u{7F}",
    "🌺", "🏳️‍🌈", "é", "e\u{301}", "\u{202E}rtl", "ÿ", "Ё", "日本語", "\u{FEFF}", "\u{1F}",
    "%@", "%d %s", "'", "\"", "\\", "${HOME}", "*", "../..", "/", "/nonexistent/x.json",
    "2026-02-30", "2026-13", "9999-12-31", "0000-01-01", "-1", "0", "19", "99999999999999999999",
    "1e3", "0x10", "+5", " 5", "mon,,wed", "none", "MON", String(repeating: "a", count: 5_000),
    String(repeating: "--", count: 200), String(repeating: "é", count: 300),
  ]

  init() {
    func paths(_ command: Command, _ prefix: [String]) -> [[String]] {
      [prefix] + command.subcommands.flatMap { paths($0, prefix + [$0.name]) }
    }
    var commands: [Command] = [TrackerKitTool.root]
    var index = 0
    while index < commands.count {
      commands += commands[index].subcommands
      index += 1
    }
    // `gallery` writes some 300 pages a run into the package folder: its arguments are
    // tested in GalleryCommandTests instead.
    commandPaths = TrackerKitTool.root.subcommands.filter { $0.name != "gallery" }
      .flatMap { paths($0, [$0.name]) }
    optionLabels = Array(
      Set(commands.flatMap { $0.options.map { "--" + $0.declaration.name } })
        .union(["--help", "-h", "--version"])
    ).sorted()
    let choices = commands.flatMap { command in
      command.options.flatMap(\.declaration.choices)
        + command.arguments.flatMap(\.declaration.choices)
    }
    goodValues =
      Array(Set(choices)).sorted() + [
        "all", "help", "2026-11-23", "2026-11-20", "2026-10", "1", "2", "18", "5", "en", "ru",
        "pseudo", "de", "t1", "c", "health", "mon,wed,fri", "Water", "state.json", "broken.json",
        "-", "empty-folder", "missing.json", "Snapshots", "Snapshots/S", "Snapshots/S/a.txt",
        "S/a.txt.new", "Snapshots/S/missing.txt",
      ]
  }

  /// A random argument list: half of them a real command with some of its own options, each
  /// with a value of the right kind (so that screens are rendered and files read); the rest a
  /// mix of command words, option names, values and garbage.
  func arguments(_ random: inout SeededRandom) -> [String] {
    random.chance(1 / 2) ? wellFormed(&random) : mixed(&random)
  }

  private func wellFormed(_ random: inout SeededRandom) -> [String] {
    let path = random.pick(commandPaths)
    var command = TrackerKitTool.root
    for name in path {
      command = command.subcommands.first { $0.name == name } ?? command
    }
    var arguments = path
    for argument in command.arguments.map(\.declaration)
    where argument.count == .one
      || random.chance(1 / 2)
    {
      arguments.append(
        argument.choices.isEmpty
          ? random.pick(["Snapshots/S/a.txt", "S/a.txt.new", "Snapshots/S", ""])
          : random.pick(argument.choices))
    }
    for option in command.options.map(\.declaration) where random.chance(1 / 3) {
      arguments.append("--" + option.name)
      guard let placeholder = option.placeholder else { continue }
      let values = Self.values[placeholder] ?? option.choices
      arguments.append(
        random.chance(1 / 8) || values.isEmpty
          ? random.pick(garbage) : random.pick(values))
    }
    return arguments
  }

  /// Values of the right kind for each placeholder.
  static let values: [String: [String]] = [
    "YYYY-MM-DD": ["2026-11-23", "2026-11-01", "2026-02-28", "2025-12-31", "9999-12-31"],
    "YYYY-MM": ["2026-11", "2026-10", "2026-01", "9999-12"],
    "N": ["1", "2", "5", "18", "0"],
    "LANGUAGE": ["en", "ru", "pseudo"],
    "FILE": ["state.json", "-", "-", "broken.json"],
    "DIR": ["empty-folder", "missing-folder"],
    "ID": ["t1", "c", "health", "t7", "nope"],
    "TEXT": ["Water", "ЁЛКА", "", "🌺 e\u{301}", "zzz"],
    "EMOJI": ["🌺", "🏳️‍🌈", "abc", ""],
    "DAYS": ["mon,wed,fri", "none", "sun", ""],
  ]

  private func mixed(_ random: inout SeededRandom) -> [String] {
    var arguments: [String] = []
    if !random.chance(1 / 10) { arguments += random.pick(commandPaths) }
    for _ in 0..<random.next(below: 7) {
      switch random.next(below: 10) {
      case 0..<4:
        let label = random.pick(optionLabels)
        if random.chance(1 / 4) {
          arguments.append(label + "=" + value(&random))
        } else {
          arguments.append(label)
          if !random.chance(1 / 6) { arguments.append(value(&random)) }
        }
      case 4..<8: arguments.append(value(&random))
      default: arguments.append(random.pick(garbage))
      }
    }
    // Never pass a path that blocks or never ends when read in-process.
    return arguments.filter { !$0.hasPrefix("/dev/") }
  }

  private func value(_ random: inout SeededRandom) -> String {
    random.chance(2 / 3) ? random.pick(goodValues) : random.pick(garbage)
  }

  /// What `--state -` reads: a valid state, a broken one, or random bytes.
  func standardInput(_ random: inout SeededRandom) -> String {
    switch random.next(below: 4) {
    case 0: Self.validState
    case 1: String(Self.validState.prefix(random.next(below: Self.validState.count)))
    case 2: random.pick(garbage)
    default: ""
    }
  }
}
