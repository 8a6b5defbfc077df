import Foundation
@testable import KidsModel

/// Paths and helpers shared by the model's tests.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let englishPack = root.appendingPathComponent("Content/en").path

    /// The shipped English pack, loaded and checked.
    static func english() throws -> ContentPack {
        switch ContentLoader.load(folder: englishPack) {
        case .success(let pack): return pack
        case .failure(let error): throw FixtureError(description: "the shipped pack does not load: \(error)")
        }
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder(_ name: String = "kids-test") throws -> String {
        let path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A copy of the English pack in a temporary folder, to break on purpose.
    static func packCopy() throws -> String {
        let folder = try temporaryFolder("pack")
        for file in try FileManager.default.contentsOfDirectory(atPath: englishPack) {
            try FileManager.default.copyItem(atPath: englishPack + "/" + file, toPath: folder + "/" + file)
        }
        return folder
    }

    /// Edits one JSON file of a pack as plain dictionaries and lists.
    static func edit(_ folder: String, _ file: String, _ change: (inout [String: Any]) -> Void) throws {
        let path = folder + "/" + file
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FixtureError(description: "\(file) is not an object")
        }
        change(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: URL(fileURLWithPath: path))
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
}

/// Reaches into nested JSON values for the broken-pack table: `[String: Any]` paths by key and index.
extension Dictionary where Key == String, Value == Any {
    /// Changes the question at `index` of an activity file.
    mutating func question(_ index: Int, _ change: (inout [String: Any]) -> Void) {
        var questions = self["questions"] as? [[String: Any]] ?? []
        change(&questions[index])
        self["questions"] = questions
    }

    /// Changes answer `answer` of the question's answers.
    mutating func answer(_ answer: Int, _ change: (inout [String: Any]) -> Void) {
        var answers = self["answers"] as? [[String: Any]] ?? []
        change(&answers[answer])
        self["answers"] = answers
    }

    /// Changes a nested object.
    mutating func object(_ key: String, _ change: (inout [String: Any]) -> Void) {
        var inner = self[key] as? [String: Any] ?? [:]
        change(&inner)
        self[key] = inner
    }
}
