import TrackerDomain
import TrackerLocalization

/// The form that adds a category or renames one: a name field and Done, which
/// stays disabled until a non-blank title that no other category has is typed.
public struct CategoryFormScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "New category" or "Edit category".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// The title field, with the duplicate-title error under it.
  public var nameField: ScreenTextField
  /// "Done".
  public var doneButton: ScreenButton

  /// The form for `typed`; `editing` is the category being renamed, if any.
  public static func describe(_ context: ScreenContext, typed: String, editing: CategoryID? = nil)
    -> CategoryFormScreen
  {
    let id = ElementID("categoryForm")
    let validation = CategoryTitle.validate(typed, in: context.state, renaming: editing)
    var error: LocalizedText?
    var action: TrackerAction?
    switch validation {
    case .success(let title):
      action = editing.map { .renameCategory($0, title: title) } ?? .createCategory(title: title)
    case .failure(.duplicate):
      error = context.text(.categoryFormNameDuplicate)
    case .failure:
      error = typed.isEmpty ? nil : context.text(.categoryFormNameEmpty)
    }
    return CategoryFormScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(editing == nil ? .categoryFormTitleNew : .categoryFormTitleEdit),
      closeButton: .close(id, context),
      nameField: ScreenTextField(
        id: id.appending("name"), purpose: .categoryTitle, text: typed,
        placeholder: context.text(.categoryFormNamePlaceholder), error: error),
      doneButton: ScreenButton(
        id: id.appending("done"), title: .localized(context.text(.categoryFormDone)),
        style: .primary, isEnabled: action != nil,
        intents: action.map { [.apply($0), .dismiss] } ?? []))
  }
}

extension CategoryFormScreen: ScreenElementConvertible {
  /// `category-form`: the title, the name field and Done.
  public var element: ScreenElement {
    .screen(
      "category-form",
      [
        offlineBanner?.element, .title(title), nameField.element, doneButton.element,
        closeButton.element,
      ],
      focus: nameField.id)
  }
}
