import Foundation
import TrackerWorkload

let usage = """
  usage: tracker-kit-bench [S] [M] [L] [H] [app] [answers] [terminal] [save] [kill] [tables]
                           [growth] [scale] [web] [--seed N] [--no-scanning] [--no-baseline]
                           [--kills N]
         tracker-kit-bench workload S|M|L|H --out FILE [--seed N]

  Measures the kit on generated workloads and prints median nanoseconds per
  operation, beside the idiomatic and the scanning baselines (--no-scanning
  leaves out the slow scanning one, --no-baseline both, and loading with
  Foundation). 'save' times a change on disk on L (the whole file rewritten, a line appended
  to the journal and synced); 'kill' kills tracker-kit serve --save and web on L at random
  moments of a stream of acts (--kills N runs each, 50 by default) and checks that no
  answered act was lost. 'web' times the person's page loads and acts on the page's
  server while 0 to 256 connections flood it (percentiles, in milliseconds).
  Without a part named, runs all but scale, kill and web. Build with -c release:
    swift run -c release tracker-kit-bench
  'workload' writes a workload as a state file instead, to open in the terminal app,
  serve or the web page (today is 2026-11-23 in every workload):
    swift run -c release tracker-kit-bench workload L --out l.json
    swift run tracker-kit web --state l.json --today 2026-11-23
  """

if CommandLine.arguments.dropFirst().first == "workload" {
  writeWorkload(Array(CommandLine.arguments.dropFirst(2)))
}

var parts: [String] = []
var seed = Workload.defaultSeed
var baselines = Baselines()
var kills = 50
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "S", "M", "L", "H", "app", "answers", "terminal", "save", "kill", "tables", "growth",
    "scale", "web":
    parts.append(argument)
  case "--kills":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      FileHandle.standardError.write(Data("error: --kills needs a number\n\(usage)\n".utf8))
      exit(1)
    }
    kills = value
  case "--no-scanning": baselines.scanning = false
  case "--no-baseline": baselines = Baselines(idiomatic: false, scanning: false)
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
if parts.isEmpty { parts = ["S", "M", "L", "H", "app", "terminal", "save", "tables", "growth"] }

#if DEBUG
  say(
    "warning: a debug build; the figures mean little. Use: swift run -c release tracker-kit-bench\n"
  )
#endif
say("TrackerKit benchmark: median ns per operation; ratio = baseline / ours, in this run")
say("machine: \(Machine.description)")
say("load average (1 min): \(Machine.loadAverage)")
say("")

var stopwatch = Stopwatch()
for part in parts {
  Machine.resetPeakMemory()
  switch part {
  case "S", "M", "L", "H":
    let workload: Workload
    switch part {
    case "S": workload = .small()
    case "M": workload = .medium(seed: seed)
    case "L": workload = .large(seed: seed)
    default: workload = .heavyUser(seed: seed)
    }
    say("== \(workload.name): \(workload.summary) ==")
    say(WorkloadBenchmark(workload: workload, baselines: baselines).run(&stopwatch))
  case "tables":
    say("== string tables: StringsFile against Foundation's PropertyListSerialization ==")
    say(TableBenchmark.run(&stopwatch))
  case "app":
    let workload = Workload.large(seed: seed)
    say("== app: acts on the main screen of \(workload.name), as a front end sends them ==")
    say(AppBenchmark.run(workload, &stopwatch))
    say(WireBenchmark.run(workload, &stopwatch))
    say(EditsBenchmark.run(workload, &stopwatch))
    say("== answers: every act of the issue's table on \(workload.name), to a client of edits ==")
    say(AnswersBenchmark.run(workload, &stopwatch))
  case "answers":
    let workload = Workload.large(seed: seed)
    say("== answers: every act of the issue's table on \(workload.name), to a client of edits ==")
    say(AnswersBenchmark.run(workload, &stopwatch))
  case "terminal":
    let workload = Workload.large(seed: seed)
    say("== terminal: tracker-kit app on \(workload.name)'s main screen, a key press and a save ==")
    say(TerminalBenchmark.run(workload, &stopwatch))
  case "save":
    let workload = Workload.large(seed: seed)
    say("== save: a change of \(workload.name) on disk, the whole file or a line of the journal ==")
    say(SaveBenchmark.run(workload, &stopwatch))
  case "kill":
    let workload = Workload.large(seed: seed)
    say("== kill: serve --save and web on \(workload.name), kill -9 at random moments ==")
    say(KillBenchmark.run(workload, runs: kills, seed: seed))
  case "scale":
    say("== scale: StateFile.read (tracker-kit check) on very large state files ==")
    say(ScaleBenchmark.run(&stopwatch))
  case "web":
    say("== web: the person's page and acts on tracker-kit web's server under a local flood ==")
    say(WebFloodBenchmark.run(&stopwatch))
  default:
    say("== growth: L's 1,000 trackers with more history ==")
    say(GrowthBenchmark.run(seed: seed, &stopwatch))
  }
  say("peak memory of this part: \(mebibytes(Machine.peakMemory))")
  say(
    "load average (1 min): \(Machine.loadAverage) on \(ProcessInfo.processInfo.activeProcessorCount) cores\n"
  )
}
say("checksum \(stopwatch.checksum)")

/// Writes a line at once, so that progress shows when the output goes to a file.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
