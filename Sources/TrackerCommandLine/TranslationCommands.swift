import AtomicFile
import Foundation
import StringsFile
import TrackerLocalization
import TranslationExchange

/// `tracker-kit strings export|import|status|confirm`: XLIFF for translation tools and the
/// stale translations. The work is TranslationExchange's; this file parses and prints.
enum TranslationCommands {
  static let locale = Option<String>(
    "locale", .text("LANGUAGE"),
    help:
      "a table's language (\(Language.translatedTableCodes)), or a new language's code (uk, pt-BR)")
  static let out = Option<String>(
    "out", .path("FILE"), help: "write the file here instead of standard output")
  static let format = Option<String>(
    "format", .word("FORMAT", in: ["xliff", "po"]),
    help: "xliff (XLIFF 1.2) or po (gettext PO)", default: "po for --out FILE.po, else xliff")
  static let overwrite = Flag(
    name: "overwrite",
    help: "replace translations the table changed since the file was exported (refused without)")
  static let file = Argument<String>(
    .path("FILE"), noun: "file", help: "the XLIFF file (or FILE.po, a gettext PO file) to import")
  static let keys = Argument<String>(
    .text("KEY"), count: .any, noun: "key",
    help: "the keys to confirm (all translated ones without KEY)")

  /// `strings export --locale ru --out ru.xliff`.
  static let export = Command(
    name: "export",
    summary: "Write one language's texts as XLIFF 1.2 (or gettext PO) for a translation tool.",
    discussion: """
      Each key is a <trans-unit> with the English <source>, the translation as <target>
      with its review state (none when it is missing; needs-review-translation when it is
      stale; approved="yes" when reviewed) and the English comment as a <note>. The forms
      of a plural text are one <group>, numbered as gettext numbers them (card.days[0] …).
      With --format po: one entry per key, the key as msgctxt, the English as msgid, a plural
      text as msgid_plural and msgstr[n] under the language's Plural-Forms, a stale or
      unfinished translation fuzzy (a stale one with the English it was made from as #|).
      """,
    options: [locale, out, format, StringsCommand.tables]
  ) { arguments, context in
    let folder = try translationFolder(arguments, context, command: "export")
    let language = try requiredLanguage(arguments, command: "export")
    let isPO =
      (arguments[format] ?? (arguments[out].map(XLIFFImport.isPO) == true ? "po" : "xliff")) == "po"
    let text: String
    do throws(StringsFileError) {
      text = try isPO ? folder.po(language) : folder.xliff(language)
    } catch {
      throw CommandFailure(message: error.description)
    }
    guard let out = arguments[out] else { return CommandResult(output: text) }
    let url = URL(fileURLWithPath: out, relativeTo: context.workingDirectory)
    do throws(AtomicFileError) {
      try AtomicFile.write(Array(text.utf8), to: url.path)
    } catch {
      throw CommandFailure(
        message: "tracker-kit strings export: cannot write \(out): \(error.reason)")
    }
    let count = folder.units(language).units.count
    return CommandResult(output: "\(out): \(count) texts in \(language.code)\n")
  }

  /// `strings import ru.xliff`.
  static let importing = Command(
    name: "import",
    summary: "Write the translations of an XLIFF file into its language's table.",
    discussion: """
      Only the values that changed are rewritten, in place; the rest of the table keeps
      every byte. Each unit's state is kept: one not translated, signed-off or final stays
      stale or new in 'strings status'. A unit with an unknown key or placeholders that
      differ from English, or a malformed file, stops the import before anything is written;
      so does a translation the table changed since the file was exported (each unit says
      what the table held then), unless --overwrite is given.
      """,
    arguments: [file], options: [StringsCommand.tables, overwrite]
  ) { arguments, context in
    guard let path = arguments.value(file) else { throw UsageError(message: "name the XLIFF file") }
    let tables = tablesURL(arguments, context)
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(
        path: URL(fileURLWithPath: path, relativeTo: context.workingDirectory).path)
    } catch {
      throw CommandFailure(message: "tracker-kit strings import: cannot read \(path): \(error)")
    }
    let plan: XLIFFImport
    do throws(XLIFFFailure) {
      plan = try XLIFFImport.plan(
        bytes, path: path, tables: tables, overwrite: arguments[overwrite])
    } catch {
      let count = error.errors.count
      throw CommandFailure(
        message: error.description
          + "\n\(count) error\(count == 1 ? "" : "s"); nothing was written")
    }
    do throws(TableWriteError) {
      try plan.write()
    } catch {
      throw CommandFailure(message: error.description)
    }
    let changed = plan.changedKeys
    let table = "\(tables.lastPathComponent)/\(plan.language.code).lproj/Localizable.strings"
    let summary =
      changed.isEmpty
      ? "\(table): no text changed"
      : "\(table): \(changed.count) text\(changed.count == 1 ? "" : "s") changed:\n"
        + changed.map { "  " + $0 }.joined(separator: "\n")
    return CommandResult(output: summary + "\n")
  }

  /// `strings status [--locale ru]`.
  static let status = Command(
    name: "status",
    summary: "Count translated, missing, stale and new texts per language; list them.",
    discussion: """
      A translation is stale when English changed after it was made, or when it was imported
      in a state that asks for a review; new when imported in a state that says it is not
      finished. The English each translation was made from, and its state, are kept in
      Localization/translated-from/<language>.strings, written by 'strings import' and
      'strings confirm'.
      """,
    options: [locale, StringsCommand.tables]
  ) { arguments, context in
    let folder = try translationFolder(arguments, context, command: "status")
    let languages =
      try arguments[locale] != nil
      ? [requiredLanguage(arguments, command: "status")] : folder.languages
    var lines: [String] = []
    for language in languages {
      do throws(StringsFileError) {
        lines.append(try folder.status(language).description)
      } catch {
        throw CommandFailure(message: error.description)
      }
    }
    return CommandResult(output: lines.map { $0 + "\n" }.joined())
  }

  /// `strings confirm --locale ru [KEY…]`.
  static let confirm = Command(
    name: "confirm",
    summary: "Record that translations match today's English (after editing a table by hand).",
    arguments: [keys], options: [locale, StringsCommand.tables]
  ) { arguments, context in
    let folder = try translationFolder(arguments, context, command: "confirm")
    let language = try requiredLanguage(arguments, command: "confirm")
    let given = arguments[keys]
    do {
      let confirmed = try folder.confirm(language, keys: given.isEmpty ? nil : given)
      return CommandResult(
        output:
          "\(language.code): \(confirmed.count) translation\(confirmed.count == 1 ? "" : "s") recorded as made from today's English\n"
      )
    } catch {
      throw CommandFailure(message: "tracker-kit strings confirm: \(error)")
    }
  }

  private static func tablesURL(_ arguments: ParsedArguments, _ context: CommandContext) -> URL {
    URL(
      fileURLWithPath: arguments[StringsCommand.tables] ?? "Localization", isDirectory: true,
      relativeTo: context.workingDirectory)
  }

  private static func translationFolder(
    _ arguments: ParsedArguments, _ context: CommandContext, command: String
  ) throws -> TranslationFolder {
    let url = tablesURL(arguments, context)
    do {
      return try TranslationFolder(url)
    } catch {
      throw CommandFailure(
        message:
          "tracker-kit strings \(command): \(error); run it from the package folder or pass --tables DIR"
      )
    }
  }

  private static func requiredLanguage(_ arguments: ParsedArguments, command: String) throws
    -> Language
  {
    guard let code = arguments[locale] else {
      throw UsageError(message: "--locale is required: the language to \(command)")
    }
    guard let language = Language(code: code), !language.isPseudo, language != .english else {
      throw UsageError(
        message: "--locale \(code): name a translated language such as ru (English is the source)")
    }
    return language
  }
}
