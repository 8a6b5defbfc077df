/// Spelling a word, the game's own state (`Game`): the letters typed so far, on its screen of its own (`spelling`).
extension SpellIt: Game {
    /// The letters typed so far, in small letters.
    typealias State = String

    enum Action: GameAction {
        /// A letter key: the letter typed, its sound said.
        case type
        /// Backspace: the last letter rubbed out.
        case erase
        /// Enter: the word checked (once it is spelled, the next question).
        case check
        static let all: [Action] = [.type, .erase, .check]
        var passesKey: Bool { self == .type }
    }

    /// Every letter a child of the four packs types, each typing itself: the letter keys of every layout, AZERTY's
    /// é, è, ç and à (digits elsewhere, letters here), and the accented letters typed with a dead key (ê, ñ, ü…).
    static let letterKeys: [Key] = {
        let accented = "àâäçéèêëîïôöùûüÿœæñáíóúß".map(Key.character)
        var keys = (KeyboardKeys.characters + KeyboardKeys.unshifted).filter { if case .character(let c) = $0 { return c.isLetter } else { return false } }
        for key in accented where !keys.contains(key) { keys.append(key) }
        return keys
    }()

    static func start(_ q: Question) -> String { "" }

    static func row(_ action: Action) -> CommandTable.Row {
        switch action {
        case .type: return .init(command(action), [.init([.spelling], .pressed(letterKeys))], hint: "Type a letter", enabled: Lesson.unanswered)
        case .erase: return .init(command(action), [.init(.spelling, [.backspace], alsoTyped: ["rub"])], hint: "Rub out", enabled: Lesson.unanswered)
        case .check: return .init(command(action), [.init(.spelling, [.enter], alsoTyped: ["", "next"])], hint: "Check")
        }
    }

    static func reduce(_ typed: inout String, _ action: Action, _ play: GamePlay) -> [GameEffect] {
        let q = play.question
        switch action {
        case .type:
            guard !play.answered, case .character(let key)? = play.key else { return [] }
            let letter = String(key).lowercased()
            typed += letter
            // A letter that ends one of the word's graphemes, all typed right so far, says that grapheme's sound in
            // the word: s, then h, says /s/, then /ʃ/ in "sheep"; the r of Spanish "pera" is the soft one. Else the
            // key says the sound its letter is first taught with.
            let sounds = wordSounds(q, play)
            if let index = completed(typed, q), sounds.indices.contains(index), !sounds[index].silent {
                var said = play.utterance(.sound, q.pieces[index])
                said.voiced = sounds[index].voiced
                return [.speak(said)]
            }
            return [.speak(sound(of: letter, play))]
        case .erase:
            guard !play.answered, !typed.isEmpty else { return [] }
            typed.removeLast()
            // The letters left, named as the pack names letters (Spanish r is "erre").
            var left = play.utterance(.notice, typed.isEmpty ? play.words("Nothing typed.") : typed.map(String.init).joined(separator: " "))
            if !typed.isEmpty {
                left.voiced = typed.map { letter in
                    let name = play.app.content.keyName(.character(letter))
                    return name.voiced ?? name.shown
                }.joined(separator: ", ")
            }
            return [.speak(left)]
        case .check:
            guard !play.answered else { return [.next] }
            guard !typed.isEmpty else { return [.speak(play.utterance(.notice, q.spoken))] }
            guard typed != q.correct else { return [.answer(typed)] }
            // The letters right from the start stay; the first wrong one is named by its sound beside the one wanted.
            let wrong = typed
            let (kept, said) = mistake(in: typed, q, play)
            // On screen the right letters stay; a line typed is the whole word again.
            typed = play.app.lineMode ? "" : kept
            return [.answer(wrong), .speak(said)] + besideScreenReader(said, play).map(GameEffect.speak)
        }
    }

    /// Which of the word's graphemes `typed` ends, when all of it is the word's first graphemes, typed right.
    static func completed(_ typed: String, _ q: Question) -> Int? {
        var rest = Substring(typed)
        for (index, grapheme) in q.pieces.enumerated() {
            guard rest.hasPrefix(grapheme) else { return nil }
            rest = rest.dropFirst(grapheme.count)
            if rest.isEmpty { return index }
        }
        return nil
    }

    /// The right graphemes typed from the start, and what a teacher says of the first that is not: "That says /p/.
    /// Cat starts with /k/.", "Next in cat comes /t/.", "Cat ends there."
    static func mistake(in typed: String, _ q: Question, _ play: GamePlay) -> (kept: String, said: Utterance) {
        var kept = ""
        var rest = Substring(typed)
        var index = 0
        for grapheme in q.pieces {
            guard rest.hasPrefix(grapheme) else { break }
            kept += grapheme
            rest = rest.dropFirst(grapheme.count)
            index += 1
        }
        let word = play.question.picture.label
        let gpcs = wordSounds(q, play)
        let wanted = gpcs.indices.contains(index) ? gpcs[index] : nil
        var said: Utterance
        if let wanted {
            // Said twice over: shown with the letters in quotes, voiced with their sounds.
            func told(_ wrong: String?, _ right: String) -> String {
                let values = ["word": word, "wrong": wrong ?? "", "right": right]
                switch (index == 0, wrong != nil) {
                case (true, true): return Words.capitalised(play.words("That says {wrong}. {word} starts with {right}.", values))
                case (false, true): return Words.capitalised(play.words("That says {wrong}. Next in {word} comes {right}.", values))
                case (true, false): return Words.capitalised(play.words("{word} starts with {right}.", values))
                case (false, false): return Words.capitalised(play.words("Next in {word} comes {right}.", values))
                }
            }
            let letter = rest.first.map(String.init)
            let heard = letter.flatMap { play.phonics?.sound(ofKey: $0) }
            let silent = letter.map { letter in play.phonics?.gpcs.contains { $0.grapheme == letter } == true && heard == nil } ?? false
            if silent {
                // A letter the taught order only ever writes silent (Spanish h): it is told so, not named.
                let values = ["word": word, "right": "“" + wanted.grapheme + "”"]
                let text = index == 0 ? play.words("That letter makes no sound. {word} starts with {right}.", values)
                    : play.words("That letter makes no sound. Next in {word} comes {right}.", values)
                said = play.utterance(.wrong, Words.capitalised(text))
                said.voiced = Words.capitalised(index == 0 ? play.words("That letter makes no sound. {word} starts with {right}.", ["word": word, "right": wanted.voiced])
                    : play.words("That letter makes no sound. Next in {word} comes {right}.", ["word": word, "right": wanted.voiced]))
            } else if wanted.silent {
                // A letter written but not heard (French e muet) is left out, or another typed in its place.
                said = play.utterance(.wrong, Words.capitalised(play.words("In {word}, {right} is written but not heard.", ["word": word, "right": "“" + wanted.grapheme + "”"])))
                said.voiced = Words.capitalised(play.words("In {word}, {right} is written but not heard.", ["word": word, "right": named(wanted.grapheme, play)]))
            } else if let alike = sameSound(rest, as: wanted, play) ?? (heard?.sound == wanted.sound ? heard : nil), alike.grapheme != wanted.grapheme {
                // The sound is right, its spelling is not (i for the ie of Biene, an for the am of tambour): the
                // spelling is what is told, its letters named.
                said = play.utterance(.wrong, Words.capitalised(play.words("In {word}, that sound is written {right}.", ["word": word, "right": "“" + wanted.grapheme + "”"])))
                said.voiced = Words.capitalised(play.words("In {word}, that sound is written {right}.", ["word": word, "right": named(wanted.grapheme, play)]))
            } else {
                said = play.utterance(.wrong, told(letter.map { "“" + $0 + "”" }, "“" + wanted.grapheme + "”"))
                said.voiced = told(letter.map { play.phonics?.sound(ofKey: $0).map(\.voiced) ?? $0.uppercased() }, wanted.voiced)
            }
        } else {
            said = play.utterance(.wrong, Words.capitalised(play.words("{word} ends there.", ["word": word])))
        }
        said.queued = true
        return (kept, said)
    }

    /// The grapheme the letters typed at this place spell, the longest the taught order has, if it says the sound wanted.
    static func sameSound(_ rest: Substring, as wanted: Phonics.GPC, _ play: GamePlay) -> Phonics.GPC? {
        let typed = (play.phonics?.gpcs ?? []).filter { !$0.silent && $0.grapheme.count > 1 && rest.hasPrefix($0.grapheme) }
            .sorted { $0.grapheme.count > $1.grapheme.count }
        return typed.first { gpc in gpc.forms.contains { wanted.forms.contains($0) } }
    }

    /// A grapheme's letters by their names, as the pack names letters ("in": "I, N"): eSpeak would read it as a word.
    static func named(_ grapheme: String, _ play: GamePlay) -> String {
        grapheme.map { letter in
            let name = play.app.content.keyName(.character(letter))
            return name.voiced ?? name.shown
        }.joined(separator: ", ")
    }

    /// Beside a screen reader, which reads the sentence's letters by their names, the sounds it tells of in the app's
    /// own voice, one after the other (app sounds: the reader cannot say them).
    static func besideScreenReader(_ said: Utterance, _ play: GamePlay) -> [Utterance] {
        guard play.app.readerSpeaks, let voiced = said.voiced else { return [] }
        return voiced.matches(of: /\[\[[^\]]*\]\]/).map { match in
            var sound = play.utterance(.sound, String(match.output))
            sound.voiced = String(match.output)
            sound.queued = true
            return sound
        }
    }

    /// The GPCs of the question's word, in order (its picture's sounds read from its graphemes).
    static func wordSounds(_ q: Question, _ play: GamePlay) -> [Phonics.GPC] {
        guard let phonics = play.phonics, let word = phonics.word(q.picture.name),
              let gpcs = phonics.spelled(word, ipa: play.app.content.pictures[q.picture.name]?.ipa ?? "") else { return [] }
        return gpcs
    }

    /// A key's sound, said as it is typed (an app sound, heard beside a screen reader too); a letter the taught order
    /// gives no sound is named.
    static func sound(of letter: String, _ play: GamePlay) -> Utterance {
        var said = play.utterance(.sound, letter)
        said.voiced = play.phonics?.sound(ofKey: letter).map(\.voiced) ?? letter.uppercased()
        return said
    }
}
