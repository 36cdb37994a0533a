import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `tracker-kit` executable (or another of the package's, by `name`) beside the
/// test bundle; nil when the build keeps it elsewhere. The test target must depend on the
/// executable's target, so that `swift test` builds it.
package func builtTool(_ name: String = "tracker-kit") -> URL? {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = folder.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return nil
}

/// What a program printed and how it ended (see `launch`).
package struct FinishedProcess: Sendable {
  /// Its standard output, as text.
  package var output: String
  /// Its standard error, as text.
  package var errors: String
  /// Its exit status (or the signal that ended it).
  package var status: Int32
}

/// Runs `executable` to its end in `folder` (this process's, when nil), with `input` on its
/// standard input, and returns what it printed. Input, output and errors move on threads of
/// their own, so that a large input and a large output cannot block each other.
package func launch(
  _ executable: URL, _ arguments: [String], in folder: URL? = nil, input: [UInt8] = [],
  environment: [String: String]? = nil
) throws -> FinishedProcess {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let folder { process.currentDirectoryURL = folder }
  if let environment { process.environment = environment }
  let output = Pipe()
  let errors = Pipe()
  let standardInput = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = standardInput
  try process.run()
  let writer = standardInput.fileHandleForWriting
  let bytes = Data(input)
  // A program that ends without reading its input makes the write fail, not end the tests.
  signal(SIGPIPE, SIG_IGN)
  Thread.detachNewThread {
    try? writer.write(contentsOf: bytes)
    try? writer.close()
  }
  let printedErrors = PrintedLines(errors.fileHandleForReading)
  let out = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  printedErrors.waitForEnd(seconds: 10)
  return FinishedProcess(
    output: String(decoding: out, as: UTF8.self), errors: printedErrors.text,
    status: process.terminationStatus)
}

/// `work`, which waits for something outside the process (a program, a signal), done on a
/// thread of its own and awaited: the test waiting holds no thread of Swift's cooperative
/// pool, which has about one a core, so other tests run meanwhile.
package func onAThreadOfItsOwn<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
  }
}

/// `launch`, awaited on a thread of its own (`swift format`, DocC: seconds of waiting).
package func launchAwaited(
  _ executable: URL, _ arguments: [String], in folder: URL? = nil,
  environment: [String: String]? = nil
) async throws -> FinishedProcess {
  try await onAThreadOfItsOwn {
    try launch(executable, arguments, in: folder, environment: environment)
  }
}

/// The program `name` (`python3`, `pocount`) as the `PATH` finds it; nil when it is not
/// installed. For `.enabled(if: programOnPath("python3") != nil, "python3 is not installed")`.
package func programOnPath(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
  return path.split(separator: ":").map {
    URL(fileURLWithPath: String($0)).appendingPathComponent(name)
  }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
