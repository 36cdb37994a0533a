import TrackerDomain
import TrackerStateFile

/// `StateFile.read`, what `tracker-kit check` does, on state files far larger
/// than anyone keeps: each check on loading must grow linearly (or n log n),
/// so that no file a user can write makes the tool hang. Each file is made in
/// memory, in the writer's layout unless said otherwise.
enum ScaleBenchmark {
  /// A file to read and what it holds.
  struct Case {
    let label: String
    let text: String
  }

  static var cases: [Case] {
    [
      Case(label: "100,000 categories", text: categories(100_000)),
      Case(label: "100,000 trackers", text: trackers(100_000, notesBytes: 0, records: 0)),
      Case(
        label: "10 MB of notes (1,000 trackers × 10 KB)",
        text: trackers(1_000, notesBytes: 10_000, records: 0)),
      Case(
        label: "2M records (1,000 trackers × 2,000 days)",
        text: trackers(1_000, notesBytes: 0, records: 2_000)),
      Case(
        label: "2M records, newest first",
        text: trackers(1_000, notesBytes: 0, records: 2_000, newestFirst: true)),
      Case(
        label: "2M records, escaped (the full parser)",
        text: trackers(1_000, notesBytes: 0, records: 2_000, escaped: true)),
      Case(
        label: "10 MB of notes, an escape every 8 bytes",
        text: trackers(1_000, notesBytes: 10_000, records: 0, escaped: true)),
    ]
  }

  static func run(_ stopwatch: inout Stopwatch) -> String {
    var table = ReportTable(["state file", "size", "read (median)", "runs", ""])
    let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
    for scale in cases {
      let bytes = Array(scale.text.utf8)
      var outcome = ""
      let timing = stopwatch.time {
        do {
          let state = try StateFile.read(bytes, fileName: "scale.json", today: today)
          outcome = "ok"
          return state.categories.count + state.trackers.count + state.records.count
        } catch {
          outcome = "\(error)"
          return -1
        }
      }
      table.add(cells: [
        scale.label, mebibytes(bytes.count), nanoseconds(timing.median), "\(timing.runs)", outcome,
      ])
    }
    return table.text
  }

  // MARK: Files

  /// Categories whose titles differ in case and spacing from many others' but
  /// are all distinct: "Дом 1", "дом 2", " ДОМ 3 "…
  private static func categories(_ count: Int) -> String {
    var text = "{\"categories\": [\n"
    let words = ["Дом", "дом", "ДОМ", "Home", "home"]
    for number in 1...count {
      let title = " \(words[number % words.count]) \(number) "
      text += "  {\"id\": \"c\(number)\", \"title\": \"\(title)\"}"
      text += number == count ? "\n" : ",\n"
    }
    return text + "]}\n"
  }

  /// Trackers in 100 categories, each with about `notesBytes` bytes of notes
  /// and `records` daily records ending on 2026-11-23.
  /// With `escaped`, the notes have a `\n` every 8 bytes and the records' days are
  /// written with a `\u` escape, which the quick pass over records leaves to the parser.
  private static func trackers(
    _ count: Int, notesBytes: Int, records: Int, newestFirst: Bool = false, escaped: Bool = false
  ) -> String {
    var text = "{\"categories\": ["
    text += (1...100).map { "{\"id\": \"c\($0)\", \"title\": \"Категория \($0)\"}" }
      .joined(separator: ", ")
    text += "],\n\"trackers\": [\n"
    var notes = ""
    let sentence = escaped ? "Дом\\n" : "Полить фикус и орхидею. "
    while notes.utf8.count < notesBytes { notes += sentence }
    let last = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
    let first = last.adding(days: -max(records, 1))
    for number in 1...count {
      text += "  {\"id\": \"t\(number)\", \"name\": \"Привычка номер \(number)\", "
      text +=
        "\"category\": \"c\(number % 100 + 1)\", \"emoji\": \"🙂\", \"color\": \(number % 18 + 1), "
      text += "\"schedule\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"], "
      text += "\"created\": \"\(first.iso)\""
      if !notes.isEmpty { text += ", \"notes\": \"\(notes)\"" }
      text += number == count ? "}\n" : "},\n"
    }
    text += "],\n\"records\": ["
    var firstRecord = true
    for number in 1...count where records > 0 {
      let days = (0..<records).map { last.adding(days: -$0).iso }
      for iso in newestFirst ? days : days.reversed() {
        text += firstRecord ? "\n" : ",\n"
        firstRecord = false
        let date = escaped ? "\\u0032" + iso.dropFirst() : iso
        text += "  {\"tracker\": \"t\(number)\", \"date\": \"\(date)\"}"
      }
    }
    return text + "\n]}\n"
  }
}
