/// How long one operation takes: the median of repeated runs.
struct Timing {
  /// The median run, in nanoseconds.
  let median: Int
  /// How many runs the median is taken over.
  let runs: Int
}

/// Runs operations repeatedly and keeps the median: at least `minimumRuns` runs
/// and `budget` of time, at most `maximumRuns`; an operation slower than
/// `limit` in total stops there, after one run at least. A fast operation is
/// run once first, unmeasured, to warm caches.
struct Stopwatch {
  var minimumRuns = 5
  var maximumRuns = 201
  var budget: Duration = .milliseconds(500)
  var limit: Duration = .seconds(8)
  /// Every result, folded together, so that the optimizer cannot drop the work.
  private(set) var checksum = 0

  /// Times `operation`, which returns a number that depends on its result.
  mutating func time(_ operation: () -> Int) -> Timing {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    let warmUp = clock.measure { checksum &+= operation() }
    if warmUp >= .milliseconds(100) { samples.append(warmUp) }
    var total = samples.reduce(.zero, +)
    while samples.count < maximumRuns {
      if total >= limit || (total >= budget && samples.count >= minimumRuns) { break }
      let sample = clock.measure { checksum &+= operation() }
      samples.append(sample)
      total += sample
    }
    samples.sort()
    return Timing(median: nanoseconds(samples[samples.count / 2]), runs: samples.count)
  }

  private func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}
