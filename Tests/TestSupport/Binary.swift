import Foundation
import KidsModel

/// The built `kids` binary, and a way to run a program and read what it prints. Shared by the test targets.
public enum Binary {
    /// The repository's root.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary beside the test bundle, else in the package's debug folder.
    public static var path: String? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kids").path
        let candidates = [beside, root.appendingPathComponent(".build/debug/kids").path]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    public enum BinaryError: Error { case notBuilt }

    /// What the tests' `kids` is started with, unless a test says otherwise: a made-up, empty `/` to look for a
    /// screen reader in, so that one running on the computer under test (Fenrir's package starts one at boot)
    /// never turns a full-screen test into line mode or quiets its voice.
    public static let noScreenReader = ["KIDS_SCREEN_READER_ROOT": "/nonexistent/kids-test-no-screen-reader"]
    /// The environment's own ways to say a screen reader reads this terminal, removed for the same reason.
    public static let screenReaderVariables: Set<String> = ["ACCESSIBLE", "INSIDE_EMACS"]

    /// Runs `kids` with `arguments` and `input` on its standard input, `environment` added to ours.
    public static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        guard let path else { throw BinaryError.notBuilt }
        return try run(path, arguments, input: input, environment: environment)
    }

    /// Runs any program. Its output goes to files, so a chatty child can never stall on a full pipe.
    public static func run(_ path: String, _ arguments: [String], input: String = "",
                           environment: [String: String] = [:]) throws -> Result {
        let folder = try temporaryFolder("run")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/out"
        let errPath = folder + "/err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !Binary.screenReaderVariables.contains($0.key) }
            .merging(Binary.noScreenReader) { $1 }.merging(environment) { $1 }
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// A new empty folder under the system's temporary folder.
    /// Copies the pack in `source` into the folder `target` (made if missing): its files, and its links (the built-in
    /// packs' `images`, a link to the one picture set) as links to where they lead, so that the copy has them too.
    public static func copyPack(_ source: String, to target: String) throws {
        let files = FileManager.default
        try files.createDirectory(atPath: target, withIntermediateDirectories: true)
        for name in try files.contentsOfDirectory(atPath: source) {
            let path = source + "/" + name
            if (try? files.destinationOfSymbolicLink(atPath: path)) != nil {
                let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                try files.createSymbolicLink(atPath: target + "/" + name, withDestinationPath: resolved)
            } else {
                try files.copyItem(atPath: path, toPath: target + "/" + name)
            }
        }
    }

    public static func temporaryFolder(_ name: String = "kids-test") throws -> String {
        let path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

extension Binary {
    /// The answer to the first question the gate asks with `--gate-seed seed`, as a grown-up would type it.
    public static func gateAnswer(seed: UInt64) -> Int {
        var gate = Gate(seed: seed)
        gate.open()
        return gate.question.answer
    }
}

extension Binary {
    /// Starts `kids` with `arguments` and feeds it `input` a line at a time, `pause` microseconds apart, as keys would
    /// come; its output is thrown away. After a kill the pipe is broken: a write fails (ignore SIGPIPE) and the feed
    /// stops. For tests that kill it at a moment of their choosing.
    public static func feeding(_ arguments: [String], input: String, pause: UInt32 = 2_000) throws -> Process {
        guard let path else { throw BinaryError.notBuilt }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let writer = pipe.fileHandleForWriting
        DispatchQueue.global().async {
            for line in input.split(separator: "\n", omittingEmptySubsequences: false) {
                guard (try? writer.write(contentsOf: Data((line + "\n").utf8))) != nil else { return }
                usleep(pause)
            }
        }
        return process
    }
}
