// Diagnostics: one shape for a problem found in a file a person wrote — a
// state file, a string table, a snapshot — and where it is.
//
// Each module that reads such a file keeps its own typed problem (an enum
// whose cases say what is wrong, with the values that matter); a
// `Diagnostic` pairs that problem with the file, line and column, so tests
// compare problems and positions, and every tool prints the same line:
// `file:line:column: error: message`, the form editors and build logs link
// to. The message wording lives with the problem, in one place per module.
// Command-line hints ("pass --tables DIR") belong to the command line, never
// to a problem's message. This module depends on nothing.

/// How serious a problem is.
public enum Severity: String, Hashable, Sendable {
  /// The file cannot be used as it is (a tool exits with status 1).
  case error
  /// Worth a look, but the file works (a tool exits with status 0).
  case warning
}

/// What a module's typed problems have in common: a message for the person who
/// wrote the file, and how serious the problem is.
public protocol DiagnosticProblem: Hashable, Sendable {
  /// What is wrong and, where it helps, how to fix it; without the position.
  var message: String { get }
  /// Error or warning; most problems are errors.
  var severity: Severity { get }
}

extension DiagnosticProblem {
  /// Problems are errors unless they say otherwise.
  public var severity: Severity { .error }
}

/// A problem and where it is: the file, the line and the column, each as
/// precise as the problem allows (a finding about a whole file has no line, one
/// about a whole line has no column).
public struct Diagnostic<Problem: DiagnosticProblem>: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// The file's path or name as the caller gave it (`<stdin>` for standard input).
  public let file: String
  /// The line, from 1; nil when the problem concerns the whole file.
  public let line: Int?
  /// The column, from 1, counted in Unicode scalars from the line's start (so
  /// a Cyrillic letter or an emoji scalar is one column); nil when the problem
  /// concerns the whole line.
  public let column: Int?
  /// What is wrong, typed.
  public let problem: Problem

  /// A problem at a place; give the line and column when they are known.
  public init(file: String, line: Int? = nil, column: Int? = nil, problem: Problem) {
    self.file = file
    self.line = line
    self.column = line == nil ? nil : column
    self.problem = problem
  }

  /// Error or warning, as the problem decides.
  public var severity: Severity { problem.severity }

  /// The problem's message, without the position.
  public var message: String { problem.message }

  /// `file:line:column: error: message`, leaving out what is not known.
  public var description: String {
    var position = file
    if let line { position += ":\(line)" }
    if let column { position += ":\(column)" }
    return "\(position): \(severity.rawValue): \(message)"
  }
}
