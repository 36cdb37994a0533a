import Testing
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

@testable import TrackerTerminal

/// The terminal draws every part of a description that the text rendering shows: for each
/// element of every gallery state, each change to its state, to one of its texts, or its
/// removal that changes the text rendering must change what the terminal draws, as a person
/// sees it without colors (the characters, bold, dim, reversed, underlined). A front end that
/// drops a state (the goals calendar's missed days, the selected day's done mark) fails here.
@Suite("The terminal draws what the description says")
struct DrawsEverythingTests {
  static let widths = [78, 38]

  /// One change to one element of a screen.
  struct Variation {
    let name: String
    let change: (inout ScreenElement) -> Void
  }

  /// What makes two checks the same: the element's kind and its parent's, its state, which
  /// texts it has (empty or not), its style and how many elements it holds, and the change.
  struct Checked: Hashable {
    let width: Int
    let parent, kind: ScreenElement.Kind
    let state: ElementState
    let roles: [Bool?]
    let style: ScreenButton.Style?
    let children: Int
    let variation: String
  }

  /// The marker a changed text starts with.
  static let marker = "¤"

  /// Every change to `element` a front end must show: each state flag flipped (each other
  /// value of an optional one), each text role changed or given, the element removed.
  static func variations(of element: ScreenElement) -> [Variation] {
    var result: [Variation] = []
    func flag(_ name: String, _ path: WritableKeyPath<ElementState, Bool>) {
      result.append(Variation(name: "state \(name)") { $0.state[keyPath: path].toggle() })
    }
    func optional(_ name: String, _ path: WritableKeyPath<ElementState, Bool?>) {
      for value in [nil, true, false] where value != element.state[keyPath: path] {
        result.append(
          Variation(name: "state \(name)=\(value.map(String.init) ?? "nil")") {
            $0.state[keyPath: path] = value
          })
      }
    }
    flag("isEnabled", \.isEnabled)
    flag("isSelected", \.isSelected)
    flag("isChecked", \.isChecked)
    optional("isOn", \.isOn)
    optional("isDone", \.isDone)
    flag("isPinned", \.isPinned)
    flag("isToday", \.isToday)
    flag("isPerfect", \.isPerfect)
    optional("isCounted", \.isCounted)
    let roles: [(String, WritableKeyPath<ElementTexts, DisplayText?>)] = [
      ("title", \.title), ("subtitle", \.subtitle), ("detail", \.detail), ("value", \.value),
      ("placeholder", \.placeholder), ("error", \.error),
    ]
    for (name, path) in roles {
      // A placeholder shows only while its field is empty, on every platform.
      if name == "placeholder", element.texts.value?.string.isEmpty == false { continue }
      result.append(
        Variation(name: "text \(name)") {
          $0.texts[keyPath: path] = .content(marker + ($0.texts[keyPath: path]?.string ?? ""))
        })
    }
    return result
  }

  /// What a person sees of painted lines without colors: the characters, and which are
  /// bold, dim, reversed or underlined.
  static func seen(_ lines: [TerminalLine]) -> [String] {
    lines.map { line in
      line.spans.map { span in
        let style = span.style
        let marks = [style.isBold, style.isDim, style.isReversed, style.isUnderlined]
          .map { $0 ? "1" : "0" }.joined()
        return "\(marks):\(span.text)"
      }.joined(separator: "|")
    }
  }

  static func drawn(_ screen: ScreenElement, width: Int) -> [String] {
    var painter = Painter(width: width, focus: nil)
    painter.draw(screen)
    return seen(painter.lines.map { $0.fitted(to: width) })
  }

  /// The element at `path` (child indexes from the root), changed.
  static func changing(
    _ root: ScreenElement, at path: ArraySlice<Int>, _ change: (inout ScreenElement) -> Void
  ) -> ScreenElement {
    var root = root
    guard let first = path.first else {
      change(&root)
      return root
    }
    root.children[first] = changing(root.children[first], at: path.dropFirst(), change)
    return root
  }

  /// Every element below the root with its path.
  static func paths(_ element: ScreenElement, _ prefix: [Int] = []) -> [([Int], ScreenElement)] {
    element.children.enumerated().flatMap { index, child in
      [(prefix + [index], child)] + paths(child, prefix + [index])
    }
  }

  /// The element at `path` below `root`.
  static func element(at path: ArraySlice<Int>, in root: ScreenElement) -> ScreenElement {
    path.reduce(root) { $0.children[$1] }
  }

  /// What the terminal drops of `screen` at `width`: one line a part. The text rendering
  /// writes an element by itself (a day by its month, so within its grandparent); the
  /// terminal draws it within its grandparent (a day within its month, a cell within its
  /// grid), or within the whole screen for the screen's own children, whose drawing may
  /// depend on each other (buttons side by side, streaks on the month).
  static func dropped(_ screen: ScreenElement, width: Int, checked: inout Set<Checked>) -> [String]
  {
    var problems: [String] = []
    var drawings: [[Int]: [String]] = [:]
    for (path, element) in paths(screen) {
      let textPath = path.count > 2 ? Array(path.dropLast(2)) : path
      let textAnchor = Self.element(at: textPath[...], in: screen)
      var originalText: String?
      let drawPath = path.count > 2 ? Array(path.dropLast(2)) : []
      let drawAnchor = Self.element(at: drawPath[...], in: screen)
      let parent = Self.element(at: path.dropLast()[...], in: screen).kind
      for variation in variations(of: element) + [Variation(name: "removed") { _ in }] {
        // One check per kind of element (in a parent of a kind) and part, in each state
        // and with each set of texts: the same drawing for each of a month's 30 days, or
        // the same card on ten screens, need not be checked again.
        let key = Checked(
          width: width, parent: parent, kind: element.kind, state: element.state,
          roles: [
            element.texts.title, element.texts.subtitle, element.texts.detail,
            element.texts.value, element.texts.placeholder, element.texts.error,
          ].map { $0.map { $0.string.isEmpty } }, style: element.look.style,
          children: element.children.count, variation: variation.name)
        guard checked.insert(key).inserted else { continue }
        let isRemoval = variation.name == "removed"
        if !isRemoval {
          let text = originalText ?? ScreenText.render(textAnchor)
          originalText = text
          let changed = changing(textAnchor, at: path.dropFirst(textPath.count), variation.change)
          guard ScreenText.render(changed) != text else { continue }
        }
        let relative = path.dropFirst(drawPath.count)
        let changed =
          isRemoval
          ? changing(drawAnchor, at: relative.dropLast()) { $0.children.remove(at: path.last ?? 0) }
          : changing(drawAnchor, at: relative, variation.change)
        let original = drawings[drawPath] ?? drawn(drawAnchor, width: width)
        drawings[drawPath] = original
        if drawn(changed, width: width) == original {
          problems.append(
            "\(element.kind.rawValue) #\(element.id?.rawValue ?? "-"): \(variation.name)")
        }
      }
    }
    return problems
  }

  @Test("The gallery holds every element kind, so that each is checked")
  func everyKind() throws {
    var kinds = Set<ScreenElement.Kind>()
    for entry in ScreenGallery.entries {
      kinds.formUnion(try entry.describe(Localizer(language: .english)).allElements.map(\.kind))
    }
    #expect(Set(ScreenElement.Kind.allCases).subtracting(kinds).isEmpty)
  }

  @Test("Every part the text rendering shows is drawn, in every gallery state")
  func everyPart() throws {
    var checked: Set<Checked> = []
    for width in Self.widths {
      for entry in ScreenGallery.entries {
        let screen = try entry.describe(Localizer(language: .english))
        for problem in Self.dropped(screen, width: width, checked: &checked) {
          Issue.record("\(entry.name) at \(width + 2) columns: \(problem) is not drawn")
        }
      }
    }
  }
}
