/// The language rules: what a teacher of the pack's language would reject though the structure is sound. Each is
/// reported with the file, the question and the field, like the structural rules.
extension ContentChecker {
    /// The language problems of a pack: its sentences, its words, and every question of every activity.
    public static func languageProblems(language: String, sentences: Sentences, words: [String: String],
                                        activities: [(file: String, activity: Activity)]) -> [ContentProblem] {
        var found: [ContentProblem] = []
        let code = String(language.prefix(2)).lowercased()
        var texts: [(file: String, question: String?, field: String, text: String)] =
            [("pack.json", nil, "sentences.welcome", sentences.welcome), ("pack.json", nil, "sentences.gate", sentences.gate),
             ("pack.json", nil, "sentences.done", sentences.done)]
            + sentences.wrong.enumerated().map { ("pack.json", nil, "sentences.wrong[\($0.offset)]", $0.element) }
            + sentences.right.enumerated().map { ("pack.json", nil, "sentences.right[\($0.offset)]", $0.element) }
            + words.keys.sorted().map { ("pack.json", nil, "words[\"\($0)\"]", words[$0] ?? "") }
        for (file, activity) in activities {
            var cut = Set<String>()  // each cut word once a file, where it is first met
            for q in activity.questions {
                texts += [(file, q.id, "text", q.text), (file, q.id, "spoken", q.spoken)]
                texts += q.answers.map { (file, q.id, "answers[\($0.id)].spoken", $0.spoken) }
                found += q.answers.filter { $0.label.hasSuffix(".") && cut.insert($0.label).inserted }.map {
                    ContentProblem(file: file, question: q.id, rule: .labelCut,
                                   detail: "answers[\($0.id)].label '\($0.label)' is cut short; a tile shows a whole word")
                }
                found += Activities.kind(of: q, in: activity).problems(q, language: code).map {
                    ContentProblem(file: file, question: q.id, rule: $0.rule, detail: $0.detail)
                }
            }
        }
        found += letterNameAndStoryProblems(code: code, activities: activities)
        // A text holds the character only if its bytes hold the apostrophe's (a byte search, where looking through every
        // text's characters was most of these checks): then the characters are looked through, as before.
        let straight = texts.filter { $0.text.utf8.contains(0x27) && $0.text.contains("'") }
        let typographic = texts.filter { $0.text.utf8.contains(0xE2) && $0.text.contains("\u{2019}") }
        if let first = straight.first, let other = typographic.first {
            found.append(ContentProblem(file: first.file, question: first.question, rule: .mixedApostrophes,
                                        detail: "\(first.field) has a straight apostrophe (') and \(other.file) \(other.field) a typographic one (’): use one kind"))
        }
        if code == "es" {
            for text in texts {
                if let slip = spanishConjunctionSlip(in: text.text) {
                    found.append(ContentProblem(file: text.file, question: text.question, rule: .orRule, detail: "\(text.field): \(slip)"))
                }
            }
        }
        for pair in ContentPack.countedWords where (words[pair.one] == nil) != (words[pair.other] == nil) {
            let missing = words[pair.one] == nil ? pair.one : pair.other
            found.append(ContentProblem(file: "pack.json", rule: .wordPlural, detail: "words[\"\(missing)\"] is missing: a count needs its one and its other form"))
        }
        if agreeingOne.contains(code) {
            for pair in ContentPack.countedWords {
                guard let one = words[pair.one], Self.bareNumberBeforeWord(one, count: pair.count) else { continue }
                found.append(ContentProblem(file: "pack.json", rule: .numberAgreement,
                                            detail: "words[\"\(pair.one)\"] '\(one)': the voice reads the digit 1 before a word as the bare number "
                                                + "(\"1 étoile\" is said \"un étoile\"): write the one that agrees, {\(pair.count):une}"))
            }
        }
        return found
    }

    /// The problems of the rules that the language shows (`QuestionMaker.ruleProblems`: the letters eSpeak names
    /// wrongly in it, where a letters rule gives no name for them); and a story page's "starts with" that names a
    /// letter where the word begins with a digraph.
    static func letterNameAndStoryProblems(code: String, activities: [(file: String, activity: Activity)]) -> [ContentProblem] {
        var found: [ContentProblem] = []
        for (file, activity) in activities {
            for (n, generator) in activity.generate.enumerated() {
                for problem in generator.maker?.maker.ruleProblems(language: code) ?? [] {
                    found.append(ContentProblem(file: file, rule: problem.rule, detail: "generate[\(n)]: \(problem.detail)"))
                }
            }
            for story in activity.stories {
                for page in story.pages {
                    for slip in startsWithSlips(in: page.text, language: code) {
                        found.append(ContentProblem(file: file, question: story.id, rule: .letterDigraph, detail: "page '\(page.id)': \(slip)"))
                    }
                }
            }
        }
        return found
    }

    /// The languages whose word for one agrees with its noun in gender or case ("une étoile", "una estrella", "ein
    /// Stern"): there a count's one form must not put the bare number before a word.
    static let agreeingOne: Set<String> = ["fr", "es", "de", "it", "pt", "ca", "ro"]

    /// Whether `text` has the placeholder `{count}` (not `{count:word}`) directly before a word.
    static func bareNumberBeforeWord(_ text: String, count: String) -> Bool {
        let bare = "{" + count + "} "
        return text.indices.contains { index in
            text[index...].hasPrefix(bare) && text[index...].dropFirst(bare.count).first?.isLetter == true
        }
    }

    /// The letters eSpeak says wrong as letters in a language (Spanish Y as the word "y", R as "ere"): a letters
    /// generator gives the voice their names (`names`).
    static let lettersSaidWrong: [String: [String]] = ["es": ["R", "Y"]]

    /// The letters that start a word with another sound in each language (ch, sh, th…): such a word does not teach
    /// its first letter.
    static let digraphs: [String: [String]] = [
        "en": ["ch", "sh", "th", "ph", "kn", "wr", "wh"], "fr": ["ch", "ph"], "es": ["ch", "ll"], "de": ["sch", "ch", "ph"],
    ]

    /// How each language says that a word starts with a letter, the word first: "Cat starts with C", "Chat commence
    /// par C", "Casa empieza por C", "Katze fängt mit K an".
    static let startsWith: [String: [String]] = [
        "en": ["starts with", "begins with"], "fr": ["commence par", "commence avec"], "es": ["empieza por", "empieza con", "comienza por"],
        "de": ["fängt mit", "beginnt mit"],
    ]

    /// A sentence of a story that teaches a word's first letter where the word starts with a digraph ("Chat commence
    /// par C": ch is not the sound of C).
    static func startsWithSlips(in text: String, language: String) -> [String] {
        guard let phrases = startsWith[language], let pairs = digraphs[language] else { return [] }
        let words = text.split(whereSeparator: { $0 == " " }).map { Lexicon.core(of: $0).core }
        var slips: [String] = []
        for phrase in phrases {
            let parts = phrase.split(separator: " ")
            for index in words.indices where index > 0 && index + parts.count < words.count {
                guard zip(words[index..<index + parts.count], parts).allSatisfy({ $0.lowercased() == $1 }) else { continue }
                let word = words[index - 1], letter = words[index + parts.count]
                let base = unaccented(word)
                guard letter.count == 1, base.first.map({ String($0).uppercased() == letter.uppercased() }) == true,
                      let digraph = pairs.first(where: { base.hasPrefix($0) }) else { continue }
                slips.append("'\(word) \(phrase) \(letter)': '\(word)' begins with '\(digraph)', which does not sound like '\(letter)' alone")
            }
        }
        return slips
    }

    /// A first-letters question whose word starts with a digraph, or whose distractors share the right letter's sound.
    static func letterProblems(_ q: Question, language: String) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let word = q.word.map(unaccented), let right = q.correctAnswer else { return [] }
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        if let digraph = digraphs[language]?.first(where: { word.hasPrefix($0) }) {
            found.append((.letterDigraph, "word '\(q.word ?? "")' begins with '\(digraph)', which does not sound like '\(right.label)' alone"))
        }
        let alike = soundAlike(word, language: language)
        for answer in q.answers where answer.id != right.id && alike.contains(answer.label.uppercased()) {
            found.append((.distractorSound, "answers[\(answer.id)] '\(answer.label)' can make the first sound of '\(q.word ?? "")', like '\(right.label)'"))
        }
        return found
    }

    /// The letters that can make the first sound of `word` in a language, besides its own first letter.
    static func soundAlike(_ word: String, language: String) -> Set<String> {
        guard let first = word.first.map({ String($0).uppercased() }) else { return [] }
        let soft = word.dropFirst().first.map { "eiy".contains($0) } ?? false
        switch (language, first) {
        case (_, "C") where soft: return language == "es" ? ["S", "Z"] : ["S"]
        case (_, "C"): return ["K", "Q"]
        case (_, "K"): return ["C", "Q"]
        case (_, "Q"): return ["C", "K"]
        case ("es", "S"): return ["Z", "C"]
        case ("es", "Z"): return ["S", "C"]
        case ("en", "S"), ("fr", "S"): return ["C"]
        case ("fr", "V"): return ["W"]
        case ("fr", "W"), ("de", "W"): return ["V"]
        case ("de", "F"): return ["V"]
        case ("de", "V"): return ["F", "W"]
        case ("es", "B"): return ["V"]
        case ("es", "V"): return ["B"]
        case (_, "J"): return ["G"]
        case (_, "G") where soft: return ["J"]
        default: return []
        }
    }

    /// Small letters without their accents ("Árbol" → "arbol"), letter by letter through `baseLetter`.
    static func unaccented(_ text: some StringProtocol) -> String {
        text.map { baseLetter($0).lowercased() }.joined()
    }

    /// Spanish "o" before an o sound must be "u", and "y" before an i sound "e": the slip, if there is one.
    static func spanishConjunctionSlip(in text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " }).map(String.init)
        for (word, next) in zip(words, words.dropFirst()) {
            let plain = unaccented(next.drop { !$0.isLetter && !$0.isNumber })
            if word == "o" && ContentPack.beginsWithOSound(String(plain)) { return "'o \(next)' should be 'u \(next)'" }
            if word == "y" && (plain.hasPrefix("i") || (plain.hasPrefix("hi") && !plain.hasPrefix("hie"))) { return "'y \(next)' should be 'e \(next)'" }
        }
        return nil
    }
}

extension ContentChecker {
    /// The number words 1–10 in the packs' languages: an answer read aloud must not say the number its question
    /// asks about ("Which shape has 3 sides?" read "a shape with three sides" is matching words, not knowing shapes).
    static let numberWords: [[String]] = [
        ["one", "un", "une", "uno", "una", "eins", "ein", "eine"], ["two", "deux", "dos", "zwei"], ["three", "trois", "tres", "drei"],
        ["four", "quatre", "cuatro", "vier"], ["five", "cinq", "cinco", "fünf"], ["six", "seis", "sechs"], ["seven", "sept", "siete", "sieben"],
        ["eight", "huit", "ocho", "acht"], ["nine", "neuf", "nueve", "neun"], ["ten", "dix", "diez", "zehn"],
    ]

    /// The whole numbers written in `text` with digits, in order: its runs of number characters that are a number. A text
    /// all in ASCII is read byte by byte (the same runs: there only 0–9 are numbers).
    static func numbers(in text: String) -> [Int] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) } }
        let bytes = Array(text.utf8)
        var found: [Int] = []
        var start = 0
        while start < bytes.count {
            guard (0x30...0x39).contains(bytes[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            if let number = Int(String(decoding: bytes[start..<end], as: UTF8.self)) { found.append(number) }
            start = end
        }
        return found
    }

    /// An answer whose spoken words say the number (2–10) asked about in the question's spoken sentence, if any.
    static func numberSaid(by q: Question) -> (answer: String, spoken: String)? {
        let asked = numbers(in: q.spoken).filter { (2...10).contains($0) }
        guard let number = asked.first, q.answers.allSatisfy({ Int($0.label) == nil }) else { return nil }
        let names = Set(["\(number)"] + numberWords[number - 1])
        return q.answers.first { answer in
            letterRuns(answer.spoken.lowercased()).contains { names.contains($0) }
        }.map { ($0.id, $0.spoken) }
    }
}

extension ContentChecker {
    /// A letter without its accents, in capitals, so that "Éléphant" starts with "E" (Ñ is N, as Foundation's
    /// diacritic-insensitive folding made it). The Latin letters of the packs' languages; others stay as they are.
    static func baseLetter(_ c: Character) -> String {
        let upper = String(c).uppercased()
        guard upper.count == 1, let letter = upper.first, let base = bases[letter] else { return upper }
        return base
    }

    /// Each accented capital of `accents` → the letter it is written on (looked up for every word of a
    /// keyboard pack at each start).
    static let bases: [Character: String] = Dictionary(
        accents.flatMap { base, accented in accented.map { ($0, base) } }, uniquingKeysWith: { first, _ in first })

    /// Capital letters with their accents, by the letter they are written on.
    static let accents: [(String, String)] = [
        ("A", "ÀÁÂÃÄÅĀĂĄ"), ("C", "ÇĆĈĊČ"), ("E", "ÈÉÊËĒĔĖĘĚ"), ("I", "ÌÍÎÏĨĪĬĮİ"), ("N", "ÑŃŅŇ"), ("O", "ÒÓÔÕÖØŌŎŐ"),
        ("U", "ÙÚÛÜŨŪŬŮŰŲ"), ("Y", "ÝŸŶ"), ("S", "ŚŜŞŠ"), ("Z", "ŹŻŽ"), ("G", "ĜĞĠĢ"), ("D", "Ď"), ("L", "ĹĻĽŁ"), ("R", "ŔŖŘ"), ("T", "ŢŤ"),
    ]
}

extension Array where Element: Equatable {
    /// Whether `run` appears here whole, its elements next to each other and in order.
    func containsRun(_ run: [Element]) -> Bool {
        guard !run.isEmpty, run.count <= count else { return run.isEmpty }
        return (0...(count - run.count)).contains { start in self[start..<(start + run.count)].elementsEqual(run) }
    }
}
