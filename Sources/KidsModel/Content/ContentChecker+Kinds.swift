/// The checks of the first kinds' questions (counting, letters, shapes), which their folders call.
extension ContentChecker {
    static func countingProblems(_ q: Question) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        for answer in q.answers where Int(answer.label) == nil {
            found.append((.countLabel, "counting answer '\(answer.label)' is not a number"))
        }
        found += glyphProblems(q.answers.map(\.label).filter { Int($0) != nil })
        if let right = q.correctAnswer, let number = Int(right.label), number != q.picture.count {
            found.append((.countMismatch, "the picture shows \(q.picture.count) but the right answer says \(number)"))
        }
        return found
    }

    /// Labels a child learns to recognise are drawn large: each needs its glyphs in the block font. Labels
    /// that break their activity's own rule are reported by it alone.
    static func glyphProblems(_ labels: [String]) -> [(rule: ContentProblem.Rule, detail: String)] {
        labels.filter { !BlockFont.covers($0) }
            .map { (.labelGlyph, "'\($0)' has no large glyph to draw it with (digits, A–Z, a–z, Ñ, ñ and the small letters with accents have)") }
    }

    static func lettersProblems(_ q: Question) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        for answer in q.answers where !(answer.label.count == 1 && answer.label.allSatisfy(\.isLetter)) {
            found.append((.letterLabel, "letters answer '\(answer.label)' is not one letter"))
        }
        found += glyphProblems(q.answers.map(\.label).filter { $0.count == 1 && $0.allSatisfy(\.isLetter) })
        if let word = q.word, let right = q.correctAnswer, let first = word.first,
           baseLetter(first) != baseLetter(right.label.first ?? " ") {
            found.append((.letterWord, "'\(word)' does not start with the right answer '\(right.label)'"))
        }
        return found
    }

    static func shapesProblems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        let shapeNames = Set(pictures.values.filter { $0.category == .shape }.map { $0.label.lowercased() })
        for answer in q.answers {
            if let name = answer.picture {
                if let picture = pictures[name], picture.category != .shape {
                    found.append((.unknownShape, "answer '\(answer.id)' shows '\(name)', which is not a shape picture"))
                }
            } else if !shapeNames.contains(answer.label.lowercased()) {
                found.append((.unknownShape, "'\(answer.label)' is not the label of a shape picture"))
            }
        }
        if let shown = pictures[q.picture.name], let right = q.correctAnswer,
           shown.label.lowercased() != right.label.lowercased() {
            found.append((.shapeMismatch, "the picture is a \(shown.label) but the right answer says \(right.label)"))
        }
        return found
    }
}

extension String {
    /// Empty or only white space. (A text that begins with a visible ASCII character is not, whatever follows: a
    /// first start's check asks this of thousands of texts.)
    var isBlank: Bool {
        if let first = utf8.first, first > 0x20, first < 0x7F { return false }
        return allSatisfy(\.isWhitespace)
    }
}
