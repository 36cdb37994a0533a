import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a front end does to a journal and the files beside the state file when it opens
/// them, before it appends: cut off a line a crash cut short, keep aside a journal with
/// something left out of it, and remove the temporary files of the kit's own killed saves.
enum JournalRepair {
  /// Cuts the journal at `path` to its first `length` bytes, synced.
  static func cut(_ path: String, to length: Int) throws(StateFileStoreError) {
    let file = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
    guard file >= 0, ftruncate(file, off_t(length)) == 0, StateFileJournal.sync(file) else {
      let reason = String(cString: strerror(errno))
      if file >= 0 { close(file) }
      throw .cannotAppend(StateFileJournalError(path: path, reason: "cannot cut it: \(reason)"))
    }
    close(file)
  }

  /// Moves the journal at `path` aside, to `NAME.kept` (or `NAME.kept.2` … when an earlier
  /// one is there: never over one), and says where; the path itself when it cannot be moved.
  static func keepAside(_ path: String) -> String {
    var number = 1
    while true {
      let aside = path + (number == 1 ? ".kept" : ".kept.\(number)")
      var status = stat()
      if lstat(aside, &status) != 0 {
        guard rename(path, aside) == 0 else { return path }
        StateFileJournal.syncFolder(of: path)
        return aside
      }
      number += 1
    }
  }

  /// Removes the temporary files of the kit's saves that were killed before they renamed
  /// theirs, beside the state file `target`: `.NAME.PID.tmp` (the state file's) and
  /// `.NAME.journal.PID.tmp` (its journal's), of a process that no longer runs. No other
  /// file is touched.
  static func removeLeftovers(beside target: String) {
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    let prefixes = ["." + name + ".", "." + name + ".journal."]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for leftover in names where leftover.hasSuffix(".tmp") {
      for prefix in prefixes where leftover.hasPrefix(prefix) {
        let middle = leftover.dropFirst(prefix.count).dropLast(".tmp".count)
        guard let pid = Int32(middle), pid > 0, pid != getpid() else { continue }
        if kill(pid, 0) == -1 && errno == ESRCH {
          unlink((folder.isEmpty ? "." : folder) + "/" + leftover)
        }
      }
    }
  }
}
