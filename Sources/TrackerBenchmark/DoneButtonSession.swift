import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWorkload

extension Workload {
  /// What the app benchmarks start from: a session on this workload in Russian (its texts
  /// are the longest), and the first enabled done button of its main screen; nil when no
  /// card can be marked done today.
  func sessionWithADoneButton() -> (session: AppSession, done: ElementID)? {
    let session = AppSession(state: state, today: today, localizer: Localizer(language: .russian))
    let done = session.screen.allElements.first {
      $0.kind == .button && $0.id?.rawValue.hasSuffix(".done") == true && $0.state.isEnabled
    }?.id
    return done.map { (session, $0) }
  }
}
