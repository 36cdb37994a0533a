import Foundation
import StringsFile
import TrackerTestSupport

/// The package's own `Localization/` folder, found from this file's path.
let shippedTables = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Localization")

/// A `Localization/` folder in a temporary directory (a copy of the shipped one, or given
/// tables), removed when the value is released.
final class ScratchTables {
  let url: URL

  /// A copy of the shipped tables.
  init() throws {
    url = ScratchTables.newFolder()
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: shippedTables, to: url)
  }

  /// `tables` maps a folder code (`en`, `ru`) to the text of its Localizable.strings.
  init(_ tables: [String: String]) throws {
    url = ScratchTables.newFolder()
    for (code, text) in tables {
      try write(text, to: "\(code).lproj/Localizable.strings")
    }
  }

  /// In memory where it can (`TemporaryFolder.memoryParent`): the fuzz tests make a hundred.
  private static func newFolder() -> URL {
    TemporaryFolder.memoryParent
      .appendingPathComponent("exchange-\(UUID().uuidString)")
      .appendingPathComponent("Localization")
  }

  func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { [UInt8]($0) }
  }

  func text(_ path: String) -> String {
    bytes(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  deinit {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}

let russianTable = "ru.lproj/Localizable.strings"
let englishTable = "en.lproj/Localizable.strings"
