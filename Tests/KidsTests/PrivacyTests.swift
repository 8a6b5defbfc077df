import Foundation
import Testing
import TestSupport

/// DESIGN §8: no networking of any kind and no child processes. The sources and the binary's own libraries
/// are scanned; a change that brings either in fails here.
@Suite("Privacy: no networking, no child processes")
struct PrivacyTests {
    static let root = Binary.root

    /// What may not appear in the sources: networking APIs and ways to start another program.
    static let forbidden: [(pattern: String, why: String)] = [
        (#"FoundationNetworking"#, "networking"), (#"\bURLSession"#, "networking"), (#"\bURLRequest"#, "networking"),
        (#"\bimport\s+Network\b"#, "networking"), (#"\bgetaddrinfo\b"#, "DNS"), (#"\bgethostbyname"#, "DNS"),
        (#"\bsocket\s*\("#, "sockets"), (#"(?<!UnixSocket\.)\bconnect\s*\("#, "sockets"), (#"\bsendto\s*\("#, "sockets"),
        (#"(?i)\bcurl"#, "libcurl"), (#"\bProcess\s*\("#, "child processes"), (#"\bposix_spawn"#, "child processes"),
        (#"\bfork\s*\("#, "child processes"), (#"\bexec[lv]p?e?\s*\("#, "child processes"),
        (#"\bsystem\s*\("#, "child processes"), (#"\bpopen\s*\("#, "child processes"),
    ]

    /// The one file that may open a socket: a Unix one on this computer, to ask whether a screen reader is running
    /// (its socket, BrlAPI's, the session bus). Nothing there can reach another computer.
    static let localSockets = "KidsSystem/UnixSocket.swift"

    static func violations(in text: String, file: String) -> [String] {
        if file == localSockets {
            let families = text.matches(of: /socket\(\s*([A-Z_0-9]+)/).map { String($0.output.1) }
            guard families == ["AF_UNIX"], !text.contains("AF_INET") else { return ["\(file): a socket that is not AF_UNIX"] }
            return violations(in: text.replacing(/socket\(\s*AF_UNIX/, with: "").replacing(/Glibc\.connect\(|func connect\(/, with: ""), file: "")
                .map { "\(file)\($0)" }
        }
        return forbidden.compactMap { rule in
            text.range(of: rule.pattern, options: .regularExpression).map { _ in "\(file): \(rule.why) (\(rule.pattern))" }
        }
    }

    @Test("the scanner finds what it looks for")
    func scannerWorks() {
        #expect(Self.violations(in: "let s = URLSession.shared", file: "x").count == 1)
        #expect(Self.violations(in: "let fd = socket(AF_INET, SOCK_STREAM, 0)", file: "x").count == 1)
        #expect(Self.violations(in: "let p = Process()", file: "x").count == 1)
        #expect(Self.violations(in: "posix_spawn(&pid, path, nil, nil, argv, envp)", file: "x").count == 1)
        #expect(Self.violations(in: "let words = speech.connectedWords()", file: "x").isEmpty)
        // Only the one file may open a socket, and only a Unix one.
        #expect(Self.violations(in: "let raw = Glibc.socket(AF_UNIX, 1, 0); Glibc.connect(raw, a, n)", file: Self.localSockets).isEmpty)
        #expect(Self.violations(in: "let raw = Glibc.socket(AF_INET, 1, 0)", file: Self.localSockets).count == 1)
        #expect(Self.violations(in: "let raw = Glibc.socket(AF_UNIX, 1, 0); sendto(raw)", file: Self.localSockets).count == 1)
        #expect(Self.violations(in: "let raw = Glibc.socket(AF_UNIX, 1, 0)", file: "KidsSystem/Other.swift").count == 1)
        #expect(Self.violations(in: "try UnixSocket.connect(path: p)", file: "x").isEmpty)
    }

    @Test("no source file uses networking or starts a process")
    func sources() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let code = files.filter { [".swift", ".h", ".c", ".modulemap"].contains(where: $0.hasSuffix) }
        #expect(code.count > 20, "the scan must see the sources")
        var found: [String] = []
        for file in code {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            found += Self.violations(in: text, file: file)
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// The libraries the binary itself asks for. Anything new must be looked at and added here on purpose.
    static let allowedLibraries: Set<String> = [
        "libportaudio.so.2", "libespeak-ng.so.1", "libasound.so.2", "libm.so.6", "libc.so.6",
        "libBlocksRuntime.so", "libdispatch.so", "libswiftDispatch.so",
        "libFoundation.so", "libFoundationEssentials.so", "libFoundationInternationalization.so",
    ]

    @Test("the binary links no networking library")
    func linkedLibraries() throws {
        let binary = try #require(Binary.path, "the kids binary was not built")
        let output = try Binary.run("/usr/bin/readelf", ["-d", binary]).output
        let needed = output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line -> String? in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
        #expect(needed.count >= 5, "readelf must list the libraries")
        let unexpected = needed.filter { !Self.allowedLibraries.contains($0) && !$0.hasPrefix("libswift") }
        #expect(unexpected.isEmpty, "new libraries: \(unexpected)")
        #expect(!needed.contains { $0.contains("Networking") || $0.contains("curl") || $0.contains("ssl") })
    }
}
