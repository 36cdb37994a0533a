import Foundation

/// A new, empty folder under the system's temporary folder, removed with everything in it
/// when the value is released (keep it in a `let` for as long as the test uses its files).
package final class TemporaryFolder: Sendable {
  /// The folder.
  package let url: URL

  /// Makes the folder; `prefix` starts its name, to tell which test left it, should one stay.
  /// `inMemory`: under `memoryParent`, for a test that writes thousands of files.
  package init(_ prefix: String = "tracker-kit-tests", inMemory: Bool = false) throws {
    let parent = inMemory ? Self.memoryParent : FileManager.default.temporaryDirectory
    url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Where a test that writes thousands of short-lived files (DocC's pages, a folder of
  /// golden files) makes them: the memory file system `/dev/shm` where Linux has a writable
  /// one, else the system's temporary folder. On this machine's much-used ext4 disk, creating
  /// a file in /tmp cost the kernel up to a millisecond (inode allocation skipping recently
  /// deleted inodes, seen with `perf record -g`): DocC's 2,700 pages 0.6–2.8 s of system time,
  /// 0.1–0.2 s in memory.
  package static let memoryParent: URL = {
    let memory = "/dev/shm"
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder),
      isFolder.boolValue, FileManager.default.isWritableFile(atPath: memory)
    else { return FileManager.default.temporaryDirectory }
    return URL(fileURLWithPath: memory, isDirectory: true)
  }()

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The folder's path.
  package var path: String { url.path }

  /// The URL of `relative` inside the folder (which need not exist).
  package func url(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// The path of `relative` inside the folder (which need not exist).
  package func path(_ relative: String) -> String {
    url(relative).path
  }

  /// Writes `text` (UTF-8) to `relative`, making the folders on the way.
  @discardableResult
  package func write(_ text: String, to relative: String) throws -> URL {
    try write(bytes: Array(text.utf8), to: relative)
  }

  /// Writes `bytes` to `relative`, making the folders on the way.
  @discardableResult
  package func write(bytes: [UInt8], to relative: String) throws -> URL {
    let file = url(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file
  }

  /// The bytes of `relative`; nil when it cannot be read.
  package func bytes(_ relative: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path(relative)).map { [UInt8]($0) }
  }

  /// The text of `relative` (UTF-8, bad bytes replaced); nil when it cannot be read.
  package func text(_ relative: String) -> String? {
    bytes(relative).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder itself, hidden ones included, sorted.
  package func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
