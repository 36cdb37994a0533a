/// How many lines `bytes` has: one more than its line feeds (a fuzz test checks that an
/// error's line is one of them). Counted through a buffer pointer: `reduce` with a closure
/// cost a tenth of the state-file fuzzing in a debug build.
package func lineCount(_ bytes: [UInt8]) -> Int {
  bytes.withUnsafeBufferPointer { buffer in
    var lines = 1
    var index = 0
    while index < buffer.count {
      if buffer[index] == 0x0A { lines += 1 }
      index += 1
    }
    return lines
  }
}
