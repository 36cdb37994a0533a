import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing golden and pending files. Writes go to a hidden temporary file in
/// the same folder that is then renamed over the target, so a reader (or a killed run)
/// sees the old file or the new one, never half of one.
enum SnapshotFiles {
  /// Reads a file as snapshot text; nil when there is no such file.
  static func read(_ url: URL, display: String) throws(SnapshotFileError) -> SnapshotText? {
    guard let bytes = try readBytes(url, display: display) else { return nil }
    return try SnapshotText(decoding: bytes, file: display)
  }

  /// Reads a file's bytes; nil when there is no such file.
  static func readBytes(_ url: URL, display: String) throws(SnapshotFileError) -> [UInt8]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return nil
    }
    if isFolder.boolValue {
      throw SnapshotFileError(file: display, reason: "is a folder, not a file")
    }
    do {
      return [UInt8](try Data(contentsOf: url))
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw SnapshotFileError(
        file: display, reason: "cannot be read: \(error.localizedDescription)")
    }
  }

  /// Writes bytes through a temporary file and a rename, creating the folder if needed.
  static func writeAtomically(_ bytes: [UInt8], to url: URL, display: String)
    throws(SnapshotFileError)
  {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try createFolder(folder)
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotFileError(
        file: display, reason: "cannot be written: \(error.localizedDescription)")
    }
    try rename(temporary, over: url, display: display)
  }

  /// Renames a file over another in one step (POSIX `rename`, atomic within a file system).
  static func rename(_ source: URL, over target: URL, display: String) throws(SnapshotFileError) {
    guard systemRename(source.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: source)
      throw SnapshotFileError(file: display, reason: "cannot be replaced: \(reason)")
    }
  }

  /// Deletes a file if it exists.
  static func remove(_ url: URL, display: String) throws(SnapshotFileError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw SnapshotFileError(
        file: display, reason: "cannot be deleted: \(error.localizedDescription)")
    }
  }

  /// Creates a folder and its parents; another process creating it first is fine.
  static func createFolder(_ folder: URL) throws {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw error }
    }
  }

  /// Every regular file under a folder whose name ends with `suffix`, as paths relative to
  /// the folder in byte order, skipping hidden files and folders (the run record, temporaries).
  static func files(under folder: URL, endingWith suffix: String) -> [String] {
    let root = folder.standardizedFileURL.resolvingSymlinksInPath()
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
        continue
      }
      let path = url.standardizedFileURL.resolvingSymlinksInPath().path
      guard path.hasPrefix(prefix) else { continue }
      found.append(String(path.dropFirst(prefix.count)))
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}

private func systemRename(_ source: String, _ target: String) -> Int32 {
  rename(source, target)
}
