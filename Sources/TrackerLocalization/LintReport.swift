import Diagnostics
import Foundation

/// Checks every table under a `Localization/` folder against English and the code, for
/// translators: `tracker-kit strings lint` prints the report and exits with its status.
/// With `shownKeys` (the keys the screens show, `ScreenGallery.shownKeys()`), it also warns
/// about every English key the code uses that no screen state shows.
public func lintTables(in folder: URL, shownKeys: Set<String>? = nil) -> LintReport {
  var linter = TableLinter(folder: folder, shownKeys: shownKeys)
  return linter.run()
}

/// The findings of one lint run, in file order then line order, with the exit status.
public struct LintReport: Sendable, Equatable, CustomStringConvertible {
  /// Every finding.
  public let findings: [LintFinding]
  /// The tables that were read, relative paths.
  public let checkedFiles: [String]

  /// Makes a report; `lintTables(in:)` is the usual source.
  public init(findings: [LintFinding], checkedFiles: [String]) {
    self.findings = findings
    self.checkedFiles = checkedFiles
  }

  /// The findings that are errors.
  public var errors: [LintFinding] { findings.filter { $0.severity == .error } }
  /// The findings that are warnings.
  public var warnings: [LintFinding] { findings.filter { $0.severity == .warning } }

  /// 1 if there is any error, 0 with only warnings or nothing.
  public var exitStatus: Int32 { errors.isEmpty ? 0 : 1 }

  /// "2 errors, 1 warning in 2 tables".
  public var summary: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    return "\(count(errors.count, "error")), \(count(warnings.count, "warning")) in "
      + count(checkedFiles.count, "table")
  }

  /// Every finding on its own line, then the summary.
  public var description: String {
    (findings.map(\.description) + [summary]).joined(separator: "\n")
  }
}
