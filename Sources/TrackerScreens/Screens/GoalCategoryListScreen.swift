import TrackerDomain
import TrackerLocalization

/// The goals app's categories, opened from the habit form's Category row:
/// academic, work, self, health, social, finance, quit a bad habit, in the
/// user's language, the chosen one checked; an edited habit's own category of
/// the first app first. Tapping one chooses it and goes back to the form.
public struct GoalCategoryListScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Category".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// The categories to choose from.
  public var rows: [ListRow]

  /// The list, with a checkmark on `chosen` (the form's category).
  public static func describe(_ context: ScreenContext, chosen: CategoryID?)
    -> GoalCategoryListScreen
  {
    var ids = GoalCategory.allCases.map(\.id)
    if let chosen, GoalCategory(id: chosen) == nil, context.state.category(chosen) != nil {
      ids.insert(chosen, at: 0)
    }
    return GoalCategoryListScreen(
      offlineBanner: context.offlineBanner, title: context.text(.categoriesTitle),
      closeButton: .close("goalCategories", context),
      rows: ids.map { id in
        ListRow(
          id: GoalCategory(id: id).map { ElementID("goalCategories").appending($0.rawValue) }
            ?? ElementID("goalCategories.own").appending(category: id),
          title: context.categoryTitle(id), accessory: id == chosen ? .checkmark : .none,
          intents: [.editGoalForm(.setCategory(id)), .dismiss])
      })
  }
}

extension GoalCategoryListScreen: ScreenElementConvertible {
  /// `goal-categories`: the title and a row a category; the focus starts on the
  /// chosen one.
  public var element: ScreenElement {
    .screen(
      "goal-categories",
      [offlineBanner?.element, .title(title)] + rows.map { $0.element } + [closeButton.element],
      focus: ListRow.checked(in: rows))
  }
}
