import TrackerLocalization
import TrackerScreens

/// A whole page: the XHTML-compatible document around a body.
func galleryDocument(title: String, root: String, body: String) -> String {
  "<!DOCTYPE html>\n"
    + HTML.element(
      "html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en")],
      HTML.element(
        "head", [],
        HTML.empty("meta", [("charset", "utf-8")])
          + HTML.element("title", [], HTML.text(title))
          + HTML.empty("link", [("rel", "stylesheet"), ("href", root + "gallery.css")]))
        + HTML.element("body", [], body)) + "\n"
}

/// The page of one screen state in one language: English and the language side by side,
/// their spoken labels, what may not fit, and a table of every text with its key.
struct StatePage {
  let states: [GalleryState]
  let index: Int
  let language: Language
  let languages: [Language]
  let english: DrawnScreen
  let drawn: DrawnScreen
  let reference: TextReference

  /// `ru/trackers-today.html`.
  var path: String { Self.path(language, states[index].name) }

  static func path(_ language: Language, _ state: String) -> String {
    "\(language.code)/\(state).html"
  }

  var html: String {
    let name = states[index].name
    return galleryDocument(
      title: "\(name) · \(language.code) · TrackerKit gallery", root: "../",
      body: navigation
        + HTML.element(
          "h1", [],
          HTML.text(name) + " "
            + HTML.element(
              "small", [], "screen " + HTML.text(drawn.screen) + " · " + HTML.text(language.code)))
        + HTML.div("pair", sides)
        + overflowTable + textTable)
  }

  private var navigation: String {
    let name = states[index].name
    var links = [HTML.element("a", [("href", "../index.html")], "Gallery")]
    if index > 0 {
      links.append(
        HTML.element(
          "a", [("href", states[index - 1].name + ".html"), ("rel", "prev")],
          "‹ " + HTML.text(states[index - 1].name)))
    }
    if index + 1 < states.count {
      links.append(
        HTML.element(
          "a", [("href", states[index + 1].name + ".html"), ("rel", "next")],
          HTML.text(states[index + 1].name) + " ›"))
    }
    let others = languages.map { other in
      other == language
        ? HTML.element("strong", [], HTML.text(other.code))
        : HTML.element("a", [("href", "../" + Self.path(other, name))], HTML.text(other.code))
    }
    return HTML.element(
      "nav", [],
      links.joined(separator: " ") + HTML.span("languages", " In: " + others.joined(separator: " "))
    )
  }

  private var sides: String {
    let screens = language == .english ? [english] : [english, drawn]
    let names = language == .english ? [Language.english] : [Language.english, language]
    return zip(names, screens).map { language, screen in
      var html = HTML.element("h2", [], HTML.text(language.code))
      html += screen.html
      if !screen.offscreen.isEmpty {
        html +=
          HTML.element("h3", [], "Described, not on screen")
          + HTML.div("offscreen", screen.offscreen.joined())
      }
      if !screen.spoken.isEmpty {
        html +=
          HTML.element("h3", [], "Spoken labels (screen reader)")
          + HTML.element("ul", [("class", "spoken")], screen.spoken.joined())
      }
      return HTML.element("section", [("class", "side")], html)
    }.joined()
  }

  private var overflowTable: String {
    let screens = language == .english ? [english] : [english, drawn]
    let rows = screens.flatMap(\.overflowing).map { shown -> String in
      let box = shown.box.map { TextReference.overflowSummary(shown.text.string, $0) } ?? ""
      return HTML.element(
        "tr", [],
        HTML.element(
          "td", [], HTML.element("a", [("href", "#" + shown.anchor)], HTML.text(shown.text.string)))
          + HTML.element("td", [], keyLink(shown.text.key)) + HTML.element("td", [], HTML.text(box))
      )
    }
    guard !rows.isEmpty else {
      return HTML.element("p", [("class", "fits")], "Every text is estimated to fit its place.")
    }
    return HTML.element("h2", [], "May not fit (\(rows.count))")
      + HTML.element(
        "table", [("class", "overflow")],
        HTML.element(
          "tr", [],
          HTML.element("th", [], "Text") + HTML.element("th", [], "Key")
            + HTML.element("th", [], "Estimate"))
          + rows.joined())
  }

  private var textTable: String {
    let rows = drawn.shown.map { shown -> String in
      let text = shown.text
      let english = reference.english(forKey: text.key, arguments: text.arguments) ?? ""
      return HTML.element(
        "tr", [],
        HTML.element("td", [], keyLink(text.key))
          + HTML.element(
            "td", [],
            HTML.element("a", [("href", "#" + shown.anchor)], HTML.text(text.string))
              + (shown.box == nil ? " " + HTML.span("role", "spoken") : "")
              + (shown.isFallback ? " " + HTML.span("warn", "not translated") : ""))
          + HTML.element("td", [], HTML.text(english))
          + HTML.element("td", [], HTML.text(reference.comment(of: text) ?? ""))
          + HTML.element("td", [], HTML.text(reference.pluralForm(of: text) ?? "")))
    }
    return HTML.element("h2", [], "Texts on this screen (\(rows.count))")
      + HTML.element(
        "table", [("class", "texts")],
        HTML.element(
          "tr", [],
          ["Key", HTML.text(language.code), "English", "Comment", "Plural form"].map {
            HTML.element("th", [], $0)
          }.joined()) + rows.joined())
  }

  private func keyLink(_ key: String) -> String {
    HTML.element(
      "a", [("href", "../index.html#" + IndexPage.anchor(key))],
      HTML.element("code", [], HTML.text(key)))
  }
}
