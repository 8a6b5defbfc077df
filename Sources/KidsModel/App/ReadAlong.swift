
/// Read-along (DESIGN §4): when each word of what is being said is heard, and which word on screen that is.
///
/// The speech engine tells each word ahead of time, with the moment the device will play its first sample
/// (`Event.wordHeard`); the word heard at a `tick` is the last told to begin by then, until the end of its
/// utterance. Pure: the time comes from the ticks, and the front end wakes at `nextChange` only while
/// something is read.
public struct ReadAlong: Hashable, Sendable {
    /// A word told by the engine (or, with no `characters`, the end of an utterance's sound).
    public struct Mark: Hashable, Sendable {
        public var serial: Int
        /// The word's place in its utterance's text, in Unicode scalars.
        public var characters: Range<Int>?
        public var at: Double
        /// Where the engine said the word is, in what the voice was given; nil for a word it told nothing of.
        public var told: Range<Int>? = nil
    }

    /// In the order they are heard.
    public internal(set) var marks: [Mark] = []

    /// Notes a word the engine told of (`told`, in what the voice was given), or the end of an utterance (nil), and
    /// mends what eSpeak gets wrong, so that every word shown is lit in turn:
    /// - a word it places inside the one before ("There it is!": "is" told at the "t" of "it") is the next word;
    ///   but not after a number, which eSpeak tells in parts ("21": "twenty", then "one" inside it);
    /// - it never goes back: a word told before the one lit is that one still ("3,5" told again after "ans");
    /// - words it tells nothing of ("in the flowers": no "the") share the time from the word before to this one,
    ///   or from `now` when the news comes late (the engine tells a word as its sound is handed to the device, so
    ///   the time a skipped word had may be past; when even this word's time is past, they are not lit). Marks
    ///   with no letter or digit (French "Crac !") are not words: they get no time.
    mutating func tell(serial: Int, _ told: Range<Int>?, at: Double, of said: Utterance, now: Double) {
        guard let told else {
            marks.append(Mark(serial: serial, characters: nil, at: at))
            return
        }
        var shown = said.textRange(ofVoiced: told)
        let words = Utterance.wordRanges(said.text)
        let index = { (range: Range<Int>) in words.firstIndex { $0.upperBound > range.lowerBound } ?? words.count }
        guard let last = marks.last, last.serial == serial, let lastShown = last.characters,
              let lastTold = marks.last(where: { $0.serial == serial && $0.told != nil })?.told else {
            marks.append(Mark(serial: serial, characters: shown, at: at, told: told))
            return
        }
        let before = index(lastShown)
        let isWord = { (n: Int) in words.indices.contains(n) && Self.hasLetters(said.text, words[n]) }
        var word = index(shown)
        let number = Self.hasDigits(said.text, lastShown)
        if told.lowerBound > lastTold.lowerBound, told.lowerBound < lastTold.upperBound, word <= before, !number,
           let next = (min(before + 1, words.count)..<words.count).first(where: isWord) {
            word = next
            shown = words[next]
        } else if word < before {
            word = before
            shown = lastShown
        }
        let skipped = (before + 1..<max(before + 1, word)).filter(isWord)
        if !skipped.isEmpty {
            let start = min(max(last.at, now), at)
            let step = (at - start) / Double(skipped.count + 1)
            for (n, place) in skipped.enumerated() {
                marks.append(Mark(serial: serial, characters: words[place], at: start + step * Double(n + 1)))
            }
        }
        marks.append(Mark(serial: serial, characters: shown, at: at, told: told))
    }

    /// Whether the text at `range` has a letter or a digit (a word, not a lone "!").
    static func hasLetters(_ text: String, _ range: Range<Int>) -> Bool {
        text.unicodeScalars.dropFirst(range.lowerBound).prefix(range.count).contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether the text at `range` has a digit (a number, which eSpeak tells in parts).
    static func hasDigits(_ text: String, _ range: Range<Int>) -> Bool {
        text.unicodeScalars.dropFirst(range.lowerBound).prefix(range.count).contains { ("0"..."9").contains($0) }
    }

    /// The word being heard at `now`, if one is.
    func current(at now: Double) -> Mark? {
        guard let mark = marks.last(where: { $0.at <= now }), mark.characters != nil else { return nil }
        return mark
    }

    /// When the word heard changes next after `now`.
    func nextChange(after now: Double) -> Double? {
        marks.first { $0.at > now }?.at
    }
}

/// The word being heard, and where it is shown: the part or tile its utterance reads (`Utterance.reads`).
public struct Highlight: Hashable, Sendable {
    public var part: PartID
    /// Which of the part's words (from 0, split at spaces); nil for a tile, lit whole.
    public var index: Int?
    /// The word as heard, without its punctuation ("circle").
    public var word: String

    public init(part: PartID, index: Int?, word: String) {
        self.part = part
        self.index = index
        self.word = word
    }
}

extension AppState {
    /// The word being heard and the part or tile of the screen it reads, found by the utterance's own naming of
    /// what it reads and the word's place in it, never by comparing texts; nil when nothing is read or nothing
    /// of the screen is. The screen model lights it only where it shows that part (`ScreenModel.light`).
    public var highlight: Highlight? {
        guard !isTooSmall, let mark = readAlong.current(at: now), let range = mark.characters,
              let utterance = voiced.first(where: { $0.serial == mark.serial }) else { return nil }
        let text = utterance.text
        let word = Self.word(in: text, at: range)
        guard !word.isEmpty else { return nil }
        switch utterance.reads {
        case .nothing: return nil
        case .part(let part, let from):
            // The word lit is the sentence's word as shown, split at spaces ("vois-tu", "C'est"), though eSpeak may
            // tell its parts one by one.
            let index = Self.wordIndex(in: text, at: range.lowerBound)
            let words = Self.words(of: text)
            return Highlight(part: part, index: from + index, word: words.indices.contains(index) ? Self.trimmed(words[index]) : word)
        case .tiles(let tiles):
            return tiles.first { $0.characters.contains(range.lowerBound) }.map { Highlight(part: $0.part, index: nil, word: word) }
        }
    }

    /// When what is read changes next: the front end wakes then, with a `tick`.
    public var nextReadingChange: Double? { readAlong.nextChange(after: now) }

    /// A text's words, split at spaces as the views wrap it.
    static func words(of text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// Which word (from 0, split at spaces) the Unicode scalar at `offset` is in.
    static func wordIndex(in text: String, at offset: Int) -> Int {
        var index = -1
        var inWord = false
        for (n, scalar) in text.unicodeScalars.enumerated() {
            if n > offset { break }
            if scalar == " " {
                inWord = false
            } else if !inWord {
                inWord = true
                index += 1
            }
        }
        return max(0, index)
    }

    /// The word at `range` of `text` as heard: its letters and digits, without the punctuation around them.
    public static func word(in text: String, at range: Range<Int>) -> String {
        let scalars = Array(text.unicodeScalars)
        let lower = min(max(0, range.lowerBound), scalars.count)
        let upper = min(max(lower, range.upperBound), scalars.count)
        let slice = String(String.UnicodeScalarView(scalars[lower..<upper]))
        return trimmed(slice)
    }

    /// A word without the punctuation, spaces and symbols around it ("ball!" → "ball", "«Hop" → "Hop").
    public static func trimmed(_ word: some StringProtocol) -> String {
        let scalars = word.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isAround($0) }), let last = scalars.lastIndex(where: { !isAround($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// Whether a character is trimmed around a word: punctuation, a space or a symbol (Unicode's categories, as
    /// Foundation's `CharacterSet.punctuationCharacters`, `.whitespaces` and `.symbols` were).
    static func isAround(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .spaceSeparator, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return scalar == "\t"
        }
    }

    /// A word as compared: small letters, letters and digits only ("Suns?" → "suns").
    public static func plain(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter(isAlphanumeric).map(Character.init))
    }

    /// A letter, a mark on one or a digit (Unicode's L, M and N categories, as `CharacterSet.alphanumerics`).
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark,
             .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
