import TrackerDomain
import TrackerLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Element parts compared as a client compares their JSON. Swift's `==` compares strings by
// canonical equivalence ("é" as one scalar equals "e" followed by U+0301, "İ" equals "I"
// followed by U+0307), so two parts can be equal in Swift and encode to different bytes. The
// edits to a client's copy (`ElementDiff`) and the cards a session keeps (`CardShelf`) tell
// them apart, or a client would keep a text in the form it was first sent. Each type here
// compares the strings inside it by their Unicode scalars, given that `==` already holds (so
// both are the same case with the same other payloads).

/// A value whose strings a client compares by their scalars, not by canonical equivalence.
protocol ScalarComparable: Equatable {
  /// Whether every string inside is the same scalars as in `other`, given `self == other`.
  func hasSameScalars(as other: Self) -> Bool
}

extension ScalarComparable {
  /// `==`, with every string inside compared by its Unicode scalars: what a client that
  /// compares bytes sees as equal.
  func isIdentical(to other: Self) -> Bool { self == other && hasSameScalars(as: other) }
}

extension String: ScalarComparable {
  /// Whether both are the same UTF-8 bytes, compared by one `memcmp` (a generic comparison of
  /// the two views costs calls for every byte in a debug build).
  func hasSameScalars(as other: String) -> Bool {
    var mine = self
    var theirs = other
    return mine.withUTF8 { mine in
      theirs.withUTF8 { theirs in
        guard mine.count == theirs.count else { return false }
        guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
        return memcmp(first, second, mine.count) == 0
      }
    }
  }
}

extension Optional: ScalarComparable where Wrapped: ScalarComparable {
  func hasSameScalars(as other: Self) -> Bool {
    guard let self, let other else { return true }
    return self.hasSameScalars(as: other)
  }
}

extension Array: ScalarComparable where Element: ScalarComparable {
  func hasSameScalars(as other: Self) -> Bool {
    for index in indices where index < other.count {
      guard self[index].hasSameScalars(as: other[index]) else { return false }
    }
    return true
  }
}

extension ElementID: ScalarComparable {
  func hasSameScalars(as other: ElementID) -> Bool { rawValue.hasSameScalars(as: other.rawValue) }
}

extension TextArgument: ScalarComparable {
  func hasSameScalars(as other: TextArgument) -> Bool {
    switch (self, other) {
    case (.text(let mine), .text(let theirs)): mine.hasSameScalars(as: theirs)
    case (.localized(let mine), .localized(let theirs)): mine.hasSameScalars(as: theirs)
    default: true  // numbers and years: no string inside
    }
  }
}

extension LocalizedText: ScalarComparable {
  func hasSameScalars(as other: LocalizedText) -> Bool {
    guard string.hasSameScalars(as: other.string) else { return false }
    var index = 0
    while index < arguments.count, index < other.arguments.count {
      guard arguments[index].hasSameScalars(as: other.arguments[index]) else { return false }
      index += 1
    }
    return true
  }
}

extension DisplayText: ScalarComparable {
  func hasSameScalars(as other: DisplayText) -> Bool {
    switch (self, other) {
    case (.localized(let mine), .localized(let theirs)): mine.hasSameScalars(as: theirs)
    case (.content(let mine), .content(let theirs)), (.number(let mine), .number(let theirs)):
      mine.hasSameScalars(as: theirs)
    default: true
    }
  }
}

extension ElementTexts: ScalarComparable {
  func hasSameScalars(as other: ElementTexts) -> Bool {
    Self.same(title, other.title) && Self.same(subtitle, other.subtitle)
      && Self.same(detail, other.detail) && Self.same(value, other.value)
      && Self.same(placeholder, other.placeholder) && Self.same(error, other.error)
      && Self.same(accessibilityLabel, other.accessibilityLabel)
  }

  /// `Optional.hasSameScalars(as:)` for a text, with no generic call (costly in a debug build).
  private static func same(_ one: DisplayText?, _ other: DisplayText?) -> Bool {
    guard let one, let other else { return true }
    return one.hasSameScalars(as: other)
  }
}

extension ElementLook: ScalarComparable {
  func hasSameScalars(as other: ElementLook) -> Bool { emoji.hasSameScalars(as: other.emoji) }
}

extension ListWindow: ScalarComparable {
  func hasSameScalars(as other: ListWindow) -> Bool { scope.hasSameScalars(as: other.scope) }
}

extension TrackerDraft: ScalarComparable {
  func hasSameScalars(as other: TrackerDraft) -> Bool {
    name.hasSameScalars(as: other.name) && emoji.hasSameScalars(as: other.emoji)
      && notes.hasSameScalars(as: other.notes)
  }
}

extension TrackerAction: ScalarComparable {
  func hasSameScalars(as other: TrackerAction) -> Bool {
    switch (self, other) {
    case (.createCategory(let mine, _), .createCategory(let theirs, _)),
      (.renameCategory(_, let mine), .renameCategory(_, let theirs)):
      mine.hasSameScalars(as: theirs)
    case (.createTracker(let mine, _), .createTracker(let theirs, _)),
      (.editTracker(_, let mine), .editTracker(_, let theirs)):
      mine.hasSameScalars(as: theirs)
    default: true  // ids and days only
    }
  }
}

extension TrackerFormEdit: ScalarComparable {
  func hasSameScalars(as other: TrackerFormEdit) -> Bool {
    switch (self, other) {
    case (.setName(let mine), .setName(let theirs)), (.setEmoji(let mine), .setEmoji(let theirs)):
      mine.hasSameScalars(as: theirs)
    case (.setNotes(let mine), .setNotes(let theirs)): mine.hasSameScalars(as: theirs)
    default: true
    }
  }
}

extension GoalFormEdit: ScalarComparable {
  func hasSameScalars(as other: GoalFormEdit) -> Bool {
    switch (self, other) {
    case (.setTitle(let mine), .setTitle(let theirs)), (.setNotes(let mine), .setNotes(let theirs)),
      (.setGoalCount(let mine), .setGoalCount(let theirs)):
      mine.hasSameScalars(as: theirs)
    default: true
    }
  }
}

extension CardSource: ScalarComparable {
  func hasSameScalars(as other: CardSource) -> Bool {
    name.hasSameScalars(as: other.name) && emoji.hasSameScalars(as: other.emoji)
  }
}

extension ScreenIntent: ScalarComparable {
  func hasSameScalars(as other: ScreenIntent) -> Bool {
    switch (self, other) {
    case (.apply(let mine), .apply(let theirs)): mine.hasSameScalars(as: theirs)
    case (.editTrackerForm(let mine), .editTrackerForm(let theirs)): mine.hasSameScalars(as: theirs)
    case (.editGoalForm(let mine), .editGoalForm(let theirs)): mine.hasSameScalars(as: theirs)
    case (.editCategoryTitle(let mine), .editCategoryTitle(let theirs)),
      (.search(let mine), .search(let theirs)):
      mine.hasSameScalars(as: theirs)
    default: true  // days, ids, tokens and destinations: no text a person typed
    }
  }
}

extension ScreenElement: ScalarComparable {
  /// Whether this tree and `other` are the same, every string compared by its Unicode scalars
  /// (as a client compares the JSON), not by canonical equivalence as `==` compares them.
  ///
  /// `==` and `hasSameScalars(as:)` in one walk: strings whose bytes are the same are equal,
  /// so each part is compared once, exactly (the diff and the edits tests compare every
  /// element this way).
  public func isIdentical(to other: ScreenElement) -> Bool {
    guard hasIdenticalOwnParts(as: other) else { return false }
    // Children that are one array (a tree compared with itself, cards a `CardShelf` handed
    // over) are the same; others are compared where they are stored, not copied out.
    if children.sharesStorage(with: other.children) { return true }
    guard children.count == other.children.count else { return false }
    return children.withUnsafeBufferPointer { mine in
      other.children.withUnsafeBufferPointer { theirs in
        var index = 0
        while index < mine.count {
          guard mine[index].isIdentical(to: theirs[index]) else { return false }
          index += 1
        }
        return true
      }
    }
  }

  /// Whether the element's own parts (all but its children) are identical to `other`'s.
  /// (One `guard` a part: the right side of `&&` is a closure, which in a debug build holds a
  /// copy of both elements.)
  func hasIdenticalOwnParts(as other: ScreenElement) -> Bool {
    guard kind == other.kind else { return false }
    guard Exactly.same(id, other.id) else { return false }
    guard texts.isIdentical(to: other.texts) else { return false }
    guard state == other.state else { return false }
    guard look.isIdentical(to: other.look) else { return false }
    guard Exactly.same(number, other.number) else { return false }
    guard Exactly.same(total, other.total) else { return false }
    guard Exactly.same(days, other.days) else { return false }
    guard Exactly.same(intents, other.intents) else { return false }
    guard Exactly.same(longPressIntents, other.longPressIntents) else { return false }
    guard Exactly.same(typingIntent, other.typingIntent) else { return false }
    guard Exactly.same(initialFocus, other.initialFocus) else { return false }
    return Exactly.same(window, other.window)
  }

  /// Given `self == other`, the same scalars is the same tree.
  func hasSameScalars(as other: ScreenElement) -> Bool { isIdentical(to: other) }
}

// `isIdentical(to:)` of the parts an element tree is made of, each in one pass: a string is
// compared by its bytes alone (the same bytes are equal by `==` too), and nothing goes
// through a generic `==` or a tuple of two values (in a debug build, each costs a look-up of
// type metadata and a copy of both values, for every element of every screen compared).

extension LocalizedText {
  /// `==` and the same scalars, in one pass.
  func isIdentical(to other: LocalizedText) -> Bool {
    guard string.hasSameScalars(as: other.string), key == other.key,
      Exactly.same(tableLanguage, other.tableLanguage), arguments.count == other.arguments.count
    else { return false }
    var index = 0
    while index < arguments.count {
      guard arguments[index].isIdentical(to: other.arguments[index]) else { return false }
      index += 1
    }
    return true
  }
}

extension TextArgument {
  /// `==` and the same scalars, in one pass.
  func isIdentical(to other: TextArgument) -> Bool {
    switch self {
    case .integer(let mine): if case .integer(let theirs) = other { return mine == theirs }
    case .year(let mine): if case .year(let theirs) = other { return mine == theirs }
    case .decimal(let mine, let digits):
      if case .decimal(let theirs, let otherDigits) = other {
        return mine == theirs && digits == otherDigits
      }
    case .text(let mine):
      if case .text(let theirs) = other { return mine.hasSameScalars(as: theirs) }
    case .localized(let mine):
      if case .localized(let theirs) = other { return mine.isIdentical(to: theirs) }
    }
    return false
  }
}

extension DisplayText {
  /// `==` and the same scalars, in one pass.
  func isIdentical(to other: DisplayText) -> Bool {
    switch self {
    case .localized(let mine):
      if case .localized(let theirs) = other { return mine.isIdentical(to: theirs) }
    case .content(let mine):
      if case .content(let theirs) = other { return mine.hasSameScalars(as: theirs) }
    case .number(let mine):
      if case .number(let theirs) = other { return mine.hasSameScalars(as: theirs) }
    }
    return false
  }
}

extension ElementTexts {
  /// `==` and the same scalars, in one pass.
  func isIdentical(to other: ElementTexts) -> Bool {
    if sharesStorage(with: other) { return true }
    guard Exactly.same(title, other.title) else { return false }
    guard Exactly.same(subtitle, other.subtitle) else { return false }
    guard Exactly.same(detail, other.detail) else { return false }
    guard Exactly.same(value, other.value) else { return false }
    guard Exactly.same(placeholder, other.placeholder) else { return false }
    guard Exactly.same(error, other.error) else { return false }
    return Exactly.same(accessibilityLabel, other.accessibilityLabel)
  }
}

/// The optionals and lists of element parts compared exactly, each with no generic call (nil
/// is told by its case: `x == nil` can pick the `==` of two optionals of an `Equatable` type,
/// a generic call with a copy of both in a debug build). Each overload spells its nil cases
/// out: one generic function for them cost a debug build more than the `==` it replaced.
enum Exactly {
  static func same(_ one: DisplayText?, _ other: DisplayText?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one.isIdentical(to: other)
  }

  static func same(_ one: ElementID?, _ other: ElementID?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one.rawValue.hasSameScalars(as: other.rawValue)
  }

  static func same(_ one: Language?, _ other: Language?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one == other
  }

  static func same(_ one: Int?, _ other: Int?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one == other
  }

  static func same(_ one: ClosedRange<Day>?, _ other: ClosedRange<Day>?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one.lowerBound == other.lowerBound && one.upperBound == other.upperBound
  }

  static func same(_ one: ScreenIntent?, _ other: ScreenIntent?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one == other && one.hasSameScalars(as: other)
  }

  static func same(_ one: [ScreenIntent], _ other: [ScreenIntent]) -> Bool {
    guard one.count == other.count else { return false }
    var index = 0
    while index < one.count {
      guard one[index] == other[index], one[index].hasSameScalars(as: other[index]) else {
        return false
      }
      index += 1
    }
    return true
  }

  static func same(_ one: ListWindow?, _ other: ListWindow?) -> Bool {
    guard let one else {
      guard case .none = other else { return false }
      return true
    }
    guard let other else { return false }
    return one.before == other.before && one.after == other.after
      && one.sectionSizes == other.sectionSizes && one.scope.hasSameScalars(as: other.scope)
  }
}
