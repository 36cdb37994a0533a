// TrackerDomain: the Tracker app's data and rules, with nothing about screens.
//
// A tracker is a habit (done on the weekdays of its schedule) or an irregular
// event (done once, on any day from its creation on). Trackers live in
// categories; a record says a tracker was done on a calendar day. `TrackerState`
// holds all three and changes only through `TrackerState.applying(_:today:)`,
// which checks every rule, so no front end can leave records without their
// tracker. Days are plain calendar dates (`Day`) and "today" is always passed
// in: no `Date`, time zone or `Calendar` is involved, so every rule gives the
// same answer on every machine. Everything here depends on the Swift standard
// library only, except the search folding, which uses Foundation's Unicode
// decomposition.
