/// The goals app's categories: a fixed list the user chooses from, with titles
/// from the string tables, not typed by the user. A habit in one of them refers
/// to a category of the state whose `preset` it is (`TrackerCategory(preset:)`),
/// added to the state the first time a habit uses it.
public enum GoalCategory: String, Hashable, Sendable, CaseIterable {
  /// Studies, courses, reading for school.
  case academic
  /// The job.
  case work
  /// Oneself ("self" in the spec and the state file).
  case personal = "self"
  /// Body and mind.
  case health
  /// Friends and family.
  case social
  /// Money.
  case finance
  /// Quitting a bad habit.
  case quitBadHabit = "quit-bad-habit"

  /// The id of the state's category for this preset: `goals.<raw value>`.
  public var id: CategoryID { CategoryID("goals." + rawValue) }

  /// The emoji of a habit created in this category: the goals app has no emoji to choose.
  public var emoji: String {
    switch self {
    case .academic: "🎓"
    case .work: "💼"
    case .personal: "🌱"
    case .health: "🍏"
    case .social: "🤝"
    case .finance: "💰"
    case .quitBadHabit: "🚭"
    }
  }

  /// The color of a habit created in this category: the goals app has no color to choose.
  public var color: TrackerColor {
    let number =
      switch self {
      case .academic: 4
      case .work: 13
      case .personal: 7
      case .health: 5
      case .social: 16
      case .finance: 15
      case .quitBadHabit: 1
      }
    return TrackerColor(number: number) ?? Palette.colors[0]
  }

  /// The preset whose category has `id`, if any.
  public init?(id: CategoryID) {
    guard id.rawValue.hasPrefix("goals.") else { return nil }
    self.init(rawValue: String(id.rawValue.dropFirst("goals.".count)))
  }
}

extension TrackerCategory {
  /// The state's category for a goals-app preset: its id is `preset.id`, its
  /// title empty (screens show the preset's title in the user's language).
  public init(preset: GoalCategory) {
    self.init(id: preset.id, title: "")
    self.preset = preset
  }
}
