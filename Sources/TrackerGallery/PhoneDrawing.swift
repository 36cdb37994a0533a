import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Draws one element tree as a phone-sized picture in HTML: one drawing per element kind,
/// for every screen, present or future. Every table text is marked with its key; the
/// drawing collects them (`shown`), the spoken labels (`spoken`) and what the screen
/// describes but does not show (`offscreen`, such as the onboarding page not shown).
struct PhoneDrawing {
  /// The phone's width in points (an iPhone 13 mini / 12 / X).
  static let phoneWidth = 375.0
  /// The side margin of a screen's content.
  static let margin = 16.0

  /// The language drawn, for `lang` and the marks' anchors.
  let language: Language
  /// Whose comments and English texts the marks show.
  let reference: TextReference
  /// Every table text drawn or spoken, in reading order.
  var shown: [ShownText] = []
  /// The spoken labels, one list item each.
  var spoken: [String] = []
  /// Drawings of what the description holds but the screen does not show.
  var offscreen: [String] = []
  /// A screen without a tab bar is a sheet: its title is small and centered.
  private var isSheet = false

  init(language: Language, reference: TextReference) {
    self.language = language
    self.reference = reference
  }

  /// The whole phone: a frame in the screen's layout direction, with the screen inside.
  mutating func phone(_ screen: ScreenElement) -> String {
    isSheet = !screen.allElements.contains { $0.kind == .tabBar }
    let direction = screen.look.layoutDirection ?? language.layoutDirection
    let content = draw(screen, width: Self.phoneWidth - 2 * Self.margin)
    return HTML.div(
      "phone", HTML.div("status", "9:41") + content,
      [
        ("dir", direction.rawValue), ("lang", language.tag),
        ("data-screen", screen.id?.rawValue),
      ])
  }

  // MARK: Elements

  /// One element and what is inside it, in `width` points.
  mutating func draw(_ element: ScreenElement, width: Double) -> String {
    let html = drawKind(element, width: width)
    // A button speaks its own label, wherever it is drawn from.
    if element.kind != .button, let label = element.texts.accessibilityLabel {
      speak(label, of: element)
    }
    return html
  }

  private mutating func drawKind(_ element: ScreenElement, width: Double) -> String {
    let texts = element.texts
    let state = element.state
    switch element.kind {
    case .screen:
      return HTML.div(
        "screen" + (isSheet ? " sheet" : ""), children(element.children, width: width))
    case .banner:
      return HTML.div(
        "banner",
        HTML.div("banner-title", text(texts.title, TextBox(width - 24, font: 13)))
          + HTML.div("banner-detail", text(texts.detail, TextBox(width - 24, font: 13, lines: 2))))
    case .title:
      let box = isSheet ? TextBox(width, font: 16) : TextBox(width, font: 34)
      return HTML.element(
        "h2", [("class", isSheet ? "title sheet-title" : "title")], text(texts.title, box))
    case .button:
      return button(element, width: width, inMenu: false)
    case .textField:
      let value = texts.value.map { $0.string.isEmpty ? nil : $0 } ?? nil
      let box = TextBox(width - 56, font: 17)
      let shownText =
        value.map { text($0, box) } ?? HTML.span("field-placeholder", text(texts.placeholder, box))
      if value != nil, let placeholder = texts.placeholder {
        // Hidden behind the typed text, yet a text translators write.
        offscreen.append(
          HTML.div(
            "hidden-text",
            "Placeholder of "
              + HTML.element("code", [], HTML.text(element.id?.rawValue ?? "a text field"))
              + " while empty: " + text(placeholder, box)))
      }
      let clear = element.children.map { draw($0, width: 17) }.joined()
      let error =
        texts.error.map {
          HTML.div("field-error", text($0, TextBox(width, font: 17)))
        } ?? ""
      return HTML.div("field", HTML.span("field-text", shownText) + clear) + error
    case .row:
      return row(element, width: width)
    case .placeholder:
      return HTML.div(
        "placeholder",
        HTML.div("placeholder-image", Self.glyph(element.look.image))
          + HTML.div("placeholder-text", text(texts.title, TextBox(width, font: 12, lines: 2))))
    case .list:
      // A list is its items in place (the gallery's screens are complete).
      return children(element.children, width: width)
    case .section:
      // Cards two to a line, as on the main screen; anything else (a form's fields, rows
      // and buttons) one under another, at full width.
      let holdsCards = element.children.contains { $0.kind == .card }
      let body =
        holdsCards
        ? HTML.div("cards", children(element.children, width: (width - 9) / 2))
        : HTML.div("section-body", children(element.children, width: width))
      return HTML.div(
        "section",
        HTML.element(
          "h3", [("class", "section-title")], text(texts.title, TextBox(width - 12, font: 19)))
          + body)
    case .card:
      return card(element, width: width)
    case .grid:
      return grid(element, width: width)
    case .cell:
      return cell(element, width: width)
    case .menu:
      let question =
        texts.title.map {
          HTML.div("menu-title", text($0, TextBox(width - 32, font: 13, lines: 2)))
        } ?? ""
      let buttons = element.children.map { child in
        child.kind == .button
          ? button(child, width: width, inMenu: true) : draw(child, width: width)
      }
      return HTML.div("menu", question + buttons.joined())
    case .tabBar:
      let tabWidth = Self.phoneWidth / Double(max(element.children.count, 1))
      return HTML.div("tab-bar", element.children.map { draw($0, width: tabWidth) }.joined())
    case .tab:
      return HTML.div(
        "tab" + (state.isSelected ? " selected" : ""),
        HTML.div("tab-icon", Self.glyph(element.look.image))
          + HTML.div("tab-title", text(texts.title, TextBox(width - 8, font: 10))))
    case .page:
      let page = HTML.div(
        "page " + (element.look.image?.rawValue ?? ""),
        HTML.element(
          "h2", [("class", "page-title")], text(texts.title, TextBox(width, font: 32, lines: 3))))
      if state.isSelected { return page }
      offscreen.append(page)
      return ""
    case .pageControl:
      let total = max(element.total ?? 0, 0)
      let dots = (0..<min(total, 20)).map { index in
        HTML.span(index + 1 == element.number ? "dot on" : "dot", "")
      }
      return HTML.div("page-control", dots.joined())
    case .counter:
      return HTML.div("counter", text(texts.title, TextBox(width, font: 32)))
    case .weekStrip:
      let dayWidth = (width - 48) / 7
      return HTML.div(
        "week-strip",
        element.children.map { child in
          child.kind == .button
            ? button(child, width: 24, inMenu: false) : draw(child, width: dayWidth)
        }.joined())
    case .day:
      return day(element, width: width)
    case .month:
      return HTML.div("month", children(element.children, width: width))
    case .weekday:
      return HTML.div("weekday", text(texts.title, TextBox(width / 7, font: 13)))
    case .week:
      return HTML.div("week", element.children.map { draw($0, width: width / 7) }.joined())
    case .blank:
      return HTML.div("day blank", "")
    case .streak:
      let days = element.days.map { "\($0.lowerBound.iso) – \($0.upperBound.iso)" } ?? ""
      return HTML.div(
        "streak", HTML.span("streak-mark", "🔥 \(element.number ?? 0)") + " " + HTML.text(days))
    case .indicator:
      return HTML.div(
        "indicator",
        HTML.div("indicator-value", text(texts.value, TextBox(width - 24, font: 34)))
          + HTML.div("indicator-title", text(texts.title, TextBox(width - 24, font: 12))))
    case .header:
      return HTML.div(
        "header",
        HTML.element(
          "span", [("class", "header-emoji"), ("style", Self.background(element.look.color))],
          HTML.text(element.look.emoji ?? ""))
          + HTML.span("header-name", text(texts.title, TextBox(width - 64, font: 19, lines: 2))))
    case .notes:
      return HTML.div("notes", text(texts.title, TextBox(width, font: 15, lines: 6)))
    case .progress:
      let percent = min(max(element.number ?? 0, 0), 100)
      return HTML.div(
        "progress",
        HTML.div(
          "progress-head",
          HTML.span("progress-title", text(texts.title, TextBox(width / 2, font: 17)))
            + HTML.span("progress-value", text(texts.value, TextBox(width / 2, font: 17))))
          + HTML.div(
            "progress-bar", HTML.div("progress-fill", "", [("style", "width: \(percent)%")]))
          + HTML.div("progress-detail", text(texts.detail, TextBox(width, font: 13))))
    }
  }

  /// The elements inside a screen or month, with runs of rows drawn as one rounded
  /// group, runs of big buttons side by side, and runs of image buttons as a toolbar.
  mutating func children(_ elements: [ScreenElement], width: Double) -> String {
    var html = ""
    var index = 0
    while index < elements.count {
      let run = elements[index...].prefix { Self.runKind($0) == Self.runKind(elements[index]) }
      let kind = Self.runKind(elements[index])
      switch kind {
      case "rows":
        html += HTML.div("group", run.map { draw($0, width: width) }.joined())
      case "buttons":
        // Cancel beside Create: buttons of different styles share a line; buttons of one
        // style (Habit, Irregular event) are stacked at full width.
        let styles = Set(run.compactMap(\.look.style))
        let perLine = styles.count > 1 ? run.count : 1
        let each = (width - 8 * Double(perLine - 1)) / Double(perLine)
        html += HTML.div(
          perLine > 1 ? "buttons" : "buttons stacked", run.map { draw($0, width: each) }.joined())
      case "toolbar":
        html += HTML.div("toolbar", run.map { draw($0, width: 44) }.joined())
      case "indicators":
        html += HTML.div("indicators", run.map { draw($0, width: width) }.joined())
      default:
        html += run.map { draw($0, width: width) }.joined()
      }
      index += run.count
    }
    return html
  }

  /// Which run an element joins when drawn among its siblings.
  private static func runKind(_ element: ScreenElement) -> String {
    switch element.kind {
    case .row: return "rows"
    case .indicator: return "indicators"
    case .button:
      if element.look.image != nil && element.texts.title == nil { return "toolbar" }
      if let style = element.look.style, style != .plain { return "buttons" }
      return "button"
    default: return element.kind.rawValue
    }
  }
}
