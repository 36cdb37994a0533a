// TrackerTestSupport: what several test targets share, in one place instead of a copy in
// each. The seeded generator (`SeededRandom`, re-exported from `SeededRandomness`, the one
// the benchmark's workloads use), temporary folders (`TemporaryFolder`), the built
// `tracker-kit` and the programs a test starts (`builtTool()`, `launch`, `StartedProcess`,
// `PrintedLines`, `PseudoTerminal`), the save-behind fixture (`SaveBehind`: a big state
// file, the check that a signal lost nothing), and headless Chromium driven over the
// DevTools protocol (`DevToolsBrowser`). Test targets only: no shipped module depends on
// it. It depends on the domain and the state file, and uses no test framework, so that
// Swift Testing and XCTest tests both can call it: a helper throws or returns what it
// saw, and the test decides what fails.
@_exported import SeededRandomness
