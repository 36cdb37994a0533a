import TrackerDomain
import TrackerLocalization

/// A tracker's card on the main screen: emoji and color, name, the "5 days"
/// counter, and the button that marks it done for the shown day.
public struct TrackerCard: Hashable, Sendable {
  /// A stable identifier: `trackers.card.<tracker id>`.
  public var id: ElementID
  /// The tracker shown.
  public var tracker: TrackerID
  /// The card's emoji.
  public var emoji: String
  /// The card's color.
  public var color: TrackerColor
  /// The tracker's name.
  public var name: String
  /// "5 days": records up to today, with the language's plural form.
  public var counter: LocalizedText
  /// Whether the card shows a pin.
  public var isPinned: Bool
  /// Whether the tracker is done on the shown day.
  public var isDone: Bool
  /// The round button: "+" to mark done, a checkmark when done; disabled for a
  /// day after today (or a day the tracker does not appear on).
  public var doneButton: ScreenButton
  /// What a long press sends: the tracker's menu.
  public var menuIntents: [ScreenIntent]
  /// What tapping the card sends: nothing in the first app; in the goals app,
  /// marking it done, or its details once done.
  public var tapIntents: [ScreenIntent] = []
  /// What a screen reader says: "Поливать растения, 5 дней, не выполнено".
  public var accessibilityLabel: LocalizedText

  /// The card of `tracker` for `day`; a long press opens `menu` (the tracker's
  /// menu, or its details in the goals app).
  public static func describe(
    _ tracker: Tracker, on day: Day, _ context: ScreenContext, menu: Destination? = nil
  ) -> TrackerCard {
    describe(tracker, on: day, context, menu: menu, texts: CardTexts(context))
  }

  /// The card of `tracker` for `day`, with the texts shared by a screen's cards.
  static func describe(
    _ tracker: Tracker, on day: Day, _ context: ScreenContext, menu: Destination?,
    texts: CardTexts
  ) -> TrackerCard {
    describe(
      CardSource(tracker, on: day, context, menu: menu ?? .trackerMenu(tracker.id)),
      on: day, context.localizer, texts: texts)
  }

  /// The card made from `source`, in the language of `localizer`.
  static func describe(
    _ source: CardSource, on day: Day, _ localizer: Localizer, texts: CardTexts
  ) -> TrackerCard {
    let id = ElementID("trackers.card").appending(userID: source.tracker.rawValue)
    let counter = localizer.plural(.cardDays, count: source.count)
    let isDone = source.isDone
    let doneButtonLabel =
      !source.canMark
      ? texts.futureDateLabel
      : isDone ? texts.undoDoneLabel : texts.markDoneLabel
    let action: TrackerAction =
      isDone ? .markUndone(source.tracker, on: day) : .markDone(source.tracker, on: day)
    // One template per case, so that a translator orders the parts and says "pinned" in a
    // sentence of their own, never agreeing with the user's name.
    let label = localizer.text(
      source.isPinned ? .cardAccessibilityPinned : .cardAccessibility, .text(source.name),
      .localized(counter), .localized(isDone ? texts.done : texts.notDone))
    return TrackerCard(
      id: id, tracker: source.tracker, emoji: source.emoji, color: source.color,
      name: source.name, counter: counter, isPinned: source.isPinned, isDone: isDone,
      doneButton: ScreenButton(
        id: id.appending("done"), image: isDone ? .checkmark : .plus, isEnabled: source.canMark,
        intents: source.canMark ? [.apply(action)] : [], accessibilityLabel: doneButtonLabel),
      menuIntents: [.open(source.menu)], accessibilityLabel: label)
  }
}

/// Everything a tracker's card is made from besides the day and the language: what it shows
/// of the tracker, what its records say on the day, and what a long press opens. Two cards of
/// equal sources on one day in one language are the same card (`CardShelf` keeps cards by
/// their source), and a change to a tracker that its card does not show (its notes, its
/// reminders) makes no new card.
struct CardSource: Equatable, Sendable {
  /// The tracker.
  var tracker: TrackerID
  /// Its name.
  var name: String
  /// Its emoji.
  var emoji: String
  /// Its color.
  var color: TrackerColor
  /// Whether it is pinned.
  var isPinned: Bool
  /// Its records up to today: the counter.
  var count: Int
  /// Whether it is done on the day.
  var isDone: Bool
  /// Whether it can be marked done or undone on the day: it appears that day, not after today.
  var canMark: Bool
  /// What a long press opens.
  var menu: Destination

  /// The source of `tracker`'s card on `day`.
  init(_ tracker: Tracker, on day: Day, _ context: ScreenContext, menu: Destination) {
    let days = context.state.records.doneDays(for: tracker.id)
    self.tracker = tracker.id
    name = tracker.name
    emoji = tracker.emoji
    color = tracker.color
    isPinned = tracker.isPinned
    count = days.count(through: context.today)
    isDone = days.contains(day)
    canMark = context.state.canMark(tracker, on: day, today: context.today)
    self.menu = menu
  }
}

/// A titled group of cards: the Pinned section or a category's.
public struct CardSection: Hashable, Sendable {
  /// A stable identifier: `trackers.section.pinned` or `trackers.section.<category id>`.
  public var id: ElementID
  /// "Pinned", or the category's title.
  public var title: DisplayText
  /// The cards, sorted by name.
  public var cards: [TrackerCard]

  /// A section with every part given.
  public init(id: ElementID, title: DisplayText, cards: [TrackerCard]) {
    self.id = id
    self.title = title
    self.cards = cards
  }
}

extension CardSection {
  /// A feed section's cards for `day`, with ids under `screen`
  /// (`trackers.section.pinned`); a long press on a card opens `menu`. `texts`
  /// are the texts all cards share, when the screen has looked them up; cards come from
  /// `shelf` when it has them, and go onto it.
  static func describe(
    _ section: TrackerSection, on day: Day, _ context: ScreenContext, screen: String,
    menu: (TrackerID) -> Destination, texts: CardTexts, tapMarksDone: Bool = false,
    shelf: inout CardShelf.Restocking
  ) -> CardSection {
    let id = ElementID(screen).appending("section")
    // The pinned section's part, which no category's section may take.
    let pinned = "pinned"
    let sectionID: ElementID
    let title: DisplayText
    switch section.kind {
    case .pinned:
      sectionID = id.appending(pinned)
      title = .localized(context.text(.trackersSectionPinned))
    case .category(let category):
      sectionID = id.appending(category: category.id, reserved: [pinned])
      title = context.categoryTitle(category.id)
    }
    return shelf.section(sectionID, title: title, trackers: section.trackers) { tracker in
      CardSource(tracker, on: day, context, menu: menu(tracker.id))
    } make: { source in
      var card = TrackerCard.describe(source, on: day, context.localizer, texts: texts)
      if tapMarksDone {
        card.tapIntents =
          card.isDone || !card.doneButton.isEnabled
          ? card.menuIntents : [.apply(.markDone(source.tracker, on: day))]
      }
      return card
    }
  }
}
