import Foundation
import Testing

@Suite("tracker-kit gallery")
struct GalleryCommandTests {
  @Test("Writes the index and a page per screen state and language")
  func writesPages() throws {
    let folder = try temporaryFolder(inMemory: true)  // a hundred pages and more
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run("gallery", "--out", "site", "--locales", "ru,pseudo-rtl", in: folder)
    #expect(result.status == 0, "\(result.errors)")
    let site = folder.appendingPathComponent("site")
    // One page per screen state and language, and the index.
    let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path)
      .filter { $0.hasSuffix(".html") }
    let ru = pages.filter { $0.hasPrefix("ru/") }.count
    #expect(ru > 50 && pages.filter { $0.hasPrefix("pseudo-rtl/") }.count == ru)
    #expect(pages.count == 2 * ru + 1)
    #expect(result.output.hasPrefix("Wrote \(pages.count) pages to site (open site/index.html)."))
    for path in [
      "index.html", "gallery.css", "ru/trackers-today.html", "pseudo-rtl/week-today.html",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
    }
    #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("en").path))
  }

  @Test("Refuses a missing --out and an unknown locale")
  func usageErrors() {
    let noOut = run("gallery")
    #expect(noOut.status == 1)
    #expect(noOut.errors.contains("--out DIR is required"))
    let badLocale = run("gallery", "--out", "x", "--locales", "en,\(codeWithoutTable)")
    #expect(badLocale.status == 1)
    #expect(
      badLocale.errors.contains(
        "--locales: no table for '\(codeWithoutTable)'; use some of \(acceptedLocales)."))
  }
}

@Suite("tracker-kit gallery --tables")
struct GalleryTablesCommandTests {
  @Test("Draws a translator's edited tables, with their comments, and flags a long text")
  func editedTables() throws {
    let folder = try temporaryFolder(inMemory: true)  // a hundred pages and more
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let english = try String(
      contentsOf: package.appendingPathComponent("Localization/en.lproj/Localizable.strings"),
      encoding: .utf8)
    // The title made long and the filters button left out, found by key whatever English says.
    var lines = english.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let title = try #require(lines.firstIndex { $0.hasPrefix("\"trackers.title\" =") })
    let comment = lines[title - 1].dropFirst(3).dropLast(3)
    lines[title] = "\"trackers.title\" = \"Очень-очень длинный заголовок экрана трекеров\";"
    lines.removeAll { $0.hasPrefix("\"trackers.filters\" =") }
    let russian = lines.joined(separator: "\n")
    for (code, text) in [("en", english), ("ru", russian)] {
      let lproj = folder.appendingPathComponent("Tables/\(code).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    let result = run(
      "gallery", "--out", "site", "--tables", "Tables", "--locales", "ru", in: folder)
    #expect(result.status == 0, "\(result.errors)")
    let page = try String(
      contentsOf: folder.appendingPathComponent("site/ru/trackers-today.html"), encoding: .utf8)
    #expect(page.contains("Очень-очень длинный заголовок экрана трекеров"))
    #expect(page.contains("Comment: \(comment)"))
    #expect(page.contains("class=\"tx overflow\" id=\"ru-t2\""))
    // The filters button has no Russian text: English is shown, and marked as such.
    #expect(page.contains("class=\"tx fallback\""))
    #expect(page.contains("Not translated: the table lacks it"))
  }
}
