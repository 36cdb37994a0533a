import TrackerApp
import TrackerScreens

/// A parsed flow file: its steps with their line numbers.
public struct Flow: Hashable, Sendable {
  /// One line of a flow.
  public enum Step: Hashable, Sendable {
    /// An act on the current screen.
    case act(UserAct)
    /// Print the current screen as text.
    case show
    /// The current screen's text must contain this text.
    case expect(String)
    /// A comment, kept in the transcript.
    case comment(String)
    /// The front end reports that the connection is lost (the goals app's banner shows).
    case offline
    /// The front end reports that the connection is back.
    case online
    /// The front end's sync layer sends every waiting change, in order, and
    /// reports them sent; refused while offline.
    case sync
  }

  /// A step and the line it stands on, from 1.
  public struct Line: Hashable, Sendable {
    /// The line number, from 1.
    public var number: Int
    /// What the line says.
    public var step: Step
  }

  /// The file's name, as errors print it.
  public var file: String
  /// The steps in order; blank lines are left out.
  public var lines: [Line]

  /// Parses the text of a flow file; `file` names it in errors. Lines end at LF, CR LF or
  /// CR, as in every other reader of the kit, so a file saved on Windows reads the same.
  public init(_ text: String, file: String) throws(FlowError) {
    self.file = file
    lines = []
    var number = 0
    for line in Self.lines(of: text) {
      number += 1
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      lines.append(Line(number: number, step: try Self.step(line, file: file, line: number)))
    }
  }

  /// The lines of `text`, split at LF, CR LF and CR (by Unicode scalars: in Swift's
  /// characters CR LF is one character, which a split at LF would not see).
  static func lines(of text: String) -> [Substring] {
    let scalars = text.unicodeScalars
    var result: [Substring] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let value = scalars[index].value
      guard value == 0x0A || value == 0x0D else {
        index = scalars.index(after: index)
        continue
      }
      result.append(Substring(scalars[start..<index]))
      index = scalars.index(after: index)
      if value == 0x0D, index < scalars.endIndex, scalars[index].value == 0x0A {
        index = scalars.index(after: index)
      }
      start = index
    }
    result.append(Substring(scalars[start...]))
    return result
  }

  private static func step(_ text: Substring, file: String, line: Int) throws(FlowError) -> Step {
    if text.hasPrefix("#") {
      return .comment(String(text.dropFirst().drop { $0 == " " }))
    }
    let word = text.prefix { $0 != " " }
    let rest = text.dropFirst(word.count).dropFirst()
    let id = rest.prefix { $0 != " " }
    func needsID() throws(FlowError) -> ElementID {
      guard !id.isEmpty else {
        throw FlowError(file: file, line: line, message: "'\(word)' needs an element id")
      }
      return ElementID(String(id))
    }
    func nothingAfter(_ part: Substring) throws(FlowError) {
      guard part.allSatisfy({ $0 == " " }) else {
        throw FlowError(file: file, line: line, message: "'\(word)' takes nothing after it")
      }
    }
    switch word {
    case "tap":
      let element = try needsID()
      try nothingAfter(rest.dropFirst(id.count))
      return .act(.tap(element))
    case "long-press":
      let element = try needsID()
      try nothingAfter(rest.dropFirst(id.count))
      return .act(.longPress(element))
    case "type":
      let element = try needsID()
      return .act(.type(element, String(rest.dropFirst(id.count).dropFirst())))
    case "back":
      try nothingAfter(rest)
      return .act(.back)
    case "show":
      try nothingAfter(rest)
      return .show
    case "offline":
      try nothingAfter(rest)
      return .offline
    case "online":
      try nothingAfter(rest)
      return .online
    case "sync":
      try nothingAfter(rest)
      return .sync
    case "expect":
      guard !rest.isEmpty else {
        throw FlowError(file: file, line: line, message: "'expect' needs the text to look for")
      }
      return .expect(String(rest))
    default:
      throw FlowError(
        file: file, line: line,
        message:
          "unknown step '\(word)'; a step is tap, type, long-press, back, show, expect, offline, online, sync or a # comment"
      )
    }
  }
}

/// A flow that cannot be read or played: its file, line and why.
public struct FlowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flow file's name.
  public var file: String
  /// The line of the step, from 1.
  public var line: Int
  /// Why.
  public var message: String
  /// The screen the step met, as text, when it helps to see it.
  public var screen: String?

  /// An error with every part given.
  public init(file: String, line: Int, message: String, screen: String? = nil) {
    self.file = file
    self.line = line
    self.message = message
    self.screen = screen
  }

  /// `FLOW:LINE: error: message`, then the screen if any.
  public var description: String {
    "\(file):\(line): error: \(message)" + (screen.map { "\nThe screen was:\n" + $0 } ?? "")
  }
}
