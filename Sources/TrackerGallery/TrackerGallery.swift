// TrackerGallery: the translators' gallery, static HTML pages that show every screen state
// of the snapshot tests (`ScreenGallery`) as a phone-sized picture in each language, English
// beside it. Each picture is drawn from the screen's element tree, one drawing per element
// kind, so a new screen needs nothing here. Every table text is marked with its key: pointing
// at it shows the key, the English text, the translator's comment and the plural form. An
// index lists every key with the screens it appears on, and the keys that appear on none;
// texts that may not fit a phone's width (estimated from their characters, `TextWidth`) are
// flagged. The pages are XHTML-compatible, need no script and no network, and open from disk.
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// What the gallery is drawn from: the tables, the English comments and the languages.
public struct GalleryInput: Sendable {
  /// The string tables (the embedded ones, or a translator's folder).
  public var tables: LocalizationTables
  /// The English table's keys and comments.
  public var notes: TranslatorNotes
  /// The languages to draw; each gets a folder of pages with English beside it.
  public var languages: [Language]

  /// An input with every part given.
  public init(tables: LocalizationTables, notes: TranslatorNotes, languages: [Language]) {
    self.tables = tables
    self.notes = notes
    self.languages = languages
  }
}

/// One file of the gallery: its path inside the output folder and its text.
public struct GalleryFile: Sendable, Equatable {
  /// The path, `/`-separated, relative to the output folder: `ru/trackers-today.html`.
  public let path: String
  /// The file's text (UTF-8).
  public let contents: String
}

/// Every file of the gallery, and what it found.
public struct Gallery: Sendable {
  /// The pages, the index and the style sheet.
  public let files: [GalleryFile]
  /// The table texts that may not fit their place, by language code.
  public let overflowCounts: [String: Int]
  /// The English keys no screen state shows.
  public let keysOnNoScreen: [String]

  /// The gallery for `input`: `index.html`, `gallery.css`, and `<language>/<state>.html`
  /// for every screen state and language, and `<language>/outside-screens.html` with the
  /// texts shown around the screens (the terminal's, the web page's, the notification's).
  public init(_ input: GalleryInput) {
    let reference = TextReference(tables: input.tables, notes: input.notes)
    let entries = ScreenGallery.entries
    // Every screen state, then the texts shown around the screens.
    let states = entries.map(GalleryState.init) + [.outside]
    var languages: [Language] = []
    for language in input.languages where !languages.contains(language) {
      languages.append(language)
    }
    func drawAll(_ language: Language) -> [DrawnScreen] {
      let localizer = Localizer(language: language, tables: input.tables)
      return entries.map { DrawnScreen(state: $0, localizer: localizer, reference: reference) }
        + [DrawnScreen(outsideScreensIn: localizer, reference: reference)]
    }
    let english = drawAll(.english)
    var drawings: [(Language, [DrawnScreen])] = []
    for language in languages {
      drawings.append((language, language == .english ? english : drawAll(language)))
    }
    var files: [GalleryFile] = [GalleryFile(path: "gallery.css", contents: GalleryStyle.sheet)]
    for (language, drawn) in drawings {
      for index in drawn.indices {
        let page = StatePage(
          states: states, index: index, language: language, languages: languages,
          english: english[index], drawn: drawn[index], reference: reference)
        files.append(GalleryFile(path: page.path, contents: page.html))
      }
    }
    let index = IndexPage(
      states: states, languages: languages, english: english, drawings: drawings,
      reference: reference)
    files.insert(GalleryFile(path: "index.html", contents: index.html), at: 0)
    self.files = files
    var counts: [String: Int] = [:]
    for (language, drawn) in drawings {
      counts[language.code] = drawn.reduce(0) { $0 + $1.overflowing.count }
    }
    overflowCounts = counts
    keysOnNoScreen = index.keysOnNoScreen
  }
}

/// One screen state drawn in one language.
struct DrawnScreen {
  /// The state's name.
  let state: String
  /// The catalog screen it shows.
  let screen: String
  /// The phone, or a note saying why it could not be described.
  let html: String
  /// Every table text on it, drawn or spoken, in reading order.
  let shown: [ShownText]
  /// The spoken labels, as list items.
  let spoken: [String]
  /// What the description holds but the screen does not show.
  let offscreen: [String]

  init(state entry: ScreenGallery.Entry, localizer: Localizer, reference: TextReference) {
    state = entry.name
    screen = entry.screen
    var drawing = PhoneDrawing(language: localizer.language, reference: reference)
    do {
      html = drawing.phone(try entry.describe(localizer))
    } catch {
      html = HTML.div("phone broken", HTML.text(error.description))
    }
    shown = drawing.shown
    spoken = drawing.spoken
    offscreen = drawing.offscreen
  }

  /// The texts that may not fit their place.
  var overflowing: [ShownText] { shown.filter(\.mayOverflow) }

  /// Every key shown, nested keys included.
  var keys: [String] { shown.flatMap(\.keys) }
}
