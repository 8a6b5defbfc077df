/// Everything the app is showing and knows, as one value. Changed only by `reduce`: outside this module its
/// fields can be read, not set.
public struct AppState: Hashable, Sendable {
    // What every screen shares, and nothing else: 18 stored fields. What belongs to one screen lives in its value
    // (`Screens/`), a game's state in its game (`Game`); the rest is grouped by what it is about, each group a
    // value of its own (`RunOptions`, `SpeechBook`, `Tidings`, `Turns`), read here through the accessors below.
    /// The pack as this child plays it: with braille on, an activity's braille letters instead of its print ones
    /// (`ContentPack.seen(braille:)`, from `pack`).
    public internal(set) var content: ContentPack
    /// The whole pack, as loaded.
    public internal(set) var pack: ContentPack
    public internal(set) var progress: Progress
    public internal(set) var size: Size
    /// Seconds since 1970, as last told by a `tick`.
    public internal(set) var now: Double
    /// How this run was started: the command line's and the computer's choices.
    public internal(set) var options: RunOptions
    /// The child playing: an animal's key (`fox`), whose progress this is; nil when progress is kept nowhere.
    public internal(set) var child: String?
    /// The children of this computer's state folder, each an animal, in the order "Who is playing?" shows them.
    public internal(set) var children: [String]
    /// Voices grown-ups may choose from (those that synthesise here).
    public internal(set) var voices: [String]
    /// The child's screen, under whatever is pushed over it (`Screens/Router.swift`).
    public internal(set) var screen: Screen
    /// The gated screens pushed over the child's, the last on top: the gate, the grown-ups' area and what opens
    /// from it.
    public internal(set) var overlays: [Overlay] = []
    /// The gate's questions and its lock, kept while it is closed: the next opening asks another question.
    public internal(set) var gate: Gate
    /// What grown-ups are told, and why speech cannot be heard here, if it cannot.
    public internal(set) var tidings = Tidings()
    /// The kind word, praise or notice last said on the child's screen, shown until that screen changes.
    public internal(set) var caption: String?
    /// The counting taps of the question shown, while they are heard (or, muted, while they would be).
    public internal(set) var tapping: Tapping?
    /// The page of a text screen shown (`PanelText`), from 0; back to the first when another screen shows.
    public internal(set) var scroll = 0
    /// What is being said, and what was: serial numbers, read-along, what was said once.
    public internal(set) var speech = SpeechBook()
    /// Whether `started` has come: nothing is said before it (a resize may come first).
    var started = false
    /// The showings of questions and the turns of kind words and praise.
    var turns = Turns()

    public init(content: ContentPack, progress: Progress = Progress(), size: Size, now: Double, gateSeed: UInt64,
                seed: UInt64 = 0, muted: Bool = false, kiosk: Bool = false, keyboard: KeyboardLayout? = nil, child: String? = nil,
                children: [String] = [], voices: [String] = [], notices: [String] = [], voice: String? = nil, plan: Plan = Plan(),
                screenReader: String? = nil, readerSpeaks: Bool = false, dataPath: String? = nil, privacyPolicy: String = "",
                alsoPlaying: Elsewhere? = nil, dataShared: Bool = false, lineMode: Bool = false, run: String = "run", braille: Bool = false,
                utcOffset: Int = 0) {
        self.options = RunOptions(muted: muted, kioskOption: kiosk, keyboardOption: keyboard, voiceOption: voice, dataPath: dataPath,
                                  dataShared: dataShared, privacyPolicy: privacyPolicy, screenReader: screenReader,
                                  readerSpeaks: readerSpeaks, lineMode: lineMode, run: run, braille: braille, seed: seed,
                                  utcOffset: utcOffset, plan: plan)
        self.tidings = Tidings(notices: notices, alsoPlaying: alsoPlaying)
        self.child = child
        self.children = children
        self.pack = content
        self.content = content.seen(braille: braille || progress.settings.braille)
        self.progress = progress
        self.size = size
        self.now = now
        self.voices = voices
        self.gate = Gate(seed: gateSeed)
        self.screen = .home(Home(focus: Home.firstFocus(content, cards: plan.cards(for: child, in: content))))
    }

    // MARK: - The groups' fields, as the app reads them

    /// `--mute`: nothing is played this run; the settings are not changed.
    public internal(set) var muted: Bool { get { options.muted } set { options.muted = newValue } }
    /// `--kiosk` for this run: quitting needs a grown-up, whatever the saved setting says.
    public var kioskOption: Bool { options.kioskOption }
    /// `--keyboard` for this run: the layout drawn and asked about, whatever the setting and the pack say.
    public var keyboardOption: KeyboardLayout? { options.keyboardOption }
    /// `--voice`: the voice of this run, over the grown-ups' saved one until they choose another.
    public internal(set) var voiceOption: String? { get { options.voiceOption } set { options.voiceOption = newValue } }
    public internal(set) var dataPath: String? { get { options.dataPath } set { options.dataPath = newValue } }
    public var dataShared: Bool { options.dataShared }
    public var privacyPolicy: String { options.privacyPolicy }
    public internal(set) var screenReader: String? { get { options.screenReader } set { options.screenReader = newValue } }
    public internal(set) var readerSpeaks: Bool { get { options.readerSpeaks } set { options.readerSpeaks = newValue } }
    public internal(set) var lineMode: Bool { get { options.lineMode } set { options.lineMode = newValue } }
    public internal(set) var run: String { get { options.run } set { options.run = newValue } }
    var seed: UInt64 { get { options.seed } set { options.seed = newValue } }

    public internal(set) var notices: [String] { get { tidings.notices } set { tidings.notices = newValue } }
    public internal(set) var alsoPlaying: Elsewhere? { get { tidings.alsoPlaying } set { tidings.alsoPlaying = newValue } }
    public internal(set) var saveTrouble: String? { get { tidings.saveTrouble } set { tidings.saveTrouble = newValue } }
    public internal(set) var soundProblem: String? { get { tidings.soundProblem } set { tidings.soundProblem = newValue } }
    public internal(set) var brailleTrouble: String? { get { tidings.brailleTrouble } set { tidings.brailleTrouble = newValue } }

    public internal(set) var speaking: Int? { get { speech.speaking } set { speech.speaking = newValue } }
    public internal(set) var readAlong: ReadAlong { get { speech.readAlong } set { speech.readAlong = newValue } }
    var voiced: [Utterance] { get { speech.voiced } set { speech.voiced = newValue } }
    var utterances: Int { get { speech.utterances } set { speech.utterances = newValue } }
    var againSerial: Int? { get { speech.againSerial } set { speech.againSerial = newValue } }
    var spokenShowing: Int? { get { speech.spokenShowing } set { speech.spokenShowing = newValue } }
    var welcomed: Bool { get { speech.welcomed } set { speech.welcomed = newValue } }
    var introduced: Set<String> { get { speech.introduced } set { speech.introduced = newValue } }
    var introduction: Range<Int>? { get { speech.introduction } set { speech.introduction = newValue } }
    /// Whether a game's introduction is being heard: Enter (Next) cuts it and asks the question.
    var introducing: Bool { speech.introduction != nil }

    var showings: Int { get { turns.showings } set { turns.showings = newValue } }
    var lastAsked: String? { get { turns.lastAsked } set { turns.lastAsked = newValue } }
    var wrongTurn: Int { get { turns.wrongTurn } set { turns.wrongTurn = newValue } }
    var rightTurn: Int { get { turns.rightTurn } set { turns.rightTurn = newValue } }

    // MARK: - Derived

    /// Kiosk mode (`--kiosk`, or the grown-ups' "Quitting needs a grown-up"): the child's ways out (`q`, Esc on
    /// home, Ctrl-C) do nothing and are not offered; the grown-ups' Quit, behind the gate, ends the app.
    public var kiosk: Bool { kioskOption || progress.settings.kiosk }

    /// The child's day now: days since 1970-01-01 in its time zone (`RunOptions.utcOffset`).
    public var today: Int { day(of: now) }

    /// The child's day of a time (seconds since 1970), in its time zone.
    func day(of time: Double) -> Int { UTC.dayNumber(time + Double(options.utcOffset)) }

    /// The keyboard drawn and asked about: `--keyboard`, else the grown-ups' choice, else the pack's language's.
    public var keyboardLayout: KeyboardLayout { keyboardOption ?? progress.settings.keyboard ?? content.keyboard.layout }

    /// Whether the window is below the minimum size (the too-small screen is shown over everything).
    public var isTooSmall: Bool { !size.fits(Layout.minimumSize) }

    /// The voice that speaks, as the speech chooses it: `--voice`, else the grown-ups' choice when it is of this
    /// pack's language, else the pack's (for the locale's region). Its lexicon is the one applied.
    public var voiceName: String {
        voiceOption ?? progress.settings.voice.flatMap { $0.hasPrefix(content.language) ? $0 : nil } ?? content.voice
    }

    /// Muted this run or speech turned off by grown-ups.
    public var isSilent: Bool { muted || !progress.settings.speechOn }

    /// The layout of what is shown (the screen model's controls, where a click finds them); nil when the window
    /// is too small.
    public var layout: Layout? {
        ScreenModel(self).layout(size)
    }

    /// How many pages the text screen shown has at this size (1 for any other screen).
    var panelPages: Int { ScreenModel(self).page?.count ?? 1 }

    /// The question a lesson shows, its answers in tile order.
    public func question(of lesson: Lesson) -> Question {
        var q = content.activities[lesson.activity].questions[lesson.question]
        let answers = q.answers
        q.answers = lesson.order.compactMap { answers.indices.contains($0) ? answers[$0] : nil }
        return q
    }

    /// The child's level in the activity at `position`.
    public func level(of position: Int) -> Int { progress.level(in: content.activities[position]) }

    // MARK: - Helpers for the reducer

    /// A new round of an activity, beginning with `first` when given.
    func newRound(of activity: Int, first: Int? = nil) -> Round {
        let questions = content.activities[activity].questions
        let last = lastAsked.flatMap { id in questions.firstIndex { $0.id == id } }
        return Round.make(content.activities[activity], progress: progress, now: now, first: first, last: last, askable: askable,
                          planned: options.plan.skills(of: content.activities[activity], for: child))
    }

    /// Whether a question can be asked here: a keyboard question only when the keyboard in use has its key (the
    /// Spanish Ñ is not on a QWERTY keyboard that `--keyboard` chose).
    func askable(_ q: Question) -> Bool {
        !q.answers.isEmpty || q.game.flatMap(Activities.kind).map { !$0.answeredByAKey } ?? false || q.correct.first.map(keyboardLayout.has) ?? false
    }

    /// The order of `count` answer tiles in a showing: a shuffle drawn from the seed and the showing's
    /// number alone, so that nothing but a new showing (no resize, no gate) can change it.
    public static func tileOrder(count: Int, seed: UInt64, showing: Int) -> [Int] {
        var random = SeededGenerator(seed: seed &+ UInt64(truncatingIfNeeded: showing) &* 0x9E37_79B9_7F4A_7C15)
        return Array(0..<count).shuffled(using: &random)
    }

    /// A showing of the round's current question, its tiles shuffled.
    mutating func makeLesson(activity: Int, round: Round) -> Lesson {
        showings += 1
        let q = content.activities[activity].questions[round.question]
        lastAsked = q.id
        // Numbers stand in counting order; other answers are shuffled for each showing.
        let order = q.saidAsNumbers ? q.answers.indices.sorted { Int(q.answers[$0].label) ?? 0 < Int(q.answers[$1].label) ?? 0 }
            : Self.tileOrder(count: q.answers.count, seed: seed, showing: showings)
        let first = order.first.map { Control.answer(q.answers[$0].id) }
        var lesson = Lesson(activity: activity, round: round, order: order, focus: first ?? .button(.hearAgain), showing: showings)
        // A game with state of its own starts it afresh for each showing.
        lesson.game = (Activities.kind(of: q, in: content.activities[activity]) as? any Game.Type)?.startState(q)
        return lesson
    }

    func utterance(_ kind: Utterance.Kind, _ text: String, subject: String? = nil) -> Utterance {
        Utterance(kind: kind, subject: subject, text: text, muted: isSilent)
    }
}

/// Where else a child of a class folder is playing at the same time.
public enum Elsewhere: Hashable, Sendable {
    /// On another computer, by its name ("lab-3").
    case computer(String)
    /// In another window (another session) of this computer: a terminal server's children all play on one.
    case thisComputer
}
