/// Line mode's command words in the child's language: "quitter", "salir", "beenden" end a run as "quit" does, and
/// each pack's words for again, back, next, where, yes and no ask for what the English ones do (English is always
/// taken too, first). Each word is the pack's translation of the English one (`words`), so a new pack's translator
/// finds them among its words; yes and no are keys too, by their first letter ("o" for oui, "j" for ja), where the
/// screen has no key of that letter already.
extension ContentPack {
    /// Each translated word with the English word it translates, and the table's words it stands for, tried in
    /// order: the first that asks for a command of that word on the screen is taken ("retour" is "back" where that
    /// is a word, else "b"; "non" is "n" where n is no, never where n is next).
    var commandWords: [(word: String, name: String, english: [String])] {
        [(words("quit"), "quit", ["quit", "q"]), (words("again"), "again", ["again", "h"]), (words("back"), "back", ["back", "b"]),
         (words("next"), "next", ["next", "n"]), (words("where"), "where", ["where"]), (words("yes"), "yes", ["y"]), (words("no"), "no", ["n"])]
    }

    /// The English word of each command that has one in every pack's words; the others (keys, numbers) have none.
    static let wordNames: [Command: String] = [
        .quit: "quit", .hearAgain: "again", .back: "back", .page(.toShelf): "back", .gate(.close): "back", .home(.backAtHome): "back",
        .lesson(.next): "next", .page(.nextPage): "next", .whereAmI: "where", .grownUps(.confirmReset): "yes", .report(.confirmRemove): "yes",
        .grownUps(.cancelReset): "no", .report(.cancelRemove): "no",
    ]

    static func wordName(of command: Command) -> String? { wordNames[command] }

    /// The commands a line typed in the pack's words asks for on `screen`; nil when it is none of them.
    public func commands(forTranslatedLine line: String, in screen: ScreenID, kiosk: Bool) -> [Command]? {
        let typed = Self.folded(line)
        guard !typed.isEmpty else { return nil }
        for entry in commandWords where Self.folded(entry.word) == typed || entry.name == "yes" && Self.initial(entry.word) == typed {
            // Its command, as it is without kiosk mode (whose typed quit asks for a grown-up instead).
            for english in entry.english
            where CommandTable.commands(forLine: english, in: screen)?.first.flatMap(Self.wordName) == entry.name {
                return CommandTable.commands(forLine: english, in: screen, kiosk: kiosk)
            }
        }
        return nil
    }

    /// The command a key asks for as the pack's yes ("o", "s", "j"): Yes where the screen has no key of that letter.
    public func command(forTranslatedKey key: Key, in screen: ScreenID, kiosk: Bool) -> Command? {
        guard case .character(let c) = key, c != "y", CommandTable.command(for: key, in: screen, kiosk: kiosk) == nil,
              Self.initial(words("yes")) == String(c).lowercased(),
              let yes = CommandTable.command(for: .character("y"), in: screen, kiosk: kiosk), Self.wordName(of: yes) == "yes" else { return nil }
        return yes
    }

    /// The word line mode shows for `command` on `screen`, in the pack's language: its translated word ("quitter"
    /// for q), a yes or no as the key of its first letter ("o"), else the table's own ("g").
    public func lineWord(_ command: Command, in screen: ScreenID) -> String {
        let english = CommandTable.word(command, in: screen)
        guard let name = Self.wordName(of: command), let entry = commandWords.first(where: { $0.name == name }),
              entry.word != entry.name, english.count > 1 || entry.english.contains(english) else { return english }
        return name == "yes" || name == "no" ? Self.initial(entry.word) : entry.word.lowercased()
    }

    /// What a hint's keys or a button's label ("y Yes") shows on `screen`: on a screen of yes and no, the English
    /// key y as the pack's yes's first letter ("o Oui"); anything else as it is.
    public func keyShown(_ text: String, on screen: ScreenID) -> String {
        guard [.confirmReset, .confirmRemove].contains(screen), text == "y" || text.hasPrefix("y ") else { return text }
        return Self.initial(words("yes")) + text.dropFirst()
    }

    /// Lowercased, trimmed, without accents: "Sí" is "si", "Zurück" "zuruck".
    static func folded(_ text: String) -> String {
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return ContentChecker.unaccented(String(trimmed))
    }

    static func initial(_ word: String) -> String { String(folded(word).prefix(1)) }
}
