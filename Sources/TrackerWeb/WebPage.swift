import TrackerDomain
import TrackerLocalization
import TrackerWire

/// The page's three files, written by hand under `Sources/TrackerWeb/Page` and compiled into
/// the binary (the EmbedPage plugin): nothing is read from disk when the page is served.
/// The style sheet starts with the kit's colors (`colors`); the page itself is filled in
/// with the words of the app's language.
enum WebPage {
  /// `app.js`: draws the element tree by kind, applies edits, sends acts.
  static let script = String(decoding: PackageResources.app_js, as: UTF8.self)
  /// `icon.svg`: the page's icon, a white check mark on the app's blue.
  static let icon = String(decoding: PackageResources.icon_svg, as: UTF8.self)
  /// `app.css`, after the kit's colors as custom properties.
  static let style = colors + String(decoding: PackageResources.app_css, as: UTF8.self)

  /// The kit's colors as custom properties: the 18 tracker colors (`--selection5`), the
  /// colors of text on them (`--text-on-white`, `--text-on-black`), and the theme's
  /// (`--secondary-text`), light, and dark where the system asks for it
  /// (`prefers-color-scheme`), so the page follows the device's setting.
  static let colors: String = {
    let palette =
      Palette.colors.map { "--\($0.token): \($0.hex);" }
      + TextOnColor.allCases.map { "--text-on-\($0.rawValue): \($0.hex);" }
    func theme(_ theme: Theme) -> String {
      ThemeColor.allCases.map { "--\(propertyName($0.rawValue)): \($0.hex(theme));" }
        .joined(separator: " ")
    }
    return ":root { color-scheme: light dark; " + palette.joined(separator: " ") + " "
      + theme(.light) + " }\n@media (prefers-color-scheme: dark) { :root { " + theme(.dark)
      + " } }\n"
  }()

  /// `secondaryText` as a custom property's name: `secondary-text`.
  static func propertyName(_ name: String) -> String {
    name.reduce(into: "") { result, character in
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
  }
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

  /// What a browser gets at an address whose key is not this launch's (an old bookmark, the
  /// address of another data file), in `localizer`'s language: that this is not the app's
  /// address, and where to find the one that is. It never holds the key.
  static func wrongAddress(_ localizer: Localizer) -> String {
    filled(
      String(decoding: PackageResources.wrong_address_html, as: UTF8.self),
      [
        "lang": escaped(localizer.language.tag),
        "dir": localizer.layoutDirection.rawValue,
        "title": escaped(text(.webWrongAddressTitle, localizer)),
        "detail": escaped(text(.webWrongAddressDetail, localizer)),
      ])
  }

  /// The page in `localizer`'s language: its `lang` (a BCP 47 tag, `Language.tag`) and `dir`,
  /// its title (the app's name), what it says without JavaScript, and the words its script
  /// shows by itself, as JSON in `<script id="words" type="application/json">` (data the
  /// script reads, never run): `{"notices": {"lostConnection": "…", …}, "languageTags":
  /// {"pseudo-rtl": "en-x-pseudo-rtl", …}}`, every `WebNotice` by name, and the tag of each
  /// language the wire names by its code. In translate mode (`translating`, the editor's
  /// words), the words have `"translate"` too, and the page loads the translate mode's script
  /// and style after its own.
  static func html(_ localizer: Localizer, translating: WireValue? = nil) -> String {
    let notices = WebNotice.allCases.map {
      ($0.rawValue, WireValue.string(text($0.key, localizer)))
    }
    let tags = Language.available.map { ($0.code, WireValue.string($0.tag)) }
    var fields: [String: WireValue] = [
      "notices": .object(Dictionary(uniqueKeysWithValues: notices)),
      "languageTags": .object(Dictionary(uniqueKeysWithValues: tags)),
    ]
    fields["translate"] = translating
    let words = WireValue.object(fields)
    let fills = [
      "lang": escaped(localizer.language.tag),
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
