import Testing
import TestSupport
@testable import KidsModel

@Suite("Mastery: a skill known after a run of right first tries over two days, learning after a miss, needs help")
struct MasteryTests {
    /// A skill after these first tries, each `(right, day)`, among `tiles` tiles, an hour apart.
    func mastery(_ tries: [(Bool, Int)], tiles: Int = 3) -> Mastery {
        var m = Mastery()
        for (n, (right, day)) in tries.enumerated() {
            m.tried(right: right, tiles: tiles, at: Double(day) * 86_400 + Double(n) * 3_600, day: day)
        }
        return m
    }

    @Test("with three tiles: five right in a row over two days; four are not enough, nor five on one day")
    func fiveInARowOverTwoDays() {
        #expect(mastery([(true, 0), (true, 0), (true, 1), (true, 1), (true, 1)]).state == .known)
        #expect(mastery([(true, 0), (true, 0), (true, 1), (true, 1)]).state == .learning, "four of three tiles")
        let oneDay = mastery([(true, 0), (true, 0), (true, 0), (true, 0), (true, 0)])
        #expect(oneDay.state == .learning, "five on one day: a day's luck")
        var next = oneDay
        next.tried(right: true, tiles: 3, at: 86_400 * 1.5, day: 1)
        #expect(next.state == .known, "the run reaches the next day")
        #expect(mastery([(true, 0), (true, 0), (false, 0), (true, 0), (true, 1), (true, 1), (true, 1)]).state == .learning,
                "the miss broke the run: four since")
        #expect(mastery([(true, 0), (true, 0), (true, 1), (true, 1), (true, 1)], tiles: 2).state == .known, "two tiles: five too")
    }

    @Test("with four tiles or more, or none (a key): four right in a row over two days; one question of three tiles in the run asks five")
    func fourWithFourTiles() {
        #expect(mastery([(true, 0), (true, 0), (true, 1), (true, 1)], tiles: 4).state == .known)
        #expect(mastery([(true, 0), (true, 0), (true, 1), (true, 1)], tiles: 0).state == .known, "a key to press")
        #expect(mastery([(true, 0), (true, 0), (true, 0)], tiles: 4).state == .learning)
        var mixed = mastery([(true, 0), (true, 0), (true, 1)], tiles: 4)
        mixed.tried(right: true, tiles: 3, at: 86_400 * 1.9, day: 1)
        #expect(mixed.state == .learning, "a three-tile question in the run: five are needed")
        mixed.tried(right: true, tiles: 4, at: 86_400 * 1.95, day: 1)
        #expect(mixed.state == .known)
    }

    @Test("a miss after known makes it learning again; it is known again only after a new run over two days")
    func demotion() {
        var m = mastery([(true, 0), (true, 0), (true, 1), (true, 1), (true, 1)])
        #expect(m.state == .known)
        m.tried(right: false, tiles: 3, at: 2 * 86_400, day: 2)
        #expect(m.state == .learning)
        for n in 0..<5 { m.tried(right: true, tiles: 3, at: 2 * 86_400 + Double(n + 1) * 60, day: 2) }
        #expect(m.state == .learning, "five more on one day")
        m.tried(right: true, tiles: 3, at: 3 * 86_400, day: 3)
        #expect(m.state == .known)
    }

    @Test("more than three misses since it was last known, or assigned, and it needs help; known again clears it")
    func needsHelp() {
        let three = mastery([(false, 0), (true, 0), (false, 0), (false, 1)])
        #expect(!three.needsHelp())
        let four = mastery([(false, 0), (true, 0), (false, 0), (false, 1), (false, 1)])
        #expect(four.needsHelp())
        #expect(!four.needsHelp(assigned: 86_400), "two of them before the plan assigned it")
        var known = four
        for (n, day) in [2, 2, 3, 3, 3].enumerated() { known.tried(right: true, tiles: 3, at: Double(day) * 86_400 + Double(n), day: day) }
        #expect(known.state == .known && !known.needsHelp())
        for n in 0..<4 { known.tried(right: false, tiles: 3, at: 5 * 86_400 + Double(n), day: 5) }
        #expect(known.needsHelp(), "four misses since it was known")
    }

    @Test("a first try in the app moves its skill: the question's kind names it, its tiles count, the day is the child's")
    func throughTheApp() {
        var p = Progress()
        p.review("counting.sun.3", right: true, at: 100, skill: "counting 3", tiles: 3, day: 0)
        #expect(p.reviews["counting.sun.3"]?.due == 100 + 2 * Review.day, "a new question right at once: back in 2 days")
        #expect(p.skills["counting 3"]?.streak == 1 && p.skills["counting 3"]?.state == .learning)
        p.reset(at: 200)
        #expect(p.skills.isEmpty)
    }

    @Test("a skill is kept in the file, merged by its later try, gone with a reset; one out of range starts again")
    func fileAndMerge() throws {
        var a = Progress()
        a.review("q", right: true, at: 100, skill: "letters c", tiles: 3, day: 0)
        var b = a
        b.review("q", right: false, at: 200, skill: "letters c", tiles: 3, day: 0)
        #expect(try ProgressFile.decode(ProgressFile.encode(b)) == b)
        #expect(Progress.merged(a, b).skills["letters c"] == b.skills["letters c"])
        #expect(Progress.merged(b, a).skills["letters c"] == b.skills["letters c"])
        var reset = a
        reset.reset(at: 150)
        #expect(Progress.merged(reset, a).skills.isEmpty, "from before the reset")
        var text = String(decoding: ProgressFile.encode(b), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"ease\" : ", with: "\"ease\" : 1e300, \"was\" : ")
        #expect(text.contains("1e300"))
        let read = try ProgressFile.decode(Array(text.utf8))
        #expect(read.skills.isEmpty && read.reviews == b.reviews, "the skill is new again; nothing else is lost")
    }

    @Test("a round aims at three right in four: hard and easy skills are mixed, and in pack order when all are alike")
    func roundAims() {
        let ease = [0: 0.9, 1: 0.9, 2: 0.9, 3: 0.3, 4: 0.3, 5: 0.9]
        let aimed = Round.aimed([0, 1, 2, 3, 4, 5], count: 4, ease: { ease[$0] ?? 0.5 })
        #expect(aimed.count == 6 && Set(aimed) == Set(0...5))
        let expected = aimed.prefix(4).map { ease[$0] ?? 0 }.reduce(0, +) / 4
        #expect(abs(expected - 0.75) <= 0.1, "the first four together: \(expected)")
        #expect(aimed.prefix(4).contains(3), "a hard one among the easy ones")
        #expect(Round.aimed([4, 2, 7], count: 3, ease: { _ in 0.5 }) == [4, 2, 7])
    }

    @Test("the simulation kids-bench prints: guessers among three tiles rarely master a skill, learners soon do")
    func simulation() {
        let trial = MasteryTrial()
        let guessers = MasteryTrial.percentKnown(trial.knownAfter(.guesser))
        #expect(guessers <= 5 && guessers > 2, "about 4.5 % make five in a row within 20: \(guessers)")
        let median = MasteryTrial.median(trial.knownAfter(.learner(learn: 0.2, afterwards: 0.9)))
        #expect(median.map { $0 <= 12 } == true, "\(String(describing: median))")
    }
}
