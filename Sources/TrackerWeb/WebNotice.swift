import TrackerApp
import TrackerLocalization
import TrackerStateFile
import TrackerWire

/// A line the page shows above its screen when something the person did was not done or not
/// saved, or when tracker-kit stopped answering. Its words are a table's (`web.notice.*`):
/// the page is sent every notice's words when it loads (`WebPage.html(_:)`), and an answer
/// names the notice to show by its raw value (`"notice": "outOfStep"`), so the page holds
/// no word of its own and can still speak when tracker-kit no longer answers.
enum WebNotice: String, CaseIterable, Sendable {
  /// The page got no answer at all (tracker-kit was stopped): the page decides this itself,
  /// and asks again until tracker-kit answers.
  case lostConnection
  /// tracker-kit answers, but refuses the page's address (it was started with another one):
  /// the page decides this itself.
  case newAddress
  /// tracker-kit refused the request before the app saw it (413, 503 …), or could not read
  /// it; nothing changed.
  case notAnswered
  /// What the person acted on is no longer on the app's screen (another tab moved the app
  /// on); nothing was done, and the answer shows the app as it is.
  case outOfStep
  /// The rules refused the change; nothing was done.
  case refused
  /// The last change was not made: another program changed the state file.
  case changedElsewhere
  /// The last change was not made: it could not be written anywhere.
  case notSaved
  /// The state file cannot be written, so the changes are kept in another file from now on
  /// (the terminal where tracker-kit web runs says which).
  case moved

  /// The table text of the notice.
  var key: StringKey {
    switch self {
    case .lostConnection: .webNoticeLostConnection
    case .newAddress: .webNoticeNewAddress
    case .notAnswered: .webNoticeNotAnswered
    case .outOfStep: .webNoticeOutOfStep
    case .refused: .webNoticeRefused
    case .changedElsewhere: .webNoticeChangedElsewhere
    case .notSaved: .webNoticeNotSaved
    case .moved: .webNoticeMoved
    }
  }

  /// The notice for an error the app answered; nil when there is nothing to say (Esc on a
  /// screen with nothing under it does nothing, as in the terminal app).
  init?(_ error: ServeError) {
    switch error {
    case .act(.nothingToGoBackTo): return nil
    case .act(.noSuchElement), .act(.disabled), .act(.doesNothing), .act(.notATextField):
      self = .outOfStep
    case .act(.refused): self = .refused
    case .cannotSave(.changedElsewhere, _): self = .changedElsewhere
    case .cannotSave: self = .notSaved
    case .malformedJSON, .lineTooLong, .unknownRequest, .invalidRequest: self = .notAnswered
    }
  }

  /// The notice a saver's outcome leaves standing: another program's change, or the changes
  /// moved to another file; nil once a fold went through, and nil when one failed otherwise
  /// (the changes are safe in the journal, and the next fold tries again).
  init?(after outcome: StateFileSaver.Outcome) {
    switch outcome {
    case .notSaved(.changedElsewhere): self = .changedElsewhere
    case .moved: self = .moved
    case .saved, .notSaved: return nil
    }
  }
}
