import TrackerDomain
import TrackerLocalization

/// The texts the cards of one screen share, looked up once for the screen
/// instead of once for every card: a main screen with a thousand cards formats
/// two texts a card, not six.
struct CardTexts {
  let done: LocalizedText
  let notDone: LocalizedText
  let futureDateLabel: LocalizedText
  let undoDoneLabel: LocalizedText
  let markDoneLabel: LocalizedText

  init(_ context: ScreenContext) {
    done = context.text(.cardDone)
    notDone = context.text(.cardNotDone)
    futureDateLabel = context.text(.cardDoneButtonFutureAccessibility)
    undoDoneLabel = context.text(.cardDoneButtonUndoAccessibility)
    markDoneLabel = context.text(.cardDoneButtonMarkDoneAccessibility)
  }
}
