/// Braille: whether it is on for the child playing, the pack as such a child plays it, and what a braille display's
/// keys ask for.
extension AppState {
    /// Braille this run: `--braille`, or the child's setting.
    public var brailleOn: Bool { options.braille || progress.settings.braille }

    /// What a braille display shows now (the runner writes it in the pack's braille); nil while braille is off, when
    /// the display is left to the screen reader.
    public var brailleLine: BrailleLine? { brailleOn ? BrailleLine(ScreenModel(self)) : nil }

    /// The pack seen anew after braille was turned on or off: a question of the pack seen before is no longer where
    /// it was, so the child's screen goes home.
    mutating func seeBraille() {
        let seen = pack.seen(braille: brailleOn)
        guard seen.activities != content.activities else { return }
        content = seen
        screen = .home(Home(focus: content.activities.first.map { .activity($0.id) } ?? .button(.openGate)))
    }

    /// A display's news: a routing key over a control chooses it, as a click does; a failure is told to grown-ups.
    mutating func braille(_ event: Event) -> [Effect] {
        switch event {
        case .brailleRouted(let place):
            guard let control = brailleLine?.control(at: place) else { return [] }
            if focusOrder.contains(control) { setFocus(control) }
            return top.command(for: control, self).map { run($0) } ?? []
        case .brailleFailed(let reason):
            brailleTrouble = reason
            return []
        default:
            return []
        }
    }

    /// What a cell typed on a display's braille keys asks for where cells mean nothing themselves: the letter that
    /// cell is in the pack's braille (a blank cell is Space).
    func brailleTyped(_ key: Key) -> Command? {
        guard case .character(let typed) = key, let cell = BrailleCell(typed) else { return nil }
        let letter = cell == .blank ? " " : content.brailleLetters[cell]
        return letter.flatMap(\.first).flatMap { CommandTable.command(for: .character($0), in: screenID, kiosk: kiosk) }
    }
}
