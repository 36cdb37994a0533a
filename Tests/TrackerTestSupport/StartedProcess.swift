import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program a test started and talks to while it runs (a server, the terminal app): its
/// output is read as it comes (`printed`), or it runs on a pseudo-terminal the test types
/// into. It is killed when the value is released, should the test end before it does.
package final class StartedProcess: @unchecked Sendable {
  /// The process.
  package let process = Process()
  /// What it printed (standard output and standard error together); nil on a terminal.
  package let printed: PrintedLines?

  /// Starts `executable`. On `terminal` (its child end as standard input, output and error)
  /// when one is given; else with a pipe for its output and no input.
  package init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    terminal: PseudoTerminal? = nil
  ) throws {
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let terminal {
      process.standardInput = terminal.child
      process.standardOutput = terminal.child
      process.standardError = terminal.child
      printed = nil
    } else {
      let output = Pipe()
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = output
      printed = PrintedLines(output.fileHandleForReading)
    }
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Sends `signal` (`SIGTERM`, `SIGHUP`, `SIGINT` …).
  package func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Waits until the process ended and its output was read; false after `seconds`, when it is
  /// killed instead (a hang fails the test, never the whole run).
  package func waitForExit(seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return false
    }
    process.waitUntilExit()
    printed?.waitForEnd(seconds: 10)
    return true
  }

  /// Its exit status (`128 + signal` when a signal's handler exits that way); only once it ended.
  package var status: Int32 { process.terminationStatus }
}
