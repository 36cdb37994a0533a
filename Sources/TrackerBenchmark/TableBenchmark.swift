import Foundation
import StringsFile

/// The string tables of `Localization/` parsed by our `StringsFile` and by
/// Foundation's `PropertyListSerialization`, on the same bytes.
enum TableBenchmark {
  /// The table, or a line saying why the tables could not be found.
  static func run(_ stopwatch: inout Stopwatch) -> String {
    let folder = packageRoot.appendingPathComponent("Localization")
    let languages =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(".lproj") }.sorted() ?? []
    guard !languages.isEmpty else { return "(no string tables found in \(folder.path))" }
    var table = ReportTable([
      "table", "ours (median)", "runs", "Foundation (median)", "runs", "ratio", "",
    ])
    var checks: [String] = []
    for language in languages {
      let path = "Localization/\(language)/Localizable.strings"
      guard
        let data = FileManager.default.contents(
          atPath: packageRoot.appendingPathComponent(path).path)
      else { continue }
      let bytes = [UInt8](data)
      let ours = stopwatch.time {
        (try? StringsFile(bytes: bytes, path: path))?.dictionary.count ?? -1
      }
      let foundation = stopwatch.time { foundationDictionary(data)?.count ?? -1 }
      table.add(
        path, ours: ours, baseline: foundation,
        note: "\(grouped(bytes.count)) bytes")
      let same =
        (try? StringsFile(bytes: bytes, path: path))?.dictionary
        == foundationDictionary(data).map(keyedByScalars)
      checks.append(
        "\(path): \(same ? "the same dictionary as Foundation's" : "A DIFFERENT DICTIONARY")")
    }
    return table.text + "\n" + checks.map { "  check: \($0)" }.joined(separator: "\n")
  }

  private static func foundationDictionary(_ data: Data) -> [String: String]? {
    (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
      as? [String: String]
  }

  /// Foundation's dictionary with its keys compared by their scalars, as ours are.
  private static func keyedByScalars(_ dictionary: [String: String]) -> [TableKey: String] {
    Dictionary(dictionary.map { (TableKey($0), $1) }, uniquingKeysWith: { first, _ in first })
  }

  /// The package's folder: three levels above this file.
  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
