// The `tracker-kit` executable: fills a CommandContext from the process, runs
// the command and prints what it returns. All the work is in TrackerCommandLine.
import Foundation
import TrackerCommandLine
import TrackerDomain

/// Today in the machine's own calendar: the one place the tool reads the clock.
func machineToday() -> Day {
  let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
  return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    ?? Day(ordinal: 0)
}

let context = CommandContext(
  arguments: Array(CommandLine.arguments.dropFirst()),
  workingDirectory: URL(
    fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
  environment: ProcessInfo.processInfo.environment, today: machineToday(),
  readStandardInput: {
    try InputFile.read(fileDescriptor: FileHandle.standardInput.fileDescriptor)
  },
  isTerminal: isatty(0) == 1 && isatty(1) == 1, readToday: { machineToday() }, streams: .standard
)
let result = TrackerKitTool.run(context)
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
