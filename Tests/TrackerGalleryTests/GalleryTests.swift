import Foundation
import Testing
import TrackerGallery
import TrackerLocalization
import TrackerScreens

/// The languages of the gallery the tests build: every table's and the two pseudo-locales
/// that change the layout (`pseudo` is drawn the same way as `pseudo-long`).
let galleryLanguages: [Language] =
  LocalizationTables.embedded.languages + [.pseudoRightToLeft, .pseudoLong]

/// The gallery in `galleryLanguages`, built once for all tests.
let fullGallery = Gallery(
  GalleryInput(tables: .embedded, notes: .embedded, languages: galleryLanguages))

/// The gallery's files by path.
let filesByPath: [String: String] = Dictionary(
  fullGallery.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })

/// Every key of a table text in a tree, the keys of texts inside texts included.
func keys(in screen: ScreenElement) -> Set<String> {
  func keys(_ text: LocalizedText) -> [String] {
    [text.key]
      + text.arguments.flatMap { argument -> [String] in
        if case .localized(let inner) = argument { return keys(inner) }
        return []
      }
  }
  return Set(
    screen.allElements.flatMap(\.texts.all).flatMap { text -> [String] in
      if case .localized(let localized) = text { return keys(localized) }
      return []
    })
}

/// Where `needle` starts in `bytes`, from `start` on: `memchr` to its first byte, then
/// `memcmp` (Foundation's search is slow on Linux for pages of this size, and so is a loop
/// over the bytes in a debug build).
func offset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
  guard let first = needle.first else { return start }
  return bytes.withUnsafeBufferPointer { haystack -> Int? in
    needle.withUnsafeBufferPointer { needle -> Int? in
      guard let base = haystack.baseAddress, let pattern = needle.baseAddress else { return nil }
      var index = start
      while index + needle.count <= haystack.count {
        guard let found = memchr(base + index, Int32(first), haystack.count - index) else {
          return nil
        }
        let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        guard position + needle.count <= haystack.count else { return nil }
        if memcmp(base + position, pattern, needle.count) == 0 { return position }
        index = position + 1
      }
      return nil
    }
  }
}

/// Whether `page` holds `text`, searched in UTF-8 bytes.
func page(_ page: String, has text: String) -> Bool {
  offset(of: Array(text.utf8), in: Array(page.utf8)) != nil
}

/// The values of every `name="…"` attribute in a page, references unescaped.
func attributeValues(_ name: String, in page: String) -> [String] {
  let bytes = Array(page.utf8)
  let pattern = Array(" \(name)=\"".utf8)
  let quote = [UInt8(ascii: "\"")]
  var values: [String] = []
  var index = 0
  while let start = offset(of: pattern, in: bytes, from: index) {
    let end = offset(of: quote, in: bytes, from: start + pattern.count) ?? bytes.count
    values.append(unescaped(String(decoding: bytes[(start + pattern.count)..<end], as: UTF8.self)))
    index = end
  }
  return values
}

/// `text` with the gallery's character references replaced.
private func unescaped(_ text: String) -> String {
  guard text.contains("&") else { return text }
  return text.replacingOccurrences(of: "&#10;", with: "\n")
    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    .replacingOccurrences(of: "&amp;", with: "&")
}

@Suite("Translators' gallery")
struct GalleryTests {
  @Test(
    "One page per screen state and language, the texts around the screens, an index and a style sheet"
  )
  func files() {
    let pages = ScreenGallery.entries.count + 1
    #expect(fullGallery.files.count == 2 + galleryLanguages.count * pages)
    #expect(filesByPath["ru/outside-screens.html"] != nil)
    #expect(filesByPath["index.html"] != nil)
    #expect(filesByPath["gallery.css"] != nil)
    #expect(filesByPath["pseudo-rtl/trackers-today.html"] != nil)
  }

  @Test(
    "Every page is well-formed XML", arguments: galleryLanguages.map(\.code))
  func wellFormed(code: String) {
    for file in fullGallery.files
    where file.path.hasPrefix(code + "/") || (code == "en" && file.path == "index.html") {
      #expect(wellFormednessProblem(file.contents) == nil, "\(file.path)")
    }
  }

  @Test("Every key of a text a screen state shows is marked on its page, English's too")
  func everyShownKeyIsMarked() throws {
    let english = Localizer(language: .english)
    let englishKeys = try ScreenGallery.entries.map { keys(in: try $0.describe(english)) }
    for language in galleryLanguages where language != .english {
      let localizer = Localizer(language: language)
      for (entry, englishKeys) in zip(ScreenGallery.entries, englishKeys) {
        let page = try #require(filesByPath["\(language.code)/\(entry.name).html"])
        let marked = Set(
          attributeValues("data-keys", in: page).flatMap {
            $0.split(separator: " ").map(String.init)
          })
        let expected = keys(in: try entry.describe(localizer)).union(englishKeys)
        #expect(
          expected.subtracting(marked).isEmpty,
          "\(entry.name) \(language.code): \(expected.subtracting(marked))")
        #expect(!expected.isEmpty)
      }
    }
  }

  @Test("Every link leads to a page of the gallery, and every #anchor to an element there")
  func linksAreValid() throws {
    var ids: [String: Set<String>] = [:]
    for file in fullGallery.files { ids[file.path] = Set(attributeValues("id", in: file.contents)) }
    for file in fullGallery.files {
      let folder = file.path.contains("/") ? String(file.path.prefix { $0 != "/" }) + "/" : ""
      for link in attributeValues("href", in: file.contents) {
        #expect(!link.contains("://"), "\(file.path) links outside: \(link)")
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var target = String(parts[0])
        if target.isEmpty {
          target = file.path
        } else if target.hasPrefix("../") {
          target = String(target.dropFirst(3))
        } else {
          target = folder + target
        }
        #expect(ids[target] != nil, "\(file.path) links to a missing \(link)")
        if parts.count == 2 {
          #expect(
            ids[target]?.contains(String(parts[1])) == true,
            "\(file.path): no #\(parts[1]) in \(target)")
        }
      }
    }
  }

  @Test("The index lists every English key: with its screens, or among the keys on no screen")
  func indexListsEveryKey() throws {
    let index = try #require(filesByPath["index.html"])
    let ids = Set(attributeValues("id", in: index))
    for key in TranslatorNotes.embedded.keys {
      #expect(ids.contains("key-" + key), "\(key)")
    }
    // The texts shown around the screens (the terminal's, the page's, the notification's, the
    // front ends' own) are on the outside-screens page, so every key is seen somewhere.
    for key in StringKey.shownOutsideScreenStates.union(StringKey.shownByFrontEnds) {
      #expect(!fullGallery.keysOnNoScreen.contains(key.rawValue), "\(key.rawValue)")
    }
    #expect(!fullGallery.keysOnNoScreen.contains("trackers.title"))
    #expect(!fullGallery.keysOnNoScreen.contains("card.days.other"))
    // A Russian plural form English lacks is indexed too.
    #expect(ids.contains("key-card.days.few"))
  }

  @Test("Every plural form a count of the app can take is on some screen state")
  func everyReachableFormIsShown() throws {
    let index = try #require(filesByPath["index.html"])
    #expect(index.contains("Plural forms on no screen (0)"))
    // The forms no count takes are named apart: a name's limit is always 38.
    #expect(index.contains("id=\"key-trackerForm.name.limit.one\""))
  }

  @Test("Pointing at a text shows its key, English text, comment and plural form")
  func tips() throws {
    let page = try #require(filesByPath["ru/trackers-today.html"])
    let tips = attributeValues("data-tip", in: page)
    let tip = try #require(tips.first { $0.hasPrefix("card.days.many\n") })
    #expect(tip.contains("English: \u{201C}%d days\u{201D}"))
    #expect(tip.contains("Comment: "))
    // The comment names this form in Russian's counts, not English's `other`.
    let comment = try #require(tip.split(separator: "\n").first { $0.hasPrefix("Comment: ") })
    #expect(comment.hasSuffix("Plural form \(Language.russian.pluralRules.describe(.many))."))
    #expect(comment.components(separatedBy: "Plural form").count == 2, "\(comment)")
    #expect(
      tip.contains("Plural form: many of card.days, for 5")
        || tip.contains("Plural form: many of card.days"))
    #expect(tips.contains { $0.hasPrefix("trackers.title\n") })
  }

  @Test("Right-to-left phones are laid out right to left; English stays left to right")
  func directions() throws {
    let page = try #require(filesByPath["pseudo-rtl/filters-all.html"])
    #expect(page.contains("class=\"phone\" dir=\"rtl\" lang=\"en-x-pseudo-rtl\""))
    #expect(page.contains("class=\"phone\" dir=\"ltr\" lang=\"en\""))
  }

  @Test("A translator's markup is shown as text, never run")
  func escaping() throws {
    let tables = LocalizationTables(values: [
      .english: ["trackers.title": "Trackers", "filters.title": "Filters"],
      .russian: [
        "trackers.title": "<script>alert(\"x\")</script> & ]]>", "filters.title": "a\"b'c",
      ],
    ])
    let gallery = Gallery(GalleryInput(tables: tables, notes: .embedded, languages: [.russian]))
    let page = try #require(gallery.files.first { $0.path == "ru/trackers-today.html" }?.contents)
    #expect(!page.contains("<script"))
    #expect(page.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; ]]&gt;"))
    #expect(wellFormednessProblem(page) == nil)
    let filters = try #require(gallery.files.first { $0.path == "ru/filters-all.html" }?.contents)
    #expect(wellFormednessProblem(filters) == nil)
  }

  @Test("Texts too wide for their place are flagged; the long pseudo-locale is flagged most")
  func overflow() throws {
    #expect(TextWidth.points("WWW", fontSize: 10) > TextWidth.points("iii", fontSize: 10))
    #expect(
      TextWidth.points("\u{200F}\u{202E}ab\u{202C}\u{200F}", fontSize: 10)
        == TextWidth.points("ab", fontSize: 10))
    #expect(TextWidth.points("日本", fontSize: 10) == 20)
    #expect(!TextWidth.mayOverflow("Trackers", fontSize: 10, width: 93, lines: 1))
    #expect(
      TextWidth.mayOverflow(
        String(repeating: "Statistics ", count: 4), fontSize: 10, width: 93, lines: 1))
    #expect(
      (fullGallery.overflowCounts["pseudo-long"] ?? 0) > (fullGallery.overflowCounts["en"] ?? 0))
    let datePicker = try #require(filesByPath["pseudo-long/date-picker.html"])
    #expect(page(datePicker, has: "class=\"tx overflow\""))
    #expect(page(datePicker, has: "<h2>May not fit ("))
    let english = try #require(filesByPath["en/date-picker.html"])
    #expect(!page(english, has: "class=\"tx overflow\""))
  }

  @Test(
    "The drawing has a look for each state: switches, checkmarks, disabled buttons, placeholders")
  func states() throws {
    let schedule = try #require(filesByPath["en/schedule-mon-wed-fri.html"])
    #expect(schedule.contains("class=\"switch on\""))
    #expect(schedule.contains("class=\"switch\""))
    #expect(try #require(filesByPath["en/filters-completed.html"]).contains("class=\"checkmark\""))
    #expect(
      try #require(filesByPath["en/new-habit-empty.html"]).contains("button primary disabled"))
    #expect(
      try #require(filesByPath["en/trackers-no-trackers.html"]).contains("class=\"placeholder\""))
    #expect(try #require(filesByPath["en/trackers-today.html"]).contains("background: #33CF69"))
  }
}

@Suite("The test's well-formedness checker")
struct WellFormednessTests {
  @Test("It finds what would break an XML parser")
  func findsProblems() {
    #expect(
      wellFormednessProblem("<!DOCTYPE html>\n<html><body><p>a &amp; b</p><br/></body></html>\n")
        == nil)
    #expect(wellFormednessProblem("<html><p></html>") != nil)
    #expect(wellFormednessProblem("<html>a & b</html>") != nil)
    #expect(wellFormednessProblem("<html><p class=x></p></html>") != nil)
    #expect(wellFormednessProblem("<html><p a=\"1\" a=\"2\"></p></html>") != nil)
    #expect(wellFormednessProblem("<html></html><html></html>") != nil)
    #expect(wellFormednessProblem("<html><p title=\"<\"></p></html>") != nil)
  }
}
