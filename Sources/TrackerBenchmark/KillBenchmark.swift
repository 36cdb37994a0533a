import Foundation
import SeededRandomness
import TrackerDomain
import TrackerDurability
import TrackerStateFile
import TrackerWorkload

/// The kill -9 drill (`KillDrill`) on one workload: `tracker-kit serve --stdio --save` and
/// `tracker-kit web`, each started `runs` times on the same state file, sent acts one at a time
/// and killed at a random moment (at the start, during a start-up fold, or after up to 400
/// answers, up to 5 ms later: in an append, an answer or a fold past the bound; every fifth
/// run while a fold writes the file); after each kill the file and its journal must
/// hold every act answered, in order, and nothing else. The built `tracker-kit` beside the
/// benchmark is run; the files are written in a folder of the current one.
enum KillBenchmark {
  static func run(_ workload: Workload, runs: Int, seed: UInt64) -> String {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tracker-kit")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      return "no tracker-kit beside the benchmark: swift build -c release first\n"
    }
    let folder = FileManager.default.currentDirectoryPath + "/.tracker-kit-bench-kill-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let days = 400
    let trackers = workload.state.trackers.filter {
      $0.schedule == .everyDay && $0.created <= workload.today.adding(days: -days)
    }.prefix(3).map(\.id)
    var random = SeededRandom(seed: seed)
    var report = ""
    for frontEnd in KillDrill.FrontEnd.allCases {
      let path = folder + "/\(frontEnd.rawValue).json"
      do {
        try StateFile.save(workload.state, to: path)
        let drill = KillDrill(
          tool: tool, frontEnd: frontEnd, path: path, today: workload.today, trackers: trackers)
        var tally = Tally()
        for run in 0..<runs {
          let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
          let base = try StateFile.read(bytes, path: path, fileName: path, today: workload.today)
          // At the start (a start-up fold) or after up to 400 answers, and up to 5 ms later.
          let answers = random.next(below: 400)
          let delay = random.nextUnit() * 0.005
          // Every fifth run, the kill comes while a fold writes the file instead.
          let result = try drill.run(
            drill.acts(days: days), base: base.state, killAfterAnswers: answers, delay: delay,
            duringFold: run % 5 == 4)
          let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
          tally.add(result, leftTemporaryFile: names.contains { $0.hasSuffix(".tmp") })
        }
        // Said as each front end is done: the drill takes minutes.
        say(tally.text(frontEnd, runs: runs))
      } catch {
        report += "\(frontEnd.rawValue): cannot run the drill: \(error)\n"
      }
    }
    return report
  }

  /// What the runs of one front end saw.
  private struct Tally {
    var answered = 0
    var inFlightKept = 0
    var killedMidStream = 0
    var leftTemporaryFiles = 0
    var problems: [String] = []
    var times: [Double] = []

    mutating func add(_ run: KillDrill.Run, leftTemporaryFile: Bool) {
      answered += run.answered
      if run.kept > run.answered { inFlightKept += 1 }
      if run.answered > 0 { killedMidStream += 1 }
      if leftTemporaryFile { leftTemporaryFiles += 1 }
      if let problem = run.problem { problems.append(problem) }
      times += run.answerTimes
    }

    func text(_ frontEnd: KillDrill.FrontEnd, runs: Int) -> String {
      let sorted = times.sorted()
      func milliseconds(_ fraction: Double) -> String {
        guard !sorted.isEmpty else { return "-" }
        let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] * 1_000
        return String(format: "%.2f ms", value)
      }
      return """
        \(frontEnd.rawValue): \(runs) kills, \(problems.isEmpty ? "NO ANSWERED ACT LOST" : "\(problems.count) RUNS LOST ACTS") \
        (\(answered) acts answered; \(killedMidStream) kills after the first answer, \
        \(inFlightKept) with the act in flight kept too; \(leftTemporaryFiles) left a fold's \
        temporary file, removed by the next start)
          answer to a mark done: median \(milliseconds(0.5)), 90th percentile \(milliseconds(0.9)), \
        slowest \(milliseconds(1))
        \(problems.prefix(5).map { "  LOST: \($0)\n" }.joined())
        """
    }
  }
}
