import TrackerApp
import TrackerDomain
import TrackerScreenText
import TrackerScreens

extension Flow {
  /// What playing a flow printed and the session it ended with.
  public struct Transcript: Sendable {
    /// Each step as written, and the screen as text after every `show`.
    public var text: String
    /// The session after the last step.
    public var session: AppSession
  }

  /// Plays every step on `session`. The first step that fails stops the
  /// flow with a `FlowError` that carries the transcript so far, naming the
  /// line and the reason (and, for an unmet expectation, the screen).
  public func play(on session: AppSession) -> Result<Transcript, FlowFailure> {
    var session = session
    var text = ""
    for line in lines {
      switch line.step {
      case .comment(let comment):
        text += "# \(comment)\n"
        continue
      case .act(let act):
        text += "> \(act)\n"
        do throws(ActError) {
          try session.perform(act)
        } catch {
          return .failure(
            FlowFailure(
              error: FlowError(file: file, line: line.number, message: error.description),
              transcript: text))
        }
      case .show:
        text += "> show\n" + ScreenText.render(session.screen)
      case .offline:
        text += "> offline\n"
        session.connection = .offline(pendingChanges: session.pendingChanges.count)
      case .online:
        text += "> online\n"
        session.connection = .online
      case .sync:
        text += "> sync\n"
        guard session.connection.isOnline else {
          return .failure(
            FlowFailure(
              error: FlowError(
                file: file, line: line.number,
                message: "the device is offline: \(session.pendingChanges.count) changes wait"),
              transcript: text))
        }
        let sent = session.pendingChanges
        for change in sent {
          text += "  sent #\(change.id) \(ScreenText.describe(change.action))\n"
        }
        if sent.isEmpty { text += "  nothing to send\n" }
        session.changesSent(sent.map(\.id))
      case .expect(let expected):
        text += "> expect \(expected)\n"
        let screen = ScreenText.render(session.screen)
        guard screen.contains(expected) else {
          return .failure(
            FlowFailure(
              error: FlowError(
                file: file, line: line.number,
                message: "expected the screen to contain \"\(expected)\"", screen: screen),
              transcript: text))
        }
      }
    }
    return .success(Transcript(text: text, session: session))
  }
}

/// A flow that stopped on a step: the error and what it printed before.
public struct FlowFailure: Error, Sendable {
  /// The step's line and the reason.
  public var error: FlowError
  /// The transcript up to and including the failing step.
  public var transcript: String
}
