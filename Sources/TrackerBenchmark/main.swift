import Foundation
import TrackerWorkload

let usage = """
  usage: tracker-kit-bench [L] [M] [S] [tables] [growth] [scale] [--seed N] [--no-baseline]

  Measures the kit on generated workloads and prints median nanoseconds per
  operation. Without a part named, runs all but scale. Build with -c release:
    swift run -c release tracker-kit-bench
  """

var parts: [String] = []
var seed = Workload.defaultSeed
var withBaseline = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "L", "M", "S", "tables", "growth", "scale": parts.append(argument)
  case "--no-baseline": withBaseline = false
  case "--seed":
    guard let value = arguments.popFirst().flatMap({ UInt64($0) }) else {
      FileHandle.standardError.write(Data("error: --seed needs a whole number\n\(usage)\n".utf8))
      exit(1)
    }
    seed = value
  case "--help", "-h", "help":
    say(usage)
    exit(0)
  default:
    FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n\(usage)\n".utf8))
    exit(1)
  }
}
if parts.isEmpty { parts = ["S", "M", "L", "tables", "growth"] }

#if DEBUG
  say(
    "warning: a debug build; the figures mean little. Use: swift run -c release tracker-kit-bench\n"
  )
#endif
say("TrackerKit benchmark: median ns per operation; ratio = baseline / ours")
say("machine: \(Machine.description)")
say("")

var stopwatch = Stopwatch()
for part in parts {
  switch part {
  case "S", "M", "L":
    let workload: Workload =
      part == "S" ? .small() : part == "M" ? .medium(seed: seed) : .large(seed: seed)
    say("== \(workload.name): \(workload.summary) ==")
    say(WorkloadBenchmark(workload: workload, withBaseline: withBaseline).run(&stopwatch))
  case "tables":
    say("== string tables: StringsFile against Foundation's PropertyListSerialization ==")
    say(TableBenchmark.run(&stopwatch))
  case "scale":
    say("== scale: StateFile.read (tracker-kit check) on very large state files ==")
    say(ScaleBenchmark.run(&stopwatch))
  default:
    say("== growth: L's 1,000 trackers with more history ==")
    say(GrowthBenchmark.run(seed: seed, &stopwatch))
  }
  say("peak memory so far: \(mebibytes(Machine.peakMemory))\n")
}
say("checksum \(stopwatch.checksum)")

/// Writes a line at once, so that progress shows when the output goes to a file.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
