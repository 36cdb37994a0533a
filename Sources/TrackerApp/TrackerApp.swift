// TrackerApp: the app between the screens, as one value. `AppSession` holds
// the user's data, today, the language, the connection, and the navigation: a
// stack of screens, each with its own state (the form being filled in, the
// selected day, search and filter), sheets and confirmations on top, the
// selected tab, whether onboarding was seen. A front end draws
// `session.screen` (an element tree) and forwards what the user does as a
// `UserAct` on an element id; the session runs the element's intents, asks
// the domain for every change, and answers with a typed `ActError` when the act
// cannot be done, leaving itself unchanged. No front end holds a rule, a word
// or a decision of its own.
