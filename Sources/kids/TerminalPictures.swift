import KidsConsole
import KidsModel

/// How the full screen's pictures are drawn while the terminal's answers come in (`PictureChoice`). Nothing waits
/// for them: the first frame is drawn in block art, which needs neither libchafa nor an image, while the first
/// question is said; once the terminal has answered (DA1, asked last) or has had `wait` to, the pictures are drawn as
/// its answers allow, and again if an answer that comes later changes that (a terminal answering late, over a slow
/// link).
struct TerminalPictures {
    /// How long a terminal that has not answered has before the pictures are chosen without its answers.
    static let wait = 0.3

    let setup: PictureChoice.Setup
    /// Whether the terminal was asked (not where block art is all there will be).
    let asked: Bool
    /// When the pictures are chosen without the answers, if they have not all come.
    let chooseBy: Double
    /// What the terminal has said so far.
    private var abilities = TerminalAbilities([])
    private var replies: [TerminalReply] = []
    /// What the pictures in use were chosen from, and the mode chosen: nil until the first choice.
    private var chosen: (from: TerminalAbilities, mode: PictureMode)?

    /// `asked`: the questions were written to the terminal, at `now`.
    init(setup: PictureChoice.Setup, asked: Bool, now: Double) {
        self.setup = setup
        self.asked = asked
        chooseBy = now + Self.wait
    }

    /// The pictures of the first frame: block art, in the colours of a dark background until the terminal says.
    static let first = ScaledPictures()

    /// Whether the terminal should be asked at all (`PictureChoice.asks`).
    static func asks(_ setup: PictureChoice.Setup) -> Bool { PictureChoice.asks(term: setup.term, colors: setup.colors) }

    /// How pictures are drawn since they were chosen; nil until then (the first frame may be drawn before).
    var chosenMode: PictureMode? { chosen?.mode }

    /// A terminal's answer, as the key decoder hands it on.
    mutating func heard(_ reply: TerminalReply) {
        replies.append(reply)
        abilities = TerminalAbilities(replies)
    }

    /// How long the run loop may sleep before the pictures are to be chosen, in milliseconds; nil when they were.
    func timeout(now: Double) -> Int32? {
        guard chosen == nil else { return nil }
        return Int32(max(0, ((chooseBy - now) * 1000).rounded(.up)))
    }

    /// The pictures to draw with from now on, when they are to change: the terminal was not asked, it has answered,
    /// or the wait for it is over, and what it said gives other pictures than those in use. `windowCell`: a cell's
    /// size in pixels as the kernel keeps it (asked only when a choice is made). kids.log is told each choice (`note`).
    mutating func choose(now: Double, windowCell: () -> Size?, note: (String) -> Void) -> ScaledPictures? {
        guard !asked || abilities.answered || now >= chooseBy, abilities != chosen?.from else { return nil }
        let mode = PictureChoice.mode(setup.requested, term: setup.term, colors: setup.colors, colorTerm: setup.colorTerm,
                                      abilities: abilities, windowCell: windowCell())
        let before = chosen
        chosen = (abilities, mode)
        if let before, before.mode == mode, before.from.background == abilities.background,
           before.from.lightBackground == abilities.lightBackground { return nil }
        let said = asked ? abilities.summary : "the terminal not asked"
        let drawer = PictureChoice.drawer(mode, background: abilities.background, library: setup.library) { line in
            note(line + " (TERM=\(setup.term)\(setup.colors ? "" : ", NO_COLOR"), " + said + ")")
        }
        return ScaledPictures(drawer: drawer, lightBackground: abilities.lightBackground == true, shelf: setup.shelf,
                              letterforms: setup.letterforms)
    }
}
