/// The keyboard rule's questions: a key to press, asked for by its name, its sound or a word it begins.
extension KeysToPress {
    /// `keys`: "Press the letter B." (the key drawn large); `sounds`: "Which key says this sound: ((•))?", the voice
    /// given the sound in eSpeak's phoneme input (`[[_:_:mmmmmm]]`); `words`: "Press the first letter of this word:
    /// ((•))", the voice given the word. The last two are listening: what is heard is shown but for the sound or the
    /// word, which a speaker mark stands for (it would give the key away), lit while it is heard. IDs:
    /// `keyboard.home.f`, `keyboard.sound.m`, `keyboard.word.ball`.
    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        mode.flatMap { mode in
            switch mode {
            case .keys: keyQuestions(rule, activity: activity, names: context.keyNames)
            case .sounds: soundQuestions(rule, activity: activity)
            case .words: wordQuestions(rule, activity: activity)
            }
        }
    }

    private func keyQuestions(_ rule: Generator, activity: String, names: [String: String]) -> Result<[Question], Generator.Problem> {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else {
            return .failure(Generator.Problem("keys need a 'name' for their group (letters only), such as \"home\""))
        }
        guard !keys.isEmpty else { return .failure(Generator.Problem("'keys' lists no keys")) }
        return .success(keys.lowercased().map { key in
            let shown = key.isLetter ? key.uppercased() : String(key)
            var q = Self.question(rule, id: "\(activity).\(name).\(key)", key: key, values: ["key": shown])
            q.picture = QuestionPicture(name: "", label: shown, letter: shown)
            if let said = names[shown] { q.voiced = Words.fill(rule.sentence, ["key": said]) }
            return q
        })
    }

    private func soundQuestions(_ rule: Generator, activity: String) -> Result<[Question], Generator.Problem> {
        guard !sounds.isEmpty else { return .failure(Generator.Problem("'sounds' lists no sounds")) }
        if let bad = sounds.first(where: { $0.key.count != 1 || $0.sound.isEmpty || $0.sound.contains("]") || $0.sound.contains(" ") }) {
            return .failure(Generator.Problem("sound '\(bad.sound)' of key '\(bad.key)': a key is one character, a sound one phoneme word"))
        }
        return .success(sounds.map { sound in
            let key = sound.key.lowercased().first ?? " "
            var q = Self.question(rule, id: "\(activity).sound.\(key)", key: key, values: ["sound": Generator.soundMark])
            q.voiced = Words.fill(rule.sentence, ["sound": Self.voiced(sound: sound.sound)])
            return q
        })
    }

    private func wordQuestions(_ rule: Generator, activity: String) -> Result<[Question], Generator.Problem> {
        guard !words.isEmpty else { return .failure(Generator.Problem("'words' lists no words")) }
        if let bad = words.first(where: { !($0.first?.isLetter ?? false) || ContentChecker.firstKey(of: $0) == nil }) {
            return .failure(Generator.Problem("word '\(bad)' does not begin with a letter that is one key"))
        }
        return .success(words.map { word in
            let key = ContentChecker.firstKey(of: word) ?? " "
            // Heard, not shown: the word on screen would give its first letter away.
            var q = Self.question(rule, id: "\(activity).word.\(word.lowercased())", key: key, values: ["word": Generator.soundMark])
            q.voiced = Words.fill(rule.sentence, ["word": word])
            q.word = word
            return q
        })
    }

    /// A question answered by pressing `key`: no tiles, the key is the right answer.
    private static func question(_ rule: Generator, id: String, key: Character, values: [String: String]) -> Question {
        Question(id: id, text: Words.fill(rule.text, values), spoken: Words.fill(rule.sentence, values), picture: QuestionPicture(name: ""),
                 answers: [], correct: String(key), level: rule.level)
    }

    /// A letter's sound as the voice is given it: eSpeak's phoneme input, after a pause (`_:_:`, about 0.15 s)
    /// so that it never runs into the word before ("le son mmm"). One word: the sentence keeps its word count.
    static func voiced(sound: String) -> String {
        SoundWord.voiced([sound])
    }

    /// What it asks for: the letters of its keys by their names, or its keys' sounds, or its words.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] {
        switch mode {
        case .success(.keys): keys.uppercased().filter(\.isLetter).map { TaughtWord.Given(.letterName, String($0)) }
        case .success(.sounds): sounds.map { TaughtWord.Given(.letterSound, $0.key, voiced: Self.voiced(sound: $0.sound)) }
        case .success(.words): words.map { TaughtWord.Given(.firstLetter, $0) }
        case .failure: []
        }
    }
}
