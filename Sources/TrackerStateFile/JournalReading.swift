import Diagnostics
import TrackerDomain

/// Something reading a journal found and left out, said to the person as a warning (never an
/// error that stops them): `state.json.journal:57: warning: the last change was cut short …`.
public typealias JournalNote = Diagnostic<JournalProblem>

/// What a journal can hold that is not applied to the state.
public enum JournalProblem: DiagnosticProblem {
  /// The last act's lines were cut short by a crash while they were written: that act was
  /// never answered as done, and it is dropped.
  case cutShort
  /// A line whose bytes do not match its check, with `following` lines after it: none of
  /// them is applied.
  case damaged(following: Int)
  /// A line that is as it was written but not a change this version reads (a newer
  /// version's?), with `following` lines after it: none of them is applied.
  case unreadable(StateFileProblem, following: Int)
  /// A change numbered `found` where `expected` was due, with `following` lines after it:
  /// none of them is applied.
  case outOfOrder(expected: Int, found: Int, following: Int)
  /// The journal's first change comes after the state file's last (`holds`) plus one: it
  /// was written beside another version of the file (a copy put back?), and is not applied.
  case notThisFile(holds: Int, starts: Int)
  /// A change the app refuses on the state as read (another program changed the file?):
  /// skipped, with the reason.
  case refused(TrackerActionError)
  /// The journal is there but cannot be read: the system's reason.
  case cannotRead(String)
  /// A front end moved the journal aside to this path, because something in it was left
  /// out, and started a new one: nothing in it is lost.
  case keptAside(String)

  /// Every journal note is a warning: the state read is still the user's, as far as it goes.
  public var severity: Severity { .warning }

  /// What was found, and what was done about it.
  public var message: String {
    switch self {
    case .cutShort:
      "the last change was cut short while it was written (the program was stopped or the power went); it had not been answered as done, and is dropped"
    case .damaged(let following):
      "this line does not match its check (the file was damaged); it" + rest(following)
    case .unreadable(let problem, let following):
      "this line is not a change this version reads (\(problem.message)); it" + rest(following)
    case .outOfOrder(let expected, let found, let following):
      "this line is change \(found) where change \(expected) was due; it" + rest(following)
    case .notThisFile(let holds, let starts):
      "the journal starts at change \(starts), but the state file holds the changes up to \(holds): it was written beside another version of the file, and is not applied"
    case .refused(let error):
      "this change cannot be made on the state file as it is (\(error)); it is skipped"
    case .cannotRead(let reason):
      "the journal cannot be read (\(reason)); the state shown lacks the changes in it"
    case .keptAside(let path):
      "the journal is kept as \(path), so that what was left out of it is not lost; a new journal is started"
    }
  }

  /// ` and the 3 lines after it are not applied`.
  private func rest(_ following: Int) -> String {
    switch following {
    case 0: " is not applied"
    case 1: " and the line after it are not applied"
    default: " and the \(following) lines after it are not applied"
    }
  }
}

/// A state with the changes of its journal applied: what every command reads.
struct JournalReading: Sendable {
  /// The state file's state with the journal's changes.
  var state: TrackerState
  /// The number of the newest change the state holds (the state file's `lastChange` when the
  /// journal added none).
  var lastChange: Int
  /// How many changes the journal added.
  var applied = 0
  /// What was left out, and why.
  var notes: [JournalNote] = []
  /// How many bytes from the journal's start hold whole acts that were read: a front end
  /// cuts the journal there before it appends (a line cut short would spoil the next).
  var intactLength = 0
  /// Whether something other than a cut-short end was left out: a front end then keeps
  /// the journal aside, so that nothing in it is lost, and starts a new one.
  var leftSomethingOut = false

  /// `bytes`, the journal named `fileName`, applied to `state`, the state file holding the
  /// changes up to `lastChange`. Changes numbered up to `lastChange` are already in the
  /// file (a fold that ended before the journal was emptied) and are skipped, so none is
  /// applied twice.
  init(_ bytes: [UInt8], fileName: String, onto state: TrackerState, lastChange: Int) {
    self.state = state
    self.lastChange = lastChange
    let lines = Self.lines(of: bytes)
    var act: [JournalRecord] = []
    var actLine = 0
    reading: for (index, line) in lines.enumerated() {
      let following = lines.count - index - 1
      func note(_ problem: JournalProblem) {
        notes.append(JournalNote(file: fileName, line: index + 1, problem: problem))
      }
      guard line.last == UInt8(ascii: "\n") else {
        note(.cutShort)
        break
      }
      let record: JournalRecord
      switch JournalRecord.read(line.dropLast(), fileName: fileName) {
      case .success(let read): record = read
      case .failure(.damaged) where following == 0:
        note(.cutShort)
        break reading
      case .failure(.damaged):
        note(.damaged(following: following))
        leftSomethingOut = true
        break reading
      case .failure(.unreadable(let error)):
        note(.unreadable(error.problem, following: following))
        leftSomethingOut = true
        break reading
      }
      if record.number <= lastChange && act.isEmpty && applied == 0 {
        // Already folded into the state file.
        intactLength = line.endIndex
        continue
      }
      let expected = (act.last?.number ?? self.lastChange) + 1
      guard record.number == expected else {
        if applied == 0 && act.isEmpty && record.number > expected {
          note(.notThisFile(holds: lastChange, starts: record.number))
        } else {
          note(.outOfOrder(expected: expected, found: record.number, following: following))
        }
        leftSomethingOut = true
        break
      }
      if act.isEmpty { actLine = index + 1 }
      act.append(record)
      guard !record.hasMore else { continue }
      apply(act, from: actLine, fileName: fileName)
      act = []
      intactLength = line.endIndex
    }
    if !act.isEmpty, !leftSomethingOut, !notes.contains(where: { $0.problem == .cutShort }) {
      notes.append(JournalNote(file: fileName, line: actLine, problem: .cutShort))
    }
  }

  /// Applies one act's changes, each as it was made; a change the app refuses is skipped.
  private mutating func apply(_ act: [JournalRecord], from line: Int, fileName: String) {
    for (offset, record) in act.enumerated() {
      do throws(TrackerActionError) {
        state = try state.applying(record.action, today: record.today, queuing: record.isQueued)
      } catch {
        notes.append(JournalNote(file: fileName, line: line + offset, problem: .refused(error)))
        leftSomethingOut = true
      }
      lastChange = record.number
      applied += 1
    }
  }

  /// The lines of `bytes`, each with its newline (the last may lack one).
  private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
      lines.append(bytes[start..<end])
      start = end
    }
    return lines
  }
}
