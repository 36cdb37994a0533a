import Foundation

/// One pending snapshot: a `<name>.txt.new` written by a failing test, waiting to be
/// accepted over its golden file or rejected.
struct PendingSnapshot: Sendable, Equatable {
  /// `<suite>/<name>.txt`, relative to the snapshots folder.
  var relativePath: String
  var goldenFile: URL
  var pendingFile: URL
  /// `Snapshots/<suite>/<name>.txt`, quoted if it holds a control character.
  var displayPath: String
  /// `Snapshots/<suite>/<name>.txt.new`, quoted if it holds a control character.
  var pendingDisplayPath: String
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
      guard !path.isEmpty else {
        errors.append(
          "An empty path names no snapshot: name a golden file (.txt), a pending file (.txt.new)"
            + " or a folder, or give no path for all of them.")
        continue
      }
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
            snapshot.pendingFile, display: snapshot.pendingDisplayPath)
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
        actualLabel: "\(snapshot.pendingDisplayPath) (pending)"))
    return lines
  }

  /// Accepts all or nothing: first checks every pending file (a regular UTF-8 file), every
  /// golden path (nothing, or anything but a folder) and every folder (writable), and changes
  /// nothing if one is wrong. Then moves each pending file over its golden file. A move that
  /// fails all the same (another process, a full disk) stops there; its pending file is kept.
  func accept(_ snapshots: [PendingSnapshot]) -> (output: [String], errors: [String]) {
    let problems = snapshots.compactMap(problemBeforeAccepting)
    guard problems.isEmpty else { return ([], problems.map { $0 + " Nothing was accepted." }) }
    var output: [String] = []
    for (index, snapshot) in snapshots.enumerated() {
      do {
        try SnapshotFiles.rename(
          snapshot.pendingFile, over: snapshot.goldenFile, display: snapshot.displayPath)
        output.append("Accepted \(snapshot.displayPath) (\(snapshot.isNew ? "new" : "changed"))")
      } catch {
        let left = snapshots.count - index
        return (
          output,
          [
            error.description + " Stopped there: \(left) pending snapshot(s), this one included,"
              + " are still pending."
          ]
        )
      }
    }
    return (output, [])
  }

  private func problemBeforeAccepting(_ snapshot: PendingSnapshot) -> String? {
    do {
      guard
        try SnapshotFiles.read(snapshot.pendingFile, display: snapshot.pendingDisplayPath) != nil
      else { return "\(snapshot.pendingDisplayPath) is gone." }
    } catch {
      return error.description
    }
    if PathKind(of: snapshot.goldenFile) == .folder {
      return "\(snapshot.displayPath) is a folder, so \(snapshot.pendingDisplayPath) cannot be"
        + " moved over it."
    }
    return SnapshotFiles.problemWriting(in: snapshot.goldenFile.deletingLastPathComponent())
  }

  /// Deletes the pending files, all or nothing as far as it can tell: first checks that each
  /// is still there and that its folder is writable. A deletion that fails all the same stops.
  func reject(_ snapshots: [PendingSnapshot]) -> (output: [String], errors: [String]) {
    let problems = snapshots.compactMap { snapshot -> String? in
      guard PathKind(of: snapshot.pendingFile) == .file else {
        return "\(snapshot.pendingDisplayPath) is gone."
      }
      return SnapshotFiles.problemWriting(in: snapshot.pendingFile.deletingLastPathComponent())
    }
    guard problems.isEmpty else { return ([], problems.map { $0 + " Nothing was rejected." }) }
    var output: [String] = []
    for snapshot in snapshots {
      do {
        try SnapshotFiles.remove(snapshot.pendingFile, display: snapshot.pendingDisplayPath)
        output.append("Rejected \(snapshot.pendingDisplayPath)")
      } catch {
        return (output, [error.description + " Stopped there."])
      }
    }
    return (output, [])
  }

  private func pending(relativePath: String) -> PendingSnapshot {
    let golden = snapshotsFolder.appendingPathComponent(relativePath)
    return PendingSnapshot(
      relativePath: relativePath, goldenFile: golden,
      pendingFile: golden.appendingPathExtension("new"),
      displayPath: SnapshotFiles.shown(displayPrefix + relativePath),
      pendingDisplayPath: SnapshotFiles.shown(displayPrefix + relativePath + ".new"),
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
