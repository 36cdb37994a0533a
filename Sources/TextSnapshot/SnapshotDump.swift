/// The `.dump` strategy's renderer: a value's structure through `Mirror`, one stored
/// property a line, with unordered collections sorted so the output is deterministic.
enum SnapshotDump {
  static func render(_ value: Any) -> String {
    var lines: [String] = []
    var path = Set<ObjectIdentifier>()
    append(node(for: value, path: &path), label: nil, indent: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  /// A line of text and the nodes beneath it.
  private struct Node {
    var headline: String
    var children: [(label: String?, node: Node)] = []
  }

  private static func append(_ node: Node, label: String?, indent: String, to lines: inout [String])
  {
    let prefix = label.map { "\($0): " } ?? "- "
    lines.append(indent + (label == nil && indent.isEmpty ? "" : prefix) + node.headline)
    for child in node.children {
      append(child.node, label: child.label, indent: indent + "  ", to: &lines)
    }
  }

  private static func node(for value: Any, path: inout Set<ObjectIdentifier>) -> Node {
    let mirror = Mirror(reflecting: value)
    let typeName = String(describing: mirror.subjectType)
    if let object = classIdentity(value, mirror) {
      guard path.insert(object).inserted else { return Node(headline: "<cycle: \(typeName)>") }
    }
    defer { if let object = classIdentity(value, mirror) { path.remove(object) } }

    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return Node(headline: "nil") }
      return node(for: wrapped, path: &path)
    case .enum:
      guard let payload = mirror.children.first else { return Node(headline: ".\(value)") }
      let inner = node(for: payload.value, path: &path)
      let name = "." + (payload.label ?? "")
      if inner.children.isEmpty, Mirror(reflecting: payload.value).displayStyle != .tuple {
        return Node(headline: "\(name)(\(inner.headline))")
      }
      return Node(headline: name, children: inner.children)
    case .collection:
      let children = mirror.children.map {
        (label: String?.none, node: node(for: $0.value, path: &path))
      }
      return Node(headline: "\(typeName) (\(count(children.count)))", children: children)
    case .set:
      let children = mirror.children.map {
        (label: String?.none, node: node(for: $0.value, path: &path))
      }
      return Node(
        headline: "\(typeName) (\(count(children.count)))",
        children: children.sorted { flat($0.node) < flat($1.node) })
    case .dictionary:
      var entries: [(label: String?, node: Node)] = []
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { continue }
        let key = node(for: parts[0].value, path: &path)
        entries.append((label: flat(key), node: node(for: parts[1].value, path: &path)))
      }
      entries.sort { ($0.label ?? "") < ($1.label ?? "") }
      return Node(headline: "\(typeName) (\(count(entries.count)))", children: entries)
    case .tuple:
      let children = mirror.children.map {
        (label: $0.label, node: node(for: $0.value, path: &path))
      }
      return Node(headline: "(\(count(children.count)))", children: children)
    default:
      let properties = storedProperties(mirror)
      if properties.isEmpty {
        return Node(headline: leafText(value, mirror))
      }
      let children = properties.map { (label: $0.label, node: node(for: $0.value, path: &path)) }
      return Node(headline: typeName, children: children)
    }
  }

  private static func leafText(_ value: Any, _ mirror: Mirror) -> String {
    switch value {
    case let string as String: String(reflecting: string)
    case let substring as Substring: String(reflecting: substring)
    case let character as Character: String(reflecting: character)
    case let describable as CustomStringConvertible: describable.description
    case let debuggable as CustomDebugStringConvertible: debuggable.debugDescription
    default: String(describing: mirror.subjectType) + "()"
    }
  }

  /// A class's inherited properties come first, then its own.
  private static func storedProperties(_ mirror: Mirror) -> [Mirror.Child] {
    (mirror.superclassMirror.map(storedProperties) ?? []) + Array(mirror.children)
  }

  private static func classIdentity(_ value: Any, _ mirror: Mirror) -> ObjectIdentifier? {
    mirror.displayStyle == .class ? ObjectIdentifier(value as AnyObject) : nil
  }

  /// A node as one line, for sorting set elements and naming dictionary keys.
  private static func flat(_ node: Node) -> String {
    guard !node.children.isEmpty else { return node.headline }
    let inner = node.children.map { ($0.label.map { "\($0): " } ?? "") + flat($0.node) }
    return node.headline + "(" + inner.joined(separator: ", ") + ")"
  }

  private static func count(_ number: Int) -> String {
    number == 1 ? "1 element" : "\(number) elements"
  }
}
