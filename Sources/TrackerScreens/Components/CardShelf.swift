import TrackerDomain
import TrackerLocalization

/// The sections of cards of a screen of cards (the main screen, the goals app's week page) as
/// they were last described, which a session keeps to describe the screen again at the cost
/// of what changed: a section whose cards are made from the same sources (`CardSource`) under
/// the same title is handed over whole, and in the others a card is made again only when its
/// source changed. What is handed over is the very values it was, which the edits to a
/// client's copy (`ScreenCopy`) find unchanged at once.
///
/// A shelf never changes what a screen shows: a screen described with one is the screen
/// described without (the walk tests check it after every act), and cards made in another
/// language, for another day or on another screen are never taken from it.
public struct CardShelf: Sendable, Equatable {
  /// What the cards on a shelf were made in, besides their sources.
  struct Setting: Equatable, Sendable {
    /// The screen whose ids the sections carry: `trackers`, `week`.
    var screen: String
    /// The day the cards are shown for.
    var day: Day
    /// The language of their texts.
    var localizer: Localizer
    /// Whether tapping a card marks it done (the goals app).
    var tapMarksDone: Bool
  }

  /// A section on the shelf: the sources of its cards, the section and its element (a class,
  /// so that taking one from the shelf copies none of it).
  final class Shelved: Sendable {
    let sources: [CardSource]
    let section: CardSection
    let element: ScreenElement

    init(sources: [CardSource], section: CardSection, element: ScreenElement) {
      self.sources = sources
      self.section = section
      self.element = element
    }
  }

  private var setting: Setting?
  private var sections: [ElementID: Shelved] = [:]

  /// An empty shelf: the next description makes every card.
  public init() {}

  /// Always true: a shelf only saves work, so two sessions that differ in what they
  /// remember show the same.
  public static func == (lhs: CardShelf, rhs: CardShelf) -> Bool { true }

  /// The element of `section`: the shelved one when `section` is the one shelved (then the
  /// comparison costs nothing: their cards share one storage).
  func element(of section: CardSection) -> ScreenElement {
    if let shelved = sections[section.id], shelved.section == section { return shelved.element }
    return section.element
  }

  /// Filling a new shelf while a screen is described, section by section: from the old one
  /// what is still right, onto the new one every section described.
  struct Restocking {
    private let old: CardShelf
    /// The shelf being filled.
    private(set) var shelf: CardShelf
    /// False when the screen is described without a shelf: every card is made.
    private let keeps: Bool

    /// Restocking `shelf` for a screen described in `setting`.
    init(_ shelf: CardShelf, _ setting: Setting) {
      old = shelf.setting == setting ? shelf : CardShelf()
      self.shelf = CardShelf()
      self.shelf.setting = setting
      self.shelf.sections.reserveCapacity(old.sections.count)
      keeps = true
    }

    /// No shelf: every card is made, nothing kept.
    init() {
      old = CardShelf()
      shelf = CardShelf()
      keeps = false
    }

    /// The section `id` with `title` and the cards of `trackers`, made from their `source`:
    /// the shelved one when it had the same title and sources; else made with the shelved
    /// cards whose source is the same and `make`'s for the others.
    mutating func section(
      _ id: ElementID, title: DisplayText, trackers: [Tracker],
      source: (Tracker) -> CardSource, make: (CardSource) -> TrackerCard
    ) -> CardSection {
      guard keeps else {
        var cards: [TrackerCard] = []
        cards.reserveCapacity(trackers.count)
        for tracker in trackers { cards.append(make(source(tracker))) }
        return CardSection(id: id, title: title, cards: cards)
      }
      let sources = trackers.map(source)
      let kept = old.sections[id]
      if let kept, kept.section.title.isIdentical(to: title), kept.sources.isIdentical(to: sources)
      {
        shelf.sections[id] = kept
        return kept.section
      }
      var cards: [TrackerCard] = []
      var elements: [ScreenElement] = []
      cards.reserveCapacity(sources.count)
      elements.reserveCapacity(sources.count)
      var places = kept.map(KeptCards.init)
      for (index, source) in sources.enumerated() {
        if let kept, let place = places?.place(of: source, at: index) {
          cards.append(kept.section.cards[place])
          elements.append(kept.element.children[place])
        } else {
          let card = make(source)
          cards.append(card)
          elements.append(card.element)
        }
      }
      let section = CardSection(id: id, title: title, cards: cards)
      shelf.sections[id] = Shelved(
        sources: sources, section: section, element: section.element(cards: elements))
      return section
    }
  }

  /// Where a shelved section's cards are, by tracker: the card now in place `index` is looked
  /// for in the same place first, and by its tracker's id only when the order changed there.
  private struct KeptCards {
    let shelved: Shelved
    /// The places by tracker, made the first time the order differs.
    private var places: [TrackerID: Int]?

    init(_ shelved: Shelved) {
      self.shelved = shelved
    }

    /// The place of the shelved card made from `source`, if there is one.
    mutating func place(of source: CardSource, at index: Int) -> Int? {
      let sources = shelved.sources
      if index < sources.count, sources[index].isIdentical(to: source) { return index }
      if places == nil {
        var places: [TrackerID: Int] = [:]
        places.reserveCapacity(sources.count)
        for (place, kept) in sources.enumerated() { places[kept.tracker] = place }
        self.places = places
      }
      guard let place = places?[source.tracker], sources[place].isIdentical(to: source) else {
        return nil
      }
      return place
    }
  }
}
