import Foundation

/// One pending snapshot: a `<name>.txt.new` written by a failing test, waiting to be
/// accepted over its golden file or rejected.
struct PendingSnapshot: Sendable, Equatable {
  /// `<suite>/<name>.txt`, relative to the snapshots folder.
  var relativePath: String
  var goldenFile: URL
  var pendingFile: URL
  /// `Snapshots/<suite>/<name>.txt`.
  var displayPath: String
  var isNew: Bool
}

/// The pending snapshots of a `Snapshots` folder: listing, finding them from paths given on
/// the command line, and reviewing, accepting and rejecting them.
struct PendingSnapshots {
  let snapshotsFolder: URL
  let currentDirectory: URL

  private var displayPrefix: String { snapshotsFolder.lastPathComponent + "/" }

  /// Every pending snapshot, in path order.
  func all() -> [PendingSnapshot] {
    SnapshotFiles.files(under: snapshotsFolder, endingWith: ".txt.new").map { path in
      pending(relativePath: String(path.dropLast(".new".count)))
    }
  }

  /// The pending snapshots named by `paths` (golden files, pending files or folders), or
  /// every one when `paths` is empty; an error for each path that names none.
  func select(_ paths: [String]) -> (snapshots: [PendingSnapshot], errors: [String]) {
    let everything = all()
    guard !paths.isEmpty else { return (everything, []) }
    var chosen: [PendingSnapshot] = []
    var errors: [String] = []
    for path in paths {
      guard let relative = relativePath(of: path) else {
        errors.append("\(path) is not inside \(displayPrefix) (\(snapshotsFolder.path)).")
        continue
      }
      let matches: [PendingSnapshot]
      if relative.isEmpty || isFolder(relative) {
        let prefix = relative.isEmpty ? "" : relative + "/"
        matches = everything.filter { $0.relativePath.hasPrefix(prefix) }
        if matches.isEmpty { errors.append("No pending snapshots under \(path).") }
      } else if relative.hasSuffix(".txt.new") || relative.hasSuffix(".txt") {
        let golden = relative.hasSuffix(".new") ? String(relative.dropLast(".new".count)) : relative
        matches = everything.filter { $0.relativePath == golden }
        if matches.isEmpty {
          errors.append(
            "No pending snapshot for \(displayPrefix)\(golden): there is no \(displayPrefix)\(golden).new."
          )
        }
      } else {
        matches = []
        errors.append(
          "\(path) is not a snapshot: name a golden file (.txt), a pending file (.txt.new) or a folder."
        )
      }
      chosen += matches.filter { !chosen.contains($0) }
    }
    return (
      chosen.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }, errors
    )
  }

  /// Each pending snapshot as a diff against its golden file (a new one shows every line
  /// as added). A golden file that cannot be read is shown as replaced, with the reason;
  /// a pending file that cannot be read is an error.
  func review(_ snapshots: [PendingSnapshot]) -> (output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    for snapshot in snapshots {
      let pending: SnapshotText
      do {
        guard
          let text = try SnapshotFiles.read(
            snapshot.pendingFile, display: snapshot.displayPath + ".new")
        else { continue }
        pending = text
      } catch {
        errors.append(error.description)
        continue
      }
      if !output.isEmpty { output.append("") }
      output += describe(snapshot, pending: pending)
    }
    return (output, errors)
  }

  private func describe(_ snapshot: PendingSnapshot, pending: SnapshotText) -> [String] {
    var lines: [String] = []
    let golden: SnapshotText?
    do {
      golden = try SnapshotFiles.read(snapshot.goldenFile, display: snapshot.displayPath)
    } catch {
      golden = nil
      lines.append("\(snapshot.displayPath): replaces an unreadable golden file")
      lines.append(error.description)
    }
    if golden == pending {
      return [
        "\(snapshot.displayPath): pending file identical to the golden file (accepting changes nothing)"
      ]
    }
    if lines.isEmpty {
      lines.append("\(snapshot.displayPath): \(golden == nil ? "new" : "changed")")
    }
    if let golden,
      let explanation = SnapshotDifferenceKind(golden: golden, actual: pending).explanation
    {
      lines.append(explanation)
    }
    lines.append(
      SnapshotDiff(golden: golden, actual: pending).rendered(
        goldenLabel: golden == nil ? "/dev/null" : "\(snapshot.displayPath) (golden)",
        actualLabel: "\(snapshot.displayPath).new (pending)"))
    return lines
  }

  /// Checks every pending file first (it must be UTF-8), then moves each over its golden file.
  func accept(_ snapshots: [PendingSnapshot]) -> (output: [String], errors: [String]) {
    var errors: [String] = []
    for snapshot in snapshots {
      do {
        _ = try SnapshotFiles.read(snapshot.pendingFile, display: snapshot.displayPath + ".new")
      } catch {
        errors.append(error.description + " Nothing was accepted.")
      }
    }
    guard errors.isEmpty else { return ([], errors) }
    var output: [String] = []
    for snapshot in snapshots {
      do {
        try SnapshotFiles.rename(
          snapshot.pendingFile, over: snapshot.goldenFile, display: snapshot.displayPath)
        output.append("Accepted \(snapshot.displayPath) (\(snapshot.isNew ? "new" : "changed"))")
      } catch {
        errors.append(error.description)
      }
    }
    return (output, errors)
  }

  /// Deletes the pending files.
  func reject(_ snapshots: [PendingSnapshot]) -> (output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    for snapshot in snapshots {
      do {
        try SnapshotFiles.remove(snapshot.pendingFile, display: snapshot.displayPath + ".new")
        output.append("Rejected \(snapshot.displayPath).new")
      } catch {
        errors.append(error.description)
      }
    }
    return (output, errors)
  }

  private func pending(relativePath: String) -> PendingSnapshot {
    let golden = snapshotsFolder.appendingPathComponent(relativePath)
    return PendingSnapshot(
      relativePath: relativePath, goldenFile: golden,
      pendingFile: golden.appendingPathExtension("new"),
      displayPath: displayPrefix + relativePath,
      isNew: !FileManager.default.fileExists(atPath: golden.path))
  }

  private func isFolder(_ relative: String) -> Bool {
    var isFolder: ObjCBool = false
    let url = snapshotsFolder.appendingPathComponent(relative)
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// A command-line path relative to the snapshots folder ("" for the folder itself), or
  /// nil when it lies outside. Relative paths are tried against the current directory,
  /// then the package root, then the snapshots folder.
  private func relativePath(of path: String) -> String? {
    let root = Self.canonical(snapshotsFolder)
    let candidates: [URL] =
      path.hasPrefix("/")
      ? [URL(fileURLWithPath: path)]
      : [currentDirectory, snapshotsFolder.deletingLastPathComponent(), snapshotsFolder].map {
        $0.appendingPathComponent(path)
      }
    let inside = candidates.compactMap { candidate -> String? in
      let full = Self.canonical(candidate)
      if full == root { return "" }
      guard full.hasPrefix(root + "/") else { return nil }
      return String(full.dropFirst(root.count + 1))
    }
    let existing = inside.first { relative in
      let url = snapshotsFolder.appendingPathComponent(relative)
      return FileManager.default.fileExists(atPath: url.path)
        || FileManager.default.fileExists(atPath: url.path + ".new")
    }
    return existing ?? inside.first
  }

  /// A path with `.`, `..` and symbolic links resolved, as far as it exists.
  static func canonical(_ url: URL) -> String {
    var existing = url.standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    var resolved = existing.resolvingSymlinksInPath()
    for component in missing { resolved.appendPathComponent(component) }
    var path = resolved.path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
