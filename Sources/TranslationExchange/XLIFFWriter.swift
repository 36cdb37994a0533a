import StringsFile
import TrackerLocalization

/// Writes one language's texts as an XLIFF 1.2 document (strict schema): one
/// `<trans-unit>` per key with the English `<source>`, the translation as `<target>` (none
/// when the text is missing) and the English comment as a `<note>`; the plural forms of a
/// text in one `<group restype="x-gettext-plurals">`, so that a tool shows them together.
/// A stale translation's target is marked `needs-review-translation`.
public enum XLIFFWriter {
  /// The XLIFF text for `units`, with targets from `translations` (the language's table)
  /// and `stale` the keys whose English changed since they were translated.
  public static func document(
    _ units: TranslationUnits, translations: [TableKey: String], stale: Set<TableKey> = [],
    original: String = "en.lproj/Localizable.strings"
  ) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">"#,
      "  <file original=\"\(attribute(original))\" source-language=\"en\" target-language=\"\(attribute(units.language.code))\" datatype=\"plaintext\">",
      "    <header>",
      #"      <tool tool-id="tracker-kit" tool-name="tracker-kit"/>"#,
      "    </header>",
      "    <body>",
    ]
    var openGroup: String?
    for unit in units.units {
      if unit.pluralBase != openGroup {
        if openGroup != nil { lines.append("      </group>") }
        if let base = unit.pluralBase {
          lines.append(
            "      <group id=\"\(attribute(base))\" resname=\"\(attribute(base))\" restype=\"x-gettext-plurals\">"
          )
        }
        openGroup = unit.pluralBase
      }
      let indent = unit.pluralBase == nil ? "      " : "        "
      let key = TableKey(unit.key)
      lines.append(
        indent
          + "<trans-unit id=\"\(attribute(unit.key))\" resname=\"\(attribute(unit.key))\" xml:space=\"preserve\">"
      )
      lines.append(indent + "  <source>\(text(unit.source))</source>")
      if let target = translations[key] {
        let state = stale.contains(key) ? "needs-review-translation" : "translated"
        lines.append(indent + "  <target state=\"\(state)\">\(text(target))</target>")
      }
      if let comment = unit.comment {
        lines.append(indent + "  <note from=\"developer\">\(text(comment))</note>")
      }
      if unit.pluralBase != nil, let category = unit.key.split(separator: ".").last {
        lines.append(
          indent
            + "  <note from=\"tracker-kit\">\(text(pluralNote(String(category), units.language)))</note>"
        )
      }
      lines.append(indent + "</trans-unit>")
    }
    if openGroup != nil { lines.append("      </group>") }
    lines += ["    </body>", "  </file>", "</xliff>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Which counts take a plural form in the language: `ru "few": 2, 3, 4, 22, 23, …`.
  static func pluralNote(_ category: String, _ language: Language) -> String {
    let counts =
      PluralCategory(rawValue: category).map {
        language.pluralRules.exampleCounts(for: $0)
      } ?? []
    let examples =
      counts.isEmpty
      ? "fractions such as 1.5" : counts.map(String.init).joined(separator: ", ") + ", …"
    return "Plural form \"\(category)\" of \(language.code): \(examples)"
  }

  /// Character data: `&`, `<` and `>` escaped, a carriage return as a reference.
  static func text(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
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
