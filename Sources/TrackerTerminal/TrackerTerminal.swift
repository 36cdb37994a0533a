// TrackerTerminal: a full-screen terminal front end of the app. It holds one
// `AppSession`, draws its current screen (the element tree, by element kind,
// never by screen) and forwards key presses as acts; it holds no rule, word or
// decision of its own. Drawing (`ScreenDrawing.draw`) is a pure function of the
// app, the focus and the terminal's size, and so is key handling
// (`TerminalApp.handle`), so tests type keys and compare drawn screens without
// a terminal. `Terminal` is the only part that touches one: raw mode, the
// alternate screen, the window size, restoring everything on every exit. Saving
// is handed in by the caller (the `tracker-kit app` command), so this module
// depends on the app and the screens' types only.
