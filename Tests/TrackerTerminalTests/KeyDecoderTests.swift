import Testing

@testable import TrackerTerminal

@Suite struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [TerminalKey] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  @Test func lettersCyrillicAndEmojiAreText() {
    #expect(keys(Array("qй🥶".utf8)) == [.text("qй🥶")])
    #expect(keys(Array("👨‍👩‍👧".utf8)) == [.text("👨‍👩‍👧")])
  }

  @Test func controlKeys() {
    #expect(
      keys([0x0D, 0x09, 0x7F, 0x03, 0x04]) == [.enter, .tab, .backspace, .interrupt, .endOfInput])
  }

  @Test func escapeSequences() {
    let bytes = Array(
      "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z\u{1B}OA\u{1B}[5~\u{1B}[6~\u{1B}[29~\u{1B}[3~".utf8)
    #expect(
      keys(bytes) == [.up, .down, .right, .left, .backTab, .up, .pageUp, .pageDown, .menu, .delete])
  }

  @Test func aLoneEscapeWaitsUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
  }

  @Test func sequencesAndCharactersCutBetweenReadsAreJoined() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[Aй".utf8)
    #expect(decoder.decode(Array(bytes[0..<2])) == [])
    #expect(decoder.decode(Array(bytes[2..<4])) == [.up])
    #expect(decoder.decode(Array(bytes[4...])) == [.text("й")])
  }

  @Test func escapeThenALetterIsEscThenTheLetter() {
    #expect(keys(Array("\u{1B}q".utf8)) == [.escape, .text("q")])
  }

  @Test func malformedBytesAreSkipped() {
    #expect(keys([0xFF, 0x61, 0xC3]) == [.text("a")])
  }
}
