import StringsFile
import TrackerLocalization

/// What an export writes for one translated unit: the text, its review state, and whether
/// it is approved (a reviewed translation, `approved="yes"`).
public struct XLIFFTarget: Sendable, Equatable {
  /// The translation.
  public var text: String
  /// Its review state.
  public var state: ReviewState
  /// Whether the unit says `approved="yes"`: only for a reviewed translation.
  public var isApproved: Bool
  /// Whether the translation is the same as English on purpose (a note says so).
  public var isSameAsEnglish: Bool
  /// For a stale translation, the English it was made from (a note says it, so that a tool
  /// shows what changed beside today's source).
  public var translatedFrom: String?

  /// A target with every part given.
  public init(
    text: String, state: ReviewState, isApproved: Bool, isSameAsEnglish: Bool = false,
    translatedFrom: String? = nil
  ) {
    self.text = text
    self.state = state
    self.isApproved = isApproved
    self.isSameAsEnglish = isSameAsEnglish
    self.translatedFrom = translatedFrom
  }

  /// The note of a stale unit: the English its translation was made from.
  static func madeFromNote(_ english: String) -> String {
    "Translated from the earlier English: \u{201C}\(english)\u{201D}. English has changed since: review the translation."
  }
}

/// Writes one language's texts as an XLIFF 1.2 document: one `<trans-unit>` per key with the
/// English `<source>`, the translation as `<target>` with its review state (none when the text
/// is missing), `approved="yes"` on reviewed translations only, and the English comment as a
/// `<note>`. The forms of a plural text are one `<group restype="x-gettext-plurals">` in the
/// gettext representation that translate-toolkit (under Weblate and Pootle) reads as one plural
/// text: the units numbered in the language's CLDR order (`card.days[0]`, `card.days[1]` …),
/// English's singular as the first form's source and its plural as the others', and the group
/// approved when every form is (`datatype="po"` on the `<file>` says so to translate-toolkit).
/// That attribute on a `<group>` is the one thing outside the strict schema.
public enum XLIFFWriter {
  /// The XLIFF text for `units`, with `targets` (the language's translations, by key).
  public static func document(
    _ units: TranslationUnits, targets: [TableKey: XLIFFTarget],
    original: String = "en.lproj/Localizable.strings"
  ) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">"#,
      "  <file original=\"\(attribute(original))\" source-language=\"en\" target-language=\"\(attribute(units.language.code))\" datatype=\"po\">",
      "    <header>",
      #"      <tool tool-id="tracker-kit" tool-name="tracker-kit"/>"#,
      "    </header>",
      "    <body>",
    ]
    var index = units.units.startIndex
    while index < units.units.endIndex {
      let unit = units.units[index]
      guard let base = unit.pluralBase else {
        lines += self.unit(unit, targets[TableKey(unit.key)], indent: "      ")
        index += 1
        continue
      }
      let forms = units.units[index...].prefix { $0.pluralBase == base }
      let approved = forms.allSatisfy { targets[TableKey($0.key)]?.isApproved == true }
      lines.append(
        "      <group id=\"\(attribute(base))\" resname=\"\(attribute(base))\" restype=\"x-gettext-plurals\""
          + (approved ? #" approved="yes""# : "") + ">")
      for form in forms {
        lines += self.unit(form, targets[TableKey(form.key)], indent: "        ")
      }
      lines.append("      </group>")
      index += forms.count
    }
    lines += ["    </body>", "  </file>", "</xliff>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The XLIFF text for `units` with the translations of `translations`: those of `stale`
  /// marked `needs-review-translation`, the others `signed-off` and approved.
  public static func document(
    _ units: TranslationUnits, translations: [TableKey: String], stale: Set<TableKey> = [],
    original: String = "en.lproj/Localizable.strings"
  ) -> String {
    var targets: [TableKey: XLIFFTarget] = [:]
    for (key, text) in translations {
      let isStale = stale.contains(key)
      targets[key] = XLIFFTarget(
        text: text, state: isStale ? .needsReviewTranslation : .signedOff, isApproved: !isStale)
    }
    return document(units, targets: targets, original: original)
  }

  private static func unit(_ unit: TranslationUnit, _ target: XLIFFTarget?, indent: String)
    -> [String]
  {
    var lines = [
      indent + "<trans-unit id=\"\(attribute(unit.xliffID))\" resname=\"\(attribute(unit.key))\""
        + (target?.isApproved == true ? #" approved="yes""# : "")
        + " extradata=\"\(TableFingerprint.xliffPrefix)\(TableFingerprint.of(target?.text))\""
        + #" xml:space="preserve">"#,
      indent + "  <source>\(text(unit.source))</source>",
    ]
    if let target {
      lines.append(
        indent
          + "  <target state=\"\(attribute(target.state.value))\">\(text(target.text))</target>")
    }
    if let comment = unit.comment {
      lines.append(indent + "  <note from=\"developer\">\(text(comment))</note>")
    }
    if let english = target?.translatedFrom {
      lines.append(
        indent + "  <note from=\"tracker-kit\" annotates=\"source\">"
          + text(XLIFFTarget.madeFromNote(english)) + "</note>")
    }
    if target?.isSameAsEnglish == true {
      lines.append(indent + "  <note from=\"tracker-kit\">\(text(SameAsEnglish.mark))</note>")
    }
    lines.append(indent + "</trans-unit>")
    return lines
  }

  /// Character data: `&`, `<` and `>` escaped, a carriage return as a reference; a
  /// character XML 1.0 cannot carry at all (a control character, U+FFFE, U+FFFF) is left
  /// out, so that the file is always XML.
  static func text(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars where isXMLCharacter(scalar) {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// An attribute value in double quotes: also `"` and white space escaped.
  static func attribute(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      default: result += text(String(scalar))
      }
    }
    return result
  }
}
