/// The keyboard generator: a key to press, asked for by its name, its sound or a word it begins.
extension Generator {
    /// `keys`: "Press the letter B." (the key drawn large); `sounds`: "Which key says this sound: ((•))?", the voice
    /// given the sound in eSpeak's phoneme input (`[[_:_:mmmmmm]]`); `words`: "Press the first letter of this word:
    /// ((•))", the voice given the word. The last two are listening: what is heard is shown but for the sound or the
    /// word, which a speaker mark stands for (it would give the key away), lit while it is heard. IDs:
    /// `keyboard.home.f`, `keyboard.sound.m`, `keyboard.word.ball`.
    func keyboard(_ activity: String, names: [String: String]) -> Result<[Question], Problem> {
        let sentence = spoken.isEmpty ? text : spoken
        switch mode {
        case "keys":
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else {
                return .failure(Problem("keys need a 'name' for their group (letters only), such as \"home\""))
            }
            guard !keys.isEmpty else { return .failure(Problem("'keys' lists no keys")) }
            return .success(keys.lowercased().map { key in
                let shown = key.isLetter ? key.uppercased() : String(key)
                var q = question(id: "\(activity).\(name).\(key)", key: key, sentence: sentence, values: ["key": shown])
                q.picture = QuestionPicture(name: "", label: shown, letter: shown)
                if let said = names[shown] { q.voiced = Words.fill(sentence, ["key": said]) }
                return q
            })
        case "sounds":
            guard !sounds.isEmpty else { return .failure(Problem("'sounds' lists no sounds")) }
            if let bad = sounds.first(where: { $0.key.count != 1 || $0.sound.isEmpty || $0.sound.contains("]") || $0.sound.contains(" ") }) {
                return .failure(Problem("sound '\(bad.sound)' of key '\(bad.key)': a key is one character, a sound one phoneme word"))
            }
            return .success(sounds.map { sound in
                let key = sound.key.lowercased().first ?? " "
                var q = question(id: "\(activity).sound.\(key)", key: key, sentence: sentence, values: ["sound": Self.soundMark])
                q.voiced = Words.fill(sentence, ["sound": Self.voiced(sound: sound.sound)])
                return q
            })
        case "words":
            guard !words.isEmpty else { return .failure(Problem("'words' lists no words")) }
            if let bad = words.first(where: { !($0.first?.isLetter ?? false) || Self.firstKey(of: $0) == nil }) {
                return .failure(Problem("word '\(bad)' does not begin with a letter that is one key"))
            }
            return .success(words.map { word in
                let key = Self.firstKey(of: word) ?? " "
                // Heard, not shown: the word on screen would give its first letter away.
                var q = question(id: "\(activity).word.\(word.lowercased())", key: key, sentence: sentence, values: ["word": Self.soundMark])
                q.voiced = Words.fill(sentence, ["word": word])
                q.word = word
                return q
            })
        default:
            return .failure(Problem("keyboard 'mode' is keys, sounds or words, not '\(mode)'"))
        }
    }

    /// What stands for a letter's sound on screen: a speaker, never the letter (that would give the answer away).
    /// Read-along lights it while the sound is heard: it is the sound's word in the sentence shown.
    public static let soundMark = "((•))"

    /// A letter's sound as the voice is given it: eSpeak's phoneme input, after a pause (`_:_:`, about 0.15 s)
    /// so that it never runs into the word before ("le son mmm"). One word: the sentence keeps its word count.
    public static func voiced(sound: String) -> String {
        "[[_:_:" + sound + "]]"
    }

    /// The key of a word's first letter: its own key when it is a letter of its own (Spanish Ñ, German Ä, Ö, Ü),
    /// else the key of the letter without its accent (French "école" begins with E).
    /// Nil when it is no one key ("ß" is "SS" in capitals).
    static func firstKey(of word: String) -> Character? {
        guard let small = word.first.map({ $0.lowercased() }), small.count == 1, let first = small.first else { return nil }
        if "ñäöü".contains(first) { return first }
        let base = ContentChecker.baseLetter(first).lowercased()
        return base.count == 1 ? base.first : nil
    }

    /// A question answered by pressing `key`: no tiles, the key is the right answer.
    private func question(id: String, key: Character, sentence: String, values: [String: String]) -> Question {
        Question(id: id, text: Words.fill(text, values), spoken: Words.fill(sentence, values), picture: QuestionPicture(name: ""),
                 answers: [], correct: String(key), level: level)
    }
}
