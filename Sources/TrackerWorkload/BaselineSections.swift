import TrackerScreens

extension TrackersScreen {
  /// The screen's sections in a baseline's terms, to check that both computed the same: each
  /// section's title, with its cards made by `card`.
  func baselineSections<Section, Card>(
    _ section: (String, [Card]) -> Section, card: (TrackerCard) -> Card
  ) -> [Section] {
    sections.map { section($0.title.string, $0.cards.map(card)) }
  }
}
