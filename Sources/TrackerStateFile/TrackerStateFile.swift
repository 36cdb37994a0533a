// TrackerStateFile: the JSON state file that the command-line tool reads and
// writes.
//
// The file holds categories, trackers and records (see the catalog's StateFileFormat
// article). Reading is strict and never crashes: the JSON is read by the package's one
// reader (`JSONReader`), which remembers where every value starts, so that any problem — bad
// syntax, an unknown weekday, a date like 2026-02-30, a record for an unknown
// tracker, a duplicate id, an invalid name — is reported as
// `file:line:column: error: message` at the value at fault. Writing gives one
// canonical layout, one object a line, that reads back to the same state and
// writes back to the same bytes.
import TrackerDomain

/// Reads and writes the JSON state file.
public enum StateFile {
  /// The state in `bytes`, a state file named `fileName` (used in errors).
  /// `today` is the creation day of trackers that give none and have no records.
  public static func read(_ bytes: [UInt8], fileName: String, today: Day) throws(StateFileError)
    -> TrackerState
  {
    try read(bytes, fileName: fileName, today: today, readsRecordsQuickly: true)
  }

  /// `read(_:fileName:today:)`, with or without the quick pass over the records
  /// list (tests check that both give the same state or the same error).
  static func read(_ bytes: [UInt8], fileName: String, today: Day, readsRecordsQuickly: Bool)
    throws(StateFileError) -> TrackerState
  {
    try contents(bytes, fileName: fileName, today: today, readsRecordsQuickly: readsRecordsQuickly)
      .state
  }

  /// The state in `bytes` and the number of the newest journal change the file holds
  /// (`"lastChange"`, 0 when it has none).
  static func contents(
    _ bytes: [UInt8], fileName: String, today: Day, readsRecordsQuickly: Bool = true
  ) throws(StateFileError) -> (state: TrackerState, lastChange: Int) {
    let source = SourceText(bytes: bytes, fileName: fileName)
    var parser = JSONParser(source: source)
    parser.readsRecordsQuickly = readsRecordsQuickly
    let root = try parser.parseDocument()
    let reader = StateFileReader(source: source, today: today, recordList: parser.recordList)
    return (try reader.state(from: root), try reader.lastChange(in: root))
  }

  /// The state file for `state`: UTF-8 JSON, ending with a newline.
  public static func write(_ state: TrackerState) -> String {
    StateFileWriter.text(for: state)
  }
}
