import Testing

@Test func TrackerCommandLineTestsBuilds() {}
