/// check-content's rules of a taught order and of the words it offers, each computed from the pictures' IPA and the
/// pack's own GPCs, never from a list written by hand (docs/CONTENT.md, "The Words card").
extension Phonics {
    /// The rules `problems` and `offered` report.
    static let rules: [ContentProblem.Rule] = [.phonicsOrder, .phonicsSpelling, .phonicsSounds, .decodable]

    /// The problems of the taught order itself: GPCs in order of their levels, each with a sound the app can say; each
    /// word's graphemes, joined, its picture's label, and read GPC by GPC its picture's sounds.
    func problems(pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        var seen = Set<String>()
        for (n, gpc) in gpcs.enumerated() {
            if gpc.grapheme.isEmpty || gpc.grapheme != gpc.grapheme.lowercased() {
                found.append((.phonicsOrder, "gpcs[\(n)]: a grapheme is written in small letters, not '\(gpc.grapheme)'"))
            }
            if !(1...Activity.levelLimit).contains(gpc.level) {
                found.append((.phonicsOrder, "gpcs[\(n)] \(gpc.named): 'level' is 1 to \(Activity.levelLimit), not \(gpc.level)"))
            }
            if n > 0, gpc.level < gpcs[n - 1].level {
                found.append((.phonicsOrder, "gpcs[\(n)] \(gpc.named) is taught at level \(gpc.level), after \(gpcs[n - 1].named) at level \(gpcs[n - 1].level): the order goes level by level"))
            }
            if !gpc.silent && (gpc.sound.isEmpty || gpc.sound.contains("]") || gpc.sound.contains(" ")) {
                found.append((.phonicsOrder, "gpcs[\(n)] \(gpc.named): a said sound has its 'sound', one word of eSpeak's phoneme mnemonics"))
            }
            if !seen.insert(gpc.grapheme + "/" + gpc.ipa).inserted {
                found.append((.phonicsOrder, "gpcs[\(n)] \(gpc.named) is taught twice"))
            }
        }
        for word in words {
            guard let picture = pictures[word.picture] else {
                found.append((.phonicsSpelling, "word '\(word.picture)' is not a picture of pictures.json"))
                continue
            }
            let joined = word.graphemes.joined()
            if joined.lowercased() != picture.label.lowercased() || word.graphemes.contains(where: \.isEmpty) {
                found.append((.phonicsSpelling, "'\(word.picture)': its graphemes \(word.graphemes.joined(separator: "·")) spell '\(joined)', not its label '\(picture.label)'"))
                continue
            }
            if tricky.contains(where: { $0.lowercased() == picture.label.lowercased() }) {
                found.append((.decodable, "'\(picture.label)' is a tricky word, taught whole: it is not offered as decodable"))
            }
            guard let ipa = picture.ipa, !ipa.isEmpty else {
                found.append((.ipaMissing, "picture '\(word.picture)' has no 'ipa' to hear its sounds by"))
                continue
            }
            if spelled(word, ipa: ipa) == nil {
                found.append((.phonicsSounds, "'\(picture.label)' /\(ipa)/ is said \(Phonemes(ipa: ipa).segments.joined(separator: " ")); its graphemes \(word.graphemes.joined(separator: "·")) are not those sounds by any GPC taught"
                              + (unknown(word).map { " ('\($0)' is no grapheme of 'gpcs')" } ?? "")))
            }
        }
        return found
    }

    /// The first of a word's graphemes that no GPC has.
    func unknown(_ word: Word) -> String? {
        word.graphemes.first { grapheme in !gpcs.contains { $0.grapheme == grapheme.lowercased() } }
    }

    /// The problems of a rule of level `level` offering `offered` (picture keys): each is a word of the taught order,
    /// decodable with the GPCs taught by then; the GPC it waits for is named.
    func offered(_ offered: [String], level: Int, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        offered.compactMap { name in
            guard let word = word(name) else { return (.decodable, "'\(name)' is not one of phonics' 'words'") }
            guard let ipa = pictures[name]?.ipa, spelled(word, ipa: ipa) != nil else { return nil }  // `problems` says why
            guard spelled(word, ipa: ipa, by: level) == nil else { return nil }
            let first = self.level(of: word, ipa: ipa) ?? 0
            let waiting = (spelled(word, ipa: ipa) ?? []).filter { $0.level > level }.map(\.named)
            return (.decodable, "'\(pictures[name]?.label ?? name)' at level \(level) needs \(waiting.joined(separator: ", ")), taught at level \(first)")
        }
    }
}

extension Phonics {
    /// The problems of a sounds rule offering `offered`: a word with a grapheme of two sounds (x, qu) is counted by a
    /// child one sound button a grapheme, by its IPA one a sound; such a word is not asked about.
    func counted(_ offered: [String], pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        offered.compactMap { name in
            guard let word = word(name), let ipa = pictures[name]?.ipa, let gpcs = spelled(word, ipa: ipa),
                  let two = gpcs.first(where: { ($0.forms.first?.count ?? 0) > 1 }) else { return nil }
            return (.soundCount, "'\(pictures[name]?.label ?? name)': \(two.named) is one grapheme of \(two.forms.first?.count ?? 0) sounds: a child counts one, its IPA \(two.forms.first?.count ?? 0); leave it out of How many sounds?")
        }
    }
}

extension ContentProblem.Rule {
    /// A taught order out of order: a GPC taught before one of a lower level, without a sound, or twice.
    static let phonicsOrder = Self(rawValue: "phonics-order")
    /// A word whose graphemes, joined, are not its picture's label.
    static let phonicsSpelling = Self(rawValue: "phonics-spelling")
    /// A word whose graphemes, GPC by GPC, are not its picture's sounds (`Phonemes.segments` of its IPA).
    static let phonicsSounds = Self(rawValue: "phonics-sounds")
    /// A word offered at a level before all its GPCs are taught, or a tricky word offered as decodable.
    static let decodable = Self(rawValue: "decodable")
}
