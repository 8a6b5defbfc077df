// libFuzzer target: the bytes of a progress file and of a content pack's files, through the same code that
// reads them from disk (syntax check, decoding, the pack's rules).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ProgressFile.decode(bytes)
    // Parsed once, as the loader reads a file, then decoded as each kind of file.
    guard let value = try? JSONValue.parse(bytes) else { return 0 }
    _ = value.text(.pretty)
    if var activity = try? JSON.decode(Activity.self, from: value) {
        _ = activity.generateQuestions()
        let pictures = ["apple": Picture(label: "apple", category: .thing, color: .red, symbol: "●", rows: ["██"])]
        _ = ContentChecker.problems(language: "en", voice: "en-us", sentences: Sentences(welcome: "hi", wrong: ["no"], right: ["yes"], gate: "g", done: "d"),
                                    pictures: pictures, activities: [("a.json", activity)])
        // The language rules, in each language that has its own.
        for language in ["en", "fr", "es", "de"] {
            _ = ContentChecker.languageProblems(language: language, sentences: Sentences(welcome: "o ocho", wrong: ["y"], right: ["’"], gate: "g", done: "d"),
                                                words: [:], activities: [("a.json", activity)])
        }
    }
    if let pictures = try? JSON.decode([String: Picture].self, from: value) {
        for (name, picture) in pictures { _ = ContentChecker.pictureProblems(name: name, picture) }
    }
    if let manifest = try? JSON.decode(PackManifest.self, from: value) {
        _ = ContentChecker.packProblems(language: manifest.language, voice: manifest.voice, sentences: manifest.sentences,
                                        count: manifest.activities.count)
    }
    return 0
}
