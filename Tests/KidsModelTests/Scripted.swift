import Testing
@testable import KidsModel

/// What the reducer's tests write their expectations with: lessons as the reducer makes them, and what the
/// app says, written out as the spec says it (DESIGN §4).
protocol Scripted {
    var pack: ContentPack { get }
}

/// A script for a pack, where a test has no suite of its own to be one.
struct Script: Scripted {
    let pack: ContentPack
}

extension Scripted {
    /// The tiles' order in a showing (seed 0): numbers in counting order, other answers shuffled.
    func tileOrder(_ answers: [Answer], showing: Int) -> [Int] {
        answers.allSatisfy({ Int($0.label) != nil }) ? answers.indices.sorted { Int(answers[$0].label) ?? 0 < Int(answers[$1].label) ?? 0 }
            : AppState.tileOrder(count: answers.count, seed: 0, showing: showing)
    }

    var welcome: String { pack.sentences.welcome }

    /// A lesson as the reducer makes it: the round's questions (by default a new round beginning with
    /// `question`, then the others in pack order), the tiles in the showing's order, focus on the first tile.
    func lesson(_ activity: Int, _ question: Int, showing: Int, queue: [Int]? = nil, retries: Set<Int> = []) -> Screen {
        let count = pack.activities[activity].questions.count
        let queue = queue ?? Array(([question] + (0..<count).filter { $0 != question }).prefix(Round.length))
        let position = queue.firstIndex(of: question) ?? 0
        let round = Round(queue: queue, position: position, retries: retries)
        let answers = pack.activities[activity].questions[question].answers
        let order = tileOrder(answers, showing: showing)
        return .lesson(Lesson(activity: activity, round: round, order: order, focus: .answer(answers[order[0]].id), showing: showing))
    }

    /// The first tile still choosable once `setAside` are set aside.
    func firstChoosable(_ lesson: Lesson, setAside: [String]) -> Control {
        let answers = pack.activities[lesson.activity].questions[lesson.question].answers
        return lesson.order.map { Control.answer(answers[$0].id) }.first { !setAside.map(Control.answer).contains($0) } ?? .button(.hearAgain)
    }

    /// The key of the tile showing answer `id` now.
    func key(_ id: String, _ s: TestStore) -> String {
        guard let lesson = s.state.lesson, let place = s.state.question(of: lesson).answers.firstIndex(where: { $0.id == id }) else {
            return "?"
        }
        return "\(place + 1)"
    }

    /// The question with `id`, its answers in the tile order of `showing`.
    func tiles(_ id: String, showing: Int) -> Question? {
        guard var q = pack.activities.flatMap(\.questions).first(where: { $0.id == id }) else { return nil }
        let answers = q.answers
        q.answers = tileOrder(answers, showing: showing).map { answers[$0] }
        return q
    }

    func options(_ q: Question, setAside: [String] = []) -> String { Say.options(q, setAside: setAside) }
    func optionsReads(_ q: Question, setAside: [String] = []) -> Reads { Say.optionsReads(q, setAside: setAside) }
}

/// What the app says, written out as the spec says it (DESIGN §4). Serial numbers, what plays and what is
/// read along follow from these by the reducer's own rules, which the store applies to what a test expects
/// (`TestStore`); numbering is tested once, on its own (`SpeechBookTests`).
struct Say {
    let test: any Scripted
    var muted = false

    init(_ test: any Scripted, muted: Bool = false) {
        self.test = test
        self.muted = muted
    }

    func say(_ kind: Utterance.Kind, _ text: String, id: String? = nil, muted: Bool? = nil, queued: Bool = false,
             index: Int? = nil, slower: Bool = false, reads: Reads? = nil) -> Effect {
        .speak(Utterance(kind: kind, subject: id, text: text, muted: muted ?? self.muted, queued: queued, index: index, slower: slower,
                         reads: reads ?? Self.reads(kind, index: index), sound: kind == .tap ? .tap : kind == .clap ? .clap : nil))
    }

    /// What an utterance of a kind reads, as DESIGN §4 says: what a screen says when shown is its sentence, a kind
    /// word or notice is the caption, a word of a page said alone is that word of the page; lists say their own.
    static func reads(_ kind: Utterance.Kind, index: Int?) -> Reads {
        switch kind {
        case .welcome, .question, .again, .page, .done, .gate: return .whole(.sentence)
        case .wrong, .right, .notice, .whereami, .key: return .whole(.caption)
        case .word: return .part(.sentence, from: index ?? 0)
        default: return .nothing  // options, focus, taps, claps, hushes and sounds read nothing on screen
        }
    }

    /// The welcome, then the activities with their keys.
    func welcome(_ kind: Utterance.Kind = .welcome) -> [Effect] {
        let cards = test.pack.activities.enumerated().map { "\($0.offset + 1): \($0.element.title)" }.joined(separator: "; ") + "."
        return [say(kind, test.welcome), say(.options, cards, queued: true)]
    }

    func stop() -> Effect { .stopSpeech }

    /// A list said with keys, "1: fox; 2: owl.", and what it reads: each item's piece, its tile.
    static func listed(_ items: [(tile: PartID, text: String)]) -> (text: String, reads: Reads) {
        var text = ""
        var tiles: [Reads.Tile] = []
        for (n, item) in items.enumerated() {
            if n > 0 { text += "; " }
            let piece = "\(n + 1): \(item.text)"
            tiles.append(Reads.Tile(item.tile, text.unicodeScalars.count..<text.unicodeScalars.count + piece.unicodeScalars.count))
            text += piece
        }
        return (text + ".", .tiles(tiles))
    }

    /// The answers as a listener hears them after the prompt, written out here as the spec says (DESIGN §4):
    /// "1: a circle; 2: a square; 3: a triangle." or, for numbers, "2, 3 or 4?".
    static func options(_ q: Question, setAside: [String] = []) -> String {
        let left = q.answers.enumerated().filter { !setAside.contains($0.element.id) }
        if q.answers.allSatisfy({ Int($0.label) != nil }) {
            let labels = left.map(\.element.label).sorted { Int($0) ?? 0 < Int($1) ?? 0 }  // numbers: in counting order
            return labels.dropLast().joined(separator: ", ") + (labels.count > 1 ? " or " : "") + (labels.last ?? "") + "?"
        }
        return left.map { "\($0.offset + 1): \($0.element.spoken)" }.joined(separator: "; ") + "."
    }

    /// What the answers read: each answer's piece of `options`, its tile ("1: a circle", or "3"), counted here in
    /// Unicode scalars as the text is written out.
    static func optionsReads(_ q: Question, setAside: [String] = []) -> Reads {
        let left = q.answers.enumerated().filter { !setAside.contains($0.element.id) }
        let numbers = q.answers.allSatisfy { Int($0.label) != nil }
        let items = numbers ? left.map(\.element).sorted { Int($0.label) ?? 0 < Int($1.label) ?? 0 }.map { ($0.id, $0.label) }
            : left.map { ($0.element.id, "\($0.offset + 1): \($0.element.spoken)") }
        var at = 0
        var tiles: [Reads.Tile] = []
        for (n, item) in items.enumerated() {
            if n > 0 { at += numbers ? (n == items.count - 1 ? " or " : ", ").unicodeScalars.count : 2 }
            tiles.append(Reads.Tile(.tile(.answer(item.0)), at..<at + item.1.unicodeScalars.count))
            at += item.1.unicodeScalars.count
        }
        return .tiles(tiles)
    }


    /// A question asked in `showing`: its prompt, its answers in tile order, and in counting a tap per object.
    /// `slower`: asked again while being repeated.
    func ask(_ id: String, showing: Int, kind: Utterance.Kind = .question, setAside: [String] = [], slower: Bool = false) -> [Effect] {
        guard let activity = test.pack.activities.first(where: { $0.questions.contains { $0.id == id } }),
              let q = test.tiles(id, showing: showing) else { return [] }
        var said = [say(kind, q.spoken, id: id, slower: slower),
                    say(.options, test.options(q, setAside: setAside), id: id, queued: true, slower: slower, reads: test.optionsReads(q, setAside: setAside))]
        if activity.kind == .counting {
            for n in 1...q.picture.count { said.append(say(.tap, "", id: id, queued: true, index: n)) }
        }
        return said
    }
}

extension Scripted {
    /// The state change of a newly shown question.
    func shown(_ screen: Screen, showing: Int) -> (inout AppState) -> Void {
        { state in
            state.screen = screen
            if case .lesson(let lesson) = screen { state.lastAsked = pack.activities[lesson.activity].questions[lesson.question].id }
            state.showings = showing
            state.spokenShowing = showing
        }
    }

    /// Sends `started` at home: the welcome.
    func welcomed(_ s: inout TestStore, _ h: Say) {
        s.start(Launch(), h.welcome()) {
            $0.welcomed = true
        }
    }

    /// Types a number into the gate, a digit at a time.
    func type(_ number: Int, _ s: inout TestStore) {
        for c in String(number) {
            s.press(String(c), []) { $0.gate.type(c.wholeNumberValue ?? 0) }
        }
    }

    /// Opens the gate from a child's screen: its sentence is said.
    func openGate(_ s: inout TestStore, _ h: Say) {
        let locked = s.state.gate.isLocked(at: s.state.now)
        s.press("g", [h.stop(), h.say(.gate, pack.sentences.gate)]) {
            $0.overlays = [.gate(GateScreen())]
            if !locked { $0.gate.open() }
        }
    }

    /// Answers the gate, right or wrong, and checks where that leads.
    func answerGate(_ s: inout TestStore, _ h: Say, right: Bool) {
        type(s.state.gate.question.answer + (right ? 0 : 1), &s)
        s.press(.enter, [h.stop()]) {
            _ = $0.gate.submit(at: $0.now)
            $0.overlays = right ? [.grownUps(GrownUps())] : []
        }
    }
}
