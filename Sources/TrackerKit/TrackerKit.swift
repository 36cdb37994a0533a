// TrackerKit: the one module a front end imports. It re-exports what a front
// end needs — the app session (navigation and acts), the domain (days,
// trackers, the state and its changes), the
// string tables and languages, every screen as a description and as an
// element tree, the text rendering, and the JSON state file — so that
// `import TrackerKit` is the whole set-up. It holds no code of its own.
@_exported import TrackerApp
@_exported import TrackerDomain
@_exported import TrackerLocalization
@_exported import TrackerScreenText
@_exported import TrackerScreens
@_exported import TrackerStateFile
