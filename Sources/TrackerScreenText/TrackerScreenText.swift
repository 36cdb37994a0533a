// TrackerScreenText: screen descriptions rendered as text — an indented tree,
// one element a line — for snapshots, the command line and code review.
//
// The rendering is stable (the same description gives the same bytes on every
// machine) and meant to be read in a diff: each line starts with the element's
// kind and `#identifier`, then its text and state. Texts from the string tables
// are in "double quotes", the user's own words (tracker names, category
// titles) in «guillemets», numbers bare; `→` lists the intents an element
// sends. `ScreenCatalog` names every screen so that the command line and the
// tests can render any of them from one request.
