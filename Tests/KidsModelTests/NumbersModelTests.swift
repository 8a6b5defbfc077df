import Foundation
import Testing
@testable import KidsModel

/// The Numbers card through the reducer, in every shipped pack: the race's moves count on, square by square, said and
/// drawn; a wrong landing puts the token back; every right answer is proved from its question's numbers; each
/// comparison level asks the distances it claims; the groups are heard as taps; a number before a noun is a word.
@Suite("The Numbers card, step by step")
struct NumbersModelTests {
    static let languages = ["en", "fr", "es", "de"]

    func pack(_ language: String) throws -> ContentPack {
        try #require(try Fixtures.shippedPacks().first { $0.language == language }).pack
    }

    func start(_ question: String, in pack: ContentPack, lineMode: Bool = false) throws -> (state: AppState, effects: [Effect]) {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, lineMode: lineMode)
        let effects = reduce(&state, .started(try Launch(activity: "numbers", question: question, in: pack)))
        return (state, effects)
    }

    func said(_ effects: [Effect]) -> [Utterance] {
        effects.compactMap { if case .speak(let said) = $0 { return said } else { return nil } }
    }

    func numbers(_ pack: ContentPack) throws -> Activity {
        try #require(pack.activities.first { $0.id == "numbers" })
    }

    /// The square the child's token (▲) is drawn under, read from the drawing alone: the number whose last digit
    /// stands over the mark. Nil when the drawing shows no token.
    static func token(in figure: [String]) -> Int? {
        for (n, line) in figure.enumerated() where n + 1 < figure.count {
            let marks = Array(figure[n + 1]), numbers = Array(line)
            guard let at = marks.firstIndex(of: Character(NumberTrack.you)), at < numbers.count, numbers[at].isNumber else { continue }
            var start = at
            while start > 0, numbers[start - 1].isNumber { start -= 1 }
            return Int(String(numbers[start...at]))
        }
        return nil
    }

    @Test("every move of every race counts on from the square the token stood on, never from one: each square passed is said and drawn", arguments: languages)
    func countingOn(_ language: String) throws {
        let pack = try pack(language)
        let moves = try numbers(pack).questions.filter { $0.game == NumberTrack.kind }
        #expect(moves.count >= 20, "\(moves.count) moves")
        for q in moves {
            let move = try #require(NumberTrack.Move(q.id))
            var (state, asked) = try start(q.id, in: pack)
            #expect(state.screenID == .racing)
            #expect(Self.token(in: ScreenModel(state).picture?.figure ?? []) == move.from, "\(q.id): the token starts where it stood")
            #expect(!said(asked).contains { $0.kind == .focus }, "\(q.id): no square is counted before the child moves")
            var counted: [String] = []
            for step in 1...move.spin {
                let effects = said(reduce(&state, .keyPressed(.character(" "))))
                #expect(effects.filter { $0.kind == .step }.count == 1, "\(q.id): a step is heard")
                counted += effects.filter { $0.kind == .focus }.map(\.text)
                #expect(Self.token(in: ScreenModel(state).picture?.figure ?? []) == move.from + step, "\(q.id): step \(step) is drawn on its square")
            }
            #expect(counted == (move.from + 1...move.to).map { "\($0)" }, "\(q.id): said \(counted)")
            #expect(counted.first != "1", "\(q.id): never from one")
            #expect(said(reduce(&state, .keyPressed(.enter))).contains { $0.kind == .right }, "\(q.id): Enter where the move ends is right")
        }
    }

    @Test("a move past its square is set aside, and the token goes back to where the move began; the end of the track stops it")
    func overshoot() throws {
        let pack = try pack("en")
        // A move whose square past its end is a tile: Enter there answers it, wrongly.
        let q = try #require(try numbers(pack).questions.first { q in
            q.game == NumberTrack.kind && NumberTrack.Move(q.id).map { move in q.answers.contains { $0.id == "\(move.to + 1)" } } == true
        })
        let move = try #require(NumberTrack.Move(q.id))
        var (state, _) = try start(q.id, in: pack)
        for _ in 0...move.spin { _ = reduce(&state, .keyPressed(.character(" "))) }
        let told = said(reduce(&state, .keyPressed(.enter)))
        #expect(told.contains { $0.kind == .wrong }, "\(told)")
        #expect(Self.token(in: ScreenModel(state).picture?.figure ?? []) == move.from)
        let last = try #require(try numbers(pack).questions.first { $0.game == NumberTrack.kind && NumberTrack.Move($0.id).map { $0.to == $0.end } == true })
        let end = try #require(NumberTrack.Move(last.id))
        (state, _) = try start(last.id, in: pack)
        for _ in 1...end.spin { _ = reduce(&state, .keyPressed(.character(" "))) }
        let stopped = said(reduce(&state, .keyPressed(.character(" "))))
        #expect(stopped.map(\.text) == ["That is the end of the track."])
        #expect(Self.token(in: ScreenModel(state).picture?.figure ?? []) == end.end)
    }

    @Test("every question's right answer is proved from its numbers, and a wrong one is refused", arguments: languages)
    func answersProved(_ language: String) throws {
        let pack = try pack(language)
        let activity = try numbers(pack)
        let games = Set(activity.questions.compactMap(\.game))
        #expect(games == [NumberTrack.kind, MoreOrFewer.kind, NextNumber.kind, AtAGlance.kind, MakingTen.kind])
        for q in activity.questions {
            let kind = Activities.kind(of: q, in: activity)
            #expect(kind.problems(q, pictures: pack.pictures).isEmpty, "\(q.id)")
            var wrong = q
            wrong.correct = try #require(q.answers.first { $0.id != q.correct }).id
            #expect(!kind.problems(wrong, pictures: pack.pictures).isEmpty, "\(q.id) answered \(wrong.correct) is refused")
        }
    }

    @Test("each comparison level asks every distance it claims, and none other; far apart comes before near", arguments: languages)
    func distances(_ language: String) throws {
        let pack = try pack(language)
        let activity = try numbers(pack)
        var nearest: [Int: Int] = [:]
        for rule in activity.generate where rule.kind == MoreOrFewer.kind {
            let maker = try #require(rule.maker?.maker as? MoreOrFewer)
            let prefix = "numbers.more.\(maker.shown ?? "").\(maker.ask ?? "")."
            let asked = activity.questions.filter { $0.id.hasPrefix(prefix) && $0.level == rule.level }
            let distances = Set(asked.compactMap(MoreOrFewer.facet(of:)))
            #expect(distances == Set(maker.distance[0]...maker.distance[1]), "\(prefix) level \(rule.level): \(distances.sorted())")
            nearest[rule.level] = min(nearest[rule.level] ?? .max, maker.distance[0])
        }
        #expect(nearest[1] ?? 0 > nearest[2] ?? 0, "level 1 compares groups far apart, level 2 near: \(nearest)")
    }

    @Test("the groups to compare are heard: each named, then a tap a dot; the digits are said as numbers", arguments: languages)
    func groupsHeard(_ language: String) throws {
        let pack = try pack(language)
        let activity = try numbers(pack)
        let dots = try #require(activity.questions.first { $0.id.hasPrefix("numbers.more.dots.") })
        let heard = said(try start(dots.id, in: pack).effects)
        let names = dots.answers.map(\.spoken)
        var taps: [String: Int] = [:], group = ""
        for utterance in heard {
            if utterance.kind == .notice, names.contains(utterance.text) { group = utterance.text }
            if utterance.kind == .groupTap { taps[group, default: 0] += 1 }
        }
        #expect(taps == Dictionary(uniqueKeysWithValues: dots.answers.map { ($0.spoken, Int($0.id) ?? 0) }), "\(dots.id): \(heard.map(\.text))")
        let glance = try #require(activity.questions.first { $0.game == AtAGlance.kind })
        #expect(said(try start(glance.id, in: pack).effects).filter { $0.kind == .groupTap && $0.sound == .groupTap }.count == Int(glance.correct))
    }

    @Test("a number before a noun is written as a word, so that it agrees as a teacher says it (una manzana, eine Ente)", arguments: languages)
    func numberWords(_ language: String) throws {
        let activity = try numbers(try pack(language))
        for q in activity.questions where q.game == MakingTen.kind {
            #expect(q.spoken.firstMatch(of: /(^|[^0-9])1 \p{L}/) == nil, "\(q.id): \(q.spoken)")
        }
        let ones = activity.questions.filter { $0.game == MakingTen.kind && NumberFacts.numbers(in: $0.id).contains(1) }
        #expect(!ones.isEmpty, "some sums start with one, or add or take one")
    }
}
