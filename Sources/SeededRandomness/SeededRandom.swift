// SeededRandomness: the one random number generator of the package, SplitMix64, whose
// numbers depend on the seed only. The benchmark's workloads and every randomized test
// (the fuzz tests, the diff's property tests) draw from it, so that a workload is the
// same on every machine and a failing test repeats with its seed. The standard library's
// own generator promises neither. Depends on nothing.

/// A small random number generator (SplitMix64) whose numbers depend on the seed only:
/// workloads and fuzz inputs come out the same on every machine and toolchain, which the
/// standard library's random functions do not promise. As a `RandomNumberGenerator` it
/// also drives `Int.random(in:using:)` and `shuffled(using:)` (whose use of the bits is
/// the standard library's, and may change with it).
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number from 0 up to but not including `bound`; 0 when `bound` is not positive.
  public mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number from 0 up to but not including 1, with 53 random bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    nextUnit() < probability
  }

  /// One of `elements`, which must not be empty.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[next(below: elements.count)]
  }
}
