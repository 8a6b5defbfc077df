import Foundation
import Testing
import TestSupport

/// Line mode under a real screen reader: Fenrir, headless, through the shared harness that logs what it
/// would say (`../shared/tools/screenreader`). It fails, not skips, when Fenrir or the harness is missing:
/// the README's test command installs Fenrir (`debian-test-packages.txt`).
@Suite("Under a screen reader", .tags(.slow))
struct ScreenReaderTests {
    static var harness: String { Binary.root.deletingLastPathComponent().appendingPathComponent("shared/tools/screenreader/run.sh").path }

    @Test("a whole counting round in line mode is heard with every question, every choice and every result, and no symbol noise")
    func countingRound() throws {
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/fenrir"),
                "Fenrir is not installed: apt-get install -y $(cat debian-test-packages.txt)")
        #expect(FileManager.default.isReadableFile(atPath: Self.harness), "the screen-reader harness is not at \(Self.harness)")
        let binary = try #require(Binary.path)
        let out = try Binary.temporaryFolder("screenreader")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // One wrong answer first, then every count right, each followed by Enter for the next question. The
        // question missed comes back after two others, as itself again: the round is still 10 questions.
        let lines = try Binary.roundLines(activity: "counting", seed: 9) { $0 == 1 }
        let keys = lines.flatMap { $0.isEmpty ? ["Enter"] : [$0, "Enter"] } + ["q", "Enter"]
        let run = Spawn.run(["env", "KIDS=\(binary)", "KIDS_ARGS=--open counting --seed 9", "SR_OUT=\(out)", "SR_PACE=0", "SR_QUIET=1", "bash",
                             Self.harness, "plain"] + keys)
        #expect(run.status == 0, "\(run.output)")
        let log = (try? String(contentsOfFile: out + "/speech.log", encoding: .utf8)) ?? ""
        let said = log.split(separator: "\n").filter { $0.contains(" SAY: ") }.map { String($0.split(separator: " SAY: ", maxSplits: 1).last ?? "") }
        let heard = said.joined(separator: "\n")
        for n in 1...10 {
            #expect(heard.contains("Counting, question \(n) of 10."), "question \(n) not heard")
        }
        #expect(heard.contains("Counting, question 1 of 10, again."), "the question missed comes back, saying so")
        #expect(!heard.contains("of 11"), "a miss never makes the round longer than it was said to be")
        #expect(said.filter { $0.contains("Answers: ") }.count >= 11, "every question's choices are heard")
        // The kind word after a miss comes first, and the question is not read whole again before it.
        let kind = try #require(heard.range(of: "Good try!") ?? heard.range(of: "Almost!"))
        #expect(heard[..<kind.lowerBound].components(separatedBy: "Picture:").count == 2,
                "the miss re-read the question before the kind word: \(heard[..<kind.lowerBound])")
        #expect(heard.contains("set aside"), "the set-aside result is heard")
        #expect(heard.contains("right!"), "the right result is heard")
        #expect(heard.contains("All done! You did it! 10 stars."))
        #expect(!heard.contains("slash"), "no symbol read as 'slash'")
        #expect(!heard.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) || $0 == "★" }, "no box-drawing or star read out")
        // The result (the praise itself) is heard before what to do next.
        let praise = ["Well done!", "Yes! You got it!", "Great job!", "That's right! Super!", "Brilliant!"]
        let first = try #require(heard.range(of: "Press Enter for the next question"))
        let praised = try #require(praise.compactMap { heard.range(of: $0) }.min { $0.lowerBound < $1.lowerBound })
        #expect(praised.lowerBound < first.lowerBound, "the praise comes before 'Press Enter'")
    }
}

extension ScreenReaderTests {
    @Test("the keyboard in line mode is heard as the question, the result and the prompt, and nothing else")
    func keyboardHeard() throws {
        // A wrong key, the right one, Enter for the next question, then the whole word that quits.
        let said = try Self.said("--open keyboard --seed 1", keys: ["x", "Enter", "f", "Enter", "Enter", "quit", "Enter"])
        let heard = Self.fragments(said, typed: "quit")
        #expect(heard == ["Press the letter F.", "Type the key, then Enter. Type again, where, back or quit.", "That's X. Press the letter F.",
                          "F! Well done!", "Press Enter for the next question.", "Press the letter J."], "\(said)")
    }
}

extension ScreenReaderTests {
    @Test("line mode under Fenrir: a child's report and the picker are heard whole, and nothing drawn")
    func pickerAndReport() throws {
        let binary = try #require(Binary.path)
        let out = try Binary.temporaryFolder("screenreader")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // Fox answers one question; a grown-up adds a child (bear) and reads fox's report; home; c: who is playing.
        let answer = Binary.gateAnswer(seed: 5)
        // A child added comes after the others: fox is 1, bear 2.
        let keys = ["1", "Enter", "g", "Enter", "\(answer)", "Enter", "h", "Enter", "a", "Enter", "1", "Enter", "b", "Enter", "b", "Enter",
                    "d", "Enter", "b", "Enter", "c", "Enter", "2", "Enter", "q", "Enter"]
        let run = Spawn.run(["env", "KIDS=\(binary)", "KIDS_ARGS=--open counting --question counting.sun.1 --seed 1 --gate-seed 5",
                             "SR_OUT=\(out)", "SR_PACE=0", "SR_QUIET=1", "bash", Self.harness, "plain"] + keys)
        #expect(run.status == 0, "\(run.output)")
        let log = (try? String(contentsOfFile: out + "/speech.log", encoding: .utf8)) ?? ""
        let heard = log.split(separator: "\n").filter { $0.contains(" SAY: ") }.map { String($0.split(separator: " SAY: ", maxSplits: 1).last ?? "") }
            .joined(separator: "\n")
        // Fenrir leaves out parentheses; the day is said as numbers, not "dash". The report's line is wider than the
        // 80 columns: it is read as the terminal wrapped it.
        for expected in ["Children", "1. fox  playing now", "2. bear", "Report: fox",
                         "Counting: level 1 of 4, 1 of 80 stars, 1 question seen, 1 of 1 right at the", "last played 2", "Who is playing?", "2. bear"] {
            #expect(heard.contains(expected), "'\(expected)' not heard")
        }
        #expect(!heard.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) || $0 == "★" }, "no drawing read out")
        // Only the report's day: the state folder's random name is read with dashes too.
        let played = heard.components(separatedBy: "last played ").dropFirst().map { $0.prefix(16) }
        #expect(!played.isEmpty && played.allSatisfy { !$0.contains("dash") }, "the day is not read with dashes: \(played)")
        let states = (try? String(contentsOfFile: out + "/app-state.jsonl", encoding: .utf8)) ?? ""
        #expect(states.contains(#""child":"bear""#), "bear was picked and plays")
    }
}

extension ScreenReaderTests {
    @Test("a story in line mode under Fenrir: each page's number, picture and text, the keys once, and nothing else")
    func storyHeard() throws {
        // Enter alone turns the pages; then q quits. A line longer than the terminal is wrapped between words, and
        // read as two: they are one sentence.
        let said = try Self.said("--open stories --story frog-log", keys: ["Enter", "Enter", "q", "Enter"])
        let heard = Self.fragments(said, typed: "q").reduce(into: [String]()) { lines, line in
            if let last = lines.last, !".?!".contains(last.last ?? ".") { lines[lines.count - 1] += " " + line } else { lines.append(line) }
        }
        #expect(heard == [
            "Frogs on a Log, page 1 of 6.", "Picture: one green frog.", "One green frog sits on a log. Ribbit, ribbit. Who will come and play?",
            "Press Enter for the next page. Type p for the page before, h to hear it again, r for the start, b for all stories.",
            "Frogs on a Log, page 2 of 6.", "Picture: two green frogs.", "Hop! A frog jumps out of the tall grass. Now two frogs sit on the log.",
            "Frogs on a Log, page 3 of 6.", "Picture: three green frogs.", "Hop! A frog jumps up from a lily pad. Now three frogs sit on the log.",
        ], "\(said)")
    }
}

extension ScreenReaderTests {
    /// Runs kids (`arguments`) in line mode under Fenrir, types `keys`, and returns what Fenrir said, a line each.
    static func said(_ arguments: String, keys: [String]) throws -> [String] {
        let binary = try #require(Binary.path)
        let out = try Binary.temporaryFolder("screenreader")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = Spawn.run(["env", "KIDS=\(binary)", "KIDS_ARGS=\(arguments)", "SR_OUT=\(out)", "SR_PACE=0", "SR_QUIET=1", "bash",
                             harness, "plain"] + keys)
        #expect(run.status == 0, "\(run.output)")
        let log = (try? String(contentsOfFile: out + "/speech.log", encoding: .utf8)) ?? ""
        return log.split(separator: "\n").filter { $0.contains(" SAY: ") }.map { String($0.split(separator: " SAY: ", maxSplits: 1).last ?? "") }
    }

    /// What was said, in the pieces Fenrir reads: it reads a blank line as a lone comma, and echoes the word
    /// `typed`; neither is the app's. The first line for grown-ups, that a screen reader was found (Fenrir: the
    /// harness's reader), is left out too: the tests of a start beside a reader check it.
    static func fragments(_ said: [String], typed: String) -> [String] {
        var pieces = said.flatMap { $0.split(separator: /\s,(\s|$)/).map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty && $0 != "," }
        if let first = pieces.firstIndex(where: { $0.hasPrefix("Screen reader found  Fenrir :") }) {
            // As the terminal wrapped it: up to the piece that ends the line.
            let last = pieces[first...].firstIndex { $0.hasSuffix("dash  dash full.") } ?? first
            pieces.removeSubrange(first...last)
        }
        // The echo of what was typed, whole or, when the reader is slow, in two pieces one after the other ("q", "uit").
        var kept: [String] = []
        var index = pieces.startIndex
        while index < pieces.endIndex {
            let piece = pieces[index], next = index + 1 < pieces.endIndex ? pieces[index + 1] : ""
            if piece == typed {
                index += 1
            } else if typed.hasPrefix(piece), piece + next == typed {
                index += 2
            } else {
                kept.append(piece)
                index += 1
            }
        }
        return kept
    }
}

extension ScreenReaderTests {
    /// Runs kids with `arguments` (none of the mode's) under Fenrir with its own voice on, its sound going into a
    /// file: what Fenrir said, what the app logged, and the app's sound.
    static func startedUnderFenrir(_ arguments: String, keys: [String]) throws -> (said: [String], app: [[String: Any]], audio: WavFile?) {
        let binary = try #require(Binary.path)
        let out = try Binary.temporaryFolder("screenreader")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // "full": the harness adds no --plain; SR_MUTE=0: no --mute, the app's audio goes to app-audio.wav.
        let run = Spawn.run(["env", "KIDS=\(binary)", "KIDS_ARGS=\(arguments)", "SR_OUT=\(out)", "SR_PACE=0", "SR_QUIET=1", "SR_MUTE=0",
                             "bash", harness, "full"] + keys)
        #expect(run.status == 0, "\(run.output)")
        let log = (try? String(contentsOfFile: out + "/speech.log", encoding: .utf8)) ?? ""
        let said = log.split(separator: "\n").filter { $0.contains(" SAY: ") }.map { String($0.split(separator: " SAY: ", maxSplits: 1).last ?? "") }
        let app = ((try? String(contentsOfFile: out + "/app-speech.jsonl", encoding: .utf8)) ?? "").split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return (said, app, WavFile(path: out + "/app-audio.wav"))
    }

    @Test("kids with no options under the real Fenrir starts in line mode by itself, says so once, and only Fenrir speaks")
    func startsAlone() throws {
        let (said, app, audio) = try Self.startedUnderFenrir(" ", keys: ["1", "Enter", "2", "Enter"])
        let heard = Self.fragments(said, typed: "")
        // Fenrir reads brackets as spaces, a blank line as a lone comma, and the line as the terminal wrapped it.
        let whole = said.joined(separator: " ").replacing(/\s,(?=\s|$)/, with: " ").split(separator: " ").joined(separator: " ")
        #expect(whole.contains("Screen reader found Fenrir : line mode, and kids speaks only the sounds. To change it: g, then e"), "\(said)")
        #expect(whole.ranges(of: "Screen reader found").count == 1, "told once: \(said)")
        #expect(heard.contains("Counting, question 1 of 10."), "line mode's lines are heard: \(said)")
        #expect(!said.joined().unicodeScalars.contains { (0x2500...0x259F).contains($0.value) || $0 == "★" }, "nothing drawn is read")
        #expect(app.count >= 4 && app.allSatisfy { $0["muted"] as? Bool == true }, "the app's voice said something: \(app)")
        // The sound device may have been opened, but nothing audible left the program.
        #expect((audio?.rms ?? 0) < 1, "the app's own audio: rms \(audio?.rms ?? 0)")
    }

    @Test("beside Fenrir the app's voice says a listening question's sound alone, which no line can")
    func soundOnly() throws {
        let (said, app, audio) = try Self.startedUnderFenrir("--open keyboard --question keyboard.sound.m", keys: ["x", "Enter"])
        let voiced = app.filter { $0["muted"] as? Bool == false }
        #expect(voiced.count == 2 && voiced.allSatisfy { $0["kind"] as? String == "sound" && $0["voiced"] as? String == "[[_:_:m-:]]" },
                "\(app)")
        #expect(Self.fragments(said, typed: "x").contains("That's X. Which key says this sound:  listen ?"), "\(said)")
        #expect((audio?.seconds ?? 0) > 0.3 && (audio?.rms ?? 0) > 100, "the sound was heard: \(audio.map { "\($0.seconds) s, rms \($0.rms)" } ?? "no audio")")
    }
}
