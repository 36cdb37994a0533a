import Diagnostics
import Testing

/// A problem for these tests: one error and one warning.
private enum SampleProblem: DiagnosticProblem {
  case broken(String)
  case odd

  var message: String {
    switch self {
    case .broken(let what): "\(what) is broken"
    case .odd: "this looks odd"
    }
  }

  var severity: Severity {
    self == .odd ? .warning : .error
  }
}

@Suite("A diagnostic reads file:line:column: severity: message")
struct DiagnosticTests {
  @Test("Every part that is known is written, in the order editors link to")
  func description() {
    let full = Diagnostic(
      file: "Localization/ru.lproj/Localizable.strings", line: 12, column: 5,
      problem: SampleProblem.broken("the key"))
    #expect(
      full.description == "Localization/ru.lproj/Localizable.strings:12:5: error: the key is broken"
    )
    let lineOnly = Diagnostic(file: "a.strings", line: 3, problem: SampleProblem.odd)
    #expect(lineOnly.description == "a.strings:3: warning: this looks odd")
    let fileOnly = Diagnostic(file: "Localization/en.lproj", problem: SampleProblem.odd)
    #expect(fileOnly.description == "Localization/en.lproj: warning: this looks odd")
  }

  @Test("A column without a line is dropped: a column means nothing on its own")
  func columnNeedsALine() {
    let diagnostic = Diagnostic(file: "x", column: 4, problem: SampleProblem.odd)
    #expect(diagnostic.column == nil)
    #expect(diagnostic.description == "x: warning: this looks odd")
  }

  @Test("Severity and message come from the problem; problems default to errors")
  func severityAndMessage() {
    struct Plain: DiagnosticProblem {
      var message: String { "plain" }
    }
    #expect(Diagnostic(file: "f", line: 1, column: 1, problem: Plain()).severity == .error)
    let odd = Diagnostic(file: "f", line: 1, problem: SampleProblem.odd)
    #expect(odd.severity == .warning)
    #expect(odd.message == "this looks odd")
  }

  @Test("Diagnostics compare by file, position and typed problem")
  func equality() {
    let a = Diagnostic(file: "f", line: 1, column: 2, problem: SampleProblem.broken("x"))
    #expect(a == Diagnostic(file: "f", line: 1, column: 2, problem: .broken("x")))
    #expect(a != Diagnostic(file: "f", line: 1, column: 3, problem: .broken("x")))
    #expect(a != Diagnostic(file: "f", line: 1, column: 2, problem: .broken("y")))
  }
}
