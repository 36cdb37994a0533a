import TrackerLocalization

extension ScreenElement {
  /// What a front end says for this element's selected state when its platform does not say
  /// it (a screen reader's "selected" trait): one text per place, so that a translator can
  /// make the word agree with what is selected (a tab, a day, an emoji, a color, an hour, a
  /// minute: «выбрана», «выбран», «выбрано» in Russian). Nil when the element is not selected
  /// or no text is kept for its place (an onboarding page says where it is through the page
  /// control).
  public var selectedStateKey: StringKey? {
    guard state.isSelected else { return nil }
    switch kind {
    case .tab: return .selectedTab
    case .day: return .selectedDay
    case .cell:
      let parts = Set((id?.rawValue ?? "").split(separator: "."))
      if parts.contains("emoji") { return .selectedEmoji }
      if parts.contains("color") { return .selectedColor }
      if parts.contains("hour") { return .selectedHour }
      if parts.contains("minute") { return .selectedMinute }
      return nil
    default: return nil
    }
  }
}
