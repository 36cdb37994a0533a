/// A key the user pressed, decoded from the bytes a terminal sends.
public enum TerminalKey: Hashable, Sendable {
  /// Printable text: one key, or several characters pasted at once (UTF-8 decoded).
  case text(String)
  /// Enter (Return).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace.
  case backspace
  /// Esc on its own.
  case escape
  /// The arrow keys.
  case up, down, left, right
  /// Home, End, Page Up, Page Down, Delete.
  case home, end, pageUp, pageDown, delete
  /// The menu (context) key, or Shift-F10.
  case menu
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Any other control key or escape sequence; ignored.
  case unknown
}

/// Turns the bytes a terminal sends into keys. Bytes that may be the start of
/// a longer sequence (an escape sequence, a character cut between two reads)
/// wait for the next read; `flush()` ends them when no more bytes come, so that
/// Esc pressed on its own is Esc.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for the rest of their sequence.
  public var hasPending: Bool { !pending.isEmpty }

  /// The keys in `bytes`, after those left pending by the last call.
  public mutating func decode(_ bytes: [UInt8]) -> [TerminalKey] {
    pending += bytes
    var keys: [TerminalKey] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending, isFinal: false) else { break }
      Self.append(key, to: &keys)
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Ends whatever is pending: a lone Esc is Esc, a cut character is dropped.
  public mutating func flush() -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending, isFinal: true) else { break }
      Self.append(key, to: &keys)
      index += length
    }
    pending = []
    return keys
  }

  /// Adds `key`, joining text typed together into one `.text`.
  private static func append(_ key: TerminalKey, to keys: inout [TerminalKey]) {
    if case .text(let more) = key, case .text(let before)? = keys.last {
      keys[keys.count - 1] = .text(before + more)
    } else if key != .unknown {
      keys.append(key)
    }
  }

  /// The key starting at `index` and how many bytes it takes; nil when the
  /// bytes end before it does (and `isFinal` is false).
  private static func key(at index: Int, in bytes: [UInt8], isFinal: Bool) -> (TerminalKey, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index, in: bytes, isFinal: isFinal)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x00..<0x20: return (.unknown, 1)
    default: return character(at: index, in: bytes, isFinal: isFinal)
    }
  }

  /// One UTF-8 encoded character; a malformed byte is skipped.
  private static func character(at index: Int, in bytes: [UInt8], isFinal: Bool) -> (
    TerminalKey, Int
  )? {
    let byte = bytes[index]
    let length =
      byte < 0x80
      ? 1 : byte & 0xE0 == 0xC0 ? 2 : byte & 0xF0 == 0xE0 ? 3 : byte & 0xF8 == 0xF0 ? 4 : 0
    guard length > 0 else { return (.unknown, 1) }
    guard index + length <= bytes.count else {
      return isFinal ? (.unknown, bytes.count - index) : nil
    }
    let slice = bytes[index..<index + length]
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let text = String(validating: slice, as: UTF8.self)
    else { return (.unknown, 1) }
    return (.text(text), length)
  }

  /// Esc, or a CSI (`ESC [`) or SS3 (`ESC O`) sequence.
  private static func escapeSequence(at index: Int, in bytes: [UInt8], isFinal: Bool) -> (
    TerminalKey, Int
  )? {
    guard index + 1 < bytes.count else { return isFinal ? (.escape, 1) : nil }
    let introducer = bytes[index + 1]
    if introducer == UInt8(ascii: "O") {
      guard index + 2 < bytes.count else { return isFinal ? (.escape, 1) : nil }
      return (finalKey(bytes[index + 2], parameters: []), 3)
    }
    guard introducer == UInt8(ascii: "[") else { return (.escape, 1) }
    var end = index + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return isFinal ? (.escape, 1) : nil }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      .split(separator: ";").map { Int($0) ?? 0 }
    return (finalKey(bytes[end], parameters: parameters), end - index + 1)
  }

  /// The key a sequence's final byte and parameters name.
  private static func finalKey(_ final: UInt8, parameters: [Int]) -> TerminalKey {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .backTab
    case UInt8(ascii: "~"):
      switch parameters.first ?? 0 {
      case 1, 7: .home
      case 4, 8: .end
      case 3: .delete
      case 5: .pageUp
      case 6: .pageDown
      case 29: .menu
      case 21 where parameters.dropFirst().first == 2: .menu
      default: .unknown
      }
    default: .unknown
    }
  }
}
