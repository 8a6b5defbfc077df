import Foundation

/// Folders shared by the system wrappers' tests.
enum Fixtures {
    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder(_ name: String = "kids-system-test") throws -> String {
        let path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

extension Fixtures {
    /// Removes a test's folder; one left behind in /tmp does not make a test wrong.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
