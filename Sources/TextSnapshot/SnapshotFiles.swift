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
    switch PathKind(of: url) {
    case .missing: return nil
    case .file: break
    case .folder: throw SnapshotFileError(file: display, reason: "is a folder, not a file")
    case .other(let what):
      throw SnapshotFileError(
        file: display, reason: "is \(what), not a regular file, so it holds no snapshot text")
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
      try rename(temporary, over: url, display: display)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let error = error as? SnapshotFileError { throw error }
      throw SnapshotFileError(
        file: display, reason: "cannot be written: \(error.localizedDescription)")
    }
  }

  /// Renames a file over another in one step (POSIX `rename`, atomic within a file system).
  /// On failure both files stay as they were: the source is never deleted.
  static func rename(_ source: URL, over target: URL, display: String) throws(SnapshotFileError) {
    guard systemRename(source.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
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

  /// Why files cannot be created, renamed or deleted in `folder`, or nil if they can.
  static func problemWriting(in folder: URL) -> String? {
    access(folder.path, W_OK) == 0
      ? nil
      : "The folder \(folder.path) is not writable: \(String(cString: strerror(errno)))."
  }

  /// A path as one line of output: as it is, or, when it holds a control character (a
  /// newline, say), in double quotes with escapes (`\n`, `\t`, `\"`, `\\`, `\u{1B}`), as
  /// git shows such paths.
  static func shown(_ path: String) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
    guard path.unicodeScalars.contains(where: isControl) else { return path }
    var quoted = "\""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where isControl(scalar):
        quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
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
