import Foundation
import StringsFile
import Testing

/// Awkward but valid tables: on each, our parser must give exactly the dictionary that
/// Foundation's `PropertyListSerialization` gives (the oracle, used in tests only).
enum Corpus {
  static let texts: [(name: String, text: String)] = [
    ("plain", #""a" = "b";"#),
    (
      "comments everywhere",
      """
      /* header */ // line comment
      "a" /* between */ = /* again */ "b" /* after */ ; // trailing
      /* a * star and // slashes and "quotes" inside */
      "c" = "d";// no space
      /**/"e"="f";/***/
      """
    ),
    ("single quotes", #"'a' = 'b "double" inside'; "c" = 'it\'s'; 'd' = "it's";"#),
    ("unquoted", "a.b-c_d$e/f:g = h.i-j_k$l/m:n;\nkey=value;\n0 = 1;"),
    ("shorthand", #""Done"; Cancel; 'Save';"#),
    (
      "named escapes",
      #""a" = "\" \\ \n \r \t \a \b \f \v \' \q \u0041 \z \/";"#
    ),
    ("octal escapes", #""a" = "\0\1\12\101\1011\7\77\177\0000";"#),
    ("octal NeXTSTEP", #""a" = "\200\201\237\240\351\376\377\400\777";"#),
    ("U escapes", #""a" = "\U41\U0041\U00e9\U00E9x\U042F\U0\UzZ\U12345\UD83D\UDE00";"#),
    ("backslash newline", "\"a\" = \"line\\\nnext\";"),
    ("multi-line values", "\"a\" = \"one\ntwo\n\nthree\";\n\"b\"\n=\n\"c\"\n;"),
    ("CRLF", "/* c */\r\n\"a\" = \"b\r\nc\";\r\n\"d\" = \"e\";\r\n"),
    ("CR", "/* c */\r\"a\" = \"b\";\r\"d\" = \"e\";\r"),
    (
      "unicode",
      "\"ru\" = \"Что будем отслеживать?\";\n\"emoji\" = \"👨‍👩‍👧‍👦 🏝️ ❤️\";\n"
        + "\"combining\" = \"e\u{301} é\";\n\"ключ\" = \"значение\";\n\"rtl\" = \"שלום\";"
    ),
    ("odd spaces", "\"a\"\t=\u{0B}\"b\"\u{0C};\u{2028}\"c\"\u{2029}=\"d\";"),
    ("comment at end without newline", "\"a\" = \"b\"; // end"),
    ("only comments", "/* nothing here */\n// still nothing\n"),
    ("quotes inside", #""k = v;" = "x = \"y\"; z";"#),
    ("empty key and value", #""" = ""; "e" = "";"#),
    ("braced", "{\n  \"a\" = \"b\";\n  c = d;\n  \"Done\";\n}\n"),
    ("slashes unquoted", "a/b = c//d;\nurl = http://example;"),
    ("format specifiers", #""f" = "%1$@, %2$d %% %ld %lld % %";"#),
    ("curly quotes inside", #""a" = "“Hi” «Привет» ‘x’";"#),
    ("space before semicolon", "\"a\" = \"b\"   \n ;\n"),
  ]

  /// A big table with every kind of entry, to make sure nothing is dropped on the way.
  static var large: String {
    (0..<2000).map { number in
      switch number % 4 {
      case 0: return "/* \(number) */\n\"key.\(number)\" = \"value \(number) \\n \\U00e9\";"
      case 1: return "'key.\(number)' = 'значение \(number)';"
      case 2: return "key.\(number) = value.\(number);"
      default: return "\"key.\(number)\";"
      }
    }.joined(separator: "\n")
  }
}

/// Foundation's reading of a table, as scalar arrays so that canonically equivalent but
/// different strings do not compare equal.
func oracle(_ bytes: [UInt8]) throws -> [[Unicode.Scalar]: [Unicode.Scalar]] {
  let object = try PropertyListSerialization.propertyList(
    from: Data(bytes), options: [], format: nil)
  guard let dictionary = object as? [String: String] else {
    Issue.record("oracle did not give a dictionary of strings")
    return [:]
  }
  return scalarDictionary(dictionary)
}

func scalarDictionary(_ dictionary: [String: String]) -> [[Unicode.Scalar]: [Unicode.Scalar]] {
  var result: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
  for (key, value) in dictionary {
    result[Array(key.unicodeScalars)] = Array(value.unicodeScalars)
  }
  return result
}

/// Our dictionary in the same form.
func scalarDictionary(_ dictionary: [TableKey: String]) -> [[Unicode.Scalar]: [Unicode.Scalar]] {
  var result: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
  for (key, value) in dictionary {
    result[Array(key.text.unicodeScalars)] = Array(value.unicodeScalars)
  }
  return result
}

func utf16Bytes(_ text: String, bigEndian: Bool) -> [UInt8] {
  var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
  for unit in text.utf16 {
    let high = UInt8(unit >> 8)
    let low = UInt8(unit & 0xFF)
    bytes += bigEndian ? [high, low] : [low, high]
  }
  return bytes
}

@Suite struct OracleCorpusTests {
  @Test(arguments: Corpus.texts.map(\.name))
  func sameDictionaryAsFoundation(name: String) throws {
    let text = try #require(Corpus.texts.first { $0.name == name }).text
    let encodings: [(String, [UInt8])] = [
      ("UTF-8", Array(text.utf8)),
      ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
      ("UTF-16 LE", utf16Bytes(text, bigEndian: false)),
      ("UTF-16 BE", utf16Bytes(text, bigEndian: true)),
    ]
    for (encoding, bytes) in encodings {
      let ours = try StringsFile(bytes: bytes, path: "\(name).strings")
      #expect(
        scalarDictionary(ours.dictionary) == (try oracle(bytes)), "\(name) in \(encoding)")
    }
  }

  @Test func largeTableMatchesFoundation() throws {
    let bytes = Array(Corpus.large.utf8)
    let ours = try StringsFile(bytes: bytes, path: "large.strings")
    #expect(ours.entries.count == 2000)
    #expect(scalarDictionary(ours.dictionary) == (try oracle(bytes)))
  }

  @Test func everyOctalEscapeMatchesFoundation() throws {
    let entries = (0..<512).map { #""o\#($0)" = "<\\#(String($0, radix: 8))>";"# }
    let bytes = Array(entries.joined(separator: "\n").utf8)
    let ours = try StringsFile(bytes: bytes, path: "octal.strings")
    #expect(scalarDictionary(ours.dictionary) == (try oracle(bytes)))
  }

  @Test func emptyFileIsAnEmptyTable() throws {
    #expect(try StringsFile(bytes: [], path: "empty.strings").entries.isEmpty)
    #expect(try StringsFile(bytes: [0xEF, 0xBB, 0xBF], path: "bom.strings").entries.isEmpty)
    #expect(try StringsFile(bytes: [0xFF, 0xFE], path: "bom16.strings").entries.isEmpty)
  }
}

@Suite struct TruncationTests {
  /// Every prefix of an awkward table either fails with an error or, when we accept it,
  /// gives exactly Foundation's dictionary: nothing is dropped silently, nothing crashes.
  @Test func everyPrefixIsAnErrorOrFoundationsDictionary() throws {
    let text = String(Corpus.large.prefix(1500))
    let bytes = Array(text.utf8)
    var accepted = 0
    for length in 1...bytes.count {
      let prefix = Array(bytes.prefix(length))
      guard let ours = try? StringsFile(bytes: prefix, path: "prefix.strings") else { continue }
      accepted += 1
      #expect(
        scalarDictionary(ours.dictionary) == (try oracle(prefix)), "prefix of \(length) bytes")
    }
    #expect(accepted > 10)
  }
}
