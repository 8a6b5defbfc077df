// swift-tools-version:6.0
// kids: a spoken early-learning quiz for young children, in a terminal.
import PackageDescription

let package = Package(
    name: "kids",
    products: [
        .executable(name: "kids", targets: ["kids"]),
    ],
    targets: [
        // MARK: C libraries (Debian packages): their headers only. The libraries are not linked but opened at
        // run time, on the threads that need them (KidsVoice/SharedLibrary.swift), so no pkg-config link flags.
        .systemLibrary(name: "CEspeak", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CPortAudio", providers: [.apt(["portaudio19-dev", "libasound2-dev"])]),

        // MARK: Core: pure Swift, Foundation only
        .target(name: "KidsModel"),

        // MARK: Disk: packs from folders, the progress file, log lines, standard error (thin POSIX wrappers)
        .target(name: "KidsStore", dependencies: ["KidsModel"]),

        // MARK: App: speech, terminal, and the executable that wires them
        .target(name: "KidsVoice", dependencies: ["KidsModel", "KidsStore", "CEspeak", "CPortAudio"]),
        .target(name: "KidsConsole", dependencies: ["KidsModel"]),
        .executableTarget(name: "kids", dependencies: ["KidsModel", "KidsStore", "KidsVoice", "KidsConsole"]),
        // MARK: Benchmarks (not part of the product; outside Sources/ so they may start processes)
        .executableTarget(name: "kids-bench", dependencies: ["KidsModel", "KidsStore", "KidsVoice", "KidsConsole", "TestSupport"],
                          path: "Benchmarks/kids-bench"),

        // MARK: Tests
        .target(name: "TestSupport", dependencies: ["KidsModel", "KidsStore"], path: "Tests/TestSupport"),
        .testTarget(name: "KidsModelTests", dependencies: ["KidsModel", "KidsStore", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KidsStoreTests", dependencies: ["KidsStore", "KidsModel"]),
        .testTarget(name: "KidsVoiceTests", dependencies: ["KidsVoice", "KidsStore"]),
        .testTarget(name: "KidsConsoleTests", dependencies: ["KidsConsole", "KidsStore", "TestSupport"]),
        .testTarget(name: "KidsTests", dependencies: ["kids", "KidsModel", "KidsVoice", "KidsStore", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["kids", "KidsModel", "KidsStore", "TestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
