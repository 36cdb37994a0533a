import Foundation
import Testing
import TextSnapshotTesting

@Suite struct SnapshotStrategyTests {
  enum Kind: Hashable {
    case habit(days: Int, pinned: Bool)
    case event
    case note(String)
  }

  struct Card: Encodable {
    var title: String
    var count: Int
    var tags: Set<String>
    var weekdays: [String: Bool]
    var subtitle: String?
  }

  final class Node {
    var name: String
    var next: Node?
    init(name: String) { self.name = name }
  }

  struct Everything {
    var title = "Поливать растения\n"
    var kind = Kind.habit(days: 5, pinned: true)
    var other = Kind.event
    var note = Kind.note("x")
    var tags: Set<String> = ["b", "a", "c"]
    var counts: [String: Int] = ["wed": 3, "mon": 1]
    var missing: Int? = nil
    var present: Double? = 1.5
    var list = [1, 2]
    var pair = (left: 1, right: "r")
  }

  @Test func textIsTheStringItself() throws {
    #expect(try SnapshotStrategy<String>.text.render("a\nb") == "a\nb")
  }

  @Test func dumpIsReadableAndStable() throws {
    #expect(
      try SnapshotStrategy<Everything>.dump.render(Everything()) == """
        Everything
          title: "Поливать растения\\n"
          kind: .habit
            days: 5
            pinned: true
          other: .event
          note: .note("x")
          tags: Set<String> (3 elements)
            - "a"
            - "b"
            - "c"
          counts: Dictionary<String, Int> (2 elements)
            "mon": 1
            "wed": 3
          missing: nil
          present: 1.5
          list: Array<Int> (2 elements)
            - 1
            - 2
          pair: (2 elements)
            left: 1
            right: "r"
        """)
  }

  @Test func dumpOfSetsAndDictionariesDoesNotDependOnInsertionOrder() throws {
    let forward = Set((0..<200).map { "item \($0)" })
    let backward = Set((0..<200).reversed().map { "item \($0)" })
    #expect(
      try SnapshotStrategy<Set<String>>.dump.render(forward)
        == SnapshotStrategy<Set<String>>.dump.render(backward))
  }

  @Test func dumpStopsAtReferenceCycles() throws {
    let first = Node(name: "first")
    first.next = Node(name: "second")
    first.next?.next = first
    #expect(
      try SnapshotStrategy<Node>.dump.render(first) == """
        Node
          name: "first"
          next: Node
            name: "second"
            next: <cycle: Node>
        """)
  }

  @Test func jsonHasSortedKeys() throws {
    let card = Card(title: "Read", count: 2, tags: ["x"], weekdays: ["mon": true], subtitle: nil)
    #expect(
      try SnapshotStrategy<Card>.json.render(card) == """
        {
          "count" : 2,
          "tags" : [
            "x"
          ],
          "title" : "Read",
          "weekdays" : {
            "mon" : true
          }
        }
        """)
  }

  @Test func oneValueInSeveralFormatsThroughPullback() throws {
    let titles = SnapshotStrategy<String>.text.pullback { (card: Card) in
      "\(card.title) (\(card.count))"
    }
    let card = Card(title: "Run", count: 3, tags: [], weekdays: [:], subtitle: "s")
    #expect(try titles.render(card) == "Run (3)")
    #expect(try SnapshotStrategy<Int>.description.render(42) == "42")
  }
}
