import Foundation
import KidsModel
import KidsStore
import Testing
@testable import KidsVoice

/// Heard right: every word a pack teaches, as its voice really says it (eSpeak NG's IPA, through synthesis, the
/// lexicon applied), compared with a pronunciation dictionary of the language and variety: WikiPron's rows of
/// Wiktionary (CC BY-SA 4.0), vendored in Fixtures/WikiPron by its script. A difference is fixed (the text, or the
/// pack's lexicon) or explained in the pack's `reviewed`; nothing unexplained may remain. In the suite of the
/// other eSpeak tests: eSpeak has one global state.
extension SpeechTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The reference of a voice: WikiPron's file for its language and variety (British English for "en").
    static func reference(voice: String, language: String) -> String? {
        switch voice.lowercased() {
        case "en", "en-gb", "en-gb-x-rp": return "eng_latn_uk_broad"
        case "en-us": return "eng_latn_us_broad"
        default:
            return ["fr": "fra_latn_broad", "es": "spa_latn_ca_broad", "de": "deu_latn_broad"][String(language.prefix(2))]
        }
    }

    /// The comparison's rules for a reference file.
    static func variety(of reference: String) -> String {
        ["eng_latn_uk_broad": "en-gb", "eng_latn_us_broad": "en-us", "fra_latn_broad": "fr", "spa_latn_ca_broad": "es",
         "deu_latn_broad": "de"][reference] ?? ""
    }

    /// A WikiPron file: word → its pronunciations (segments joined by spaces, as in the file).
    static func rows(_ reference: String) throws -> [String: [String]] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("WikiPron/\(reference).tsv"), encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { continue }
            rows[String(fields[0]), default: []].append(String(fields[1]))
        }
        return rows
    }

    /// Which words of the reference name the letters and the numbers 0–20 (`names.json`).
    /// and the colour words of the language (a description's words that are checked).
    struct Names: Decodable {
        var letters: [String: [String]]
        var numbers: [String: [String]]
        var colours: [String]
    }

    static func names(_ reference: String) throws -> Names {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("WikiPron/names.json"))
        let all = try JSONDecoder().decode([String: Names?].self, from: data)
        return (all[reference] ?? nil) ?? Names(letters: [:], numbers: [:], colours: [])
    }

    /// The dictionary's pronunciations of a taught word: a letter's or a number's by its name's word; a word as
    /// written, in small letters, or with a capital.
    static func references(of word: TaughtWord, rows: [String: [String]], names: Names) -> [String]? {
        let spellings: [String]
        switch word.kind {
        case .letterName: spellings = names.letters[word.word] ?? []
        case .number: spellings = names.numbers[word.word] ?? []
        default:
            let lower = word.word.lowercased()
            spellings = [word.word, lower, lower.prefix(1).uppercased() + lower.dropFirst()]
        }
        let found = spellings.flatMap { rows[$0] ?? [] }
        return found.isEmpty ? nil : found
    }

    /// The packs checked: every shipped one, the example pack of docs/CONTENT.md, and a teacher's own, named in
    /// `KIDS_PACKS` (folders separated by colons: `KIDS_PACKS=~/class-pack swift test --filter heard`).
    static var packFolders: [String] {
        let root = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = root.appendingPathComponent("Content")
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: content.path).sorted()) ?? [])
            .filter { FileManager.default.fileExists(atPath: content.appendingPathComponent($0 + "/pack.json").path) }
        let teachers = ProcessInfo.processInfo.environment["KIDS_PACKS"].map { $0.split(separator: ":").map(String.init) } ?? []
        return languages.map { content.appendingPathComponent($0).path } + [root.appendingPathComponent("docs/example-pack").path] + teachers
    }

    /// What the check found for one pack and one voice.
    struct Heard: CustomStringConvertible {
        var folder: String
        var voice: String
        var reference: String
        var same: [String] = []
        var byLexicon: [String] = []
        var reviewed: [String] = []
        var unexplained: [String] = []
        var notInReference: [String] = []
        var sounds: [String] = []

        var compared: Int { same.count + byLexicon.count + reviewed.count + unexplained.count }

        var description: String {
            let name = URL(fileURLWithPath: folder).lastPathComponent
            var text = "heard right: \(name), voice \(voice), against WikiPron \(reference): \(compared) words compared, "
                + "\(compared - same.count) differences from eSpeak's own reading: \(byLexicon.count) fixed by the lexicon, "
                + "\(reviewed.count) explained (reviewed), \(unexplained.count) unexplained; "
                + "\(notInReference.count) not in the reference, heard by hand (reviewed)"
            if !notInReference.isEmpty { text += " (" + notInReference.joined(separator: ", ") + ")" }
            for line in unexplained { text += "\n  unexplained: " + line }
            return text
        }
    }

    /// Compares every taught word of the pack in `folder`, said by `voice`, with the reference.
    static func hear(_ pack: ContentPack, folder: String, voice: String, synth: Synthesizer) throws -> Heard? {
        guard let reference = reference(voice: voice, language: pack.language) else { return nil }
        try synth.set(voice: voice)
        let rows = try rows(reference)
        let names = try names(reference)
        let form = PhoneticForm(variety: variety(of: reference))
        var heard = Heard(folder: folder, voice: voice, reference: reference)
        // Of a description, only the colours are taught words; letter sounds are checked against a phonics table.
        let taught = pack.taughtWords(voice: voice).filter {
            $0.kind != .letterSound && ($0.kind != .describing || names.colours.contains($0.word.lowercased()))
        }
        for word in taught {
            // A word the dictionary lacks is heard by hand and says so in the pack's `reviewed`: never left unheard.
            guard let references = references(of: word, rows: rows, names: names) else {
                if pack.pronunciation.review(of: word.word) != nil {
                    heard.notInReference.append(word.word)
                } else {
                    heard.unexplained.append("\(word.word) (\(word.kind.rawValue), \(word.place)): not in the reference, and not heard by hand "
                                             + "(eSpeak says /\(try synth.phonemes(of: word.voiced).trimmingCharacters(in: .whitespacesAndNewlines))/: "
                                             + "listen, and say so in 'reviewed')")
                }
                continue
            }
            let said = try synth.phonemes(of: word.voiced, ipa: true, separator: " ")
            let line = "\(word.word) (\(word.kind.rawValue), \(word.place)): eSpeak says /\(form.normalised(said, espeak: true))/, "
                + "WikiPron /" + references.map { form.normalised($0, espeak: false) }.joined(separator: "/ or /") + "/"
            if form.matches(said, references) {
                if word.voiced == word.word || pack.keyboard.names[word.word] != nil {
                    heard.same.append(word.word)
                } else {
                    // The lexicon's way matches; would eSpeak's own way have?
                    let own = try synth.phonemes(of: word.word, ipa: true, separator: " ")
                    if form.matches(own, references) { heard.same.append(word.word) } else { heard.byLexicon.append(word.word) }
                }
            } else if pack.pronunciation.review(of: word.word) != nil {
                heard.reviewed.append(word.word)
            } else {
                heard.unexplained.append(line)
            }
        }
        return heard
    }

    @Test("heard right: every taught word of every pack, in each of its voices, is the dictionary's, or fixed, or explained",
          arguments: packFolders)
    func heardRight(folder: String) throws {
        let pack = try PackFolder.load(folder: folder).get()
        let synth = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        let voices = pack.allVoices
        var checked = 0
        for voice in voices {
            guard let heard = try Self.hear(pack, folder: folder, voice: voice, synth: synth) else { continue }
            print(heard)
            checked += 1
            #expect(heard.unexplained.isEmpty, "\(heard)")
            #expect(heard.compared > 0, "a pack with taught words compares some")
        }
        #expect(checked > 0, "\(folder): no reference for its language '\(pack.language)'")
    }
}

extension SpeechTests {
    @Test("check-content's lexicon check: an entry eSpeak cannot read and one that changes nothing are problems; the shipped entries are not")
    func lexiconCheck() throws {
        let root = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var french = try PackFolder.load(folder: root.appendingPathComponent("Content/fr").path).get()
        let synth = try Synthesizer(voice: "fr", rate: Settings.defaultRate)
        #expect(LexiconCheck.problems(in: french, synthesizer: synth).isEmpty)
        french.pronunciation = Pronunciation(lexicon: Lexicon(["lune": "lQ7yn", "chat": "Sa", "hexagone": "Egzag'On"]))
        let found = LexiconCheck.problems(in: french, synthesizer: synth).map(\.description)
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains("lexicon[\"lune\"]") && $0.contains("a phoneme it does not know") }, "\(found)")
        #expect(found.contains { $0.contains("lexicon[\"chat\"]") && $0.contains("changes nothing") }, "\(found)")
        #expect(synth.voice == "fr", "the voice is put back")
    }

    @Test("check-content's check of the pictures' IPA: every shipped pack's is what its voice says; a wrong one is a problem", arguments: ["en", "fr", "es", "de"])
    func ipaCheck(_ language: String) throws {
        let root = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var pack = try PackFolder.load(folder: root.appendingPathComponent("Content/" + language).path).get()
        let synth = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        #expect(pack.pictures.values.filter { $0.ipa != nil }.count >= 50, "the listening games' words have their IPA")
        #expect(IPACheck.problems(in: pack, synthesizer: synth).map(\.description) == [])
        // The sun said to be the moon: what the games would compute is not what the child hears.
        let moon = try #require(pack.pictures["moon"]?.ipa)
        pack.pictures["sun"]?.ipa = moon
        let found = IPACheck.problems(in: pack, synthesizer: synth).map(\.description)
        #expect(found.count == 1 && found[0].hasPrefix("pictures.json: ipa-heard: picture 'sun'"), "\(found)")
        // Every blend's sounds are heard as their IPA writes; a blend whose first sound is played as /k/ is not.
        #expect(IPACheck.blendProblems(in: pack, synthesizer: synth).map(\.description) == [])
        let listen = try #require(pack.activities.firstIndex { $0.id == "listen" })
        let blend = try #require(pack.activities[listen].questions.firstIndex { $0.blended != nil })
        let first = try #require(pack.activities[listen].questions[blend].blended?.first)
        pack.activities[listen].questions[blend].voiced = pack.activities[listen].questions[blend].voiced?
            .replacing("[[_:_:" + first.sound, with: "[[_:_:" + (first.ipa == "k" ? "thh" : "khh"))
        let wrong = IPACheck.blendProblems(in: pack, synthesizer: synth).map(\.description)
        #expect(wrong.count == 1 && wrong[0].contains(": blend: the sound [["), "\(wrong)")
    }

    @Test("the phonemes eSpeak says come from synthesis: phoneme input is read, and a word is said as its voice says it")
    func phonemesThroughSynthesis() throws {
        let synth = try Synthesizer(voice: "de", rate: Settings.defaultRate)
        #expect(try synth.phonemes(of: "Mond").contains("ɔ"))
        #expect(try synth.phonemes(of: "[[m'o:nt]]").contains("oː"))
        #expect(try synth.phonemes(of: "[[m'o:nt]]", ipa: false).contains("m'o:nt"))
        try synth.set(voice: "en-us")
        #expect(try synth.phonemes(of: "Z", ipa: true).contains("iː"), "zee")
        try synth.set(voice: "en")
        #expect(try synth.phonemes(of: "Z", ipa: true).contains("ɛd"), "zed")
    }
}
