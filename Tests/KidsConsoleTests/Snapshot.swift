import Foundation
import Testing

/// Compares text with a snapshot file in `Snapshots/`; `RECORD_SNAPSHOTS=1 swift test` writes them anew
/// (after swift-argument-parser's `assertSnapshot`). Read a new snapshot before committing it.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot \(name).txt: run with RECORD_SNAPSHOTS=1 and read it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
