/// Rows of figures printed as an aligned table: an operation, our median and
/// its number of runs, the baseline's median and runs, and how many times
/// faster ours is.
struct ReportTable {
  private var rows: [[String]] = []
  private let header: [String]

  init(_ header: [String]) {
    self.header = header
  }

  /// A row comparing our timing with the baseline's (either may be absent).
  mutating func add(_ label: String, ours: Timing?, baseline: Timing? = nil, note: String = "") {
    add(label, ours: ours, baselines: [baseline], note: note)
  }

  /// A row comparing our timing with several baselines': for each, its median,
  /// its runs and how many times faster ours is (any may be absent).
  mutating func add(_ label: String, ours: Timing?, baselines: [Timing?], note: String = "") {
    var cells = [label, ours.map { nanoseconds($0.median) } ?? "", ours.map { "\($0.runs)" } ?? ""]
    for baseline in baselines {
      cells += [
        baseline.map { nanoseconds($0.median) } ?? "", baseline.map { "\($0.runs)" } ?? "",
        ratio(ours, baseline),
      ]
    }
    rows.append(cells + [note])
  }

  /// A row of ready-made cells.
  mutating func add(cells: [String]) {
    rows.append(cells)
  }

  /// The table, the first column left-aligned and the others right-aligned.
  var text: String {
    let all = [header] + rows
    let columns = all.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    return all.map { cells in
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n")
  }

  private func ratio(_ ours: Timing?, _ baseline: Timing?) -> String {
    guard let ours, let baseline, ours.median > 0 else { return "" }
    return times(Double(baseline.median) / Double(ours.median))
  }
}

/// `1,234,567 ns`.
func nanoseconds(_ value: Int) -> String {
  grouped(value) + " ns"
}

/// `1,234,567`.
func grouped(_ value: Int) -> String {
  let digits = Array(String(value.magnitude))
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return (value < 0 ? "-" : "") + result
}

/// `12,345×` or `1.8×`.
func times(_ value: Double) -> String {
  value >= 100 ? grouped(Int(value.rounded())) + "×" : "\((value * 10).rounded() / 10)×"
}

/// `734 MiB`, or `13.6 KiB` below a mebibyte.
func mebibytes(_ bytes: Int) -> String {
  if bytes < 1 << 20 { return "\((Double(bytes) / 102.4).rounded() / 10) KiB" }
  return grouped(bytes >> 20) + " MiB"
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
