import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// A page of the gallery in its list of states: its name and what it shows.
struct GalleryState: Sendable {
  /// `trackers-today`, `outside-screens`.
  let name: String
  /// The catalog screen it shows, or what the page holds.
  let screen: String

  init(_ entry: ScreenGallery.Entry) {
    name = entry.name
    screen = entry.screen
  }

  init(name: String, screen: String) {
    self.name = name
    self.screen = screen
  }

  /// The page of the texts shown outside the screen states.
  static let outside = GalleryState(name: "outside-screens", screen: "texts around the screens")
}

extension DrawnScreen {
  /// The texts the kit shows outside its screen states (`StringKey.shownOutsideScreenStates`
  /// and `StringKey.shownByFrontEnds`), each where it appears: the terminal app's key line,
  /// notices and messages, the web page's notices and what `tracker-kit web` prints, a
  /// reminder's notification, and the words front ends say themselves. They come from the
  /// key lists, so a key added to them is drawn here with no change; placeholders take sample
  /// values (a path, a reason, an address, a habit's name).
  init(outsideScreensIn localizer: Localizer, reference: TextReference) {
    state = GalleryState.outside.name
    screen = GalleryState.outside.screen
    var drawing = PhoneDrawing(language: localizer.language, reference: reference)
    let keys = StringKey.allCases.filter {
      StringKey.shownOutsideScreenStates.contains($0) || StringKey.shownByFrontEnds.contains($0)
    }
    var sections: [(title: String, prefix: String, lines: [String])] = [
      ("Terminal app: the line of keys at the bottom", "terminal.keys.", []),
      ("Terminal app: notices over the screen", "terminal.notice.", []),
      ("Terminal app and tracker-kit web, on standard error", "terminal.error.", []),
      ("Web page: notices and its words without JavaScript", "web.no", []),
      ("tracker-kit web, on its terminal", "web.terminal.", []),
      ("tracker-kit web, the page at an old or wrong address", "web.wrongAddress.", []),
      (
        "Web page in translate mode (tracker-kit web --translate): its bar and editor",
        "web.translate.", []
      ),
      ("A reminder's notification (shown by the system)", "reminder.notification.", []),
      ("Said by front ends themselves (a window's title, a screen reader's state)", "", []),
    ]
    let sample = SampleWords(localizer: localizer)
    for key in keys {
      let name = key.rawValue
      let arguments =
        name.hasPrefix("web.translate.")
        ? Self.translateArguments(key, localizer.language) : Self.sampleArguments(key, sample)
      let text = localizer.text(key, arguments: arguments)
      let lead =
        name.hasPrefix("terminal.error.")
        ? "tracker-kit app: " : name.hasPrefix("web.terminal.") ? "tracker-kit web: " : ""
      let marked = drawing.mark(text, box: nil, role: "text")
      let line = HTML.div("outside-line", HTML.text(lead) + marked)
      let index =
        sections.firstIndex { !$0.prefix.isEmpty && name.hasPrefix($0.prefix) }
        ?? sections.count - 1
      sections[index].lines.append(line)
    }
    html = HTML.div(
      "outside",
      sections.filter { !$0.lines.isEmpty }.map {
        HTML.element("h3", [], HTML.text($0.title)) + HTML.div("outside-block", $0.lines.joined())
      }.joined())
    shown = drawing.shown
    spoken = drawing.spoken
    offscreen = drawing.offscreen
  }

  /// Sample values for the placeholders of the translate mode's words: the language, a
  /// plural form and its counts, a system's reason.
  private static func translateArguments(_ key: StringKey, _ language: Language)
    -> [TextArgument]
  {
    switch key {
    case .webTranslateForm: [.text("few"), .text("2, 3, 4, 22, 23, 24")]
    case .webTranslateNotSaved: [.text("Permission denied")]
    default: key.argumentKinds.map { _ in .text(language.code) }
    }
  }

  /// Sample values for a key's placeholders, by position and kind.
  private static func sampleArguments(_ key: StringKey, _ words: SampleWords) -> [TextArgument] {
    let name = key.rawValue
    let isAddress = ["address", "portInUse", "cannotListen"].contains { name.hasSuffix($0) }
    let first =
      isAddress
      ? "127.0.0.1:8080"
      : name.hasSuffix("portTaken")
        ? "8080"
        : name.hasSuffix("addressNotKept")
          ? "Permission denied"
          : name.hasSuffix("cannotCreateFolder")
            ? "~/.local/share/tracker-kit" : "~/.local/share/tracker-kit/state.json"
    let texts = [first, "No space left on device", "~/.local/share/tracker-kit/state.unsaved.json"]
    return key.argumentKinds.enumerated().map { index, kind in
      switch kind {
      case .integer: .integer(3)
      case .text:
        name.hasPrefix("reminder.") ? .text(words[.waterPlants]) : .text(texts[min(index, 2)])
      }
    }
  }
}
