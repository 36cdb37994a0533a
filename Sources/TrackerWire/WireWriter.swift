/// Writes wire values straight to compact JSON bytes, the same bytes `WireValue.json` gives:
/// each type writes its own fields in the wire's order (keys sorted by their UTF-8 bytes), so
/// that an answer goes out without a `WireValue` (a dictionary for every object, its keys
/// sorted on the way out) made of it first.
public struct WireWriter: Sendable {
  /// The JSON written so far.
  public fileprivate(set) var bytes: [UInt8]
  /// Fields the next object written takes besides its own (`json(adding:)`), sorted.
  fileprivate var added: [(key: String, value: WireValue)] = []

  /// Nothing written yet.
  public init() {
    bytes = []
    bytes.reserveCapacity(1024)
  }

  /// A writer that holds no buffer: what stands in for one while its buffer is lent out.
  private init(lending: Void) { bytes = [] }

  /// The bytes as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes a value made as a `WireValue`.
  public mutating func write(_ value: WireValue) {
    value.write(to: &bytes, indent: nil, depth: 0)
  }

  /// Writes a string.
  mutating func string(_ text: String) { WireValue.writeString(text, to: &bytes) }

  /// Writes a whole number.
  mutating func integer(_ number: Int) { bytes.append(contentsOf: String(number).utf8) }

  /// Writes `true` or `false`.
  mutating func bool(_ flag: Bool) { bytes.append(contentsOf: (flag ? "true" : "false").utf8) }

  /// Writes an array of `items`, in order.
  mutating func array<Item: WireCodable>(_ items: [Item]) {
    bytes.append(UInt8(ascii: "["))
    for index in items.indices {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      items[index].write(to: &self)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an object: the fields `fill` sets (in the wire's order), with `type` under `tag`
  /// and the fields `added` (sorted) in their places.
  mutating func object(
    _ type: String? = nil, tag: String = "type",
    adding added: [(key: String, value: WireValue)] = [], _ fill: (inout WireObject) -> Void
  ) {
    if !added.isEmpty { self.added = added }
    // The buffer is lent to the object and given back, never copied.
    var object = WireObject(writer: self, tag: type.map { (tag, $0) })
    self = WireWriter(lending: ())
    object.open()
    fill(&object)
    object.close()
    self = object.writer
  }
}

/// One object being written: its fields are set in the wire's order (sorted by their UTF-8
/// bytes, checked in a debug build), an absent one is left out, and the tag (`type`, `code`)
/// and any added fields are written in their places among them.
struct WireObject {
  fileprivate var writer: WireWriter
  /// The tag and its value, until written.
  private var tag: (key: String, value: String)?
  /// Other fields to write in their places, sorted.
  private var added: [(key: String, value: WireValue)]
  private var isEmpty = true
  /// The last key written, to check the order.
  private var last: String?

  fileprivate init(writer: WireWriter, tag: (String, String)?) {
    self.writer = writer
    self.tag = tag
    added = writer.added
    self.writer.added = []
  }

  fileprivate mutating func open() { writer.bytes.append(UInt8(ascii: "{")) }

  fileprivate mutating func close() {
    writeWaiting(before: nil)
    writer.bytes.append(UInt8(ascii: "}"))
  }

  /// Sets `name` to `value`.
  mutating func set<Value: WireCodable>(_ name: String, _ value: Value) {
    key(name)
    value.write(to: &writer)
  }

  /// Sets `name` when `value` is there.
  mutating func set<Value: WireCodable>(_ name: String, _ value: Value?) {
    if let value { set(name, value) }
  }

  /// Sets `name` unless `value` is its default (`false`, empty), which the schema states.
  mutating func set<Value: WireCodable & Equatable>(
    _ name: String, _ value: Value, unless fallback: Value
  ) {
    if value != fallback { set(name, value) }
  }

  /// Writes the key `name` (after the tag and added fields that come before it).
  private mutating func key(_ name: String) {
    writeWaiting(before: name)
    startField(name)
  }

  private mutating func startField(_ name: String) {
    if let last {
      assert(
        WireValue.precedes(last, name),
        "\(name) is set after \(last): set an object's fields in the order of their bytes")
    }
    last = name
    if !isEmpty { writer.bytes.append(UInt8(ascii: ",")) }
    isEmpty = false
    writer.string(name)
    writer.bytes.append(UInt8(ascii: ":"))
  }

  /// Writes the tag and the added fields whose keys come before `name` (all, for nil).
  private mutating func writeWaiting(before name: String?) {
    while tag != nil || !added.isEmpty {
      // The first waiting field: the tag, or the first added one.
      var key = ""
      var isTag = false
      if let tag {
        key = tag.key
        isTag = true
      }
      if let field = added.first, !isTag || WireValue.precedes(field.key, key) {
        key = field.key
        isTag = false
      }
      if let name, !WireValue.precedes(key, name) { return }
      startField(key)
      if isTag, let tag {
        self.tag = nil
        writer.string(tag.value)
      } else {
        writer.write(added.removeFirst().value)
      }
    }
  }
}

extension WireCodable {
  /// The value as compact JSON on one line, written straight to bytes: the same text as
  /// `wire.json`.
  public var json: String {
    var writer = WireWriter()
    write(to: &writer)
    return writer.text
  }

  /// The value as compact JSON, with `fields` added to its object (the web page's revision
  /// and depth beside an answer's fields); the fields are dropped when the value is no object.
  public func json(adding fields: [String: WireValue]) -> String {
    var writer = WireWriter()
    writer.added = WireValue.sortedKeys(fields).compactMap { key in
      fields[key].map { (key, $0) }
    }
    write(to: &writer)
    return writer.text
  }

  /// The value as a `WireValue`, read back from the bytes it writes: for a type that writes
  /// itself (every type the kit writes in answers).
  public var wire: WireValue {
    var writer = WireWriter()
    write(to: &writer)
    // The kit writes JSON its own reader reads; a number beyond ±(2^53 − 1), which the kit
    // never writes, would read as null.
    return (try? WireReader.read(writer.bytes)) ?? .null
  }
}
