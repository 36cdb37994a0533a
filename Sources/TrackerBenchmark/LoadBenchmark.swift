import Foundation
import TrackerDomain
import TrackerWorkload

/// Loading a state file: our reader against Foundation's `JSONDecoder` and
/// `JSONSerialization` on the same bytes, each ending with the same state.
enum LoadBenchmark {
  /// The table, then the checks that every reader gave the same state.
  /// `ours` is `StateFile.read`'s timing on `bytes`, measured in the same run.
  static func run(
    _ workload: Workload, bytes: [UInt8], ours: Timing, _ stopwatch: inout Stopwatch
  ) -> String {
    let today = workload.today
    let data = Data(bytes)
    let decoder = stopwatch.time {
      FoundationStateFile.decoded(data)?.state(today: today)?.records.count ?? -1
    }
    let serialization = stopwatch.time {
      FoundationStateFile.serialized(data)?.state(today: today)?.records.count ?? -1
    }
    var table = ReportTable([
      "reader (\(mebibytes(bytes.count)), bytes to a checked state)", "median", "runs", "MB/s",
      "ours is faster by",
    ])
    for (label, timing) in [
      ("StateFile.read (ours)", ours), ("JSONDecoder, then the state", decoder),
      ("JSONSerialization, then the state", serialization),
    ] {
      table.add(cells: [
        label, nanoseconds(timing.median), "\(timing.runs)",
        megabytesPerSecond(bytes.count, timing), times(Double(timing.median) / Double(ours.median)),
      ])
    }
    let state = workload.state
    let checks = [
      ("JSONDecoder", FoundationStateFile.decoded(data)?.state(today: today)),
      ("JSONSerialization", FoundationStateFile.serialized(data)?.state(today: today)),
    ].map { reader, read in
      "  check: \(reader) \(read == state ? "reads the same state" : "READS ANOTHER STATE")"
    }
    return ([table.text] + checks).joined(separator: "\n")
  }

  /// `143.2`: millions of bytes a second.
  static func megabytesPerSecond(_ bytes: Int, _ timing: Timing) -> String {
    guard timing.median > 0 else { return "" }
    let value = Double(bytes) * 1_000 / Double(timing.median)
    return String(format: "%.1f", value)
  }
}
