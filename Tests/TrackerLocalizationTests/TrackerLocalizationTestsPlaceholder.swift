import Testing

@Test func TrackerLocalizationTestsBuilds() {}
