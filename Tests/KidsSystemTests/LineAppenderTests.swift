import Foundation
import Testing
@testable import KidsSystem

@Suite("Appending log lines")
struct LineAppenderTests {
    @Test("lines from two writers never interleave")
    func appendsWholeLines() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let path = folder + "/speech.log"
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    for n in 0..<200 {
                        LineAppender.append("{\"id\":\"w\(writer)\",\"text\":\"" + String(repeating: "x", count: n) + "\"}", to: path)
                    }
                }
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 400)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("\"}") })
    }

    @Test("the file is made 0600 and lines are added at its end")
    func createsAndAppends() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let path = folder + "/kids.log"
        LineAppender.append("first", to: path)
        LineAppender.append("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\nsecond\n")
        #expect(try fileStatus(path).permissions == 0o600)
    }

    @Test("a log that cannot be written is skipped without a fuss")
    func unwritable() {
        LineAppender.append("lost", to: "/nonexistent/kids/kids.log")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent/kids/kids.log"))
    }
}
