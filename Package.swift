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

        // MARK: System: thin typed wrappers over the operating system (file descriptors and errno, standard error,
        // thread priority, bounded waits, the clock, appending log lines, output files)
        .target(name: "KidsSystem"),

        // MARK: Store: packs from folders and the progress file, on the disk
        .target(name: "KidsStore", dependencies: ["KidsModel", "KidsSystem"]),

        // MARK: App: speech, terminal, and the executable that wires them
        .target(name: "KidsVoice", dependencies: ["KidsModel", "KidsSystem", "CEspeak", "CPortAudio"]),
        .target(name: "KidsConsole", dependencies: ["KidsModel", "KidsSystem"]),
        // Braille: liblouis and BrlAPI, opened at run time like eSpeak NG (no headers: their few functions declared)
        .target(name: "KidsBraille", dependencies: ["KidsModel", "KidsSystem"]),
        .executableTarget(name: "kids", dependencies: ["KidsModel", "KidsSystem", "KidsStore", "KidsVoice", "KidsConsole", "KidsBraille"]),
        // MARK: Benchmarks (not part of the product; outside Sources/ so they may start processes)
        .executableTarget(name: "kids-bench", dependencies: ["KidsModel", "KidsSystem", "KidsStore", "KidsVoice", "KidsConsole", "TestSupport"],
                          path: "Benchmarks/kids-bench"),

        // MARK: Tools: the shape of the code, counted (`swift run kids-shape`), as StructureTests holds it
        .executableTarget(name: "kids-shape", dependencies: ["TestSupport"], path: "Tools/kids-shape"),

        // MARK: Tests
        .target(name: "TestSupport", dependencies: ["KidsModel", "KidsSystem", "KidsStore"], path: "Tests/TestSupport"),
        .testTarget(name: "KidsModelTests", dependencies: ["KidsModel", "KidsStore", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KidsSystemTests", dependencies: ["KidsSystem"]),
        .testTarget(name: "KidsStoreTests", dependencies: ["KidsStore", "KidsSystem", "KidsModel"], exclude: ["Fixtures"]),
        .testTarget(name: "KidsVoiceTests", dependencies: ["KidsVoice", "KidsSystem", "KidsStore", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KidsConsoleTests", dependencies: ["KidsConsole", "KidsStore", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "KidsTests", dependencies: ["kids", "KidsModel", "KidsVoice", "KidsSystem", "KidsStore", "TestSupport"]),
        .testTarget(name: "KidsBrailleTests", dependencies: ["KidsBraille", "KidsModel", "KidsStore", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["kids", "KidsModel", "KidsSystem", "KidsStore", "TestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
