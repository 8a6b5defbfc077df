/// "How many sounds in sun?" (oral segmenting, the other half of blending): the word's picture, numbers as tiles.
/// Space taps once a sound (each tap puts the focus on the tile of the taps so far, its number said), a number typed
/// answers; asked again, the word's sounds are said one by one, a tap with each. The right number is computed from
/// the picture's IPA, the sounds the listening games hear (`Phonemes.segments`), never written. IDs:
/// `words.sounds.sun`.
struct SoundCount: QuestionMaker {
    static let kind = "sounds"
    /// `{word}`: the word whose sounds are counted.
    static let placeholders: Set<String> = ["word"]
    static let required: Set<String> = ["word"]
    static let saysItsPictures = true
    static let screen = ScreenID.sounding

    /// The words it offers, picture keys of the taught order's `words`.
    var words: [String]

    private enum CodingKeys: String, CodingKey { case words }

    init(from decoder: any Decoder) throws {
        words = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([String].self, forKey: .words) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard !words.isEmpty else { return .failure(Generator.Problem("'words' lists no words")) }
        return context.decodables(words).map { found in found.map { name, word, label in
            let count = Phonemes(ipa: context.pictures[name]?.ipa ?? "").segments.count
            let fill = { (template: String) in Words.fill(template, ["word": label]) }
            var q = Question(id: "\(activity).\(Self.kind).\(name)", text: fill(rule.text), spoken: fill(rule.sentence),
                             picture: QuestionPicture(name: name, count: 1, label: label),
                             answers: TapCount.numbers(rule, parts: count), correct: "\(count)", level: rule.level)
            q.pieces = word.graphemes.map { $0.lowercased() }
            return q
        } }
    }

    static let rules: [ContentProblem.Rule] = [.soundCount, .decodable, .ipaMissing]

    /// Each word is decodable with the GPCs taught by the rule's level.
    func ruleProblems(_ rule: Generator, context: Generator.Context) -> [(rule: ContentProblem.Rule, detail: String)] {
        (context.phonics?.offered(words, level: rule.level, pictures: context.pictures) ?? [])
            + (context.phonics?.counted(words, pictures: context.pictures) ?? [])
    }

    /// The right number is as many as the sounds of the picture's IPA, and a tile can show it.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let ipa = pictures[q.picture.name]?.ipa, !ipa.isEmpty else {
            return [(.ipaMissing, "picture '\(q.picture.name)' has no 'ipa' to hear its sounds by")]
        }
        let heard = Phonemes(ipa: ipa).segments
        guard q.correct == "\(heard.count)" else {
            return [(.soundCount, "'\(q.picture.name)' /\(ipa)/ has \(heard.count) sounds (\(heard.joined(separator: " "))), and its right answer is \(q.correct)")]
        }
        guard q.answers.count <= ContentChecker.answerLimit.upperBound else {
            return [(.soundCount, "\(heard.count) sounds need \(heard.count) tiles, more than \(ContentChecker.answerLimit.upperBound)")]
        }
        return []
    }

    /// The question and the numbers; asked again, the word's sounds one by one between them, a tap with each. In the
    /// full screen the child is told how to tap (Space, then Enter).
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        let q = app.question(of: lesson)
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        if kind == .again, let phonics = app.content.activities[lesson.activity].phonics, let word = phonics.word(q.picture.name),
           let gpcs = phonics.spelled(word, ipa: app.content.pictures[q.picture.name]?.ipa ?? "") {
            var n = 0
            for gpc in gpcs where !gpc.silent {
                var sound = app.utterance(.sound, gpc.grapheme, subject: q.id)
                sound.voiced = gpc.voiced
                sound.queued = true
                said.append(.speak(sound))
                // One tap a sound: a letter that says two ("x": /ks/) is two.
                for _ in gpc.forms[0].indices {
                    n += 1
                    said.append(.speak(tap(app.utterance(.soundTap, "", subject: q.id), index: n, queued: true)))
                }
            }
        }
        said.append(lesson.optionsAfter(app, slower: slower))
        guard !app.lineMode else { return said }
        var how = app.utterance(.notice, howToTap(app), subject: q.id)
        how.queued = true
        return said + [.speak(how)]
    }

    /// "Tap with Space, once a sound, then press Enter.", the keys from the command table, in the pack's words.
    static func howToTap(_ app: AppState) -> String {
        let words = app.content.words
        return words("Tap with {tap}, once a sound, then press {enter}.",
                     ["tap": words(CommandTable.keyLabel(command(.tap), in: .sounding) ?? ""),
                      "enter": words(CommandTable.keyLabel(.choose, in: .sounding) ?? "")])
    }

    /// The question, and in the full screen how to tap where the child is told what to do.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        guard !app.lineMode, !lesson.answered, let place = model.parts.lastIndex(where: { $0.role == .instructions }) else { return }
        model.parts[place] = ScreenModel.Part(.instructions, howToTap(app))
    }
}

extension ScreenID {
    /// A sounds question: Space taps (each tap moves to the tile of the taps so far), `h` hears it again. The state
    /// log calls it a lesson.
    public static let sounding = ScreenID("sounding", Traits(help: "sounds", focusing: true, child: true, lettered: true, asking: true,
                                                             taken: [.character(" ")]), logName: "lesson")
}

extension ContentProblem.Rule {
    /// A sounds question whose right number is not as many as the word's sounds (`Phonemes.segments`).
    static let soundCount = Self(rawValue: "sound-count")
}
