// TrackerWorkload: large, realistic states for measuring the kit, and the slow
// way of doing the same work that the benchmark compares against.
//
// `Workload` builds a state from a shape (how many trackers and categories, how
// many years of history, how often a scheduled day is done) and a seed, with no
// files: the same shape and seed give the same state on every machine and every
// toolchain, because the random numbers come from our own generator
// (`SeededRandom`), not the standard library's. `ScanningBaseline` computes the
// main screen's cards and the statistics the way the original apps do, by
// scanning one flat list of records for every card and every day; the benchmark
// (`tracker-kit-bench`) times it beside the kit, and the tests check that both
// give the same answers. Depends on the domain, the localization and the screens.
