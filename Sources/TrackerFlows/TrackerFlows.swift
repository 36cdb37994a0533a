// TrackerFlows: user journeys as text. A flow file lists what a user does,
// one step a line (`tap ID`, `type ID TEXT`, `long-press ID`, `back`, `show`,
// `expect TEXT`, `# comment`); playing it on an `AppSession` gives a
// transcript — each step, and the screen as text where `show` stands — or the
// first step that failed, with its line and the reason. Flows are how the
// requirements' journeys are tested end to end (golden transcripts under
// `Snapshots/Flows/`) and what `tracker-kit play` runs.
