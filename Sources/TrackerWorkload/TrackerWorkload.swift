// TrackerWorkload: large, realistic states for measuring the kit, and the slow
// way of doing the same work that the benchmark compares against.
//
// `Workload` builds a state from a shape (how many trackers and categories, how
// many years of history, how often a scheduled day is done) and a seed, with no
// files: the same shape and seed give the same state on every machine and every
// toolchain, because the random numbers come from our own generator
// (`SeededRandom`, module `SeededRandomness`), not the standard library's. Two
// baselines compute the main screen's cards and the statistics without the kit's indexes:
// `ScanningBaseline` the way the original apps do, scanning one flat list of
// records for every card and every day, and `IdiomaticBaseline` the way a
// competent Swift developer would (a `Set` of records, Foundation's `Calendar`,
// locale-aware comparison, `String(format:)`); the benchmark
// (`tracker-kit-bench`) times both beside the kit, and the tests check that all
// three give the same answers. Depends on the domain, the localization and the screens.
