import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire

/// The classes a widely used generator makes of the schema, tried when it is installed
/// (`pip install datamodel-code-generator`, its `datamodel-codegen` on the PATH; skipped
/// otherwise, so `swift test` needs nothing but the toolchain): datamodel-code-generator
/// names every class from the schema's titles, none with a number, and the classes (pydantic,
/// in the Python beside it) accept the requests and answers of a walk of both apps, as whole
/// screens and as edits.
@Suite("Classes generated from the schema", .serialized)
struct GeneratedClassesTests {
  /// `datamodel-codegen` on the PATH, if any.
  static let generator = programOnPath("datamodel-codegen")

  @Test(
    "datamodel-code-generator numbers no class, and its classes accept real lines",
    .enabled(if: generator != nil, "datamodel-codegen is not installed"))
  func generatedClasses() throws {
    let generator = try #require(Self.generator)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "generated-classes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try WireSchema.text.write(
      to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
    // The generator runs while the walk makes the lines, with its own formatter (half the
    // time of black and isort); a version without it formats as it always did.
    let arguments = [
      "--input", folder.appendingPathComponent("schema.json").path,
      "--input-file-type", "jsonschema", "--output", folder.appendingPathComponent("wire.py").path,
      "--output-model-type", "pydantic_v2.BaseModel", "--use-title-as-name",
    ]
    var generating = try StartedProcess(generator, arguments + ["--formatters", "builtin"])
    let lines = Self.realLines()
    print(
      "Lines for the generated classes: \(lines.count), \(lines.reduce(0) { $0 + $1.utf8.count }) bytes"
    )
    try lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent("lines.txt"), atomically: true, encoding: .utf8)
    try #require(generating.waitForExit(seconds: 300), "datamodel-codegen hung")
    if generating.status != 0, generating.printed?.text.contains("formatters") == true {
      generating = try StartedProcess(generator, arguments)
      try #require(generating.waitForExit(seconds: 300), "datamodel-codegen hung")
    }
    try #require(generating.status == 0, "\(generating.printed?.text ?? "")")
    let classes = try String(
      contentsOf: folder.appendingPathComponent("wire.py"), encoding: .utf8
    ).split(separator: "\n").filter { $0.hasPrefix("class ") }
    #expect(classes.count > 100)
    let numbered = classes.filter { $0.contains(/^class [A-Za-z]+[0-9]+\(/) }
    #expect(numbered.isEmpty, "numbered classes: \(numbered)")

    let check = """
      import gc, sys, wire
      gc.disable()  # the models made are dropped at once: no cycle to collect
      rejected = 0
      for number, line in enumerate(open('lines.txt', encoding='utf-8')):
          kind, text = line.rstrip('\\n').split(' ', 1)
          try:
              (wire.Request if kind == 'request' else wire.Response).model_validate_json(text)
          except Exception as error:
              rejected += 1
              print(number, kind, text[:200], str(error)[:600])
      sys.exit(1 if rejected else 0)
      """
    try check.write(
      to: folder.appendingPathComponent("check.py"), atomically: true, encoding: .utf8)
    // The Python the generator runs with has pydantic.
    let python = generator.deletingLastPathComponent().appendingPathComponent("python")
    let output = try Self.run(
      FileManager.default.isExecutableFile(atPath: python.path)
        ? python : URL(fileURLWithPath: "/usr/bin/python3"), ["check.py"], in: folder)
    #expect(output.status == 0, "\(lines.count) lines, rejected:\n\(output.text.prefix(3000))")
  }

  /// Requests and answers of a short walk of both apps in the tables' languages, each answer
  /// as a whole screen and as edits: `request {…}` and `answer {…}` lines, each distinct line
  /// once (a request or an answer the walk meets again proves nothing more). The exhaustive
  /// run walks each app in every language; an everyday run (`RunSize`) shares the languages
  /// out among the apps in turn, so that each app and each language is walked. A language
  /// changes the lines' words, strings the classes take as they come, not which elements and
  /// fields they hold: the lines of both runs reach the same 484 places of the schema (its
  /// branches, properties, enum values, empty and non-empty lists), by a count on 2026-11-28.
  /// The answer as whole screens is the edits server's screen after the act, as a server of
  /// whole screens writes it (`WireScreen(session, changes:)`), so each act is done once here.
  /// An answer as edits that carries, whole, the very trees of the screen answer beside it
  /// (the act went to another screen) is the same trees in another wrapper: the classes check
  /// an element tree the same way in either, so it is added only when its wrapper (all but the
  /// trees) is one not met before.
  static func realLines() -> [String] {
    var lines: [String] = []
    var seen: Set<LineBytes> = []
    var wrappers: Set<WireScreenEdits> = []
    func add(_ line: String) {
      if seen.insert(LineBytes(line)).inserted { lines.append(line) }
    }
    func add(_ answer: WireResponse) { add("answer " + answer.json) }
    let walks = RunSize.pairs(AppSession.Flavour.allCases, LocalizationTables.embedded.languages)
    for (flavour, language) in walks {
      let start = AppSession(
        state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
        localizer: Localizer(language: language), flavour: flavour)
      // The server of edits that has sent the screen of the place the walk is at.
      var shown = ServeSession(session: start, edits: true)
      AppWalk(from: start, depth: 3, limit: 60).run { place in
        shown = ServeSession(session: place, edits: true)
        _ = shown.perform(.show)
      } visit: { _, act, _ in
        let request = WireRequest.act(act)
        add("request " + request.json)
        var edits = shown
        let answer = edits.perform(request)
        // What a server of whole screens answers: the same screen after the same act, whole
        // (an error is the same error).
        let screen: WireResponse =
          if case .edits(let sent) = answer {
            .screen(WireScreen(edits.session, changes: sent.changes))
          } else {
            answer
          }
        add(screen)
        if let wrapper = Self.wrapper(of: answer, besides: screen),
          !wrappers.insert(wrapper).inserted
        {
          return
        }
        add(answer)
      }
    }
    return lines
  }

  /// The answer as edits `answer` with its trees left out, when every tree it carries is
  /// carried whole, byte for byte the same, by the screen answer `screen`; nil otherwise.
  static func wrapper(of answer: WireResponse, besides screen: WireResponse) -> WireScreenEdits? {
    guard case .edits(var edits) = answer, case .screen(let whole) = screen,
      case .whole(let tree) = edits.screen, tree.isIdentical(to: whole.screen)
    else { return nil }
    let left = ScreenElement(.screen)
    switch (edits.under, whole.under) {
    case (nil, nil): break
    case (.whole(let under)?, let wholeUnder?) where under.isIdentical(to: wholeUnder):
      edits.under = .whole(left)
    default: return nil
    }
    edits.screen = .whole(left)
    return edits
  }

  /// A line as its bytes, hashed and compared as such (a `String` is hashed in its normalized
  /// form, which costs a pass over every line, and two lines whose bytes differ are two).
  struct LineBytes: Hashable {
    let line: String

    init(_ line: String) { self.line = line }

    func hash(into hasher: inout Hasher) {
      var line = line
      line.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (one: LineBytes, other: LineBytes) -> Bool {
      var (mine, theirs) = (one.line, other.line)
      return mine.withUTF8 { mine in
        theirs.withUTF8 { theirs in
          guard mine.count == theirs.count else { return false }
          guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
          return memcmp(first, second, mine.count) == 0
        }
      }
    }
  }

  @discardableResult
  static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> (
    status: Int32, text: String
  ) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
