import Testing

@Test func StringsFileTestsBuilds() {}
