
/// What the app says on any screen: lists in the pack's words, what a control is called aloud when the focus
/// reaches it, and utterances said otherwise than shown (each screen says the rest itself, in its `+Described.swift`).
extension AppState {
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

    /// An utterance whose voice is given `voiced`, word for word, when a key's name is said otherwise than shown.
    func named(_ kind: Utterance.Kind, _ text: String, voiced: String?, subject: String?) -> Utterance {
        var said = utterance(kind, text, subject: subject)
        said.voiced = voiced
        return said
    }

    /// `count` taps, each after the one before: a counted picture's things.
    public func taps(_ subject: String, count: Int) -> [Effect] {
        (1...max(1, count)).map { .speak(Utterance(kind: .tap, subject: subject, text: "", muted: isSilent, queued: true, index: $0, sound: .tap)) }
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
}
