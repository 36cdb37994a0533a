import TrackerLocalization
import TrackerScreens

/// The gallery's first page: the screen states in each language, every key with the
/// screens it appears on, and the keys that appear on none.
struct IndexPage {
  let states: [GalleryState]
  let languages: [Language]
  let english: [DrawnScreen]
  let drawings: [(Language, [DrawnScreen])]
  let reference: TextReference

  /// The anchor of a key's row: `key-card.days.few`; each character an anchor cannot hold
  /// becomes one `_` (told by its ASCII value: a set of the allowed characters was made at
  /// every call, for every key of every page).
  static func anchor(_ key: String) -> String {
    "key-" + String(key.map { isAllowedInAnchor($0) ? $0 : "_" })
  }

  /// Whether an anchor keeps `character` as it is: an ASCII letter or digit, `.`, `_` or `-`.
  private static func isAllowedInAnchor(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    let folded = byte | 0x20  // an ASCII capital as its small letter
    if folded >= UInt8(ascii: "a"), folded <= UInt8(ascii: "z") { return true }
    if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { return true }
    return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  /// For each key, the states showing it and in which languages, in state order.
  private var appearances: [String: [(state: Int, languages: [Language])]] {
    var found: [String: [Int: [Language]]] = [:]
    var all = drawings
    if !languages.contains(.english) { all.append((.english, english)) }
    for (language, drawn) in all {
      for (index, screen) in drawn.enumerated() {
        for key in Set(screen.keys) {
          found[key, default: [:]][index, default: []].append(language)
        }
      }
    }
    return found.mapValues { byState in
      byState.keys.sorted().map { (state: $0, languages: byState[$0] ?? []) }
    }
  }

  /// The English keys no screen state shows, in table order; sample content (the demo's
  /// names, shown as a user's words) aside.
  var keysOnNoScreen: [String] {
    let shown = appearances
    return reference.notes.keys.filter { shown[$0] == nil && !Self.isSample($0) }
  }

  /// Whether a key is sample content: a name, title or note of the demo and the gallery.
  static func isSample(_ key: String) -> Bool {
    StringKey(rawValue: key)?.isSampleContent == true
  }

  var html: String {
    let shown = appearances
    return galleryDocument(
      title: "TrackerKit translators' gallery", root: "",
      body: HTML.element("h1", [], "TrackerKit translators' gallery") + introduction
        + stateTable + keyTable(shown) + noScreenList(shown))
  }

  private var introduction: String {
    let overflow = drawings.map { language, drawn in
      HTML.text(language.code) + ": " + String(drawn.reduce(0) { $0 + $1.overflowing.count })
    }.joined(separator: ", ")
    let fallback = drawings.map { language, drawn in
      HTML.text(language.code) + ": "
        + String(drawn.reduce(0) { $0 + $1.shown.filter(\.isFallback).count })
    }.joined(separator: ", ")
    return HTML.element(
      "p", [],
      "Every screen state of the snapshot tests, drawn from its element tree in each language with English beside it. "
        + "Point at a marked text (or focus it with Tab) to see its key, the English text, the translator's comment and its plural form. "
        + "Texts outlined in red may not fit their place: their width is estimated from their characters "
        + "(narrow letters 0.3 em, most letters 0.55, capitals 0.7, wide letters 0.8–0.9, digits 0.6, CJK 1, emoji 1.25, invisible marks 0) "
        + "at the place's font size, against the place's width on a 375-point phone and the lines it may wrap to, with 8% to spare."
    )
      + HTML.element("p", [], "Texts that may not fit: " + overflow + ".")
      + HTML.element("p", [], "Texts shown in English for want of a translation: " + fallback + ".")
      + HTML.element(
        "p", [],
        HTML.element("a", [("href", "#on-no-screen")], "Keys on no screen") + " · "
          + HTML.element("a", [("href", "#forms-on-no-screen")], "Plural forms on no screen"))
  }

  private var stateTable: String {
    let header = HTML.element(
      "tr", [],
      HTML.element("th", [], "Screen state") + HTML.element("th", [], "Screen")
        + languages.map { HTML.element("th", [], HTML.text($0.code)) }.joined())
    let rows = states.enumerated().map { index, entry in
      let cells = drawings.map { language, drawn in
        let count = drawn[index].overflowing.count
        let warning = count > 0 ? " " + HTML.span("warn", "⚠ \(count)") : ""
        return HTML.element(
          "td", [],
          HTML.element(
            "a", [("href", StatePage.path(language, entry.name))], HTML.text(language.code))
            + warning)
      }
      return HTML.element(
        "tr", [("id", "state-" + entry.name)],
        HTML.element("td", [], HTML.text(entry.name))
          + HTML.element("td", [], HTML.text(entry.screen))
          + cells.joined())
    }
    return HTML.element("h2", [], "Screen states (\(states.count))")
      + HTML.element("table", [("class", "states")], header + rows.joined())
  }

  private func keyTable(_ shown: [String: [(state: Int, languages: [Language])]]) -> String {
    let known = Set(reference.notes.keys)
    let keys = reference.notes.keys + shown.keys.filter { !known.contains($0) }.sorted()
    let rows = keys.compactMap { key -> String? in
      guard let places = shown[key] else { return nil }
      let links = places.map { place -> String in
        let name = states[place.state].name
        let target = languages.first { place.languages.contains($0) } ?? languages.first ?? .english
        let codes = place.languages.map(\.code).joined(separator: " ")
        return HTML.element("a", [("href", StatePage.path(target, name))], HTML.text(name))
          + " " + HTML.span("codes", HTML.text(codes))
      }
      return HTML.element(
        "tr", [("id", Self.anchor(key))],
        HTML.element("td", [], HTML.element("code", [], HTML.text(key)))
          + HTML.element(
            "td", [], HTML.text(reference.tables.value(forKey: key, in: .english) ?? ""))
          + HTML.element(
            "td", [],
            HTML.text(reference.comment(forKey: key, languages: [.english] + languages) ?? ""))
          + HTML.element("td", [], links.joined(separator: "<br/>")))
    }
    return HTML.element("h2", [], "Keys and the screens they appear on (\(rows.count))")
      + HTML.element(
        "table", [("class", "keys")],
        HTML.element(
          "tr", [],
          ["Key", "English", "Comment", "Screen states (languages)"].map {
            HTML.element("th", [], $0)
          }.joined())
          + rows.joined())
  }

  private func noScreenList(_ shown: [String: [(state: Int, languages: [Language])]]) -> String {
    let samples = reference.notes.keys.filter { shown[$0] == nil && Self.isSample($0) }
    let missing = reference.notes.keys.filter { shown[$0] == nil && !Self.isSample($0) }
    // A plural form is unseen when no count of the gallery needs it, though its siblings show.
    let shownPlurals = Set(shown.keys.compactMap { PluralForm(key: $0)?.key })
    let forms = missing.filter {
      PluralForm(key: $0).map { shownPlurals.contains($0.key) } ?? false
    }
    // A form no count of the app takes (a name's limit is always 38) needs no screen state.
    let reachable = forms.filter { key in
      guard let form = PluralForm(key: key), let counts = ScreenGallery.possibleCounts[form.key]
      else { return true }
      return counts.contains { Language.english.pluralRules.category(for: $0) == form.category }
    }
    let formSet = Set(forms)
    let keys = missing.filter { !formSet.contains($0) }
    let unreachable = forms.filter { !reachable.contains($0) }
    return HTML.element("h2", [("id", "on-no-screen")], "Keys on no screen (\(keys.count))")
      + HTML.element(
        "p", [],
        "No screen state of the snapshot tests shows these texts: they are kept for front ends, "
          + "or a screen state is missing.")
      + HTML.element("ul", [("class", "no-screen")], keys.map(item).joined())
      + HTML.element(
        "h2", [("id", "forms-on-no-screen")], "Plural forms on no screen (\(reachable.count))")
      + HTML.element(
        "p", [],
        "Other forms of these plurals appear, but no count in the gallery needs these ones.")
      + HTML.element("ul", [("class", "no-screen")], reachable.map(item).joined())
      + (unreachable.isEmpty
        ? ""
        : HTML.element(
          "p", [],
          "No count the app can show takes these forms in English (a name's limit is always "
            + "38); other languages may need them:")
          + HTML.element("ul", [("class", "no-screen")], unreachable.map(item).joined()))
      + HTML.element("h2", [("id", "sample-content")], "Sample content (\(samples.count))")
      + HTML.element(
        "p", [],
        "The names, titles and notes of the sample data every screen state shows, in each "
          + "language: they appear as a user's own words, in «guillemets».")
      + HTML.element("ul", [("class", "no-screen")], samples.map(item).joined())
  }

  /// A key on no screen: the key, its English text and its comment.
  private func item(_ key: String) -> String {
    HTML.element(
      "li", [("id", Self.anchor(key))],
      HTML.element("code", [], HTML.text(key)) + " \u{201C}"
        + HTML.text(reference.tables.value(forKey: key, in: .english) ?? "") + "\u{201D} "
        + HTML.span(
          "comment",
          HTML.text(reference.comment(forKey: key, languages: [.english] + languages) ?? "")))
  }
}
