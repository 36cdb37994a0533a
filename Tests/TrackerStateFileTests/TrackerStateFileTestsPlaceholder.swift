import Testing

@Test func TrackerStateFileTestsBuilds() {}
