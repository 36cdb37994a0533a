import TextSnapshot

#if canImport(Testing)
  import Testing
#endif

/// Runs `operation` with `name` as the tool that snapshot failure messages name
/// (`swift run <name> snapshots review`), for every tester made inside it without one.
public func withSnapshotTool<Result>(_ name: String?, operation: () throws -> Result) rethrows
  -> Result
{
  try SnapshotTester.$defaultToolName.withValue(name, operation: operation)
}

#if canImport(Testing)
  /// A Swift Testing trait that names the package's snapshots tool in the failure messages
  /// of a suite or test: `@Suite(.snapshotTool("habit-tool"))`.
  public struct SnapshotToolTrait: SuiteTrait, TestTrait, TestScoping {
    /// The executable's name.
    public var name: String

    /// The tool applies to every test in a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with `name` as `SnapshotTester.defaultToolName`.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await SnapshotTester.$defaultToolName.withValue(name) { try await function() }
    }
  }

  extension Trait where Self == SnapshotToolTrait {
    /// Names the package's snapshots tool in failure messages: `.snapshotTool("habit-tool")`.
    public static func snapshotTool(_ name: String) -> Self { SnapshotToolTrait(name: name) }
  }
#endif
