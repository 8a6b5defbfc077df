import FoundationEssentials

/// What the app says besides the pack's own sentences: the answers after a prompt, the counting taps, the
/// focus, and where the child is — everything a child who cannot see the screen needs (DESIGN §4).
extension AppState {
    /// A question as a listener needs it: the prompt (cutting what was said), then the answers with their
    /// keys and, in counting, one tap per object, each waiting for the one before.
    /// `slower`: at three quarters of the rate, prompt and answers (asked again while being repeated).
    func ask(_ lesson: Lesson, kind: Utterance.Kind, slower: Bool = false) -> [Effect] {
        let q = question(of: lesson)
        var prompt = utterance(kind, q.spoken, subject: q.id)
        prompt.voiced = q.voiced
        prompt.reads = .whole(.sentence)
        prompt.slower = slower
        var said = [Effect.speak(prompt)]
        // A keyboard question has no tiles to read: its answer is a key.
        guard content.activities[lesson.activity].kind != .keyboard else { return said }
        var options = self.options(of: lesson)
        options.queued = true
        options.slower = slower
        said.append(.speak(options))
        if content.activities[lesson.activity].kind == .counting {
            for index in 1...max(1, q.picture.count) {
                said.append(.speak(Utterance(kind: .tap, subject: q.id, text: "", muted: isSilent, queued: true, index: index)))
            }
        }
        return said
    }

    /// The object of the picture lit by the tap being heard, from 1.
    public var litObject: Int? {
        guard let tapping, top.showingNumber == tapping.showing, !isTooSmall else { return nil }
        return tapping.lit(at: now)
    }

    /// How many objects of the picture have been counted by the taps so far (each keeps its number), until
    /// what is being said is cut.
    public var countedObjects: Int {
        guard let tapping, top.showingNumber == tapping.showing, !isTooSmall else { return 0 }
        return tapping.counted(at: now)
    }

    /// When the lighting changes next: the front end wakes then, with a `tick`.
    public var nextTapChange: Double? {
        guard let tapping, screen.unit.showingNumber == tapping.showing else { return nil }
        return tapping.nextChange(after: now)
    }

    /// The welcome, then the activities with their keys ("1: Counting; 2: Letters; 3: Shapes."), so that a
    /// child who cannot see the cards knows which key opens which.
    func welcome(kind: Utterance.Kind) -> [Effect] {
        let cards = content.activities.enumerated().map { content.words("{key}: {answer}", ["key": "\($0.offset + 1)", "answer": $0.element.title]) }
        var options = utterance(.options, cards.joined(separator: content.words("; ")) + ".")
        options.queued = true
        var welcome = utterance(kind, content.sentences.welcome)
        welcome.reads = .whole(.sentence)
        return [.speak(welcome), .speak(options)]
    }

    /// Whether a question's answers are numbers: their tiles are in counting order, they are said as bare
    /// numbers ("11, 12, 13 or 14?"), and a child types the number itself, a digit at a time (1, then 3, for 13),
    /// never a tile's place.
    public static func saidAsNumbers(_ q: Question) -> Bool {
        !q.answers.isEmpty && q.answers.allSatisfy { !$0.label.isEmpty && $0.label.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// A lesson's answers still choosable, each read as its tile (`optionsSaid`), with their voice when one is
    /// said otherwise than written.
    func options(of lesson: Lesson) -> Utterance {
        let q = question(of: lesson)
        let said = optionsSaid(q, setAside: lesson.setAside)
        var options = utterance(.options, said.text, subject: q.id)
        options.reads = said.reads
        if q.answers.contains(where: { $0.voiced != nil }) { options.voiced = optionsSaid(q, setAside: lesson.setAside, voiced: true).text }
        return options
    }

    /// The answers still choosable, in tile order: "1: a circle; 2: a square"; or, when the answers are
    /// numbers, just the numbers in counting order ("2, 3 or 4?"), since a child types the number itself.
    func optionsSaid(_ q: Question, setAside: [String], voiced: Bool = false) -> SaidList {
        let words = content.words
        // Each tile keeps its key (its place) when others are set aside.
        let choosable = q.answers.enumerated().filter { !setAside.contains($0.element.id) }
        guard Self.saidAsNumbers(q) else {
            return SaidList.keyed(choosable.map { ($0.offset + 1, .tile(.answer($0.element.id)), voiced ? $0.element.voiced ?? $0.element.spoken : $0.element.spoken) },
                                  words: words)
        }
        // Each number is its own key, so they are said in counting order, whatever the tiles' order.
        let numbers = choosable.map(\.element).sorted { Int($0.label) ?? 0 < Int($1.label) ?? 0 }
        // The pack's sentence around the list ("{choices}?"), split where the list goes.
        let around = words("{choices}?", ["choices": "\u{0}"]).split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        var said = SaidList()
        said.add(around.first ?? "")
        for (n, answer) in numbers.enumerated() {
            if n > 0 { said.add(n == numbers.count - 1 ? " " + content.or(before: answer.label) + " " : ", ") }
            said.add(answer.label, tile: .tile(.answer(answer.id)))
        }
        said.add(around.dropFirst().joined())
        return said
    }

    /// "a, b or c", in the pack's words.
    public func list(_ items: [String]) -> String { content.list(items) }

    /// What a control is called aloud: an answer's spoken words, an activity's title, a button's label.
    func spokenName(of control: Control) -> String {
        switch control {
        case .activity(let id):
            return content.activities.first { $0.id == id }?.title ?? id
        case .answer(let id), .story(let id):
            return top.spokenName(of: control, self) ?? id
        case .button(.gate(.typeDigit(let digit))):
            return "\(digit)"
        case .key(let key):
            return content.keyName(key).shown
        case .child(let name):
            return animalName(name)
        case .word:
            return top.spokenName(of: control, self) ?? ""
        case .button(let command):
            // The hint names a button best ("Play again", not "Again"); "on/off" is said "on or off".
            return content.words(CommandTable.row(command).hint).replacing("/", with: " " + content.words("or") + " ")
        }
    }
}
