/// The children: each is an animal, with progress of its own; choosing one to play.
extension AppState {
    /// What a child is called: its animal's name in the pack's language ("renard"), else its key.
    public func animalName(_ animal: String) -> String {
        content.pictures[animal].map(\.label) ?? animal
    }

    /// The chosen child's progress has been read: that child plays, from home, with its own voice settings, and
    /// is welcomed.
    mutating func play(as name: String, _ loaded: Progress) -> [Effect] {
        child = name
        alsoPlaying = nil  // Until the runner has looked (`Event.alsoPlaying`).
        // The computer's settings stay as they are: a child chosen cannot turn kiosk mode off.
        var loaded = loaded
        loaded.settings.takeComputerWide(from: progress.settings)
        progress = loaded
        // Stars earned under a question's former ID count for it now, for this child too.
        let adopted = content.activities.reduce(false) { progress.adoptFormerIDs(of: $1) || $0 }
        welcomed = false
        content = pack.seen(braille: brailleOn)
        screen = .home(Home(focus: Home.firstFocus(content, cards: homeCards)))
        return [.applySettings(progress.settings)] + (adopted ? [.save(progress)] : [])
    }

    /// The positions in the pack of the cards home shows this child: a teacher's plan's (`Plan.cards`), else all.
    public var homeCards: [Int] { options.plan.cards(for: child, in: content) }

    /// The animals of the pack, in the order of their keys.
    public var animals: [String] { content.pictures.filter { $0.value.category == .animal }.keys.sorted() }

    /// The most children a folder keeps: a class, four pages of nine (`ChildPages`).
    public static let childLimit = 36

    /// The animal a new child is: the first not yet a child; none when there are as many as the keys.
    public var nextAnimal: String? { children.count < Self.childLimit ? animals.first { !children.contains($0) } : nil }

    /// A child's file, read for its report.
    mutating func childRead(_ name: String, _ read: Progress) {
        guard var page = top as? ChildPage, page.child == name else { return }
        page.progress = read
        show(page)
    }
}
