import Foundation

/// How to render a value as snapshot text: a function from the value to text, so that one
/// value can be snapshotted in several formats (`.text`, `.dump`, `.json`, your own).
public struct SnapshotStrategy<Value>: Sendable {
  /// Renders the value; a thrown error fails the assertion with its description.
  public var render: @Sendable (Value) throws -> String

  /// Creates a strategy from a rendering function.
  public init(render: @escaping @Sendable (Value) throws -> String) {
    self.render = render
  }

  /// A strategy for another type that first turns it into `Value`, then renders it with
  /// this strategy: `.text.pullback { screen in renderTree(screen) }`.
  public func pullback<Other>(_ transform: @escaping @Sendable (Other) throws -> Value)
    -> SnapshotStrategy<Other>
  {
    let render = self.render
    return SnapshotStrategy<Other> { other in try render(transform(other)) }
  }
}

extension SnapshotStrategy where Value == String {
  /// The string itself, unchanged.
  public static var text: SnapshotStrategy<String> { SnapshotStrategy { $0 } }
}

extension SnapshotStrategy where Value: SendableMetatype {
  /// A readable tree of the value's stored properties, like Swift's `dump` but stable:
  /// set elements and dictionary keys are sorted, so the text is the same on every run.
  public static var dump: SnapshotStrategy<Value> { SnapshotStrategy { SnapshotDump.render($0) } }
}

extension SnapshotStrategy where Value: CustomStringConvertible & SendableMetatype {
  /// The value's `description`.
  public static var description: SnapshotStrategy<Value> { SnapshotStrategy { $0.description } }
}

extension SnapshotStrategy where Value: Encodable & SendableMetatype {
  /// Pretty-printed JSON with sorted keys and unescaped slashes.
  public static var json: SnapshotStrategy<Value> {
    SnapshotStrategy { value in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
  }
}
