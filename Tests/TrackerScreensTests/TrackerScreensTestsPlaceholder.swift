import Testing

@Test func TrackerScreensTestsBuilds() {}
