import Testing

@testable import TrackerDomain

/// `DoneDays` against a plain `Set<Day>`: the same answers after any sequence
/// of insertions and removals, dense or sparse, in order or not.
@Suite("Done days: a day set stored as bits or as a list")
struct DoneDaysTests {
  /// A small deterministic generator, so that a failure can be replayed.
  struct Numbers {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  func expectSame(_ days: DoneDays, _ set: Set<Day>, _ note: String) {
    #expect(days.count == set.count, "\(note)")
    #expect(Array(days) == set.sorted(), "\(note)")
    #expect(days.first == set.min(), "\(note)")
    #expect(days.last == set.max(), "\(note)")
  }

  @Test(
    "Random insertions and removals agree with a set",
    arguments: [(span: 40, steps: 300), (span: 4_000, steps: 3_000), (span: 400_000, steps: 600)])
  func agreesWithASet(span: Int, steps: Int) {
    var numbers = Numbers(state: UInt64(span))
    var days = DoneDays()
    var set = Set<Day>()
    let start = -span / 3
    for step in 0..<steps {
      let day = Day(ordinal: start + numbers.next(span))
      if numbers.next(4) == 0 {
        #expect(days.remove(day) == (set.remove(day) != nil))
      } else {
        #expect(days.insert(day) == set.insert(day).inserted)
      }
      let probe = Day(ordinal: start - 2 + numbers.next(span + 4))
      #expect(days.contains(probe) == set.contains(probe), "step \(step)")
      if step % 97 == 0 { expectSame(days, set, "step \(step)") }
    }
    expectSame(days, set, "end")
    #expect(DoneDays(set) == days)
  }

  @Test("A daily habit in order, then most of it removed, then emptied")
  func denseThenSparse() {
    var days = DoneDays()
    var set = Set<Day>()
    for ordinal in 20_000..<23_650 {
      days.insert(Day(ordinal: ordinal))
      set.insert(Day(ordinal: ordinal))
    }
    expectSame(days, set, "dense")
    for ordinal in 20_001..<23_649 {
      days.remove(Day(ordinal: ordinal))
      set.remove(Day(ordinal: ordinal))
    }
    expectSame(days, set, "two days left")
    for day in set { days.remove(day) }
    expectSame(days, [], "empty")
    #expect(days.isEmpty)
  }

  @Test("Days far apart, even the extremes, stay small and correct")
  func extremes() {
    let far = [Int.min, Int.min + 63, -1, 0, 63, 64, 2_932_896, Int.max - 64, Int.max].map(
      Day.init(ordinal:))
    let days = DoneDays(far + far)
    expectSame(days, Set(far), "extremes")
    #expect(far.allSatisfy(days.contains))
    #expect(!days.contains(Day(ordinal: 1)))
  }

  @Test("Equal days are equal however they were stored")
  func equality() {
    let ordered = DoneDays((0..<500).map { Day(ordinal: $0 * 2) })
    let reversed = DoneDays((0..<500).reversed().map { Day(ordinal: $0 * 2) })
    #expect(ordered == reversed)
    #expect(ordered != DoneDays((0..<499).map { Day(ordinal: $0 * 2) }))
  }

  @Test("Days made in one go, in any order and with repeats, are the days inserted one by one")
  func madeInOneGo() {
    var numbers = Numbers(state: 11)
    for span in [30, 3_000, 300_000] {
      let ordinals = (0..<500).map { _ in numbers.next(span) }
      let oneByOne = DoneDays(ordinals.map(Day.init(ordinal:)))
      let inOneGo = DoneDays(ordinals: ordinals)
      expectSame(inOneGo, Set(ordinals.map(Day.init(ordinal:))), "span \(span)")
      #expect(inOneGo == oneByOne)
      var changed = inOneGo
      changed.insert(Day(ordinal: span + 5))
      #expect(changed.contains(Day(ordinal: span + 5)))
      #expect(changed.count == oneByOne.count + 1)
    }
    #expect(DoneDays(ordinals: []).isEmpty)
  }

  @Test("A state indexes records in any order, with repeats, as one by one; unknown trackers fail")
  func stateFromRecords() throws {
    let category = TrackerCategory(id: "c", title: "C")
    let trackers = ["a", "b", "c"].map { id in
      Tracker(
        id: TrackerID(id), name: id, category: "c", emoji: "🙂", color: Palette.colors[0],
        schedule: nil, created: Day(ordinal: 0))
    }
    var numbers = Numbers(state: 5)
    let records = (0..<2_000).map { _ in
      Record(tracker: trackers[numbers.next(3)].id, day: Day(ordinal: numbers.next(900)))
    }
    let state = try TrackerState(categories: [category], trackers: trackers, records: records)
    #expect(state.records == RecordIndex(records))
    #expect(state.records.count == Set(records).count)
    let byTracker = Dictionary(grouping: records, by: \.tracker).mapValues {
      DoneDays($0.map(\.day))
    }
    let fromDays = try TrackerState(
      categories: [category], trackers: trackers, doneDays: byTracker)
    #expect(fromDays == state)
    #expect(fromDays.records.count == state.records.count)
    #expect(throws: StateProblem.unknownTracker("y")) {
      try TrackerState(
        categories: [category], trackers: trackers,
        doneDays: ["z": DoneDays([Day(ordinal: 1)]), "y": DoneDays([Day(ordinal: 2)])])
    }
    #expect(throws: StateProblem.unknownTracker("z")) {
      try TrackerState(
        categories: [category], trackers: trackers,
        records: records + [Record(tracker: "z", day: Day(ordinal: 1))])
    }
  }
}
