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
  private var buffer: [UInt8] = []
  private var skipping = false
  private var ended = false

  /// Lines of at most `limit` bytes.
  public init(limit: Int) {
    self.limit = limit
  }

  /// The next line, reading more with `read` (which returns no bytes at the end of the
  /// input) as needed; nil at the end.
  public mutating func next(reading read: () -> [UInt8]) -> Line? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        var line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        if skipping || line.count > limit {
          skipping = false
          return .tooLong
        }
        if line.last == 0x0D { line.removeLast() }
        if line.isEmpty { continue }
        return .line(line)
      }
      if buffer.count > limit {
        skipping = true
        buffer.removeAll(keepingCapacity: true)
      }
      if ended {
        if skipping {
          skipping = false
          return .tooLong
        }
        guard !buffer.isEmpty else { return nil }
        let line = buffer
        buffer = []
        return .line(line)
      }
      let chunk = read()
      if chunk.isEmpty { ended = true } else { buffer += chunk }
    }
  }
}
