import Testing

@testable import TextSnapshot

@Suite struct SnapshotTextTests {
  private func stored(_ text: String) -> String { SnapshotText(text).string }

  @Test func storedFormEndsWithOneNewlineAndUsesLF() {
    #expect(stored("a") == "a\n")
    #expect(stored("a\n") == "a\n")
    #expect(stored("") == "\n")
    #expect(stored("a\r\nb\r\n") == "a\nb\n")
    #expect(stored("a\n\n") == "a\n\n", "blank lines at the end are content")
  }

  @Test func carriageReturnsBeforeALineBreakBelongToIt() {
    #expect(stored("a\r\r\nb\r") == "a\nb\n")
    #expect(stored("a\rb") == "a\rb\n", "a CR inside a line is content")
    let once = SnapshotText("x\r\r\ny\r")
    #expect(SnapshotText(once.string) == once, "normalising twice changes nothing")
  }

  @Test func byteOrderMarkIsDropped() throws {
    let text = try SnapshotText(decoding: [0xEF, 0xBB, 0xBF] + Array("a\n".utf8), file: "f")
    #expect(text.string == "a\n")
  }

  @Test func invalidUTF8NamesLineColumnAndOffset() {
    let bytes = Array("ok\nдва".utf8) + [0xC3, 0x28] + Array("\n".utf8)
    #expect(throws: SnapshotFileError.self) {
      try SnapshotText(decoding: bytes, file: "Snapshots/S/a.txt")
    }
    do {
      _ = try SnapshotText(decoding: bytes, file: "Snapshots/S/a.txt")
    } catch {
      #expect(error.line == 2 && error.column == 4 && error.byteOffset == 9)
      #expect(
        error.description.hasPrefix(
          "Snapshots/S/a.txt:2:4: not valid UTF-8: byte 0xC3 at byte offset 9"))
    }
  }

  @Test(arguments: [[0xFF] as [UInt8], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF]])
  func truncatedSurrogateAndOverlongSequencesAreRejected(bytes: [UInt8]) {
    #expect(SnapshotText.firstInvalidUTF8Offset(in: Array("ab".utf8) + bytes) == 2)
  }

  @Test func validTextHasNoInvalidOffset() {
    #expect(SnapshotText.firstInvalidUTF8Offset(in: Array("Привет 👨‍👩‍👧".utf8)) == nil)
  }
}
