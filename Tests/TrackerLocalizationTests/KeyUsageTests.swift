import Foundation
import Testing
import TrackerLocalization

/// `StringKey` and `PluralKey` are generated from the English table, so a key the code uses
/// that English does not have no longer compiles. The other way round, an English key the
/// code never uses, is found here: by the case names written in the kit's sources.
@Suite("Every English key is used by the kit's code or kept for front ends")
struct KeyUsageTests {
  /// English keys no module of the kit uses, kept for the front ends that draw them.
  static let forFrontEnds: [StringKey: String] = [
    .appName: "the app's name in window titles and the about screen"
  ]

  /// Every name written after a dot in `Sources/` (`.cardDays`, `StringKey.appName`).
  static let namesAfterDots: Set<String> = {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var names: Set<String> = []
    // Byte by byte (the names are ASCII; walking the characters of every file is slow in a
    // debug build): a name is the ASCII letters, digits and underscores after a dot.
    for file in files {
      guard let bytes = try? Data(contentsOf: file) else { continue }
      var name: [UInt8]?
      for byte in bytes {
        let isNamePart =
          (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        if name != nil, isNamePart {
          name?.append(byte)
          continue
        }
        if let current = name, !current.isEmpty {
          names.insert(String(decoding: current, as: UTF8.self))
        }
        name = byte == 0x2E ? [] : nil
      }
    }
    return names
  }()

  @Test("The front ends' keys are among the ones the linter does not look for on a screen")
  func frontEndKeys() {
    // The others (the "selected" texts) are picked by the kit: ScreenElement.selectedStateKey.
    #expect(Set(Self.forFrontEnds.keys).isSubset(of: StringKey.shownByFrontEnds))
  }

  @Test("The sources are found")
  func sourcesAreScanned() {
    #expect(Self.namesAfterDots.contains("trackersTitle"))
  }

  @Test(
    "Every text key is used, or kept for front ends with a reason", arguments: StringKey.allCases)
  func textKeyIsUsed(key: StringKey) {
    let used = Self.namesAfterDots.contains(String(describing: key))
    if Self.forFrontEnds[key] != nil {
      // Named only in `StringKey.shownByFrontEnds`, which spares it the linter's question of
      // which screen shows it.
      #expect(StringKey.shownByFrontEnds.contains(key))
    } else {
      #expect(
        used,
        "English key \"\(key.rawValue)\" (StringKey.\(key)) is not used by the code: use it or remove it from en.lproj"
      )
    }
  }

  @Test("Every plural text is used", arguments: PluralKey.allCases)
  func pluralKeyIsUsed(key: PluralKey) {
    #expect(
      Self.namesAfterDots.contains(String(describing: key)),
      "English plural \"\(key.rawValue)\" (PluralKey.\(key)) is not used by the code")
  }
}
