/// The days one tracker was done, in order. Days close together (a habit's)
/// are kept as one bit a day, days far apart (an event done twice, years
/// apart) as a sorted list, so that "done on day D?" and the counter take no
/// hashing, ten years of a daily habit fit in under half a kilobyte, and no
/// dates, however far apart, make the set large.
public struct DoneDays: Sequence, Equatable, Sendable {
  fileprivate enum Storage: Sendable {
    /// Bit `b` of `words[w]` is the day with ordinal `(firstWord + w) * 64 + b`.
    case bits(firstWord: Int, words: [UInt64])
    /// Day ordinals in increasing order.
    case list([Int])
  }

  private var storage = Storage.list([])

  /// How many days.
  public private(set) var count = 0

  /// No days.
  public init() {}

  /// The given days, in any order; repeats count once.
  public init(_ days: some Sequence<Day>) {
    self.init(ordinals: days.map(\.ordinal))
  }

  /// The given days, in any order; repeats count once. (Not generic, so that
  /// other modules get it compiled for arrays.)
  public init(_ days: [Day]) {
    self.init(ordinals: days.map(\.ordinal))
  }

  /// The days with these ordinals, in any order; repeats count once. Made in
  /// one go, as a state is loaded, rather than a day at a time.
  init(ordinals: [Int]) {
    var ordinals = ordinals
    if !Self.isIncreasing(ordinals) {
      ordinals.sort()
      var unique: [Int] = []
      unique.reserveCapacity(ordinals.count)
      for ordinal in ordinals where unique.last != ordinal { unique.append(ordinal) }
      ordinals = unique
    }
    count = ordinals.count
    storage = .list(ordinals)
    useBitsIfDense()
  }

  /// Whether each ordinal is less than the next (an index loop: `zip` with `dropFirst` is
  /// generic calls for every pair in a debug build, and this runs for every tracker loaded).
  private static func isIncreasing(_ ordinals: [Int]) -> Bool {
    var index = 1
    while index < ordinals.count {
      guard ordinals[index - 1] < ordinals[index] else { return false }
      index += 1
    }
    return true
  }

  /// True when there is no day.
  public var isEmpty: Bool { count == 0 }

  /// Whether `day` is one of the days.
  public func contains(_ day: Day) -> Bool {
    switch storage {
    case .bits(let firstWord, let words):
      let word = (day.ordinal >> 6) - firstWord
      guard word >= 0, word < words.count else { return false }
      return words[word] & (1 << UInt64(day.ordinal & 63)) != 0
    case .list(let ordinals):
      let index = Self.insertionIndex(of: day.ordinal, in: ordinals)
      guard index < ordinals.count else { return false }
      return ordinals[index] == day.ordinal
    }
  }

  /// How many of the days are on or before `day`: all of them unless some lie
  /// after it (a record from another device's clock).
  public func count(through day: Day) -> Int {
    switch storage {
    case .bits(let firstWord, let words):
      let word = (day.ordinal >> 6) - firstWord
      guard word < words.count else { return count }
      guard word >= 0 else { return 0 }
      var after = (words[word] & ~Self.maskThrough(day.ordinal & 63)).nonzeroBitCount
      for index in (word + 1)..<words.count { after += words[index].nonzeroBitCount }
      return count - after
    case .list(let ordinals):
      return Self.insertionIndex(of: day.ordinal + 1, in: ordinals)
    }
  }

  /// The bits of a word up to and including `bit`.
  private static func maskThrough(_ bit: Int) -> UInt64 {
    bit == 63 ? ~0 : (1 << UInt64(bit + 1)) - 1
  }

  /// The earliest day, if any.
  public var first: Day? {
    var iterator = makeIterator()
    return iterator.next()
  }

  /// The latest day, if any.
  public var last: Day? {
    switch storage {
    case .bits(let firstWord, let words):
      guard let index = words.lastIndex(where: { $0 != 0 }) else { return nil }
      return Day(ordinal: (firstWord + index) * 64 + 63 - words[index].leadingZeroBitCount)
    case .list(let ordinals):
      return ordinals.last.map(Day.init(ordinal:))
    }
  }

  // MARK: Changes

  /// Adds `day`; returns false when it was already there.
  @discardableResult
  mutating func insert(_ day: Day) -> Bool {
    let inserted: Bool
    switch storage {
    case .bits(let firstWord, var words):
      let word = day.ordinal >> 6
      let low = Swift.min(firstWord, word)
      let high = Swift.max(firstWord + words.count - 1, word)
      guard high - low + 1 <= 2 * Self.wordLimit(count + 1) else {
        storage = .list(Array(self.map(\.ordinal)))
        return insert(day)
      }
      storage = .list([])  // lets `words` be changed in place
      if word < firstWord {
        words.insert(contentsOf: repeatElement(0, count: firstWord - word), at: 0)
      } else if word >= firstWord + words.count {
        words.append(contentsOf: repeatElement(0, count: word - firstWord - words.count + 1))
      }
      let mask: UInt64 = 1 << UInt64(day.ordinal & 63)
      inserted = words[word - low] & mask == 0
      words[word - low] |= mask
      storage = .bits(firstWord: low, words: words)
    case .list(var ordinals):
      storage = .list([])
      let index = Self.insertionIndex(of: day.ordinal, in: ordinals)
      inserted = index == ordinals.count || ordinals[index] != day.ordinal
      if inserted { ordinals.insert(day.ordinal, at: index) }
      storage = .list(ordinals)
    }
    if inserted {
      count += 1
      useBitsIfDense()
    }
    return inserted
  }

  /// Removes `day`; returns false when it was not there.
  @discardableResult
  mutating func remove(_ day: Day) -> Bool {
    guard contains(day) else { return false }
    switch storage {
    case .bits(let firstWord, var words):
      storage = .list([])
      words[(day.ordinal >> 6) - firstWord] &= ~(1 << UInt64(day.ordinal & 63))
      storage = .bits(firstWord: firstWord, words: words)
    case .list(var ordinals):
      storage = .list([])
      ordinals.remove(at: Self.insertionIndex(of: day.ordinal, in: ordinals))
      storage = .list(ordinals)
    }
    count -= 1
    if case .bits(_, let words) = storage, words.count > 2 * Self.wordLimit(count) {
      storage = .list(Array(self.map(\.ordinal)))
    }
    return true
  }

  /// Bits are used while they take no more words than the days plus a little,
  /// at most eight bytes a day; twice that before going back to a list, so
  /// that adding and removing one day does not switch back and forth.
  private static func wordLimit(_ count: Int) -> Int {
    count + 16
  }

  private mutating func useBitsIfDense() {
    guard case .list(let ordinals) = storage, let low = ordinals.first, let high = ordinals.last
    else { return }
    let firstWord = low >> 6
    let wordCount = (high >> 6) - firstWord + 1
    guard wordCount <= Self.wordLimit(count) else { return }
    var words = [UInt64](repeating: 0, count: wordCount)
    for ordinal in ordinals {
      words[(ordinal >> 6) - firstWord] |= 1 << UInt64(ordinal & 63)
    }
    storage = .bits(firstWord: firstWord, words: words)
  }

  /// The index of the first ordinal not less than `ordinal`.
  private static func insertionIndex(of ordinal: Int, in ordinals: [Int]) -> Int {
    var low = 0
    var high = ordinals.count
    while low < high {
      let middle = (low + high) / 2
      if ordinals[middle] < ordinal { low = middle + 1 } else { high = middle }
    }
    return low
  }

  // MARK: Order and equality

  /// The days from the earliest to the latest.
  public func makeIterator() -> Iterator {
    Iterator(storage: storage)
  }

  /// Walks the days in order.
  public struct Iterator: IteratorProtocol {
    private let storage: Storage
    private var index = 0
    private var remainingBits: UInt64 = 0

    fileprivate init(storage: Storage) {
      self.storage = storage
      if case .bits(_, let words) = storage, let first = words.first { remainingBits = first }
    }

    /// The next day, or nil after the last.
    public mutating func next() -> Day? {
      switch storage {
      case .bits(let firstWord, let words):
        while remainingBits == 0 {
          index += 1
          guard index < words.count else { return nil }
          remainingBits = words[index]
        }
        let bit = remainingBits.trailingZeroBitCount
        remainingBits &= remainingBits - 1
        return Day(ordinal: (firstWord + index) * 64 + bit)
      case .list(let ordinals):
        guard index < ordinals.count else { return nil }
        index += 1
        return Day(ordinal: ordinals[index - 1])
      }
    }
  }

  /// The number of days.
  public var underestimatedCount: Int { count }

  /// The same days, however they are stored.
  public static func == (lhs: DoneDays, rhs: DoneDays) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
