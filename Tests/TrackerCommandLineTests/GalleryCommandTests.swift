import Foundation
import Testing

@Suite("tracker-kit gallery")
struct GalleryCommandTests {
  @Test("Writes the index and a page per screen state and language")
  func writesPages() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run("gallery", "--out", "site", "--locales", "ru,pseudo-rtl", in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("Wrote 117 pages to site (open site/index.html)."))
    let site = folder.appendingPathComponent("site")
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
    let badLocale = run("gallery", "--out", "x", "--locales", "en,de")
    #expect(badLocale.status == 1)
    #expect(
      badLocale.errors.contains(
        "--locales: no table for 'de'; use some of en, ru, pseudo, pseudo-rtl, pseudo-long."))
  }
}
