/// Splits a stream of bytes into request lines, never holding more than `limit` bytes of
/// one line: a longer line is skipped to its end and reported as too long, so that no
/// input exhausts memory. Empty lines are no requests and are skipped.
public struct RequestLines: Sendable {
  /// One line read.
  public enum Line: Hashable, Sendable {
    /// A line's bytes, without its newline (and without a carriage return before it).
    case line([UInt8])
    /// A line longer than the limit, skipped.
    case tooLong
  }

  /// The most bytes a line may have.
  public let limit: Int
  /// Bytes read and not yet returned begin at `start`; what is before it is dropped
  /// now and then, so that reading many short lines stays linear.
  private var buffer: [UInt8] = []
  private var start = 0
  private var skipping = false
  private var ended = false

  /// Lines of at most `limit` bytes.
  public init(limit: Int) {
    self.limit = limit
  }

  /// The next line, reading more with `read` (which returns no bytes at the end of the
  /// input) as needed; nil at the end.
  public mutating func next(reading read: () -> [UInt8]) -> Line? {
    var searched = start
    while true {
      if let newline = buffer[searched...].firstIndex(of: 0x0A) {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        if start > 1 << 16, start * 2 > buffer.count {
          buffer.removeSubrange(..<start)
          start = 0
        }
        if skipping || line.count > limit {
          skipping = false
          return .tooLong
        }
        if line.last == 0x0D { line.removeLast() }
        if line.isEmpty {
          searched = start
          continue
        }
        return .line(line)
      }
      if buffer.count - start > limit {
        skipping = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      if ended {
        if skipping {
          skipping = false
          return .tooLong
        }
        var line = Array(buffer[start...])
        buffer = []
        start = 0
        if line.last == 0x0D { line.removeLast() }
        return line.isEmpty ? nil : .line(line)
      }
      searched = buffer.count
      let chunk = read()
      if chunk.isEmpty { ended = true } else { buffer += chunk }
    }
  }
}
