/// An app sound in a sentence the voice is given: a letter's sound, or a blend's sounds one by one, written as one
/// word of eSpeak's phoneme input after a short pause, `[[_:_:khh]]`, a blend's sounds parted by a longer pause,
/// `[[_:_:khh_:_:_:_:a_:_:_:_:thh]]`. One word, so that the sentence keeps its word count (the read-along's); the
/// voice (KidsVoice's synthesizer) finds each sound in it and says it alone, as loud as the sentence around it.
public enum SoundWord {
    /// How a sound word begins: the phoneme input's brackets, then a short pause, for eSpeak read alone (the app's
    /// voice says each sound apart, with silence of its own around it: KidsVoice's `SoundPieces`).
    public static let opening = "[[_:_:"
    /// The pause between two sounds of a blend (about a third of a second): "/k/ … /a/".
    public static let gap = "_:_:_:_:"

    /// The word for `sounds`, each in eSpeak's phoneme mnemonics.
    public static func voiced(_ sounds: [String]) -> String {
        opening + sounds.joined(separator: gap) + "]]"
    }

    /// A sound word found in a text: where it is (Unicode scalar offsets, its brackets included) and its sounds.
    public struct Found: Hashable, Sendable {
        public var range: Range<Int>
        public var sounds: [String]
    }

    /// The sound words of `text`, in order.
    public static func find(in text: String) -> [Found] {
        let scalars = Array(text.unicodeScalars)
        let open = Array(opening.unicodeScalars)
        var found: [Found] = []
        var at = 0
        while at + open.count <= scalars.count {
            guard scalars[at..<at + open.count].elementsEqual(open),
                  let close = (at + open.count..<max(at + open.count, scalars.count - 1)).first(where: { scalars[$0] == "]" && scalars[$0 + 1] == "]" })
            else {
                at += 1
                continue
            }
            let inside = String(String.UnicodeScalarView(scalars[(at + open.count)..<close]))
            let sounds = inside.split(separator: gap, omittingEmptySubsequences: true).map(String.init).filter { !$0.isEmpty }
            if !sounds.isEmpty { found.append(Found(range: at..<close + 2, sounds: sounds)) }
            at = close + 2
        }
        return found
    }
}
