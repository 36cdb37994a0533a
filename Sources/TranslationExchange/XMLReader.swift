import Diagnostics

/// An element of an XML document as `XMLReader` reads it: its qualified name (`xml:space`
/// keeps its prefix), attributes in document order, children and where its start tag is.
public struct XMLElement: Sendable, Equatable {
  /// The name as written, prefix included.
  public var name: String
  /// Attributes in the order written, values with references resolved.
  public var attributes: [(name: String, value: String)]
  /// Child elements and text, in order.
  public var children: [XMLNode]
  /// Line of the `<` of the start tag (1-based).
  public var line: Int
  /// Column of the `<`, counted in Unicode scalars (1-based).
  public var column: Int

  /// The value of the attribute `name`, if present.
  public func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The child elements.
  public var elements: [XMLElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// All text inside, in order (the text of child elements included).
  public var text: String {
    children.map { node in
      switch node {
      case .text(let text): text
      case .element(let element): element.text
      }
    }.joined()
  }

  /// Whether `left` and `right` are equal.
  public static func == (left: XMLElement, right: XMLElement) -> Bool {
    left.name == right.name && left.children == right.children && left.line == right.line
      && left.column == right.column
      && left.attributes.map(\.name) == right.attributes.map(\.name)
      && left.attributes.map(\.value) == right.attributes.map(\.value)
  }
}

/// A node inside an element: a child element or a run of character data.
public indirect enum XMLNode: Sendable, Equatable {
  /// A child element.
  case element(XMLElement)
  /// Character data, references and CDATA resolved.
  case text(String)
}

/// Where an XML file is not well-formed: `file:line:column: error: message`.
public typealias XMLError = Diagnostic<XMLProblem>

/// What can be wrong in the XML a translation tool wrote.
public enum XMLProblem: DiagnosticProblem {
  /// The file ends inside a tag, comment or element.
  case unexpectedEnd(String)
  /// A character where the grammar wants something else.
  case unexpected(Character, expected: String)
  /// `</b>` closing `<a>`.
  case mismatchedEndTag(expected: String, found: String)
  /// An `&name;` reference that is none of the five predefined ones or a character number.
  case unknownReference(String)
  /// An attribute given twice in one tag.
  case duplicateAttribute(String)
  /// A `<!DOCTYPE>`, which translation files never need (and which can define entities).
  case doctype
  /// Text or a second element after the root element.
  case contentAfterRoot
  /// No root element.
  case noRoot
  /// Bytes that are not UTF-8.
  case invalidUTF8
  /// Elements nested deeper than any translation file needs.
  case tooDeep(limit: Int)
  /// A character XML 1.0 does not allow (a control character, U+FFFE, U+FFFF), written as
  /// it is or as a character reference (`&#x1;`).
  case notACharacter(UInt32, isReference: Bool)
  /// `--` inside a comment, which XML 1.0 does not allow.
  case doubleHyphenInComment

  /// What is wrong, in words.
  public var message: String {
    switch self {
    case .unexpectedEnd(let inside): "the file ends inside \(inside)"
    case .unexpected(let character, let expected):
      "unexpected \(describe(character)), expected \(expected)"
    case .mismatchedEndTag(let expected, let found):
      "</\(found)> does not close <\(expected)>"
    case .unknownReference(let name):
      "unknown reference &\(name); (use &lt; &gt; &amp; &quot; &apos; or &#number;)"
    case .duplicateAttribute(let name): "the attribute \(name) is given twice"
    case .doctype: "a <!DOCTYPE> is not allowed in an XLIFF file"
    case .contentAfterRoot: "content after the end of the root element"
    case .noRoot: "no root element: the file is not XML"
    case .invalidUTF8: "the file is not valid UTF-8; save it as UTF-8"
    case .tooDeep(let limit): "elements are nested more than \(limit) deep"
    case .notACharacter(let code, let isReference):
      (isReference ? "the character reference to " : "the character ")
        + "\(codePoint(code)) is not allowed in XML 1.0 (control characters other than tab and line ends, U+FFFE and U+FFFF are not); remove it"
    case .doubleHyphenInComment:
      "'--' inside a comment is not allowed in XML 1.0; a comment ends at the first '-->'"
    }
  }
}

/// `U+0001`.
private func codePoint(_ code: UInt32) -> String {
  let digits = String(code, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Whether XML 1.0 allows `scalar` in a document (its `Char` production): tab, line feed,
/// carriage return, and every scalar from U+0020 except U+FFFE and U+FFFF.
func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
  // Compared, not matched against ranges (a range pattern is a generic call in a debug
  // build, and every scalar of a file comes here). Surrogates are no Unicode.Scalar.
  let value = scalar.value
  if value >= 0x20 { return value <= 0xFFFD || value >= 0x10000 }
  return value == 0x9 || value == 0xA || value == 0xD
}

private func describe(_ character: Character) -> String {
  character.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
    ? "'\(character)'" : "U+" + String(character.unicodeScalars.first?.value ?? 0, radix: 16)
}

/// A small, strict reader of XML 1.0 in UTF-8: elements, attributes, text, the five
/// predefined entities and character references, CDATA sections, comments and processing
/// instructions; no DTDs. Every fault is reported with its line and column, which
/// Foundation's XMLParser (not even present in every Linux toolchain) does not promise.
/// It takes time in proportion to the input.
public struct XMLReader {
  private let scalars: [Unicode.Scalar]
  private let path: String
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  /// How deep elements may nest: far more than XLIFF needs, far less than the stack holds.
  static let depthLimit = 200

  /// Reads `bytes` (UTF-8, with or without a byte-order mark) into its root element.
  public static func read(_ bytes: [UInt8], path: String) throws(XMLError) -> XMLElement {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    // Validated and split into scalars by the standard library in one go (a decoder driven
    // scalar by scalar here was generic calls for each in a debug build).
    guard let text = String(validating: body, as: UTF8.self) else {
      throw XMLError(file: path, line: 1, column: 1, problem: .invalidUTF8)
    }
    var scalars = Array(text.unicodeScalars)
    // XML reads every line end as a line feed. (A carriage return is the byte 0x0D in UTF-8.)
    if Self.holdsACarriageReturn(body) {
      var normalized: [Unicode.Scalar] = []
      normalized.reserveCapacity(scalars.count)
      for (index, scalar) in scalars.enumerated() {
        if scalar == "\r" {
          if index + 1 < scalars.count, scalars[index + 1] == "\n" { continue }
          normalized.append("\n")
        } else {
          normalized.append(scalar)
        }
      }
      scalars = normalized
    }
    if let bad = Self.firstNonCharacter(in: scalars) {
      let before = scalars[..<bad]
      let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      let column = bad - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
      throw XMLError(
        file: path, line: line, column: column,
        problem: .notACharacter(scalars[bad].value, isReference: false))
    }
    var reader = XMLReader(scalars: scalars, path: path)
    return try reader.document()
  }

  private static func holdsACarriageReturn(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D { return true }
      index += 1
    }
    return false
  }

  /// Where the first scalar XML does not allow is, if any.
  private static func firstNonCharacter(in scalars: [Unicode.Scalar]) -> Int? {
    var index = 0
    while index < scalars.count {
      if !isXMLCharacter(scalars[index]) { return index }
      index += 1
    }
    return nil
  }

  private init(scalars: [Unicode.Scalar], path: String) {
    self.scalars = scalars
    self.path = path
  }

  // MARK: Document

  private mutating func document() throws(XMLError) -> XMLElement {
    var root: XMLElement?
    while true {
      skipSpace()
      guard let scalar = peek() else { break }
      if root != nil, scalar != "<" { throw fault(.contentAfterRoot) }
      guard scalar == "<" else { throw fault(.unexpected(Character(scalar), expected: "'<'")) }
      if starts(with: "<?") {
        try skip(past: "?>", inside: "a processing instruction")
      } else if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<!") {
        throw fault(.doctype)
      } else {
        if root != nil { throw fault(.contentAfterRoot) }
        root = try element()
      }
    }
    guard let root else { throw fault(.noRoot) }
    return root
  }

  // MARK: Elements

  private mutating func element() throws(XMLError) -> XMLElement {
    let (startLine, startColumn) = (line, column)
    guard depth < Self.depthLimit else { throw fault(.tooDeep(limit: Self.depthLimit)) }
    depth += 1
    defer { depth -= 1 }
    advance()  // <
    let name = try readName()
    var attributes: [(name: String, value: String)] = []
    while true {
      let hadSpace = skipSpace()
      guard let scalar = peek() else { throw fault(.unexpectedEnd("the tag <\(name)>")) }
      if scalar == "/" {
        advance()
        try expect(">")
        return XMLElement(
          name: name, attributes: attributes, children: [], line: startLine, column: startColumn)
      }
      if scalar == ">" {
        advance()
        break
      }
      guard hadSpace else {
        throw fault(.unexpected(Character(scalar), expected: "a space, '>' or '/>'"))
      }
      let (attributeLine, attributeColumn) = (line, column)
      let attribute = try readName()
      skipSpace()
      try expect("=")
      skipSpace()
      let value = try readQuoted()
      if attributes.contains(where: { $0.name == attribute }) {
        throw XMLError(
          file: path, line: attributeLine, column: attributeColumn,
          problem: .duplicateAttribute(attribute))
      }
      attributes.append((attribute, value))
    }
    let children = try content(of: name)
    return XMLElement(
      name: name, attributes: attributes, children: children, line: startLine, column: startColumn)
  }

  /// Children up to and including the end tag of `name`.
  private mutating func content(of name: String) throws(XMLError) -> [XMLNode] {
    var children: [XMLNode] = []
    var text = ""
    func flush() {
      if !text.isEmpty { children.append(.text(text)) }
      text = ""
    }
    while true {
      guard let scalar = peek() else { throw fault(.unexpectedEnd("the element <\(name)>")) }
      if scalar == "&" {
        text.unicodeScalars.append(contentsOf: try reference())
      } else if scalar != "<" {
        text.unicodeScalars.append(scalar)
        advance()
      } else if starts(with: "</") {
        let (endLine, endColumn) = (line, column)
        advance(2)
        let found = try readName()
        skipSpace()
        try expect(">")
        guard found == name else {
          throw XMLError(
            file: path, line: endLine, column: endColumn,
            problem: .mismatchedEndTag(expected: name, found: found))
        }
        flush()
        return children
      } else if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<![CDATA[") {
        advance(9)
        let start = index
        try skip(past: "]]>", inside: "a CDATA section")
        text.unicodeScalars.append(contentsOf: scalars[start..<(index - 3)])
      } else if starts(with: "<?") {
        try skip(past: "?>", inside: "a processing instruction")
      } else if starts(with: "<!") {
        throw fault(.doctype)
      } else {
        flush()
        children.append(.element(try element()))
      }
    }
  }

  // MARK: Pieces

  private mutating func readName() throws(XMLError) -> String {
    var name = ""
    while let scalar = peek(), isNameCharacter(scalar, first: name.isEmpty) {
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard !name.isEmpty else {
      guard let scalar = peek() else { throw fault(.unexpectedEnd("a tag")) }
      throw fault(.unexpected(Character(scalar), expected: "a name"))
    }
    return name
  }

  private mutating func readQuoted() throws(XMLError) -> String {
    guard let quote = peek() else { throw fault(.unexpectedEnd("a tag")) }
    guard quote == "\"" || quote == "'" else {
      throw fault(.unexpected(Character(quote), expected: "a quoted value"))
    }
    advance()
    var value = ""
    while true {
      guard let scalar = peek() else { throw fault(.unexpectedEnd("an attribute value")) }
      if scalar == quote {
        advance()
        return value
      }
      if scalar == "<" { throw fault(.unexpected("<", expected: "the closing quote")) }
      if scalar == "&" {
        value.unicodeScalars.append(contentsOf: try reference())
      } else {
        // Attribute-value normalization: white space characters become spaces.
        value.unicodeScalars.append(
          scalar == "\n" || scalar == "\t" || scalar == "\r" ? " " : scalar)
        advance()
      }
    }
  }

  /// `&lt;` and friends, `&#38;`, `&#x26;`.
  private mutating func reference() throws(XMLError) -> [Unicode.Scalar] {
    let (startLine, startColumn) = (line, column)
    advance()  // &
    var name = ""
    while let scalar = peek(), scalar != ";" {
      guard name.unicodeScalars.count < 32, scalar != "<", scalar != "&", !isSpaceScalar(scalar)
      else { break }
      name.unicodeScalars.append(scalar)
      advance()
    }
    let fail = XMLError(
      file: path, line: startLine, column: startColumn, problem: .unknownReference(name))
    guard peek() == ";" else { throw fail }
    advance()
    switch name {
    case "lt": return ["<"]
    case "gt": return [">"]
    case "amp": return ["&"]
    case "quot": return ["\""]
    case "apos": return ["'"]
    default:
      let digits = name.dropFirst()
      guard name.hasPrefix("#") else { throw fail }
      let number = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      guard let number, let scalar = Unicode.Scalar(number), number != 0 else { throw fail }
      guard isXMLCharacter(scalar) else {
        throw XMLError(
          file: path, line: startLine, column: startColumn,
          problem: .notACharacter(number, isReference: true))
      }
      return [scalar]
    }
  }

  // MARK: Scanning

  // `mutating`, as every caller is: a non-mutating method called from one copied the whole
  // reader (its scalars and path retained and released) at every call in a debug build.
  private mutating func peek() -> Unicode.Scalar? {
    index < scalars.count ? scalars[index] : nil
  }

  private mutating func starts(with text: String) -> Bool {
    var position = index
    for scalar in text.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < scalars.count {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    let start = index
    while let scalar = peek(), isSpaceScalar(scalar) { advance() }
    return index > start
  }

  private mutating func skip(past end: String, inside what: String) throws(XMLError) {
    let (startLine, startColumn) = (line, column)
    while index < scalars.count {
      if starts(with: end) {
        advance(end.unicodeScalars.count)
        return
      }
      advance()
    }
    throw XMLError(file: path, line: startLine, column: startColumn, problem: .unexpectedEnd(what))
  }

  /// `<!-- … -->`, refusing `--` inside, as XML 1.0 does (`<!-- a -- b -->`, `<!-- a --->`).
  private mutating func skipComment() throws(XMLError) {
    let (startLine, startColumn) = (line, column)
    advance(4)
    while index < scalars.count {
      if starts(with: "--") {
        guard starts(with: "-->") else { throw fault(.doubleHyphenInComment) }
        advance(3)
        return
      }
      advance()
    }
    throw XMLError(
      file: path, line: startLine, column: startColumn, problem: .unexpectedEnd("a comment"))
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(XMLError) {
    guard let found = peek() else { throw fault(.unexpectedEnd("a tag")) }
    guard found == scalar else {
      throw fault(.unexpected(Character(found), expected: "'\(Character(scalar))'"))
    }
    advance()
  }

  private func fault(_ problem: XMLProblem) -> XMLError {
    XMLError(file: path, line: line, column: column, problem: problem)
  }
}

private func isSpaceScalar(_ scalar: Unicode.Scalar) -> Bool {
  scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
}

private func isNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
  switch scalar {
  case "a"..."z", "A"..."Z", "_", ":": return true
  case "0"..."9", "-", ".": return !first
  default: return scalar.value >= 0x80 && !isSpaceScalar(scalar)
  }
}
