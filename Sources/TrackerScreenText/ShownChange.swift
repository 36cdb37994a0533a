import TrackerScreens

/// One change to a screen that its text rendering shows: a state of one element flipped (or
/// an optional one given another value), one of its texts changed or given, or the element
/// removed. A front end that draws every part of a description draws the changed screen
/// differently from the screen as it was; the terminal's tests and the web page's check so
/// for every gallery state, so that a dropped state (a missed day's `○`) cannot come back.
public struct ShownChange: Sendable {
  /// What changed, for a message: `day #calendar.2026-11-04: state isDone=nil`.
  public let name: String
  /// Where the changed element is: child indexes from the root. A removed element's place.
  public let path: [Int]
  /// The whole screen, changed.
  public let screen: ScreenElement

  /// What makes two changes the same for a renderer: the element's kind and its parent's,
  /// its state, which texts it has (empty or not), its style, how many elements it holds,
  /// and the part changed. The same change of each of a month's thirty days, or of the same
  /// card on ten screens, is checked once.
  public struct Case: Hashable, Sendable {
    let parent, kind: ScreenElement.Kind
    let state: ElementState
    let texts: [Bool?]
    let style: ScreenButton.Style?
    let children: Int
    let part: String
  }

  /// The text a changed text starts with.
  public static let marker = "¤"

  /// Every change to `screen` its text rendering shows, one of each `Case` not in `seen`
  /// (which it adds to), in reading order.
  public static func all(in screen: ScreenElement, skipping seen: inout Set<Case>) -> [ShownChange]
  {
    var result: [ShownChange] = []
    for (path, element) in screen.descendants() {
      // The text rendering writes an element by itself, and a day by its month: within
      // its grandparent.
      let textPath = path.count > 2 ? Array(path.dropLast(2)) : path
      let textAnchor = screen.descendant(at: textPath[...])
      var originalText: String?
      let parent = screen.descendant(at: path.dropLast()[...]).kind
      // What the element's cases share, worked out once for all its parts.
      let texts = element.texts.shownRoles.map { $0.map { $0.string.isEmpty } }
      for (part, change) in parts(of: element) + [("removed", nil)] {
        let key = Case(
          parent: parent, kind: element.kind, state: element.state, texts: texts,
          style: element.look.style, children: element.children.count, part: part)
        guard seen.insert(key).inserted else { continue }
        let changed: ScreenElement
        if let change {
          let text = originalText ?? ScreenText.render(textAnchor)
          originalText = text
          let anchorChanged = textAnchor.changing(at: path.dropFirst(textPath.count), change)
          guard ScreenText.render(anchorChanged) != text else { continue }
          changed = screen.changing(at: path[...], change)
        } else {
          // A removed element always leaves its line.
          changed = screen.changing(at: path.dropLast()[...]) {
            $0.children.remove(at: path.last ?? 0)
          }
        }
        let what = "\(element.kind.rawValue) #\(element.id?.rawValue ?? "-")"
        result.append(ShownChange(name: "\(what): \(part)", path: path, screen: changed))
      }
    }
    return result
  }

  /// Each change of `element`'s state and texts, named: every flag flipped, every other
  /// value of an optional one, every text role the text rendering may show changed or given
  /// (a placeholder only while its field is empty, as on every platform).
  private static func parts(of element: ScreenElement)
    -> [(String, @Sendable (inout ScreenElement) -> Void)]
  {
    var result: [(String, @Sendable (inout ScreenElement) -> Void)] = []
    let flags: [(String, WritableKeyPath<ElementState, Bool> & Sendable)] = [
      ("isEnabled", \.isEnabled), ("isSelected", \.isSelected), ("isChecked", \.isChecked),
      ("isPinned", \.isPinned), ("isToday", \.isToday), ("isPerfect", \.isPerfect),
    ]
    for (name, path) in flags {
      result.append(("state \(name)", { $0.state[keyPath: path].toggle() }))
    }
    let optionals: [(String, WritableKeyPath<ElementState, Bool?> & Sendable)] = [
      ("isOn", \.isOn), ("isDone", \.isDone), ("isCounted", \.isCounted),
    ]
    for (name, path) in optionals {
      for value in [nil, true, false] where value != element.state[keyPath: path] {
        let shown = value.map { String($0) } ?? "nil"
        result.append(("state \(name)=\(shown)", { $0.state[keyPath: path] = value }))
      }
    }
    let roles: [(String, WritableKeyPath<ElementTexts, DisplayText?> & Sendable)] = [
      ("title", \.title), ("subtitle", \.subtitle), ("detail", \.detail), ("value", \.value),
      ("placeholder", \.placeholder), ("error", \.error),
    ]
    for (name, path) in roles
    where name != "placeholder" || element.texts.value?.string.isEmpty != false {
      result.append(
        (
          "text \(name)",
          { $0.texts[keyPath: path] = .content(marker + ($0.texts[keyPath: path]?.string ?? "")) }
        ))
    }
    return result
  }
}

extension ElementTexts {
  /// The roles a front end shows (every one but the spoken label), in order.
  fileprivate var shownRoles: [DisplayText?] {
    [title, subtitle, detail, value, placeholder, error]
  }
}

extension ScreenElement {
  /// Every element below this one with its path (child indexes), in reading order.
  func descendants(_ prefix: [Int] = []) -> [([Int], ScreenElement)] {
    children.enumerated().flatMap { index, child in
      [(prefix + [index], child)] + child.descendants(prefix + [index])
    }
  }

  /// The element at `path` below this one (this one for an empty path).
  func descendant(at path: ArraySlice<Int>) -> ScreenElement {
    path.reduce(self) { $0.children[$1] }
  }

  /// This element with the one at `path` below it changed.
  func changing(at path: ArraySlice<Int>, _ change: (inout ScreenElement) -> Void)
    -> ScreenElement
  {
    var copy = self
    guard let first = path.first else {
      change(&copy)
      return copy
    }
    copy.children[first] = children[first].changing(at: path.dropFirst(), change)
    return copy
  }
}
