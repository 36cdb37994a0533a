import Foundation
import TrackerApp
import TrackerDomain
import TrackerFlows
import TrackerStateFile

/// `tracker-kit play FLOW`: plays a flow file on the app and prints its transcript.
enum PlayCommand {
  static let flow = Argument<String>(
    .path("FLOW"), noun: "flow",
    help: "a flow file: one step a line (see the catalog's Flows article)")
  static let app = Option<AppSession.Flavour>(
    "app", .choice("APP"), help: "which app to run", default: "tracker")
  static let newUser = Flag(
    name: "new-user", help: "start a new user: no data, and onboarding first")
  static let save = Option<String>(
    "save", .path("FILE"),
    help: "write the final state to FILE, atomically; nothing is written if a step fails")

  static let command = Command(
    name: "play", summary: "Play a flow file (a user journey) and print its transcript.",
    discussion: """
      A flow lists what a user does, one step a line: tap ID, type ID TEXT, long-press ID,
      back, show (print the screen), expect TEXT (the screen must contain it), # comment.
      A step that cannot be done stops the flow with FLOW:LINE: error: and exit status 1.
      """,
    arguments: [flow],
    options: [
      StateInput.state, newUser, app, StateInput.today, RenderCommand.locale,
      RenderCommand.tables, save,
    ]
  ) { arguments, context in
    let session = try startSession(arguments, context)
    let path = arguments.value(flow) ?? ""
    let text: String
    do {
      text = String(
        decoding: try InputFile.read(
          path: URL(fileURLWithPath: path, relativeTo: context.workingDirectory).path),
        as: UTF8.self)
    } catch {
      throw CommandFailure(message: "tracker-kit: cannot read the flow \(shown(path)): \(error)")
    }
    let parsed: Flow
    do throws(FlowError) {
      parsed = try Flow(text, file: path)
    } catch {
      throw CommandFailure(message: error.description)
    }
    switch parsed.play(on: session) {
    case .failure(let failure):
      return CommandResult(
        output: failure.transcript, errors: failure.error.description + "\n", status: 1)
    case .success(let transcript):
      if let file = arguments[save] {
        let target = URL(fileURLWithPath: file, relativeTo: context.workingDirectory).path
        do {
          try StateFile.save(transcript.session.state, to: target)
        } catch {
          return CommandResult(
            output: transcript.text, errors: "tracker-kit: \(error)\n", status: 1)
        }
      }
      return CommandResult(output: transcript.text)
    }
  }

  /// The session the flow starts from: a new user, or the state given (the demo state by default).
  private static func startSession(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> AppSession
  {
    let today = StateInput.today(arguments, context)
    let isNewUser = arguments[newUser]
    if isNewUser, arguments[StateInput.state] != nil {
      throw UsageError(message: "--new-user starts with no data; leave out --state")
    }
    let state = isNewUser ? TrackerState() : try StateInput.load(arguments, context, today: today)
    return AppSession(
      state: state, today: today, localizer: try RenderCommand.makeLocalizer(arguments, context),
      flavour: arguments[app] ?? .tracker, hasSeenOnboarding: !isNewUser)
  }
}
