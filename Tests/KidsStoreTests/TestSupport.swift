import Foundation

/// Paths and folders shared by the store's tests.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let englishPack = root.appendingPathComponent("Content/en").path
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder(_ name: String = "kids-test") throws -> String {
        let path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes a test's folder. A folder left behind in /tmp does not make a test wrong, so a failure here is
    /// not one.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
