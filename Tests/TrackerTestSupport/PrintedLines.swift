import Foundation

/// What a process printed, read on a thread of its own so that it never blocks writing.
package final class PrintedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var hasEnded = false

  /// Starts reading `handle` (a pipe's reading end) until its end.
  package init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let data = handle.availableData
        guard !data.isEmpty else { break }
        lock.withLock { bytes += data }
      }
      lock.withLock { hasEnded = true }
    }
  }

  /// Everything read so far, as text.
  package var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// How many bytes were read so far.
  package var count: Int { lock.withLock { bytes.count } }

  /// Waits until everything the process printed was read (it ended and closed its output);
  /// without it, the last lines may still be on their way when the process has exited.
  package func waitForEnd(seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    while !lock.withLock({ hasEnded }), Date() < deadline { usleep(5_000) }
  }

  /// The first line that holds `part`, once it is printed whole; nil after `seconds`.
  package func wait(forLineWith part: String, seconds: Double) -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let lines = text.components(separatedBy: "\n").dropLast()
      if let line = lines.first(where: { $0.contains(part) }) { return line }
      usleep(20_000)
    }
    return nil
  }
}
