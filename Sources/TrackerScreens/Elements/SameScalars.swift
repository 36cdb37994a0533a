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
  public func isIdentical(to other: ScreenElement) -> Bool {
    self == other && hasSameScalars(as: other)
  }

  func hasSameScalars(as other: ScreenElement) -> Bool {
    guard hasSameOwnScalars(as: other) else { return false }
    // Children that are one array (a tree compared with itself, cards a `CardShelf` handed
    // over) are the same bytes; others are compared where they are stored, not copied out.
    if children.sharesStorage(with: other.children) { return true }
    return children.withUnsafeBufferPointer { mine in
      other.children.withUnsafeBufferPointer { theirs in
        var index = 0
        while index < mine.count, index < theirs.count {
          guard mine[index].hasSameScalars(as: theirs[index]) else { return false }
          index += 1
        }
        return true
      }
    }
  }

  /// Whether the element's own parts (not its children) have the same scalars as `other`'s.
  func hasSameOwnScalars(as other: ScreenElement) -> Bool {
    id.hasSameScalars(as: other.id) && texts.hasSameScalars(as: other.texts)
      && look.hasSameScalars(as: other.look) && intents.hasSameScalars(as: other.intents)
      && longPressIntents.hasSameScalars(as: other.longPressIntents)
      && typingIntent.hasSameScalars(as: other.typingIntent)
      && initialFocus.hasSameScalars(as: other.initialFocus)
      && window.hasSameScalars(as: other.window)
  }
}
