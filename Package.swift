// swift-tools-version:6.0
// TrackerKit: the shared presentation layer of the Tracker habit app.
// No package dependencies: Foundation and the toolchain's test libraries only.
import PackageDescription

let package = Package(
  name: "TrackerKit",
  // One OS generation (2022) for every platform a front end runs on; the kit's
  // APIs need at least macOS 12 / iOS 15 (Date's ISO 8601 formatting).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // What a front end imports: `import TrackerKit`.
    .library(name: "TrackerKit", targets: ["TrackerKit"]),
    .library(name: "TextSnapshot", targets: ["TextSnapshot", "TextSnapshotTesting"]),
    .executable(name: "tracker-kit", targets: ["tracker-kit"]),
    .executable(name: "tracker-kit-bench", targets: ["TrackerBenchmark"]),
  ],
  targets: [
    // One shape for a problem in a file and where it is: `file:line:column: error: message`.
    .target(name: "Diagnostics"),
    // Writing a file so that it is always the old one or the new one: temporary file, fsync, rename.
    .target(name: "AtomicFile"),
    // The domain: pure data and the app's rules. Depends on nothing but Foundation.
    .target(name: "TrackerDomain"),
    // The one JSON reader: strict RFC 8259 with byte offsets; the state file and the wire use it.
    .target(name: "JSONSyntax"),
    // The JSON state file: parsing with positions, validation, writing back.
    .target(
      name: "TrackerStateFile",
      dependencies: ["TrackerDomain", "Diagnostics", "AtomicFile", "JSONSyntax"]),
    // Apple's `.strings` syntax, parsed from bytes with exact error positions.
    .target(name: "StringsFile", dependencies: ["Diagnostics"]),
    // printf-style specifiers of table texts (`%@`, `%2$d`): one reader for build and run time.
    .target(name: "FormatSpecifiers"),
    // Build tool that embeds Localization/ into the binary (validated with StringsFile) and
    // generates StringKey and PluralKey from the English table.
    .executableTarget(name: "embed-tables", dependencies: ["StringsFile", "FormatSpecifiers"]),
    .plugin(
      name: "EmbedLocalization", capability: .buildTool(), dependencies: ["embed-tables"],
      path: "Sources/EmbedLocalization"),
    // String tables, plural rules, safe formatting, the pseudo-locale and the translators' linter.
    .target(
      name: "TrackerLocalization",
      dependencies: ["StringsFile", "FormatSpecifiers", "Diagnostics"],
      plugins: ["EmbedLocalization"]),
    // Translators' tools: XLIFF 1.2 export and import (own XML reader, in-place table edits),
    // the record of the English each translation was made from, and stale translations.
    .target(
      name: "TranslationExchange",
      dependencies: [
        "StringsFile", "FormatSpecifiers", "Diagnostics", "TrackerLocalization", "AtomicFile",
      ]),
    // The text-snapshot harness: strategies, storage, diffs, record modes. Knows nothing of screens.
    .target(name: "TextSnapshot"),
    // `assertSnapshot` for Swift Testing and XCTest, on top of TextSnapshot.
    .target(name: "TextSnapshotTesting", dependencies: ["TextSnapshot"]),
    // Every screen as a description: domain state in, localized screen values out.
    .target(name: "TrackerScreens", dependencies: ["TrackerDomain", "TrackerLocalization"]),
    // Renders screen descriptions to stable, readable text.
    .target(name: "TrackerScreenText", dependencies: ["TrackerScreens"]),
    // The app between the screens: navigation, screen state and acts on element ids.
    .target(
      name: "TrackerApp", dependencies: ["TrackerDomain", "TrackerLocalization", "TrackerScreens"]),
    // User journeys as text: flow files played on the app, with transcripts.
    .target(name: "TrackerFlows", dependencies: ["TrackerApp", "TrackerScreenText"]),
    // The one module a front end imports; it re-exports the others.
    .target(
      name: "TrackerKit",
      dependencies: [
        "TrackerDomain", "TrackerStateFile", "TrackerLocalization", "TrackerScreens",
        "TrackerScreenText", "TrackerApp",
      ]),
    // The commands of `tracker-kit`: argument parsing and printing only.
    .target(
      name: "TrackerCommandLine",
      dependencies: [
        "TrackerDomain", "TrackerStateFile", "TrackerLocalization", "TrackerScreens",
        "TrackerScreenText", "TextSnapshot", "TrackerApp", "TrackerFlows", "TranslationExchange",
        "StringsFile", "TrackerGallery", "TrackerTerminal", "AtomicFile",
      ]),
    .executableTarget(name: "tracker-kit", dependencies: ["TrackerCommandLine"]),
    // Generated workloads and the scanning baseline the benchmark compares against.
    .target(
      name: "TrackerWorkload",
      dependencies: ["SeededRandomness", "TrackerDomain", "TrackerLocalization", "TrackerScreens"]),
    // The kill -9 drill of the front ends that keep a state file (serve --save, web): the
    // suite runs it on a small state, the benchmark a hundred times on L.
    .target(name: "TrackerDurability", dependencies: ["TrackerDomain", "TrackerStateFile"]),
    // `tracker-kit-bench`: times the kit on the workloads (run it with -c release).
    .executableTarget(
      name: "TrackerBenchmark",
      dependencies: [
        "TrackerWorkload", "TrackerDomain", "TrackerStateFile", "TrackerScreens",
        "TrackerScreenText", "StringsFile", "TrackerApp", "TrackerTerminal", "TrackerDurability",
        "SeededRandomness",
      ]),

    // The one random number generator (SplitMix64): the workloads and every randomized test.
    .target(name: "SeededRandomness"),
    // What several test targets share: the seeded generator, temporary folders, the built
    // tool and started processes, the save-behind fixture, the browser driver. Tests only.
    .target(
      name: "TrackerTestSupport",
      dependencies: ["SeededRandomness", "TrackerDomain", "TrackerStateFile"],
      path: "Tests/TrackerTestSupport"),

    .testTarget(name: "TrackerDomainTests", dependencies: ["TrackerDomain"]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    .testTarget(
      name: "TrackerStateFileTests",
      dependencies: ["TrackerStateFile", "Diagnostics", "AtomicFile"]),
    .testTarget(
      name: "TrackerAppTests",
      dependencies: ["TrackerApp", "TrackerFlows", "TrackerScreenText", "TextSnapshotTesting"],
      exclude: ["Flows"]),
    .testTarget(name: "StringsFileTests", dependencies: ["StringsFile", "Diagnostics"]),
    .testTarget(
      name: "EmbedTablesTests", dependencies: ["embed-tables", "StringsFile", "FormatSpecifiers"]),
    .testTarget(
      name: "TrackerLocalizationTests",
      dependencies: ["TrackerLocalization", "StringsFile", "Diagnostics"]),
    .testTarget(
      name: "TranslationExchangeTests",
      dependencies: ["TranslationExchange", "StringsFile", "TrackerLocalization", "Diagnostics"]),
    .testTarget(name: "TextSnapshotTests", dependencies: ["TextSnapshot", "TextSnapshotTesting"]),
    .testTarget(
      name: "TrackerScreensTests",
      dependencies: ["TrackerScreens", "TrackerScreenText", "TextSnapshotTesting", "StringsFile"]),
    // Depends on the executable too, so that its tests can run the built binary.
    .testTarget(
      name: "TrackerCommandLineTests",
      dependencies: [
        "TrackerCommandLine", "tracker-kit", "TrackerLocalization", "TextSnapshot",
        "TrackerScreens", "TrackerScreenText", "TrackerStateFile", "TrackerDomain",
        "TrackerDurability",
      ]),
    // What holds for the kit as a whole: the names a front end imports, the README's examples.
    .testTarget(name: "TrackerKitTests", dependencies: ["TrackerKit", "TextSnapshotTesting"]),
    // Seeded fuzzing of the state file and the string tables.
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "TrackerStateFile", "TrackerDomain", "StringsFile", "TrackerLocalization", "Diagnostics",
        "TrackerApp", "TrackerScreens",
      ]),
    .testTarget(
      name: "TrackerWorkloadTests",
      dependencies: [
        "TrackerWorkload", "TrackerDomain", "TrackerScreens", "TrackerLocalization",
        "TrackerStateFile",
      ]),

    // The translators' gallery: every screen state as static HTML in each language, English
    // beside it, every table text marked with its key (`tracker-kit gallery`).
    .target(
      name: "TrackerGallery",
      dependencies: ["TrackerDomain", "TrackerLocalization", "TrackerScreens"]),
    .testTarget(
      name: "TrackerGalleryTests",
      dependencies: ["TrackerGallery", "TrackerScreens", "TrackerLocalization"]),
    // The terminal app (`tracker-kit app`): draws the app's screens by element kind and
    // forwards keys as acts. It depends on the app and the screens' types only (and the
    // tables' types, for the words of its key line); a test checks this line.
    .target(
      name: "TrackerTerminal",
      dependencies: ["TrackerApp", "TrackerScreens", "TrackerLocalization"]),
    .testTarget(
      name: "TrackerTerminalTests",
      dependencies: [
        "TrackerTerminal", "TrackerApp", "TrackerDomain", "TrackerLocalization",
        "TrackerScreenText", "TrackerStateFile", "TextSnapshotTesting", "tracker-kit",
      ]),
  ]
)

// Screens as JSON and the app over a pipe (`render --format json`, `serve --stdio`):
// the wire format, its schema, and the session that answers one request line at a time.
package.targets += [
  .target(
    name: "TrackerWire",
    dependencies: [
      "TrackerDomain", "TrackerLocalization", "TrackerScreens", "TrackerApp", "TrackerStateFile",
      "JSONSyntax",
    ]),
  .testTarget(
    name: "TrackerWireTests",
    dependencies: ["TrackerWire", "TrackerCommandLine", "tracker-kit", "TrackerWorkload"],
    // A client in Python, written from the JSON article alone (ServeBinaryTests runs it).
    exclude: ["Clients"]),
]
let wireClients = ["TrackerCommandLine", "TrackerBenchmark"]
for target in package.targets where wireClients.contains(target.name) {
  target.dependencies.append("TrackerWire")
}

// The app in a web browser (`tracker-kit web`): a small HTTP/1.1 server on the loopback
// address (platform sockets, no packages), and the page, written by hand and compiled in.
package.targets += [
  .target(name: "LoopbackHTTP"),
  // What the tests and the benchmark put on that server: the person's timed requests and a
  // local program's flood of idle and slow connections.
  .target(name: "LoopbackLoad"),
  .target(
    name: "TrackerWeb",
    dependencies: [
      "LoopbackHTTP", "TrackerWire", "TrackerApp", "TrackerDomain", "TrackerLocalization",
      "TrackerStateFile", "TranslationExchange", "AtomicFile", "Diagnostics",
    ],
    exclude: ["Page"], plugins: ["EmbedPage"]),
  // Embeds the page's files as base64 string literals (`embedInCode` writes an array literal
  // of one integer per byte: seconds to compile).
  .executableTarget(name: "embed-files"),
  .plugin(
    name: "EmbedPage", capability: .buildTool(), dependencies: ["embed-files"],
    path: "Sources/EmbedPage"),
  .testTarget(
    name: "TrackerWebTests",
    dependencies: [
      "LoopbackHTTP", "TrackerWeb", "TrackerWire", "TrackerApp", "TrackerStateFile",
      "TrackerScreens", "TrackerScreenText", "TrackerLocalization", "TrackerDomain",
      "TextSnapshotTesting", "TrackerTerminal", "tracker-kit", "LoopbackLoad", "TrackerWorkload",
    ]),
]
for target in package.targets where target.name == "TrackerCommandLine" {
  target.dependencies.append("TrackerWeb")
}
// The benchmark times the page's server under a flood (`tracker-kit-bench web`).
for target in package.targets where target.name == "TrackerBenchmark" {
  target.dependencies += ["LoopbackHTTP", "LoopbackLoad", "TrackerWeb"]
}

// Every test target may use the shared test helpers (`import TrackerTestSupport`).
for target in package.targets where target.type == .test {
  target.dependencies.append("TrackerTestSupport")
}

// Last, so that it sees every dependency above. An incremental build recompiles a module when
// a module it lists changed, not when one it reaches only through another did (SwiftPM gives
// each compile the modules its target lists; the compiler leaves an unchanged module file
// untouched). Yet a module's code holds the layout of every type it uses, wherever declared: a
// struct's stored properties, an enum's cases (`StringKey`'s, one per table key). So each
// target lists every library it reaches: a new field on `Tracker` or a key inserted in the
// English table rebuilds every module that uses them. `.ci/stale-build-repro` shows the
// toolchain's behaviour on three tiny modules.
let libraries = Set(package.targets.filter { $0.type == .regular }.map(\.name))
@MainActor func listedLibraries(_ target: Target) -> [String] {
  target.dependencies.compactMap { dependency in
    switch dependency {
    case .byNameItem(let name, _), .targetItem(let name, _): libraries.contains(name) ? name : nil
    default: nil
    }
  }
}
@MainActor func reachedLibraries(_ name: String) -> Set<String> {
  guard let target = package.targets.first(where: { $0.name == name }) else { return [] }
  return listedLibraries(target).reduce(into: []) { $0.formUnion([$1] + reachedLibraries($1)) }
}
for target in package.targets {
  let unlisted = reachedLibraries(target.name).subtracting(listedLibraries(target))
  target.dependencies += unlisted.sorted().map { .target(name: $0) }
}
