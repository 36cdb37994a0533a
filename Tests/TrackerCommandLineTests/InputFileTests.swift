import Foundation
import Testing

@testable import TrackerCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let state = "{\"categories\": [{\"id\": \"c\", \"title\": \"Home\"}]}"
private let summary = "ok, 1 category, 0 trackers (0 habits, 0 irregular events), 0 records\n"

/// `--state` reads any readable file: regular, a pipe, a named pipe; never a folder, and
/// never without end.
@Suite("Reading a state from any readable file")
struct InputFileTests {
  @Test("A pipe given by its path (/dev/fd/N, as <(cat file) makes) is read like a file")
  func pipeByPath() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(state.utf8))
    try pipe.fileHandleForWriting.close()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let result = run("check", "--state", path)
    #expect(result.errors == "")
    #expect(result.output == "\(path): " + summary)
  }

  @Test("A named pipe (FIFO) is read like a file")
  func namedPipe() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("state.fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let writer = Thread {
      // Opening a FIFO for writing waits for the reader.
      guard let handle = FileHandle(forWritingAtPath: fifo.path) else { return }
      handle.write(Data(state.utf8))
      try? handle.close()
    }
    writer.start()
    let result = run("check", "--state", "state.fifo", in: folder)
    #expect(result.errors == "")
    #expect(result.output == "state.fifo: " + summary)
  }

  @Test("A folder or a missing file: why it cannot be read")
  func unreadable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      run("check", "--state", folder.path).errors
        == "tracker-kit: cannot read the state file \(folder.path): it is a folder, not a file\n")
    #expect(
      run("check", "--state", "missing.json", in: folder).errors
        == "tracker-kit: cannot read the state file missing.json: no such file or directory\n")
  }

  @Test("An endless input stops at the limit with an error")
  func endlessInput() throws {
    #expect(throws: InputFileError.self) { try InputFile.read(path: "/dev/zero", limit: 100_000) }
    #expect(try InputFile.read(path: "/dev/null") == [])
  }

  @Test("Standard input that cannot be read is an error, not an empty state")
  func failingStandardInput() {
    let result = TrackerKitTool.run(
      CommandContext(
        arguments: ["check", "--state", "-"], workingDirectory: URL(fileURLWithPath: "/"),
        today: testToday, readStandardInput: { throw InputFileError(reason: "bad descriptor") }))
    #expect(result.status == 1)
    #expect(result.errors == "tracker-kit: cannot read the state file -: bad descriptor\n")
  }
}
