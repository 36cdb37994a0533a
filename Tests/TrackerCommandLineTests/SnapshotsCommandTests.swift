import Foundation
import Testing
import TrackerCommandLine

/// `tracker-kit snapshots`: its subcommands' arguments, help and errors, and that it runs
/// the harness's operations on `./Snapshots`. (The operations themselves are tested in
/// `TextSnapshotTests`.)
@Suite("tracker-kit snapshots")
struct SnapshotsCommandTests {
  /// A package folder with `Snapshots/S/a.txt` and two pending files, removed after `body`.
  private func withPackage(_ body: (URL) throws -> Void) throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let suite = root.appendingPathComponent("Snapshots/S")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    try Data("old\n".utf8).write(to: suite.appendingPathComponent("a.txt"))
    try Data("new\n".utf8).write(to: suite.appendingPathComponent("a.txt.new"))
    try Data("b\n".utf8).write(to: suite.appendingPathComponent("b.txt.new"))
    try body(root)
  }

  private func files(_ root: URL) -> [String] {
    let folder = root.appendingPathComponent("Snapshots")
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".txt") || path.hasSuffix(".new") { found.append(path) }
    }
    return found.sorted()
  }

  private func run(
    _ arguments: String..., in root: URL, environment: [String: String] = [:]
  ) -> CommandResult {
    TrackerKitTool.run(
      CommandContext(
        arguments: arguments, workingDirectory: root, environment: environment, today: testToday))
  }

  @Test("pending, review, accept and reject work on ./Snapshots")
  func workflow() throws {
    try withPackage { root in
      #expect(
        run("snapshots", "pending", in: root).output == """
          Snapshots/S/a.txt.new (changed)
          Snapshots/S/b.txt.new (new)
          2 pending snapshot(s): read them with `tracker-kit snapshots review`.

          """)
      let review = run("snapshots", "review", "Snapshots/S/a.txt", in: root)
      #expect(review.status == 0)
      #expect(review.output.contains("-old\n+new\n"))
      #expect(
        run("snapshots", "accept", "Snapshots/S/a.txt", in: root).output
          == "Accepted Snapshots/S/a.txt (changed)\n")
      #expect(
        run("snapshots", "reject", in: root).output == "Rejected Snapshots/S/b.txt.new\n")
      #expect(files(root) == ["S/a.txt"])
    }
  }

  @Test("An empty PATH is refused before anything is touched")
  func emptyPath() throws {
    try withPackage { root in
      for subcommand in ["review", "accept", "reject"] {
        let result = run("snapshots", subcommand, "", in: root)
        #expect(result.status == 1)
        #expect(
          result.errors.hasPrefix(
            "tracker-kit snapshots \(subcommand): PATH \"\": an empty path names no file\n"))
      }
      #expect(files(root) == ["S/a.txt", "S/a.txt.new", "S/b.txt.new"])
    }
  }

  @Test("On CI the writing subcommands refuse and change nothing")
  func readOnlyOnCI() throws {
    try withPackage { root in
      for arguments in [["accept"], ["reject"], ["orphans", "--delete"]] {
        let result = TrackerKitTool.run(
          CommandContext(
            arguments: ["snapshots"] + arguments, workingDirectory: root,
            environment: ["CI": "true"], today: testToday))
        #expect(result.status == 1)
        #expect(result.errors.contains("snapshots are read-only on CI"))
      }
      #expect(files(root) == ["S/a.txt", "S/a.txt.new", "S/b.txt.new"])
    }
  }

  @Test(
    "Bad arguments: a message in the tool's one style and exit status 1",
    arguments: [
      (["bogus"], "tracker-kit snapshots: unknown subcommand 'bogus'."),
      (["pending", "extra"], "tracker-kit snapshots pending: unexpected argument 'extra'"),
      (["accept", "--force"], "tracker-kit snapshots accept: unknown option --force."),
      (["orphans", "--all"], "tracker-kit snapshots orphans: unknown option --all."),
      (["orphans", "stray"], "tracker-kit snapshots orphans: unexpected argument 'stray'"),
      ([], "tracker-kit snapshots: name a subcommand: 'pending', 'review', 'accept', 'reject'"),
    ])
  func badArguments(arguments: [String], message: String) throws {
    try withPackage { root in
      let result = TrackerKitTool.run(
        CommandContext(
          arguments: ["snapshots"] + arguments, workingDirectory: root, today: testToday))
      #expect(result.status == 1)
      #expect(result.output == "")
      #expect(result.errors.hasPrefix(message))
      let help = arguments.count > 1 ? "snapshots \(arguments[0])" : "snapshots"
      let subject = arguments.count > 1 ? "its options" : "its subcommands"
      #expect(result.errors.hasSuffix("Run 'tracker-kit help \(help)' for \(subject).\n"))
    }
  }

  @Test("Without a Snapshots folder: a clear error")
  func noSnapshotsFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run("snapshots", "pending", in: folder)
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("tracker-kit snapshots: no Snapshots folder in "))
  }

  @Test("The help of snapshots and of a subcommand")
  func help() {
    let folder = FileManager.default.temporaryDirectory
    #expect(
      run("snapshots", "--help", in: folder).output == """
        Review, accept or reject pending snapshots; find orphans.

        Usage: tracker-kit snapshots SUBCOMMAND

        Subcommands:
          pending  List pending snapshots: <name>.txt.new files written by failing tests.
          review   Show each pending snapshot as a diff against its golden file.
          accept   Move pending snapshots over their golden files (all of them without PATH).
          reject   Delete pending snapshots (all of them without PATH).
          orphans  List golden files no test checked in the last full, passing `swift test` run.

        Options:
          -h, --help  show this help

        Tests write pending files (<name>.txt.new) when a snapshot is missing or differs; set
        SNAPSHOT_RECORD=missing|failed|all to write golden files directly. On CI nothing is
        written, and accept, reject and orphans --delete refuse to run.

        Run 'tracker-kit help snapshots SUBCOMMAND' for a subcommand's arguments and options.

        """)
    #expect(
      run("snapshots", "accept", "-h", in: folder).output == """
        Move pending snapshots over their golden files (all of them without PATH).

        Usage: tracker-kit snapshots accept [PATH…]

        Arguments:
          PATH  a golden file (Snapshots/<suite>/<name>.txt), its pending file (.txt.new) or a folder

        Options:
          -h, --help  show this help

        Every file is checked first; if one is wrong, nothing is changed.

        """)
  }
}
