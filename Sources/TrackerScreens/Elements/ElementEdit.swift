import TrackerDomain

/// One change that turns an element tree into the next one, keyed by element id: what a
/// front end applies to the tree it holds instead of taking a whole new screen.
///
/// A list of edits is applied in order. The kit emits them in four runs: removals, then
/// replacements of elements that have no id, then insertions and moves, then new properties;
/// within each run any order works. Every id an edit names is unique in the tree when the
/// edit is applied, and an index is a position among the parent's children at that moment.
public enum ElementEdit: Hashable, Sendable {
  /// The element with this id gets new values for some of its own parts (not its children).
  case set(ElementID, ElementChanges)
  /// A new element (with everything inside it) goes under `parent`, at `index`.
  case insert(parent: ElementID, index: Int, ScreenElement)
  /// The element with this id goes away, with everything inside it.
  case remove(ElementID)
  /// The element with this id moves to `index` among its parent's children, counted with
  /// the element taken out.
  case move(ElementID, index: Int)
  /// The child at `index` of `parent` is replaced by this element (with everything inside
  /// it): how an element without an id changes, and one whose changes are simpler sent whole.
  case replace(parent: ElementID, index: Int, ScreenElement)
}

/// The parts of an element an edit replaces; a part left nil keeps its value. `cleared`
/// names the parts that the element no longer has (a number, the days) or that went back to
/// their default (no texts, the default state), so that an edit never carries an empty part
/// and a client's copy of the tree reads as the whole tree does, byte for byte.
public struct ElementChanges: Hashable, Sendable {
  /// The parts of an element that are absent when they have no value or their default.
  public enum OptionalPart: String, Hashable, Sendable, CaseIterable {
    /// `ScreenElement.number`.
    case number
    /// `ScreenElement.total`.
    case total
    /// `ScreenElement.days`.
    case days
    /// `ScreenElement.typingIntent`.
    case typingIntent
    /// `ScreenElement.initialFocus`.
    case initialFocus
    /// `ScreenElement.window`.
    case window
    /// `ScreenElement.texts`: back to none.
    case texts
    /// `ScreenElement.state`: back to the default (enabled, no flag set).
    case state
    /// `ScreenElement.look`: back to none.
    case look
    /// `ScreenElement.intents`: back to none.
    case intents
    /// `ScreenElement.longPressIntents`: back to none.
    case longPressIntents
  }

  /// The parts of an element a `set` carries: all but its kind, id and children. A test
  /// checks this list against `ScreenElement`'s stored properties.
  public static let parts = [
    "texts", "state", "look", "number", "total", "days", "intents", "longPressIntents",
    "typingIntent", "initialFocus", "window",
  ]

  /// New texts, all roles at once.
  public var texts: ElementTexts?
  /// A new state, all flags at once.
  public var state: ElementState?
  /// A new look, all parts at once.
  public var look: ElementLook?
  /// A new number.
  public var number: Int?
  /// A new total.
  public var total: Int?
  /// New days.
  public var days: ClosedRange<Day>?
  /// New intents of a tap.
  public var intents: [ScreenIntent]?
  /// New intents of a long press.
  public var longPressIntents: [ScreenIntent]?
  /// A new typing intent.
  public var typingIntent: ScreenIntent?
  /// A new initial focus.
  public var initialFocus: ElementID?
  /// A new window of a list.
  public var window: ListWindow?
  /// The parts the element no longer has.
  public var cleared: [OptionalPart]

  /// Changes with the given parts; everything left out is kept.
  public init(
    texts: ElementTexts? = nil, state: ElementState? = nil, look: ElementLook? = nil,
    number: Int? = nil, total: Int? = nil, days: ClosedRange<Day>? = nil,
    intents: [ScreenIntent]? = nil, longPressIntents: [ScreenIntent]? = nil,
    typingIntent: ScreenIntent? = nil, initialFocus: ElementID? = nil, window: ListWindow? = nil,
    cleared: [OptionalPart] = []
  ) {
    self.texts = texts
    self.state = state
    self.look = look
    self.number = number
    self.total = total
    self.days = days
    self.intents = intents
    self.longPressIntents = longPressIntents
    self.typingIntent = typingIntent
    self.initialFocus = initialFocus
    self.window = window
    self.cleared = cleared
  }

  /// What turns `old`'s own parts into `new`'s; nil when they are the same, every string
  /// compared by its Unicode scalars (a client compares bytes).
  init?(from old: ScreenElement, to new: ScreenElement) {
    self.init()
    var changed = false
    if !old.texts.isIdentical(to: new.texts) {
      if new.texts == ElementTexts() { cleared.append(.texts) } else { texts = new.texts }
      changed = true
    }
    if old.state != new.state {
      if new.state == ElementState() { cleared.append(.state) } else { state = new.state }
      changed = true
    }
    if !old.look.isIdentical(to: new.look) {
      if new.look == ElementLook() { cleared.append(.look) } else { look = new.look }
      changed = true
    }
    if !Exactly.same(old.intents, new.intents) {
      if new.intents.isEmpty { cleared.append(.intents) } else { intents = new.intents }
      changed = true
    }
    if !Exactly.same(old.longPressIntents, new.longPressIntents) {
      if new.longPressIntents.isEmpty {
        cleared.append(.longPressIntents)
      } else {
        longPressIntents = new.longPressIntents
      }
      changed = true
    }
    if !Exactly.same(old.number, new.number) {
      if new.number == nil { cleared.append(.number) } else { number = new.number }
      changed = true
    }
    if !Exactly.same(old.total, new.total) {
      if new.total == nil { cleared.append(.total) } else { total = new.total }
      changed = true
    }
    if !Exactly.same(old.days, new.days) {
      if new.days == nil { cleared.append(.days) } else { days = new.days }
      changed = true
    }
    if !Exactly.same(old.typingIntent, new.typingIntent) {
      if new.typingIntent == nil {
        cleared.append(.typingIntent)
      } else {
        typingIntent = new.typingIntent
      }
      changed = true
    }
    if !Exactly.same(old.initialFocus, new.initialFocus) {
      if new.initialFocus == nil {
        cleared.append(.initialFocus)
      } else {
        initialFocus = new.initialFocus
      }
      changed = true
    }
    if !Exactly.same(old.window, new.window) {
      if new.window == nil { cleared.append(.window) } else { window = new.window }
      changed = true
    }
    guard changed else { return nil }
  }

  /// `element` with these changes made.
  func applied(to element: ScreenElement) -> ScreenElement {
    var result = element
    if let texts { result.texts = texts }
    if let state { result.state = state }
    if let look { result.look = look }
    if let number { result.number = number }
    if let total { result.total = total }
    if let days { result.days = days }
    if let intents { result.intents = intents }
    if let longPressIntents { result.longPressIntents = longPressIntents }
    if let typingIntent { result.typingIntent = typingIntent }
    if let initialFocus { result.initialFocus = initialFocus }
    if let window { result.window = window }
    for part in cleared {
      switch part {
      case .number: result.number = nil
      case .total: result.total = nil
      case .days: result.days = nil
      case .typingIntent: result.typingIntent = nil
      case .initialFocus: result.initialFocus = nil
      case .window: result.window = nil
      case .texts: result.texts = ElementTexts()
      case .state: result.state = ElementState()
      case .look: result.look = ElementLook()
      case .intents: result.intents = []
      case .longPressIntents: result.longPressIntents = []
      }
    }
    return result
  }
}

/// Why a list of edits does not fit the tree it is applied to: the tree is not the one the
/// edits were made from (a front end that lost track asks for the whole screen again).
public struct ElementEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The position of the edit in its list.
  public var index: Int
  /// What did not fit.
  public var problem: String

  /// An error with both parts given.
  public init(index: Int, problem: String) {
    self.index = index
    self.problem = problem
  }

  /// `edit 3: no element has the id trackers.card.t9`.
  public var description: String { "edit \(index): \(problem)" }
}
