import AtomicFile
import Foundation
import TrackerDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A state file read with the journal beside it: the state every command shows.
public struct StateFileReading: Sendable {
  /// The state file's state with the journal's changes applied.
  public var state: TrackerState
  /// How many changes the journal added to the file's state.
  public var journalChanges: Int
  /// What reading the journal left out, each a warning to show (`file:line: warning: …`).
  public var notes: [JournalNote]
  /// The number of the newest change the state holds.
  var lastChange: Int
  /// The journal's whole acts as read (what a front end keeps of it), and whether something
  /// other than a cut-short end was left out of it.
  var journal: (path: String, intact: [UInt8], leftSomethingOut: Bool)?

  /// A state read without a journal (from standard input, a pipe).
  public init(state: TrackerState) {
    self.init(state: state, journalChanges: 0, notes: [], lastChange: 0)
  }

  init(
    state: TrackerState, journalChanges: Int, notes: [JournalNote], lastChange: Int,
    journal: (path: String, intact: [UInt8], leftSomethingOut: Bool)? = nil
  ) {
    self.state = state
    self.journalChanges = journalChanges
    self.notes = notes
    self.lastChange = lastChange
    self.journal = journal
  }
}

extension StateFile {
  /// The state in `bytes`, a state file named `fileName`, with the changes of its journal
  /// (`journal`, named `journalName`) applied: changes the file already holds are skipped, a
  /// change cut short by a crash is dropped, and anything else left out is said in `notes`.
  public static func read(
    _ bytes: [UInt8], fileName: String, today: Day, journal: [UInt8], journalName: String
  ) throws(StateFileError) -> StateFileReading {
    let (state, lastChange) = try contents(bytes, fileName: fileName, today: today)
    return reading(state, lastChange: lastChange, journal: journal, journalName: journalName)
  }

  /// The state of `base` (holding the changes up to `lastChange`) with the journal applied.
  static func reading(
    _ base: TrackerState, lastChange: Int, journal: [UInt8], journalName: String
  ) -> StateFileReading {
    let read = JournalReading(journal, fileName: journalName, onto: base, lastChange: lastChange)
    return StateFileReading(
      state: read.state, journalChanges: read.applied, notes: read.notes,
      lastChange: read.lastChange,
      journal: (journalName, Array(journal[..<read.intactLength]), read.leftSomethingOut))
  }

  /// The state in `bytes` read from the file at `path`, with the journal beside it when
  /// there is one (`StateFileJournal.path(beside:)`, beside the real file when `path` is a
  /// symbolic link): what every command that reads a state file reads. A journal that is
  /// there but cannot be read is a note; the state is then the file's alone.
  public static func read(_ bytes: [UInt8], path: String, fileName: String, today: Day)
    throws(StateFileError) -> StateFileReading
  {
    let journalPath = StateFileJournal.path(beside: (try? AtomicFile.target(of: path)) ?? path)
    switch JournalFile.read(journalPath) {
    case .none:
      let (state, lastChange) = try contents(bytes, fileName: fileName, today: today)
      return StateFileReading(state: state, journalChanges: 0, notes: [], lastChange: lastChange)
    case .bytes(let journal):
      return try read(
        bytes, fileName: fileName, today: today, journal: journal, journalName: journalPath)
    case .unreadable(let reason):
      var reading = try read(
        bytes, fileName: fileName, today: today, journal: [], journalName: journalPath)
      reading.notes.append(JournalNote(file: journalPath, problem: .cannotRead(reason)))
      return reading
    }
  }
}

/// Reading a journal file whole.
enum JournalFile {
  /// What is at a journal's path.
  enum Contents: Equatable {
    /// No journal.
    case none
    /// The journal's bytes.
    case bytes([UInt8])
    /// A journal that cannot be read: the system's reason.
    case unreadable(String)
  }

  /// The journal at `path`: its bytes, none, or why it cannot be read.
  static func read(_ path: String) -> Contents {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else {
      return errno == ENOENT ? .none : .unreadable(String(cString: strerror(errno)))
    }
    defer { close(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(file, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .unreadable(String(cString: strerror(errno))) }
      if count == 0 { return .bytes(bytes) }
      bytes += buffer[..<count]
    }
  }
}

/// `read(2)`, named so that it does not clash with `JournalFile.read(_:)`.
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(file, buffer, count)
  #else
    Darwin.read(file, buffer, count)
  #endif
}
