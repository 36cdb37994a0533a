// TrackerScreens: every screen of the Tracker app as a description — a plain
// value that says what is on the screen, already localized, and nothing about
// pixels, fonts or UIKit.
//
// Each screen has one file with one pure function from the domain state, the
// screen's own state (a form being filled in, the selected day …), the
// language and today, to a description such as `TrackersScreen`. Descriptions
// are built from a few components (`ScreenButton`, `ScreenTextField`, `ListRow`,
// `TrackerCard`, `Placeholder` …) that carry their text (a `LocalizedText` that
// keeps its key and arguments), whether they are enabled, an accessibility
// label, a stable `ElementID`, and the `ScreenIntent`s they send. A front end
// draws the components and feeds the intents back: `.apply` ones to
// `TrackerState.applying(_:today:)`, form edits to the screen's state, the rest
// to its navigation, so no button needs code of its own. Colors and images are
// named tokens.
