import Diagnostics
import StringsFile
import TrackerLocalization

/// A fault in an XLIFF file (or in the table it would change), with its file, line and
/// column: `ru.xliff:12:7: error: …`.
public typealias XLIFFError = Diagnostic<XLIFFProblem>

/// Why an XLIFF file cannot be imported. Any of them stops the import before a file is
/// written.
public enum XLIFFProblem: DiagnosticProblem {
  /// The file is not well-formed XML.
  case xml(XMLProblem)
  /// The root element is not `<xliff version="1.2">`.
  case notXLIFF(root: String, version: String?)
  /// No `<file>` element.
  case noFile
  /// A `<file>` without `target-language`.
  case noTargetLanguage
  /// A target language that is not a language code, or English itself.
  case badTargetLanguage(String)
  /// Two `<file>` elements for different languages.
  case twoLanguages(String, String)
  /// A `<trans-unit>` without an `id`.
  case unitWithoutID
  /// A unit whose key English does not have (or a plural form the language never uses).
  case unknownKey(String)
  /// The same key in two units.
  case duplicateUnit(String, firstLine: Int)
  /// A translation whose placeholders differ from English's.
  case placeholdersDiffer(key: String, english: String, found: String)
  /// A translation mixing numbered and unnumbered placeholders (`%1$@, %2$@ %@`).
  case mixedPlaceholders(key: String, found: String)
  /// Unnumbered placeholders where English has two of one kind ("%d z %d dni" for
  /// "%2$d of %1$d days").
  case unnumberedPlaceholders(key: String, english: String, found: String)
  /// A date pattern the kit cannot write (a field it does not know, an unquoted word, a
  /// missing day, month or year, names the table lacks), as the linter says it.
  case datePattern(key: String, problem: LintProblem)
  /// A translation the table changed after the file was exported: importing would put an
  /// older one back (refused unless the import is told to overwrite).
  case changedSinceExport(key: String, now: String?)
  /// A PO file that cannot be read: what was expected.
  case poSyntax(String)
  /// A PO file whose header gives no `Language`.
  case poNoLanguage
  /// A PO entry without `msgctxt`, which holds the key.
  case poNoContext(String)
  /// A `<trans-unit>` without a `<source>`.
  case noSource(String)
  /// A target state that is neither one of XLIFF 1.2's nor a tool's own `x-…`.
  case unknownState(key: String, state: String)
  /// The table the import would change cannot be read.
  case table(StringsFileProblem)
  /// No English table to check the units against.
  case noEnglishTable

  /// What is wrong and what to do, for a translator.
  public var message: String {
    switch self {
    case .xml(let problem): problem.message
    case .notXLIFF(let root, let version):
      "not an XLIFF 1.2 file: the root element is <\(root)>"
        + (version.map { " version \"\($0)\"" } ?? "")
        + "; export one with 'tracker-kit strings export'"
    case .noFile: "no <file> element: there is nothing to import"
    case .noTargetLanguage:
      "the <file> has no target-language attribute: say which language the translations are in"
    case .badTargetLanguage(let code):
      "target-language \"\(code)\" is not a language the tables can hold (English is the source)"
    case .twoLanguages(let first, let second):
      "the file mixes target languages \"\(first)\" and \"\(second)\"; import one language at a time"
    case .unitWithoutID: "a <trans-unit> without an id: the key is missing"
    case .unknownKey(let key):
      "unknown key \"\(key)\": English has no such text (export again to get the current keys)"
    case .duplicateUnit(let key, let line):
      "the key \"\(key)\" is already translated on line \(line)"
    case .placeholdersDiffer(let key, let english, let found):
      "the placeholders of \"\(key)\" differ from English: English has \(english), this has \(found); keep English's placeholders"
    case .mixedPlaceholders(let key, let found):
      "\"\(key)\" mixes numbered and unnumbered placeholders (\(found)), which formatting leaves undefined; number every one (%1$@, %2$@) or none"
    case .unnumberedPlaceholders(let key, let english, let found):
      unnumberedMessage(key: key, english: english, found: found)
    case .datePattern(let key, let problem):
      "\(key): \(problem.message)"
    case .changedSinceExport(let key, let now):
      "the table's translation of \"\(key)\" has changed since this file was exported"
        + (now.map { " (it is now \"\($0)\")" } ?? " (it is gone)")
        + "; export again and translate it there, or import with --overwrite to replace it"
    case .poSyntax(let message): message
    case .poNoLanguage:
      "the PO header gives no Language: say which language the translations are in (\"Language: ru\\n\")"
    case .poNoContext(let english):
      "the entry for \"\(english)\" has no msgctxt, which holds its key; export again to get the keys"
    case .noSource(let key): "the unit \"\(key)\" has no <source>"
    case .unknownState(let key, let state):
      "the state \"\(state)\" of \"\(key)\" is not an XLIFF 1.2 state: use one of "
        + ReviewState.standard.joined(separator: ", ") + ", or x-… for a tool's own"
    case .table(let problem): problem.message
    case .noEnglishTable: "cannot read the English table, which every import is checked against"
    }
  }
}
