// TrackerBenchmark: `tracker-kit-bench`, the program that measures the kit at
// scale and prints the figures the catalog's Performance article quotes.
//
// For each workload (S, M, L and the heavy user H from `TrackerWorkload`) it
// times writing and loading the state as JSON, building the index, the main
// screen for one day (plain, with a search, with a filter), the statistics and
// the text rendering of every screen, each as the median of repeated runs in
// nanoseconds, beside the same work done by `IdiomaticBaseline` and
// `ScanningBaseline`, checking that they agree; then the main screen against
// the least work it needs (`ScreenFloor`), and loading against Foundation's
// `JSONDecoder` and `JSONSerialization` (`FoundationStateFile`). Then the
// string tables against Foundation's parser, the growth of the main screen and
// the statistics with the length of history, and the peak memory. Timing lives
// here and nowhere else: the tests never time anything. Build it in release mode.
