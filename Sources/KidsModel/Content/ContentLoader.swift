import Foundation

/// Reads a content pack from a folder and checks it: `pack.json`, `pictures.json`, and one file per activity.
///
/// One of the model's two small stores. It reads every file it can so that a broken pack is reported whole.
public enum ContentLoader {
    /// The checked pack in `folder`, or why it cannot be used.
    public static func load(folder: String) -> Result<ContentPack, ContentError> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(.folderMissing(folder))
        }
        var problems: [ContentProblem] = []
        let manifest: PackManifest? = read("pack.json", in: folder, problems: &problems)
        let pictures: [String: Picture]? = read("pictures.json", in: folder, problems: &problems)
        if let manifest, manifest.format != 1 {
            problems.append(ContentProblem(file: "pack.json", rule: .packFormat,
                                           detail: "format \(manifest.format) is not known to this version (1 is)"))
        }
        var activities: [(file: String, activity: Activity)] = []
        for id in manifest?.activities ?? [] {
            let file = "\(id).json"
            guard !id.isBlank, !id.contains("/") else {
                problems.append(ContentProblem(file: "pack.json", rule: .activityID, detail: "'\(id)' is not an activity ID"))
                continue
            }
            guard let activity: Activity = read(file, in: folder, problems: &problems) else { continue }
            if activity.id != id {
                problems.append(ContentProblem(file: file, rule: .activityID,
                                               detail: "the file says its ID is '\(activity.id)', pack.json says '\(id)'"))
            }
            activities.append((file, activity))
        }
        guard let manifest, let pictures else { return .failure(.invalid(problems)) }
        problems += ContentChecker.problems(language: manifest.language, voice: manifest.voice,
                                            sentences: manifest.sentences, pictures: pictures, activities: activities)
        problems += ContentChecker.wordProblems(manifest.words)
        guard problems.isEmpty else { return .failure(.invalid(problems)) }
        return .success(ContentPack(language: manifest.language, voice: manifest.voice, sentences: manifest.sentences,
                                    pictures: pictures, activities: activities.map(\.activity), words: Words(manifest.words)))
    }

    /// Every problem of the pack in `folder`; empty when it is good. A missing folder is one problem.
    public static func check(folder: String) -> [ContentProblem] {
        switch load(folder: folder) {
        case .success: return []
        case .failure(.invalid(let problems)): return problems
        case .failure(.folderMissing(let path)):
            return [ContentProblem(file: path, rule: .missingFile, detail: "the content folder does not exist")]
        }
    }

    /// Decodes one file of the pack, or notes why it could not.
    private static func read<T: Decodable>(_ file: String, in folder: String, problems: inout [ContentProblem]) -> T? {
        let path = (folder as NSString).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append(ContentProblem(file: file, rule: .missingFile, detail: "the file is missing or cannot be read"))
            return nil
        }
        if let error = JSONSyntaxError.first(in: Array(data)) {
            problems.append(ContentProblem(file: file, rule: .jsonSyntax, detail: error.description))
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            problems.append(ContentProblem(file: file, rule: .jsonType, detail: describe(error)))
        } catch {
            problems.append(ContentProblem(file: file, rule: .jsonType, detail: "\(error)"))
        }
        return nil
    }

    /// "at questions[2].answers: expected a list" from a decoding error.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(kindName(type))"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected \(kindName(type)), found null"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): '\(key.stringValue)' is missing"
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func kindName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text in quotes"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "a list [ … ]" }
            if name.hasPrefix("Dictionary") { return "an object { … }" }
            return "an object { … }"
        }
    }
}
