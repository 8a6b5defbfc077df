/// How a listening game's answer is modelled, as a teacher shows it (`ActivityKind.model`): a sentence said after
/// what comes before it, its first letter a capital, a sound of it (`{sound}`, `{sounds}`) behind a speaker mark on
/// screen and given to the voice as phoneme input (`SoundWord`).
enum TeacherModel {
    /// The sentence `sentence` makes of the pack's words and `values`, as a model of `q`'s answer; `sounds`: what
    /// its speaker mark (`{sound}`, `{sounds}`) says.
    static func said(about q: Question, _ app: AppState, _ values: [String: String], sounds: [String] = [],
                     _ sentence: (Words, [String: String]) -> String) -> Utterance {
        let words = app.content.words
        let mark = Generator.soundMark
        var said = Utterance(kind: .model, subject: q.id, text: Words.capitalised(sentence(words, values.merging(["sound": mark, "sounds": mark]) { given, _ in given })),
                             muted: app.isSilent, queued: true)
        if !sounds.isEmpty {
            let voiced = SoundWord.voiced(sounds)
            said.voiced = Words.capitalised(sentence(words, values.merging(["sound": voiced, "sounds": voiced]) { given, _ in given }))
        }
        return said
    }

    /// The sound a word begins with, held as the pack says it alone (a blend's sound of this IPA, else a Words card
    /// correspondence's): eSpeak's phoneme mnemonics; nil when the pack says no such sound alone.
    static func firstSound(of picture: String, in content: ContentPack) -> String? {
        guard let ipa = content.pictures[picture]?.ipa, let first = Phonemes(ipa: ipa).first else { return nil }
        let said = { (ipa: String) in Phonemes(ipa: ipa).segments == [first] }
        for activity in content.activities {
            for rule in activity.generate {
                if let sound = rule.maker?.maker.soundsAlone.first(where: { said($0.ipa) }) { return sound.sound }
            }
        }
        return content.activities.lazy.compactMap { $0.phonics?.gpcs.first { !$0.silent && said($0.ipa) }?.sound }.first
    }
}
