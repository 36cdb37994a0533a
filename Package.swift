// swift-tools-version:6.0
// TrackerKit: the shared presentation layer of the Tracker habit app.
// No package dependencies: Foundation and the toolchain's test libraries only.
import PackageDescription

let package = Package(
  name: "TrackerKit",
  platforms: [.macOS(.v13)],
  products: [
    .library(
      name: "TrackerKit",
      targets: [
        "TrackerDomain", "TrackerStateFile", "TrackerLocalization", "TrackerScreens",
        "TrackerScreenText",
      ]),
    .library(name: "TextSnapshot", targets: ["TextSnapshot", "TextSnapshotTesting"]),
    .executable(name: "tracker-kit", targets: ["tracker-kit"]),
    .executable(name: "tracker-kit-bench", targets: ["TrackerBenchmark"]),
  ],
  targets: [
    // One shape for a problem in a file and where it is: `file:line:column: error: message`.
    .target(name: "Diagnostics"),
    // The domain: pure data and the app's rules. Depends on nothing but Foundation.
    .target(name: "TrackerDomain"),
    // The JSON state file: parsing with positions, validation, writing back.
    .target(name: "TrackerStateFile", dependencies: ["TrackerDomain", "Diagnostics"]),
    // Apple's `.strings` syntax, parsed from bytes with exact error positions.
    .target(name: "StringsFile", dependencies: ["Diagnostics"]),
    // Build tool that embeds Localization/ into the binary (validated with StringsFile).
    .executableTarget(name: "embed-tables", dependencies: ["StringsFile"]),
    .plugin(
      name: "EmbedLocalization", capability: .buildTool(), dependencies: ["embed-tables"],
      path: "Sources/EmbedLocalization"),
    // String tables, plural rules, safe formatting, the pseudo-locale and the translators' linter.
    .target(
      name: "TrackerLocalization", dependencies: ["StringsFile", "Diagnostics"],
      plugins: ["EmbedLocalization"]),
    // The text-snapshot harness: strategies, storage, diffs, record modes. Knows nothing of screens.
    .target(name: "TextSnapshot"),
    // `assertSnapshot` for Swift Testing and XCTest, on top of TextSnapshot.
    .target(name: "TextSnapshotTesting", dependencies: ["TextSnapshot"]),
    // Every screen as a description: domain state in, localized screen values out.
    .target(name: "TrackerScreens", dependencies: ["TrackerDomain", "TrackerLocalization"]),
    // Renders screen descriptions to stable, readable text.
    .target(name: "TrackerScreenText", dependencies: ["TrackerScreens"]),
    // The commands of `tracker-kit`: argument parsing and printing only.
    .target(
      name: "TrackerCommandLine",
      dependencies: [
        "TrackerDomain", "TrackerStateFile", "TrackerLocalization", "TrackerScreens",
        "TrackerScreenText", "TextSnapshot",
      ]),
    .executableTarget(name: "tracker-kit", dependencies: ["TrackerCommandLine"]),
    // Generated workloads and the scanning baseline the benchmark compares against.
    .target(
      name: "TrackerWorkload",
      dependencies: ["TrackerDomain", "TrackerLocalization", "TrackerScreens"]),
    // `tracker-kit-bench`: times the kit on the workloads (run it with -c release).
    .executableTarget(
      name: "TrackerBenchmark",
      dependencies: [
        "TrackerWorkload", "TrackerDomain", "TrackerStateFile", "TrackerScreens",
        "TrackerScreenText", "StringsFile",
      ]),

    .testTarget(name: "TrackerDomainTests", dependencies: ["TrackerDomain"]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    .testTarget(
      name: "TrackerStateFileTests", dependencies: ["TrackerStateFile", "Diagnostics"]),
    .testTarget(name: "StringsFileTests", dependencies: ["StringsFile", "Diagnostics"]),
    .testTarget(
      name: "TrackerLocalizationTests",
      dependencies: ["TrackerLocalization", "StringsFile", "Diagnostics"]),
    .testTarget(name: "TextSnapshotTests", dependencies: ["TextSnapshot", "TextSnapshotTesting"]),
    .testTarget(
      name: "TrackerScreensTests",
      dependencies: ["TrackerScreens", "TrackerScreenText", "TextSnapshotTesting"]),
    // Depends on the executable too, so that its tests can run the built binary.
    .testTarget(
      name: "TrackerCommandLineTests", dependencies: ["TrackerCommandLine", "tracker-kit"]),
    // Seeded fuzzing of the state file and the string tables.
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "TrackerStateFile", "TrackerDomain", "StringsFile", "TrackerLocalization", "Diagnostics",
      ]),
    .testTarget(
      name: "TrackerWorkloadTests",
      dependencies: [
        "TrackerWorkload", "TrackerDomain", "TrackerScreens", "TrackerLocalization",
        "TrackerStateFile",
      ]),
  ]
)
