import Foundation
import KidsModel
import Testing
import TestSupport

/// A child who cannot see the screen plays the Numbers card from the speech log alone, in full screen (tmux, keys) and
/// in line mode, in every language. It knows the games' sentences as a child knows a game (the pack's rules, with
/// their placeholders), and nothing of the answers:
/// - **the race**: it hears where it stands and the spinner's number, moves with Space once a square (full screen),
///   hearing each square's number as it lands, counting on from where it stood, and presses Enter; in line mode it
///   types where it lands;
/// - **more or fewer**: it counts the taps of each group named (dots), or compares the two numbers said (digits);
/// - **what comes next**: after, before or between, from the numbers said;
/// - **at a glance**: it counts the quick taps;
/// - **making ten, adding, taking away**: from the numbers the story says (one said as a word).
/// Every answer must be right at its first try: a child that chose wrongly fails the test.
@Suite("The Numbers card, by ear alone", .tags(.slow))
struct NumbersEndToEndTests {
    /// A rule's sentence as a pattern: its placeholders captured by name.
    struct Cue {
        var kind: String
        var rule: [String: Any]
        var pattern: Regex<AnyRegexOutput>
        var names: [String]

        init?(_ rule: [String: Any]) {
            guard let kind = rule["kind"] as? String, let text = (rule["spoken"] as? String).flatMap({ $0.isEmpty ? nil : $0 }) ?? rule["text"] as? String,
                  kind != "add" else { return nil }
            self.kind = kind
            self.rule = rule
            var names: [String] = []
            var source = "^"
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                source += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
                let name = String(rest[rest.index(after: open)..<close])
                // A number is digits ("après 8, et avant 10" is not one number); a group's name is any words.
                source += name == "rival" ? NSRegularExpression.escapedPattern(for: rule["rival"] as? String ?? "")
                    : ["first", "second"].contains(name) ? "(.+?)" : "([0-9]+)"
                if name != "rival" { names.append(name) }
                rest = rest[rest.index(after: close)...]
            }
            source += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
            guard let pattern = try? Regex(source) else { return nil }
            self.pattern = pattern
            self.names = names
        }

        /// The values a sentence says where the placeholders are, if it is this rule's sentence.
        func values(_ text: String) -> [String: String]? {
            guard let match = text.wholeMatch(of: pattern) else { return nil }
            var values: [String: String] = [:]
            for (n, name) in names.enumerated() where n + 1 < match.output.count {
                values[name] = match.output[n + 1].substring.map(String.init)
            }
            return values
        }
    }

    /// The story sentences of the making-ten rules, each with what it asks: every sentence a rule can say, from its
    /// things' forms (one, many), as a child who knows the game knows them.
    static func stories(_ rule: [String: Any]) -> [String: Int] {
        let text = (rule["spoken"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? rule["text"] as? String ?? ""
        let said = { (forms: [String], n: Int) in (n == 1 ? forms.first ?? "" : forms.last ?? "").replacingOccurrences(of: "{n}", with: "\(n)") }
        var known: [String: Int] = [:]
        if rule["mode"] as? String == "ten", let dots = rule["dots"] as? [String] {
            for n in 0...10 { known[text.replacingOccurrences(of: "{some}", with: said(dots, n))] = 10 - n }
        }
        for thing in rule["things"] as? [[String: Any]] ?? [] {
            guard let some = thing["some"] as? [String], let more = thing["more"] as? [String], let away = thing["away"] as? [String],
                  let ask = thing["ask"] as? String else { continue }
            for a in 0...10 {
                for b in 1...10 {
                    let story = { (change: String) in
                        text.replacingOccurrences(of: "{some}", with: said(some, a)).replacingOccurrences(of: "{change}", with: change)
                            .replacingOccurrences(of: "{ask}", with: ask)
                    }
                    if rule["mode"] as? String == "add" { known[story(said(more, b))] = a + b }
                    if rule["mode"] as? String == "take", b <= a { known[story(said(away, b))] = a - b }
                }
            }
        }
        return known
    }

    final class Child {
        let t: Tmux
        let lineMode: Bool
        var cues: [Cue] = []
        var stories: [String: Int] = [:]
        var heard = 0
        var played: [String: Int] = [:]
        /// A child that chooses wrongly once (the first "what comes next"): the control, whose wrong answer is heard.
        var wrongOnce = false
        var wrongHeard: [String] = []

        init(_ t: Tmux, language: String, lineMode: Bool) throws {
            self.t = t
            self.lineMode = lineMode
            let file = Binary.root.appendingPathComponent("Content/\(language)/numbers.json")
            let card = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            for rule in card["generate"] as? [[String: Any]] ?? [] {
                if let cue = Cue(rule) { cues.append(cue) }
                if rule["kind"] as? String == "add" { stories.merge(NumbersEndToEndTests.stories(rule)) { first, _ in first } }
            }
        }

        @discardableResult
        func listen(for description: String, _ wanted: ([String: Any]) -> Bool) throws -> [String: Any] {
            try t.listen(after: &heard, for: description, wanted)
        }

        func press(_ key: String) {
            t.type(key)
            if lineMode { t.press("Enter") }
        }

        /// What was said from `start` to what was last heard.
        func said(from start: Int) -> [[String: Any]] { Array(t.utterances()[start..<heard]) }

        /// Plays one round of the card, from home to "All done", every answer decided by ear.
        func playRound(card: String) throws {
            press(card)
            while true {
                let question = try listen(for: "a question or all done") { ["question", "done"].contains($0["kind"] as? String) }
                guard question["kind"] as? String == "question" else { break }
                let id = try #require(question["id"] as? String)
                let text = question["text"] as? String ?? ""
                let start = heard
                let options = try listen(for: "the answers of \(id)") { $0["kind"] as? String == "options" && $0["id"] as? String == id }
                let matched = cues.lazy.compactMap { cue in cue.values(text).map { (cue, $0) } }.first
                let number = { (name: String) in matched.flatMap { Int($0.1[name] ?? "") } }
                if let (cue, _) = matched, cue.kind == "track", let from = number("from"), let spin = number("spin") {
                    played["track", default: 0] += 1
                    if lineMode {
                        press("\(from + spin)")
                    } else {
                        // A square a press, each said as the token lands: counting on from where it stood.
                        for step in 1...spin {
                            t.press("Space")
                            let said = try listen(for: "square \(from + step)") { $0["kind"] as? String == "focus" && $0["id"] as? String == id }
                            #expect(said["text"] as? String == "\(from + step)", "\(id): step \(step) from \(from) said \(said["text"] ?? "")")
                        }
                        t.press("Enter")
                    }
                } else if let (cue, values) = matched, cue.kind == "more" {
                    played["more", default: 0] += 1
                    let fewer = cue.rule["ask"] as? String == "fewer"
                    if let a = number("first"), let b = number("second") {
                        press("\(fewer ? min(a, b) : max(a, b))")
                    } else {
                        // Each group named, then a tap a dot: the name with the most (or fewest) taps after it.
                        var taps: [String: Int] = [:], group: String?
                        for line in said(from: start) {
                            if line["kind"] as? String == "notice", let name = line["text"] as? String, [values["first"], values["second"]].contains(name) { group = name }
                            if line["kind"] as? String == "group-tap", let group { taps[group, default: 0] += 1 }
                        }
                        let keyed = ListenerTests.keyed(options["text"] as? String ?? "")
                        let counted = keyed.map { (key: $0.key, taps: taps[$0.answer] ?? -1) }
                        #expect(counted.count == 2 && counted.allSatisfy { $0.taps > 0 } && counted[0].taps != counted[1].taps, "\(id): \(counted) from \(taps)")
                        let chosen = counted.sorted { fewer ? $0.taps < $1.taps : $0.taps > $1.taps }.first
                        press(try #require(chosen).key)
                    }
                } else if let (cue, _) = matched, cue.kind == "next", let n = number("n") {
                    played["next", default: 0] += 1
                    let right = cue.rule["ask"] as? String == "before" ? n - 1 : n + 1
                    let wrong = wrongOnce && wrongHeard.isEmpty
                    let other = ListenerTests.numbers(options["text"] as? String ?? "").first { $0 != right } ?? right
                    press("\(wrong ? other : right)")
                    if wrong {
                        let result = try listen(for: "the wrong answer to \(id)") { ["right", "wrong"].contains($0["kind"] as? String) && $0["id"] as? String == id }
                        wrongHeard.append(result["kind"] as? String ?? "")
                        press("\(right)")
                    }
                } else if let (cue, _) = matched, cue.kind == "glance" {
                    played["glance", default: 0] += 1
                    press("\(said(from: start).filter { $0["kind"] as? String == "group-tap" }.count)")
                } else if let answer = stories[text] {
                    played["add", default: 0] += 1
                    press("\(answer)")
                } else {
                    Issue.record("\(id): no game of the Numbers card asks '\(text)'")
                    press("1")
                }
                let result = try listen(for: "the result of \(id)") { ["right", "wrong"].contains($0["kind"] as? String) && $0["id"] as? String == id }
                #expect(result["kind"] as? String == "right", "\(id) was not right at the first try: \(result["text"] ?? "")")
                t.press("Enter")
            }
        }
    }

    @Test("rounds of the Numbers card answered right at the first try from the speech log alone: ten moves of the race, ten comparisons, ten numbers next", arguments: [
        ("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true),
    ])
    func byEar(_ language: String, _ lineMode: Bool) throws {
        let t = try Tmux(arguments: ["--mute", "--lang", language, "--seed", "7"] + (lineMode ? ["--plain"] : []))
        let child = try Child(t, language: language, lineMode: lineMode)
        try child.listen(for: "the welcome") { $0["kind"] as? String == "welcome" }
        let cards = ListenerTests.keyed(try child.listen(for: "the cards") { $0["kind"] as? String == "options" }["text"] as? String ?? "")
        #expect(cards.count == 9, "\(cards)")
        // The Numbers card is the ninth.
        let card = try #require(cards.last).key
        for _ in 0..<8 where ["track", "more", "next"].contains(where: { child.played[$0, default: 0] < 10 }) {
            try child.playRound(card: card)
            // Home again (b in line mode, Backspace in full screen), where the cards are asked for again.
            if lineMode { child.press("b") } else { t.press("BSpace") }
            if lineMode { child.press("h") } else { t.press("Space") }
            try child.listen(for: "the cards again") { $0["kind"] as? String == "options" }
        }
        #expect(["track", "more", "next"].allSatisfy { child.played[$0, default: 0] >= 10 }, "\(child.played)")
        #expect(child.played["glance", default: 0] >= 1 && child.played["add", default: 0] >= 1, "\(child.played)")
        #expect(!t.utterances().contains { $0["kind"] as? String == "wrong" }, "no answer was set aside")
    }

    @Test("the control: a child who chooses wrongly once is heard to be wrong, so the test above would fail it")
    func control() throws {
        let t = try Tmux(arguments: ["--mute", "--seed", "7", "--open", "numbers"])
        let child = try Child(t, language: "en", lineMode: false)
        child.wrongOnce = true
        try child.playRound(card: "")
        #expect(child.wrongHeard == ["wrong"], "\(child.wrongHeard)")
    }
}
