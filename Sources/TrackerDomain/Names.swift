import Foundation

/// Why a tracker name or category title cannot be used.
public enum NameProblem: Error, Hashable, Sendable {
  /// Nothing but spaces was typed.
  case empty
  /// More characters than the limit (38 for tracker names).
  case tooLong(limit: Int)
  /// Another category already has this title, ignoring case and surrounding spaces.
  case duplicate(CategoryID)
}

/// The rules for a tracker's name: trimmed, not empty, at most 38 characters,
/// counted as a person sees them (an emoji family is one character).
public enum TrackerName {
  /// The most characters a name may have.
  public static let maximumLength = 38

  /// The trimmed name, or why it cannot be used.
  public static func validate(_ typed: String) -> Result<String, NameProblem> {
    let name = trimmed(typed)
    if name.isEmpty { return .failure(.empty) }
    if name.count > maximumLength { return .failure(.tooLong(limit: maximumLength)) }
    return .success(name)
  }
}

/// The rules for a category's title: trimmed, not empty, and unique among the
/// categories ignoring case and surrounding spaces.
public enum CategoryTitle {
  /// The trimmed title, or why it cannot be used, among the categories of
  /// `state`: one lookup, however many categories there are. `renaming` is the
  /// category being renamed, which may keep its own title.
  public static func validate(
    _ typed: String, in state: TrackerState, renaming: CategoryID? = nil
  ) -> Result<String, NameProblem> {
    let title = trimmed(typed)
    if title.isEmpty { return .failure(.empty) }
    if let other = state.category(titled: title), other != renaming {
      return .failure(.duplicate(other))
    }
    return .success(title)
  }

  /// The trimmed title, or why it cannot be used, among `categories`. This
  /// compares the title with each category's; `validate(_:in:renaming:)` looks
  /// it up in the state instead.
  public static func validate(
    _ typed: String, among categories: [TrackerCategory], renaming: CategoryID? = nil
  ) -> Result<String, NameProblem> {
    let title = trimmed(typed)
    if title.isEmpty { return .failure(.empty) }
    let key = comparisonKey(title)
    if let other = categories.first(where: { $0.id != renaming && comparisonKey($0.title) == key })
    {
      return .failure(.duplicate(other.id))
    }
    return .success(title)
  }

  /// What two titles are compared by: trimmed and lowercased. Two titles with
  /// the same key cannot both be used.
  public static func comparisonKey(_ title: String) -> String {
    trimmed(title).lowercased()
  }
}

/// `text` without leading and trailing white space and line breaks; most texts
/// have none, and are returned without going through Foundation. The state file's reader
/// trims with it too.
package func trimmed(_ text: String) -> String {
  let spaces = CharacterSet.whitespacesAndNewlines
  guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
    spaces.contains(first) || spaces.contains(last)
  else { return text }
  return text.trimmingCharacters(in: spaces)
}
