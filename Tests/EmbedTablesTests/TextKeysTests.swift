import FormatSpecifiers
import StringsFile
import Testing

@testable import embed_tables

@Suite("The keys generated from the English table")
struct TextKeysTests {
  let path = "Localization/en.lproj/Localizable.strings"

  func keys(_ table: String) throws -> TextKeys {
    TextKeys(english: try StringsFile(bytes: Array(table.utf8), path: path), path: path)
  }

  static let table = """
    /* Title. */
    "trackers.title" = "Trackers";
    /* %1$@ name, %2$d count. */
    "card.label" = "%2$d × %1$@";
    "progress.percent" = "%d%%";
    /* Days. %d the number. Plural form one (1). */
    "card.days.one" = "%d day";
    /* Days. %d the number. Plural form other (0, 2, 3, …). */
    "card.days.other" = "%d days";
    /* Not a plural: there is no week.one.other. */
    "week.one" = "One week";
    "move.warning.one" = "%1$d record before %2$@";
    "move.warning.other" = "%1$d records before %2$@";
    """

  @Test("Texts in table order, with argument kinds by position; plurals by base")
  func textsAndPlurals() throws {
    let keys = try keys(Self.table)
    #expect(keys.errors == [])
    #expect(
      keys.texts.map(\.key) == ["trackers.title", "card.label", "progress.percent", "week.one"])
    #expect(keys.texts.map(\.name) == ["trackersTitle", "cardLabel", "progressPercent", "weekOne"])
    #expect(keys.texts.map(\.kinds) == [[], [.text, .integer], [.integer], []])
    #expect(keys.plurals.map(\.key) == ["card.days", "move.warning"])
    #expect(keys.plurals.map(\.kinds) == [[.integer], [.integer, .text]])
    #expect(keys.plurals.first?.comment == "Days. %d the number.")
  }

  @Test("The source declares every case with its key and its argument kinds")
  func source() throws {
    let source = try keys(Self.table).swiftSource
    #expect(source.contains("  case cardLabel = \"card.label\"\n"))
    #expect(source.contains("    case .cardLabel: return [.text, .integer]\n"))
    #expect(source.contains("  /// English: one: \"%d day\", other: \"%d days\"\n"))
    #expect(source.contains("    case .moveWarning: return [.integer, .text]\n"))
  }

  @Test("What the code could not name or call is a build error at the key")
  func errors() throws {
    let table = """
      "a.bC" = "x";
      "a.b.c" = "y";
      "1st" = "z";
      "bad.format" = "%s";
      "gap" = "%2$@";
      "twice" = "%1$@ %1$d";
      "count.one" = "%@";
      "count.other" = "%@";
      """
    #expect(
      try keys(table).errors == [
        "\(path):2:1: error: \"a.b.c\" and \"a.bC\" (line 1) both give the Swift name StringKey.aBC; rename one",
        "\(path):3:1: error: \"1st\" gives no Swift name: a key starts with an ASCII letter (see the catalog's WhereToChangeWhat article)",
        "\(path):4:1: error: unsupported format specifier %s in \"bad.format\": use %@ for a text and %d for a number",
        "\(path):5:1: error: \"gap\" never takes argument 1 but takes a later one: number the arguments from 1 without gaps",
        "\(path):6:1: error: \"twice\" takes one argument both as %@ and as %d",
        "\(path):8:1: error: the count is the first argument of a plural text: \"count.other\" must take %d (or %1$d) first",
      ])
  }
}
