/// "Listen: /k/ … /a/ … /t/. Which picture is it?": a word's sounds one by one, with the letter sounds the keyboard
/// activity teaches (each `sounds` entry: its letters, its sound in eSpeak's phoneme mnemonics as the keyboard rule
/// writes it, and its IPA), then pictures as tiles. The sounds are one word the voice is given (`SoundWord`, pauses
/// between them) behind a speaker mark on screen, so beside a screen reader the app's voice still says them. The
/// check fails when the sounds are not the word's, one by one (`Phonemes.segments` of the picture's IPA). IDs:
/// `listen.blending.cat`.
struct Blending: QuestionMaker {
    static let kind = "blending"
    /// `{sounds}`: the sounds, heard (a speaker mark on screen).
    static let placeholders: Set<String> = ["sounds"]
    static let saysItsPictures = true
    static let required: Set<String> = ["sounds"]

    /// A sound: the letters it is written with ("k", "sh"), eSpeak's mnemonics for it, its IPA.
    struct Sound: Hashable, Sendable, Decodable {
        var key: String
        var sound: String
        var ipa: String
    }

    /// A word to blend: its picture and its sounds, by their `key`.
    struct Blend: Hashable, Sendable, Decodable {
        var picture: String
        var sounds: [String]
    }

    var sounds: [Sound]
    var blends: [Blend]

    private enum CodingKeys: String, CodingKey { case sounds, blends }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sounds = try c.decodeIfPresent([Sound].self, forKey: .sounds) ?? []
        blends = try c.decodeIfPresent([Blend].self, forKey: .blends) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard blends.count >= rule.answers else {
            return .failure(Generator.Problem("'blends' has \(blends.count) words; \(rule.answers) answers need as many"))
        }
        if let bad = sounds.first(where: { $0.key.isEmpty || $0.sound.isEmpty || $0.ipa.isEmpty || $0.sound.contains("]") || $0.sound.contains(" ") }) {
            return .failure(Generator.Problem("sound '\(bad.key)': a sound has its 'key', one phoneme word of eSpeak mnemonics, and its 'ipa'"))
        }
        var made: [Question] = []
        for (n, blend) in blends.enumerated() {
            guard context.pictures[blend.picture] != nil else {
                return .failure(Generator.Problem("'\(blend.picture)' is not a picture of pictures.json"))
            }
            let said = blend.sounds.map { key in sounds.first { $0.key == key } }
            guard said.allSatisfy({ $0 != nil }), !said.isEmpty else {
                return .failure(Generator.Problem("'\(blend.picture)': its sounds are keys of 'sounds', and '\(blend.sounds.first { key in !sounds.contains { $0.key == key } } ?? "")' is not"))
            }
            let voiced = SoundWord.voiced(said.compactMap { $0?.sound })
            let wrong = (1..<rule.answers).map { blends[(n + $0) % blends.count].picture }
            var q = WordGroups.question(rule, id: "\(activity).\(Self.kind).\(blend.picture)", about: blend.picture, right: blend.picture,
                                        wrong: wrong, pictures: context.pictures)
            let fill = { (sounds: String) in Words.fill(rule.spoken.isEmpty ? rule.text : rule.spoken, ["sounds": sounds]) }
            q.text = Words.fill(rule.text, ["sounds": Generator.soundMark])
            q.spoken = fill(Generator.soundMark)
            q.voiced = fill(voiced)
            // The picture would be the answer: the question shows only its sentence.
            q.picture = QuestionPicture(name: "")
            q.pieces = said.compactMap { $0?.ipa }
            made.append(q)
        }
        return .success(made)
    }

    static let rules: [ContentProblem.Rule] = [.blend, .ipaMissing]

    var soundsAlone: [(ipa: String, sound: String)] { sounds.map { ($0.ipa, $0.sound) } }

    static func introduction(_ app: AppState) -> String? {
        app.content.words("I say the sounds of a word one by one, and you put them together. Listen:")
    }

    /// "k … a … t: cat!": the sounds, then the word they make.
    static func model(_ q: Question, _ app: AppState) -> [Utterance] {
        guard let right = q.correctAnswer, let sounds = q.blended?.map(\.sound) else { return [] }
        return [TeacherModel.said(about: q, app, ["word": right.label], sounds: sounds) { words, values in words("{sounds}: {word}!", values) }]
    }

    /// The sounds are the right picture's, one by one; no wrong picture is made of the same sounds.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        let names = q.answers.map { $0.picture ?? $0.id }
        let missing = names.filter { pictures[$0]?.ipa?.isEmpty ?? true }
        guard missing.isEmpty else { return missing.map { (.ipaMissing, "picture '\($0)' has no 'ipa' to hear its sounds by") } }
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        // The sounds' IPA read as a word's is ("ɡ" as "g"): the same notation on both sides.
        let pieces = q.pieces.map { Phonemes(ipa: $0).segments.joined() }
        for name in names {
            let ipa = pictures[name]?.ipa ?? ""
            let segments = Phonemes(ipa: ipa).segments
            if name == q.correct && segments != pieces {
                found.append((.blend, "'\(name)' /\(ipa)/ is said \(segments.joined(separator: " ")), not \(q.pieces.joined(separator: " "))"))
            } else if name != q.correct && segments == pieces {
                found.append((.blend, "the wrong answer '\(name)' is said with the same sounds"))
            }
        }
        return found
    }
}

extension Question {
    /// A blend's sounds as the voice is given them (eSpeak's mnemonics), each with its IPA; nil for a question that
    /// is not a blend. For check-content's hearing of each sound with eSpeak (`IPACheck`).
    public var blended: [(sound: String, ipa: String)]? {
        guard text.contains(Generator.soundMark), !pieces.isEmpty, let sounds = voiced.flatMap({ SoundWord.find(in: $0).first?.sounds })
        else { return nil }
        return sounds.count == pieces.count ? Array(zip(sounds, pieces)) : nil
    }
}

extension ContentProblem.Rule {
    /// A blend whose sounds are not its word's, one by one (`Phonemes.segments`).
    static let blend = Self(rawValue: "blend")
}
