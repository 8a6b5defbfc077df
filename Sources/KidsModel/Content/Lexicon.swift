/// A pack's `lexicon`: how the voice must say a word, in eSpeak NG's phoneme mnemonics for the pack's voice,
/// wherever the word is said. What is shown stays the word; the voice is given `[[phonemes]]` in its place, so
/// read-along still lights the word (the voiced text says the shown one word for word).
///
/// A word matches whole, letter case aside, without the marks around it ("Pinguin!" is "Pinguin"); an elided
/// form is a word of its own ("l’étoile" is not "étoile").
public struct Lexicon: Hashable, Sendable {
    /// The words as the pack wrote them → their phonemes.
    public private(set) var entries: [String: String]
    /// Folded word → phonemes, for matching.
    private var folded: [String: String]

    public init(_ entries: [String: String] = [:]) {
        self.entries = entries
        // Two keys that fold alike (the checks refuse them): the first in sorted order, the same every run.
        folded = Dictionary(entries.sorted { $0.key < $1.key }.map { (Self.fold($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// This lexicon with `own` over it, word for word as they are matched (letter case aside).
    public func merging(_ own: Lexicon) -> Lexicon {
        var merged = self
        merged.entries = entries.filter { own.folded[Self.fold($0.key)] == nil }.merging(own.entries) { _, new in new }
        merged.folded.merge(own.folded) { _, new in new }
        return merged
    }

    /// The phonemes the lexicon gives `word` (a word as shown, marks around it allowed), or nil.
    public func phonemes(of word: String) -> String? {
        guard !folded.isEmpty else { return nil }
        return folded[Self.fold(Self.core(of: Substring(word)).core)]
    }

    /// `text` as the voice must be given it: each word of the lexicon replaced by `[[phonemes]]`, the marks after it
    /// kept and those before it dropped (eSpeak NG 1.51 says nothing of `¡[[…]]`, `«[[…]]` or `"[[…]]`; such a mark
    /// is not heard anyway); nil when no word of `text` is in the lexicon. Words already given as phonemes are left
    /// alone.
    public func voiced(_ text: String) -> String? {
        guard !folded.isEmpty else { return nil }
        var changed = false
        // Split at spaces only, and joined back with them: the voiced text keeps the shown one's word count.
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard !word.contains("[["), !word.isEmpty else { return String(word) }
            let (_, core, after) = Self.core(of: word)
            guard let phonemes = folded[Self.fold(core)] else { return String(word) }
            changed = true
            return "[[" + phonemes + "]]" + after
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// An utterance with the lexicon applied to what its voice is given (its `voiced` text, else its text).
    public func voicing(_ utterance: Utterance) -> Utterance {
        guard let voiced = voiced(utterance.voiced ?? utterance.text) else { return utterance }
        var said = utterance
        said.voiced = voiced
        return said
    }

    /// Every utterance of `effects` with the lexicon applied: one rule, after every event, for all that is said.
    func voice(_ effects: inout [Effect]) {
        guard !folded.isEmpty else { return }
        for index in effects.indices {
            if case .speak(let utterance) = effects[index] { effects[index] = .speak(voicing(utterance)) }
        }
    }

    /// A word split into the marks before it, the word, and the marks after it: `¿`, `"`, `«` / `!`, `?`, `,`, `.`.
    static func core(of word: Substring) -> (before: String, core: Substring, after: String) {
        let start = word.firstIndex { $0.isLetter || $0.isNumber } ?? word.endIndex
        let end = word.lastIndex { $0.isLetter || $0.isNumber }.map { word.index(after: $0) } ?? start
        guard start < end else { return ("", word[word.startIndex..<word.startIndex], String(word)) }
        return (String(word[..<start]), word[start..<end], String(word[end...]))
    }

    /// A word for matching: small letters, typographic apostrophes as straight ones.
    static func fold<S: StringProtocol>(_ word: S) -> String {
        word.lowercased().replacing("’", with: "'")
    }
}

extension Lexicon {
    /// The lexicon as a start keeps it (`ContentPack.archived`): its entries and how they are matched.
    func archive(into out: inout ArchiveWriter) {
        out.put(entries)
        out.put(folded)
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        entries = try reader.dictionary()
        folded = try reader.dictionary()
    }
}
