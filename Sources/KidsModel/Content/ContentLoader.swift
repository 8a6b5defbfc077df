import FoundationEssentials

/// Decodes and checks a content pack from the bytes of its files: `pack.json`, `pictures.json`, and one file
/// per activity.
///
/// Pure: the files come in as a dictionary from file name to contents, and a name that is not in it is a
/// missing file. KidsStore's `PackFolder` reads a folder's JSON files into one; tests build or edit one in
/// memory. Every file that can be decoded is, so that a broken pack is reported whole.
public enum ContentLoader {
    /// The checked pack made of `files` (file name → contents), or every problem it has. Never
    /// `.folderMissing`: there is no folder here.
    public static func load(files: [String: Data]) -> Result<ContentPack, ContentError> {
        var problems: [ContentProblem] = []
        let manifest: PackManifest? = read("pack.json", in: files, problems: &problems)
        let pictures: [String: Picture]? = read("pictures.json", in: files, problems: &problems)
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
            guard var activity: Activity = read(file, in: files, problems: &problems) else { continue }
            for failed in activity.generateQuestions(keyNames: manifest?.keyboard.names ?? [:]) {
                problems.append(ContentProblem(file: file, rule: .generator, detail: "generate[\(failed.generator)]: \(failed.detail)"))
            }
            if activity.id != id {
                problems.append(ContentProblem(file: file, rule: .activityID,
                                               detail: "the file says its ID is '\(activity.id)', pack.json says '\(id)'"))
            }
            activities.append((file, activity))
        }
        guard let manifest, let pictures else { return .failure(.invalid(problems)) }
        // A generator that made nothing leaves its levels empty and its former IDs pointing nowhere: those are
        // its consequences, not more problems for a teacher to look for.
        let failed = Set(problems.filter { $0.rule == .generator }.map(\.file))
        problems += ContentChecker.problems(language: manifest.language, voice: manifest.voice,
                                            sentences: manifest.sentences, pictures: pictures, activities: activities)
            .filter { !(failed.contains($0.file) && [.level, .formerly].contains($0.rule)) }
        problems += ContentChecker.wordProblems(manifest.words)
        problems += ContentChecker.layoutProblems(activities, layout: manifest.keyboard.layout)
        problems += ContentChecker.languageProblems(language: manifest.language, sentences: manifest.sentences, words: manifest.words,
                                                    activities: activities)
        guard problems.isEmpty else { return .failure(.invalid(problems)) }
        return .success(ContentPack(language: manifest.language, voice: manifest.voice, sentences: manifest.sentences,
                                    pictures: pictures, activities: activities.map(\.activity), words: Words(manifest.words),
                                    keyboard: manifest.keyboard))
    }

    /// Decodes one file of the pack, or notes why it could not.
    private static func read<T: Decodable>(_ file: String, in files: [String: Data], problems: inout [ContentProblem]) -> T? {
        guard let data = files[file] else {
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
