/// How big a generated state is: how many trackers in how many categories, how
/// many years of history up to today, and how often a habit is done on the days
/// of its schedule.
public struct WorkloadShape: Hashable, Sendable {
  /// The number of trackers, habits and irregular events together.
  public var trackers: Int
  /// The number of categories; trackers are spread evenly over them.
  public var categories: Int
  /// Years of history before today (a year is 365 days here).
  public var years: Int
  /// The share of irregular events among the trackers (0 to 1).
  public var eventShare: Double
  /// The average share of a habit's scheduled days that are done (0 to 1).
  public var doneShare: Double
  /// The share of pinned trackers (0 to 1).
  public var pinnedShare: Double
  /// How far each habit's share of done days strays from `doneShare`: it is
  /// drawn evenly from `doneShare ± doneSpread / 2` (and kept within 0 to 1).
  public var doneSpread: Double

  /// A shape with every figure given.
  public init(
    trackers: Int, categories: Int, years: Int, eventShare: Double = 0.04,
    doneShare: Double = 0.6, pinnedShare: Double = 0.01, doneSpread: Double = 0.4
  ) {
    self.trackers = trackers
    self.categories = categories
    self.years = years
    self.eventShare = eventShare
    self.doneShare = doneShare
    self.pinnedShare = pinnedShare
    self.doneSpread = doneSpread
  }

  /// L: 1,000 trackers in 50 categories with ten years of history, about two
  /// million records.
  public static let large = WorkloadShape(trackers: 1_000, categories: 50, years: 10)

  /// M: 100 trackers in 10 categories with one year of history.
  public static let medium = WorkloadShape(trackers: 100, categories: 10, years: 1)

  /// H: a heavy user's 16 habits in 4 categories, kept for ten years and done
  /// on 98–100% of their days, so that most days are perfect and the
  /// statistics walk long runs of them.
  public static let heavyUser = heavyUser(years: 10)

  /// The heavy user's habits with `years` of history.
  public static func heavyUser(years: Int) -> WorkloadShape {
    WorkloadShape(
      trackers: 16, categories: 4, years: years, eventShare: 0, doneShare: 0.99,
      pinnedShare: 0.1, doneSpread: 0.02)
  }

  /// L's trackers and categories with `years` of history: the growth series.
  public static func large(years: Int) -> WorkloadShape {
    var shape = large
    shape.years = years
    return shape
  }

  /// The number of days of history, today included.
  public var days: Int { years * 365 + 1 }
}
