import Diagnostics
import StringsFile

/// One problem the linter found in a table, printed as `file:line: error: message` (with
/// `:column` for syntax faults, and without a line when the whole file is concerned).
public typealias LintFinding = Diagnostic<LintProblem>

/// What the linter can find in a `Localization/` folder, each case with the values its
/// message needs. Whether a finding is an error or a warning depends only on its case.
public enum LintProblem: DiagnosticProblem {
  // MARK: Files and syntax

  /// The `Localization/` folder cannot be listed.
  case unreadableFolder(path: String)
  /// A `.lproj` folder whose name is not a language code.
  case notALanguageFolder(code: String)
  /// A `pseudo.lproj` folder: the pseudo-locale is derived from English, not read.
  case pseudoFolder
  /// A `.stringsdict` file, which the kit does not read.
  case stringsdictNotRead
  /// A `.strings` table other than `Localizable.strings`.
  case otherTableNotRead
  /// A language folder without a readable `Localizable.strings`.
  case unreadableTable(code: String)
  /// A syntax or encoding fault: the app cannot read the table at all.
  case syntax(StringsFileProblem)
  /// The same key twice (compared by Unicode scalars, as Foundation compares keys).
  case duplicateKey(String, firstLine: Int)
  /// No `en.lproj/Localizable.strings`.
  case noEnglishTable

  // MARK: English against the code

  /// A key the code uses that English lacks.
  case keyMissingFromEnglish(String)
  /// An English key the code never uses.
  case unusedKey(String)
  /// An English key the code uses that no screen state of the gallery shows, so no
  /// snapshot shows translators where the text appears.
  case notShownOnAnyScreen(String)
  /// An English entry without a comment above it.
  case noComment(key: String)
  /// English placeholders that differ from the arguments the code passes.
  case specifiersDifferFromCode(key: String, expected: [PlaceholderKind], found: String)

  // MARK: Values

  /// A value that is empty or only spaces.
  case emptyValue(key: String)
  /// A specifier the kit does not format (`%s`, `%f`, `%5d`).
  case unsupportedSpecifier(String, key: String)
  /// A `%` that starts no specifier.
  case lonePercent(key: String)
  /// A date pattern with a character that is neither a pattern letter nor a separator.
  case invalidDatePattern(String, character: Character)
  /// A date pattern field with a width the kit does not write (`ddd`, `MMM`, `yyy`).
  case invalidDateField(String, field: String)
  /// A date pattern without the day, the month or the year.
  case incompleteDatePattern(String)
  /// A month's pattern (a calendar's title) without the month or the year.
  case incompleteMonthPattern(String)
  /// A field a month's pattern has no use for (a day or a weekday in a calendar's title).
  case extraDateField(String, field: String)
  /// A quote in a date pattern that is not closed.
  case unclosedQuoteInDatePattern(String)
  /// A date pattern that writes names (`MMMM`, `LLLL`, `EEEE`) the language's table lacks.
  case datePatternNamesMissing(String, key: String, more: Int)

  // MARK: A language against English

  /// A language whose plural rules and decimal separator the kit does not know.
  case noBuiltInRules(code: String)
  /// A key English has and this table lacks.
  case missingKey(String, englishLine: Int)
  /// A plural category the language's rules use that the table lacks.
  case missingPluralForm(String, language: Language, category: PluralCategory)
  /// A plural form for a category the language's rules never use.
  case unusedPluralForm(String, language: Language, category: PluralCategory)
  /// A key English does not have.
  case extraKey(String)
  /// Placeholders that differ from English's.
  case specifiersDifferFromEnglish(key: String, english: String, found: String)
  /// Numbered and unnumbered placeholders in one text (`%1$@, %2$@ %@`).
  case mixedPlaceholders(key: String, found: String)
  /// Unnumbered placeholders where English has two of one kind, so only numbers say which
  /// goes where: "%d z %d dni" for "%2$d of %1$d days".
  case unnumberedPlaceholders(key: String, english: String, found: String)
  /// A line of the terminal app's keys wider than the narrowest terminal: `key` is its
  /// longest text, `line` the whole line.
  case terminalLineTooWide(key: String, line: String, width: Int, columns: Int)
  /// A translation identical to English, in a text with words.
  case sameAsEnglish(key: String, value: String)

  /// Warnings leave the app working; everything else is an error.
  public var severity: Severity {
    switch self {
    case .notALanguageFolder, .stringsdictNotRead, .otherTableNotRead, .unusedKey,
      .notShownOnAnyScreen, .noComment,
      .lonePercent, .noBuiltInRules, .unusedPluralForm, .extraKey, .sameAsEnglish,
      .terminalLineTooWide:
      .warning
    default: .error
    }
  }

  /// What is wrong and how to fix it, for a translator. The only place the linter's
  /// messages are worded.
  public var message: String {
    switch self {
    case .unreadableFolder(let path): "cannot read the folder \(path)"
    case .notALanguageFolder(let code): "'\(code)' is not a language code; this folder is ignored"
    case .pseudoFolder: "'pseudo' is the built-in pseudo-locale; this folder is ignored"
    case .stringsdictNotRead:
      "stringsdict files are not read; write plural forms as keys (card.days.one, card.days.few, …) in Localizable.strings"
    case .otherTableNotRead: "only Localizable.strings is read; this table is ignored"
    case .unreadableTable(let code):
      "missing or unreadable table: every text of '\(code)' falls back to English"
    case .syntax(let problem):
      problem.message + " (the app cannot read this table until it is fixed)"
    case .duplicateKey(let key, let line):
      "duplicate key \"\(key)\", first defined on line \(line); remove one (the app cannot read this table until then)"
    case .noEnglishTable: "no English table: English is the reference for every language"
    case .keyMissingFromEnglish(let key):
      "missing key \"\(key)\": the code uses it, so every language would show the key itself"
    case .unusedKey(let key): "key \"\(key)\" is not used by the code"
    case .notShownOnAnyScreen(let key):
      "\"\(key)\" is shown on no screen of the gallery, so no snapshot shows translators where it appears; add a gallery state that shows it (ScreenGallery) or remove the key"
    case .noComment(let key):
      "no comment for translators above \"\(key)\": say where the text appears"
    case .specifiersDifferFromCode(let key, let expected, let found):
      "format specifiers of \"\(key)\" do not match what the code passes: the code expects "
        + (expected.isEmpty
          ? "no placeholders" : expected.map { "%" + $0.rawValue }.joined(separator: " "))
        + ", the text has \(found)"
    case .emptyValue(let key): "empty value for \"\(key)\": the screen would show nothing"
    case .unsupportedSpecifier(let raw, let key):
      "unsupported format specifier \(raw) in \"\(key)\": use %@ for a text and %d for a number"
    case .lonePercent(let key): "lone % in \"\(key)\": write %% for a percent sign"
    case .invalidDatePattern(let pattern, let character):
      "the date pattern \"\(pattern)\" has \(describe(character)), which is neither a pattern letter (d, M, L, y, E) nor a separator; put words in single quotes ('г'.); the app shows English's pattern instead"
    case .invalidDateField(let pattern, let field):
      "the date pattern \"\(pattern)\" has the field \(field); write the day as d or dd, the month as M, MM, MMMM (its name in a date) or LLLL (its name alone), the year as y, yy or yyyy, the weekday as EEEE"
    case .incompleteDatePattern(let pattern):
      "the date pattern \"\(pattern)\" needs the day (dd), the month (MM or MMMM) and the year (yy)"
    case .incompleteMonthPattern(let pattern):
      "the month's pattern \"\(pattern)\" needs the month (LLLL or MM) and the year (yyyy)"
    case .extraDateField(let pattern, let field):
      "the month's pattern \"\(pattern)\" has \(field), but a month has no single day; leave it out"
    case .unclosedQuoteInDatePattern(let pattern):
      "the date pattern \"\(pattern)\" opens a quote it does not close; write '' for an apostrophe"
    case .datePatternNamesMissing(let pattern, let key, let more):
      "the date pattern \"\(pattern)\" writes names the table lacks (\(key)"
        + (more > 0 ? " and \(more) more" : "")
        + "); add them or write the month as a number; the app shows English's pattern instead"
    case .noBuiltInRules(let code):
      "no built-in plural rules or decimal separator for '\(code)': using English's (one, other) and '.'; add the language to PluralRules.swift and Language.swift"
    case .missingKey(let key, let line):
      "missing key \"\(key)\" (English line \(line)): the app shows English there"
    case .missingPluralForm(let key, let language, let category):
      "missing plural form \"\(key)\": '\(language.code)' uses \"\(category.rawValue)\" for "
        + examples(language.pluralRules, category)
    case .unusedPluralForm(let key, let language, let category):
      (language == .english ? "English" : "'\(language.code)'")
        + " plural rules never use \"\(category.rawValue)\": \"\(key)\" is never shown"
    case .extraKey(let key):
      "extra key \"\(key)\": English has no such key, so it is never shown (misspelled?)"
    case .specifiersDifferFromEnglish(let key, let english, let found):
      "format specifiers of \"\(key)\" differ from English: English has \(english), this has \(found); the app shows English instead"
    case .mixedPlaceholders(let key, let found):
      "\"\(key)\" mixes numbered and unnumbered placeholders (\(found)), which formatting leaves undefined; number every one (%1$@, %2$@) or none; the app shows English instead"
    case .unnumberedPlaceholders(let key, let english, let found):
      unnumberedMessage(key: key, english: english, found: found)
        + "; the app shows English instead"
    case .terminalLineTooWide(let key, let line, let width, let columns):
      "the terminal app's key line \"\(line)\" takes \(width) columns with its leading space, more than a \(columns)-column terminal has (\(columns - 1)); the app leaves keys out there: shorten \"\(key)\", its longest text"
    case .sameAsEnglish(let key, let value):
      "\"\(key)\" is the same as English (\"\(value)\"); translate it, or if English is right here, write /* Same as English on purpose. */ above it"
    }
  }
}

/// Why a translation must number its placeholders, and how; shared with `strings import`.
package func unnumberedMessage(key: String, english: String, found: String) -> String {
  "the placeholders of \"\(key)\" must be numbered (English has \(english)), so that each number goes where it belongs: this has \(found); write %1$d, %2$d … in the order your sentence needs"
}

/// "2, 3, 4, 22, 23, …", or "fractions such as 1.5" for a category no whole number takes.
private func examples(_ rules: PluralRules, _ category: PluralCategory) -> String {
  let counts = rules.exampleCounts(for: category)
  if counts.isEmpty { return "fractions such as 1.5" }
  return counts.map(String.init).joined(separator: ", ") + ", …"
}

/// `'x'` for a visible character, `U+200B` for spaces and invisible ones.
private func describe(_ character: Character) -> String {
  let scalars = character.unicodeScalars
  if scalars.count == 1, let scalar = scalars.first,
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
      || scalar.properties.generalCategory == .control
  {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
  return "'\(character)'"
}
