/// Where an assertion was written: for failure reports and for telling a repeated test
/// apart from two assertions that share a name.
public struct SnapshotCallSite: Sendable, Hashable {
  /// `#fileID`, e.g. `TrackerScreensTests/TrackersScreenTests.swift`.
  public var fileID: String
  /// `#filePath`, the absolute path of the test file.
  public var filePath: String
  /// `#line`.
  public var line: UInt
  /// `#column`.
  public var column: UInt
  /// `#function`, the test function's name.
  public var function: String

  /// Creates a call site from the caller's source-location literals.
  public init(fileID: String, filePath: String, line: UInt, column: UInt, function: String) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.function = function
  }

  /// `File.swift:12`.
  var shortDescription: String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
  }

  func isSamePlace(as other: SnapshotCallSite) -> Bool {
    filePath == other.filePath && line == other.line && column == other.column
  }

  /// The test function's name without its parameter list, for `swift test --filter`.
  var testName: String {
    String(function.prefix { $0 != "(" })
  }
}
