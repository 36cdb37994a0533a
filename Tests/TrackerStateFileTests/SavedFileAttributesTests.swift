import AtomicFile
import Foundation
import Testing
import TrackerDomain
import TrackerStateFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save keeps what the user set on the file: its permission bits, its owner and group,
/// the symbolic link it is reached through; a file the user cannot write is refused.
@Suite("Saving keeps the file's mode, owner and links; a read-only file is refused")
struct SavedFileAttributesTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// A fresh folder, removed by the caller.
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "saved-file-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func status(_ path: String) -> stat {
    var result = stat()
    lstat(path, &result)
    return result
  }

  func mode(_ path: String) -> mode_t { status(path).st_mode & 0o7777 }

  func contents(_ path: String) -> [UInt8] {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
  }

  @Test(
    "A private (0600) or group (0640) file keeps its mode after saves",
    arguments: [
      0o600, 0o640, 0o664, 0o660,
    ] as [mode_t])
  func modeIsKept(original: mode_t) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state.json"
    try StateFile.save(TrackerState(), to: path)
    chmod(path, original)
    try StateFile.save(DemoState.make(today: today), to: path)
    #expect(mode(path) == original)
    var (store, state, _) = try StateFileStore.open(path: path, today: today)
    state = try state.applying(.markDone("t9", on: today), today: today)
    try store.save(state)
    #expect(mode(path) == original)
    #expect(try StateFileStore.open(path: path, today: today).state == state)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["state.json"])
  }

  @Test("A new file gets the mode asked for, less the umask (the unsaved copy: 0600)")
  func newFileMode() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try StateFile.save(TrackerState(), to: dir + "/copy.json", newFileMode: 0o600)
    #expect(mode(dir + "/copy.json") == 0o600)
  }

  @Test("A read-only file (0444, even for root) is refused with a clear message and left as it is")
  func readOnlyIsRefused() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state.json"
    try StateFile.save(DemoState.make(today: today), to: path)
    chmod(path, 0o444)
    let before = contents(path)
    var (store, state, _) = try StateFileStore.open(path: path, today: today)
    state = try state.applying(.markDone("t9", on: today), today: today)
    do {
      try store.save(state)
      Issue.record("a read-only file was saved over")
    } catch {
      guard case .cannotSave(let failure) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(failure.isReadOnly)
      #expect(error.description.contains(path))
      #expect(error.description.contains("read-only (r--r--r--, 0444)"))
    }
    #expect(contents(path) == before)
    #expect(mode(path) == 0o444)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["state.json"])
    // Made writable again, the same store saves: a change of mode is no other program's edit.
    chmod(path, 0o644)
    try store.save(state)
    #expect(try StateFileStore.open(path: path, today: today).state == state)
    #expect(mode(path) == 0o644)
  }

  @Test("A folder, or a path that is no regular file, is refused and left as it is")
  func notARegularFile() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/state.json", withIntermediateDirectories: false)
    #expect(throws: StateFileSaveError.self) {
      try StateFile.save(TrackerState(), to: dir + "/state.json")
    }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: dir + "/state.json", isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test("The owner and group are kept where the process may set them (run as root)")
  func ownerAndGroupAreKept() throws {
    guard geteuid() == 0 else { return }
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state.json"
    try StateFile.save(TrackerState(), to: path)
    chown(path, 4321, 8765)
    chmod(path, 0o640)
    try StateFile.save(DemoState.make(today: today), to: path)
    #expect(status(path).st_uid == 4321)
    #expect(status(path).st_gid == 8765)
    #expect(mode(path) == 0o640)
  }

  @Test("A symbolic link stays a link: the file it leads to is written, in its own folder")
  func symbolicLinkIsKept() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/real", withIntermediateDirectories: false)
    let real = dir + "/real/state.json"
    try StateFile.save(TrackerState(), to: real)
    chmod(real, 0o600)
    // A relative link, and a link to that link.
    symlink("real/state.json", dir + "/link.json")
    symlink(dir + "/link.json", dir + "/second.json")
    #expect(try AtomicFile.target(of: dir + "/second.json") == dir + "/real/state.json")
    var (store, state, _) = try StateFileStore.open(path: dir + "/second.json", today: today)
    state = DemoState.make(today: today)
    try store.save(state)
    #expect(status(dir + "/link.json").st_mode & S_IFMT == S_IFLNK)
    #expect(status(dir + "/second.json").st_mode & S_IFMT == S_IFLNK)
    #expect(try StateFileStore.open(path: real, today: today).state == state)
    #expect(mode(real) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/real") == ["state.json"])
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        == ["real", "link.json", "second.json"])
  }

  @Test("A link to a file not made yet creates it there; a loop of links is an error")
  func danglingLinkAndLoop() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    symlink(dir + "/target.json", dir + "/link.json")
    try StateFile.save(TrackerState(), to: dir + "/link.json")
    #expect(status(dir + "/link.json").st_mode & S_IFMT == S_IFLNK)
    #expect(status(dir + "/target.json").st_mode & S_IFMT == S_IFREG)
    symlink(dir + "/b.json", dir + "/a.json")
    symlink(dir + "/a.json", dir + "/b.json")
    #expect(throws: StateFileSaveError.self) {
      try StateFile.save(TrackerState(), to: dir + "/a.json")
    }
  }

  @Test("Two paths to one file take one lock: a second app on either path is refused")
  func oneLockForEveryPath() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let real = dir + "/state.json"
    try StateFile.save(TrackerState(), to: real)
    symlink(real, dir + "/link.json")
    do {
      let first = try StateFileLock(path: dir + "/link.json")
      #expect(throws: StateFileLockError.heldElsewhere(path: real)) {
        _ = try StateFileLock(path: real)
      }
      #expect(first.lockPath == dir + "/.state.json.lock")
    }
    do {
      let first = try StateFileLock(path: real)
      #expect(throws: StateFileLockError.heldElsewhere(path: dir + "/link.json")) {
        _ = try StateFileLock(path: dir + "/link.json")
      }
      withExtendedLifetime(first) {}
    }
    // Released with the value: the next app takes it.
    _ = try StateFileLock(path: dir + "/link.json")
  }

  @Test("The lock goes with its value even while a process being started shares its descriptor")
  func releasedWhileAChildStarts() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state.json"
    var lock: StateFileLock? = try StateFileLock(path: path)
    // Another thread's child, between its fork and its exec, holds a copy of every descriptor
    // (O_CLOEXEC closes it only at the exec): a duplicate of the lock's descriptor is that copy.
    let lockFile = status(try #require(lock?.lockPath))
    let held = (3..<1024).first { descriptor in
      var found = stat()
      return fstat(Int32(descriptor), &found) == 0 && found.st_dev == lockFile.st_dev
        && found.st_ino == lockFile.st_ino
    }
    let copy = dup(Int32(try #require(held)))
    defer { close(copy) }
    lock = nil
    _ = try StateFileLock(path: path)
  }
}
