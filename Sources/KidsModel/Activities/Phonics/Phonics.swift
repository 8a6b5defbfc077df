/// A pack's taught order for reading (the Words card's `phonics`, read by every rule of its activity through
/// `Generator.Context`): its grapheme–phoneme correspondences in teaching order, each from a level on; the tricky
/// words taught whole; and the decodable words, each a picture cut into its graphemes. Whether a word is what it
/// claims is computed, never trusted: its graphemes joined are its label, and matched GPC by GPC against its
/// picture's IPA (`Phonemes.segments`, the sounds the listening games hear) they are its sounds (`spelled`).
public struct Phonics: Hashable, Sendable, Decodable {
    /// One correspondence: the letters ("s", "ck", "ou"), the sound or sounds they stand for ("" for a silent letter),
    /// other sounds a teacher teaches as the same correspondence (Spanish b = b or β), how the app says the sound alone
    /// (eSpeak NG's phoneme mnemonics), and the level from which it is taught.
    public struct GPC: Hashable, Sendable, Decodable {
        public var grapheme: String
        public var ipa: String
        public var also: [String]
        public var sound: String
        public var level: Int

        public init(grapheme: String, ipa: String = "", also: [String] = [], sound: String = "", level: Int = 1) {
            self.grapheme = grapheme
            self.ipa = ipa
            self.also = also
            self.sound = sound
            self.level = level
        }

        private enum CodingKeys: String, CodingKey { case grapheme, ipa, also, sound, level }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            grapheme = try c.decodeIfPresent(String.self, forKey: .grapheme) ?? ""
            ipa = try c.decodeIfPresent(String.self, forKey: .ipa) ?? ""
            also = try c.decodeIfPresent([String].self, forKey: .also) ?? []
            sound = try c.decodeIfPresent(String.self, forKey: .sound) ?? ""
            level = try c.decodeIfPresent(Int.self, forKey: .level) ?? 1
        }

        /// Whether it is a letter written but not said.
        public var silent: Bool { ipa.isEmpty }

        /// Its sound as the voice is given it: phoneme input after a short pause, as the keyboard's letter sounds are
        /// given (`SoundWord`), so that the voice says it as loud as the sentence; a silent letter, its
        /// name.
        public var voiced: String { silent ? grapheme.uppercased() : SoundWord.voiced([sound]) }

        /// Its sounds as the listening games cut a word's IPA, in each of the ways it may be said.
        var forms: [[String]] { ([ipa] + also).map { Phonemes(ipa: $0).segments } }

        /// "c /k/", as check-content names it.
        public var named: String { silent ? "\(grapheme) (silent)" : "\(grapheme) /\(ipa)/" }
    }

    /// A decodable word: its picture, and its spelling cut into graphemes.
    public struct Word: Hashable, Sendable, Decodable {
        public var picture: String
        public var graphemes: [String]
    }

    public var gpcs: [GPC]
    public var tricky: [String]
    public var words: [Word]

    private enum CodingKeys: String, CodingKey { case gpcs, tricky, words }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gpcs = try c.decodeIfPresent([GPC].self, forKey: .gpcs) ?? []
        tricky = try c.decodeIfPresent([String].self, forKey: .tricky) ?? []
        words = try c.decodeIfPresent([Word].self, forKey: .words) ?? []
    }

    /// The word of picture `picture`, if the taught order has it.
    public func word(_ picture: String) -> Word? { words.first { $0.picture == picture } }

    /// The GPCs that spell `word`, one a grapheme, said as `ipa` is, using only those taught by `level` (every level
    /// when nil); nil when no way of reading its graphemes gives its sounds.
    public func spelled(_ word: Word, ipa: String, by level: Int? = nil) -> [GPC]? {
        let sounds = Phonemes(ipa: ipa).segments
        let taught = gpcs.filter { level == nil || $0.level <= level ?? 0 }
        // A grapheme's every reading is tried, one after another: a word has a few graphemes, a grapheme a few readings.
        func match(_ g: Int, _ s: Int) -> [GPC]? {
            guard g < word.graphemes.count else { return s == sounds.count ? [] : nil }
            let grapheme = word.graphemes[g].lowercased()
            for gpc in taught where gpc.grapheme == grapheme {
                for form in gpc.forms where s + form.count <= sounds.count && Array(sounds[s..<s + form.count]) == form {
                    if let rest = match(g + 1, s + form.count) { return [gpc] + rest }
                }
            }
            return nil
        }
        return match(0, 0)
    }

    /// The GPC a key says when a child spells with it: the first taught that is that one letter, said.
    public func sound(ofKey letter: String) -> GPC? {
        gpcs.first { $0.grapheme == letter.lowercased() && !$0.silent && !$0.sound.isEmpty }
    }

    /// The level the word's every grapheme is taught by: the first from which it is decodable; nil if never.
    public func level(of word: Word, ipa: String) -> Int? {
        (1...max(1, gpcs.map(\.level).max() ?? 1)).first { spelled(word, ipa: ipa, by: $0) != nil }
    }
}

extension Generator.Context {
    /// The decodable word of `picture` and its label, for a question about it; or why there is none. Whether it is
    /// what it claims (its graphemes, its sounds, its level) is for the checks to say (`Phonics.problems`, `offered`):
    /// the question is made as the pack writes it.
    func decodable(_ picture: String) -> Result<(word: Phonics.Word, label: String), Generator.Problem> {
        guard let phonics else { return .failure(Generator.Problem("the activity has no 'phonics': its taught order")) }
        guard let shown = pictures[picture] else { return .failure(Generator.Problem("'\(picture)' is not a picture of pictures.json")) }
        guard let word = phonics.word(picture) else {
            return .failure(Generator.Problem("'\(picture)' is not one of phonics' 'words'"))
        }
        return .success((word, shown.label))
    }

    /// Each of `names` as a decodable word and its label, in order; or why the first that is none cannot be.
    func decodables(_ names: [String]) -> Result<[(name: String, word: Phonics.Word, label: String)], Generator.Problem> {
        var found: [(name: String, word: Phonics.Word, label: String)] = []
        for name in names {
            switch decodable(name) {
            case .success(let word): found.append((name, word.word, word.label))
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(found)
    }
}
