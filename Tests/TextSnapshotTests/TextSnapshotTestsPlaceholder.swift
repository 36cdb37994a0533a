import Testing

@Test func TextSnapshotTestsBuilds() {}
