import TrackerDomain
import TrackerLocalization
import TrackerWire

/// The page's three files, written by hand under `Sources/TrackerWeb/Page` and compiled into
/// the binary (the EmbedPage plugin): nothing is read from disk when the page is served.
/// The style sheet starts with the 18 tracker colors, from the domain's palette; the page
/// itself is filled in with the words of the app's language.
enum WebPage {
  /// `app.js`: draws the element tree by kind, applies edits, sends acts.
  static let script = String(decoding: PackageResources.app_js, as: UTF8.self)
  /// `app.css`, after the palette's colors as custom properties (`--selection5`).
  static let style =
    ":root { "
    + Palette.colors.map { "--\($0.token): \($0.hex);" }.joined(separator: " ") + " }\n"
    + String(decoding: PackageResources.app_css, as: UTF8.self)
  /// The translate mode's script and style (`web --translate`), served in that mode only.
  static let translateFiles: [Substring: (String, String)] = [
    "/translate.js": (
      String(decoding: PackageResources.translate_js, as: UTF8.self),
      "text/javascript; charset=utf-8"
    ),
    "/translate.css": (
      String(decoding: PackageResources.translate_css, as: UTF8.self), "text/css; charset=utf-8"
    ),
  ]
  /// `index.html`, with `{{name}}` where `html(_:)` puts the language's words.
  static let template = String(decoding: PackageResources.index_html, as: UTF8.self)

  /// The page in `localizer`'s language: its `lang` and `dir`, its title (the app's name),
  /// what it says without JavaScript, and the words its script shows by itself, as JSON in
  /// `<script id="words" type="application/json">` (data the script reads, never run):
  /// `{"notices": {"lostConnection": "…", …}}`, every `WebNotice` by name. In translate mode
  /// (`translating`, the editor's words), the words have `"translate"` too, and the page
  /// loads the translate mode's script and style after its own.
  static func html(_ localizer: Localizer, translating: WireValue? = nil) -> String {
    let notices = WebNotice.allCases.map {
      ($0.rawValue, WireValue.string(text($0.key, localizer)))
    }
    var fields = ["notices": WireValue.object(Dictionary(uniqueKeysWithValues: notices))]
    fields["translate"] = translating
    let words = WireValue.object(fields)
    let fills = [
      "lang": escaped(localizer.language.code),
      "dir": localizer.layoutDirection.rawValue,
      "title": escaped(text(.appName, localizer)),
      "words": scriptData(words),
      "noScript": escaped(text(.webNoScript, localizer)),
      "translate": translating == nil
        ? ""
        : #"<link rel="stylesheet" href="translate.css"><script src="translate.js" defer></script>"#
        ,
    ]
    return filled(template, fills)
  }

  /// `template` with each `{{name}}` replaced by `fills[name]`, in one pass (so a word that
  /// reads `{{title}}` stays as it is).
  static func filled(_ template: String, _ fills: [String: String]) -> String {
    var page = ""
    var rest = template[...]
    while let open = rest.range(of: "{{"),
      let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex)
    {
      page += rest[..<open.lowerBound]
      page += fills[String(rest[open.upperBound..<close.lowerBound])] ?? ""
      rest = rest[close.upperBound...]
    }
    return page + rest
  }

  private static func text(_ key: StringKey, _ localizer: Localizer) -> String {
    localizer.text(key).string
  }

  /// `value` as JSON safe inside a script element: only `</` could end it early, so every `<`
  /// (which JSON has in strings only) is written as the escape `\u003c`.
  static func scriptData(_ value: WireValue) -> String {
    String(value.prettyJSON.dropLast()).replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// `text` safe between tags and inside a double-quoted attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
