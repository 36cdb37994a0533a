import TrackerDomain

/// The page's three files, written by hand under `Sources/TrackerWeb/Page` and compiled into
/// the binary (SwiftPM's `embedInCode`): nothing is read from disk when the page is served.
/// The style sheet starts with the 18 tracker colors, from the domain's palette.
enum WebPage {
  /// `index.html`: the page, which loads the style and the script.
  static let html = String(decoding: PackageResources.index_html, as: UTF8.self)
  /// `app.js`: draws the element tree by kind, applies edits, sends acts.
  static let script = String(decoding: PackageResources.app_js, as: UTF8.self)
  /// `app.css`, after the palette's colors as custom properties (`--selection5`).
  static let style =
    ":root { "
    + Palette.colors.map { "--\($0.token): \($0.hex);" }.joined(separator: " ") + " }\n"
    + String(decoding: PackageResources.app_css, as: UTF8.self)
}
