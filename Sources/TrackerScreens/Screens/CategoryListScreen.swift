import TrackerDomain
import TrackerLocalization

/// The category list opened from the tracker form's Category row: a
/// placeholder when there are none, else the categories with a checkmark on the
/// chosen one, and "Add category".
public struct CategoryListScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Category".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// "Habits and events can be grouped by meaning", when there are no categories.
  public var placeholder: Placeholder?
  /// The categories in their order of creation; tapping one chooses it and goes
  /// back to the form, a long press opens its menu.
  public var rows: [ListRow]
  /// "Add category".
  public var addButton: ScreenButton

  /// The list, with a checkmark on `chosen` (the form's category).
  public static func describe(_ context: ScreenContext, chosen: CategoryID?) -> CategoryListScreen {
    CategoryListScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(.categoriesTitle),
      closeButton: .close("categories", context),
      placeholder: context.state.categories.isEmpty
        ? Placeholder(
          id: "categories.placeholder", image: .placeholderNoTrackers,
          text: context.text(.categoriesPlaceholder))
        : nil,
      rows: context.state.categories.map { category in
        ListRow(
          id: ElementID("categories.row").appending(category: category.id),
          title: context.categoryTitle(category.id),
          accessory: category.id == chosen ? .checkmark : .none,
          intents: [.editTrackerForm(.setCategory(category.id)), .dismiss],
          longPressIntents: [.open(.categoryMenu(category.id))])
      },
      addButton: ScreenButton(
        id: "categories.add", title: .localized(context.text(.categoriesAdd)), style: .primary,
        intents: [.open(.newCategory)]))
  }
}

/// A category's long-press menu, under the title of the category it acts on (the list is
/// covered), as a card's menu shows its card.
public struct CategoryMenuScreen: Hashable, Sendable {
  /// The category's title: which category Edit and Delete act on.
  public var title: DisplayText
  /// Edit and Delete.
  public var menu: ActionMenu
}

extension CategoryMenuScreen: ScreenElementConvertible {
  /// `category-menu`: the category's title, then the menu; the focus starts on Edit.
  public var element: ScreenElement {
    var menu = self.menu.element
    menu.initialFocus = nil  // the screen's, below
    return .screen(
      "category-menu", [ScreenElement(.title, texts: ElementTexts(title: title)), menu],
      focus: self.menu.focus, closesOnTapOutside: true)
  }
}

/// A category's long-press menu and the sheet confirming its deletion.
public enum CategoryMenu {
  /// The category's title over "Edit" and "Delete" for `category`.
  public static func describe(_ context: ScreenContext, category: CategoryID)
    -> CategoryMenuScreen
  {
    let id = ElementID("categoryMenu")
    let title = context.categoryTitle(category)
    return CategoryMenuScreen(
      title: title,
      menu: ActionMenu(
        id: id, label: title,
        buttons: [
          ScreenButton(
            id: id.appending("edit"), title: .localized(context.text(.categoriesMenuEdit)),
            intents: [.dismiss, .open(.editCategory(category))]),
          ScreenButton(
            id: id.appending("delete"), title: .localized(context.text(.categoriesMenuDelete)),
            style: .destructive, intents: [.dismiss, .open(.deleteCategoryConfirmation(category))]),
        ]))
  }

  /// "This category is not needed?" with Delete and Cancel.
  public static func deleteConfirmation(_ context: ScreenContext, category: CategoryID)
    -> ActionMenu
  {
    ActionMenu.confirmation(
      id: "categoryDeleteConfirmation", question: context.text(.categoriesDeleteConfirmationTitle),
      confirm: context.text(.categoriesDeleteConfirmationDelete),
      cancel: context.text(.categoriesDeleteConfirmationCancel), action: .deleteCategory(category))
  }
}

extension CategoryListScreen: ScreenElementConvertible {
  /// `categories`: the title, the placeholder or the list of rows (`categories.list`), and
  /// "Add category".
  public var element: ScreenElement {
    .screen(
      "categories",
      [
        offlineBanner?.element, .title(title), placeholder?.element,
        .list("categories.list", rows: rows.map { $0.element }, scope: ""), addButton.element,
        closeButton.element,
      ], focus: ListRow.checked(in: rows))
  }
}
