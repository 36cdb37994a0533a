import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a test process ran every test or only some (`--filter`, `--skip`, a test list).
enum TestRunScope: Sendable, Equatable {
  case full
  case partial(String)
}

/// The running test process as the run record describes it: which run it belongs to (all
/// processes started by one `swift test` share a run), its testing library, and whether
/// it runs every test.
///
/// `swift test` starts the test binary once for XCTest (a filter arrives as a list of test
/// names) and once with `--testing-library swift-testing` (a filter arrives as `--filter`);
/// `--parallel` gives each XCTest process one test name. The arguments of `swift test`
/// itself, read from the parent process where the system allows (Linux `/proc`), are the
/// most faithful source, so they decide when available.
struct TestProcess: Sendable, Equatable {
  var processID: Int32
  var runID: String
  var framework: String
  var scope: TestRunScope

  static func current() -> TestProcess {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let parent = getppid()
    let parentArguments = commandLine(ofProcess: parent)
    let startTime = startTime(ofProcess: parent)
    return TestProcess(
      processID: getpid(),
      runID: startTime.map { "\(parent)-\($0)" } ?? "\(parent)",
      framework: isSwiftTesting(arguments) ? "Swift Testing" : "XCTest",
      scope: scope(arguments: arguments, parentArguments: parentArguments))
  }

  static func isSwiftTesting(_ arguments: [String]) -> Bool {
    zip(arguments, arguments.dropFirst()).contains {
      $0 == "--testing-library" && $1 == "swift-testing"
    }
      || arguments.contains("--testing-library=swift-testing")
  }

  /// Decides from the test process's own arguments and, when known, those of its parent.
  static func scope(arguments: [String], parentArguments: [String]?) -> TestRunScope {
    if let parentArguments, let tool = parentArguments.first,
      tool.hasSuffix("swift-test")
        || (tool.hasSuffix("swift") && parentArguments.dropFirst().first == "test")
    {
      let narrowing = [
        "--filter", "--skip", "-s", "--specifier", "--disable-swift-testing", "--disable-xctest",
      ]
      let found = parentArguments.dropFirst().contains { argument in
        narrowing.contains { argument == $0 || argument.hasPrefix($0 + "=") }
      }
      let shown = parentArguments.dropFirst().drop { $0 == "test" }.joined(separator: " ")
      return found ? .partial("swift test \(shown)") : .full
    }
    if isSwiftTesting(arguments) {
      let found = arguments.contains {
        ["--filter", "--skip"].contains($0) || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=")
      }
      return found
        ? .partial("the test process was given \(arguments.joined(separator: " "))") : .full
    }
    // A positional argument is a test list, except the bundle path Apple's `xctest` gets.
    if let list = arguments.first(where: { !$0.hasPrefix("-") && !$0.hasSuffix(".xctest") }) {
      return .partial("the test process was given the test list \(list)")
    }
    return .full
  }

  /// A process's arguments from `/proc/<pid>/cmdline`; nil where there is no `/proc`.
  private static func commandLine(ofProcess process: Int32) -> [String]? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(process)/cmdline"), !data.isEmpty
    else {
      return nil
    }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  /// A process's start time in clock ticks since boot (`/proc/<pid>/stat`, field 22), which
  /// together with its id names it uniquely; nil where there is no `/proc`.
  private static func startTime(ofProcess process: Int32) -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(process)/stat") else {
      return nil
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    return fields.count > 19 ? String(fields[19]) : nil
  }
}
