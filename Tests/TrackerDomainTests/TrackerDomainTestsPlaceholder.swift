import Testing

@Test func TrackerDomainTestsBuilds() {}
