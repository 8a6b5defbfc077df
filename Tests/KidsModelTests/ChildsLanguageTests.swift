import Testing
@testable import KidsModel

/// Every word in the child's language: line mode's commands, the yes key, plurals by CLDR's rules, and the teacher's
/// page's numbers and dates, in every shipped pack.
@Suite("Every word in the child's language")
struct ChildsLanguageTests {
    static let languages = ["en", "fr", "es", "de"]

    func pack(_ language: String) throws -> ContentPack {
        try #require(try Fixtures.shippedPacks().first { $0.language == language }).pack
    }

    /// Each pack's words for quit, again, back, next, yes and no, as a child types them.
    static let typed: [String: [String: String]] = [
        "en": ["quit": "quit", "again": "again", "back": "b", "next": "n", "yes": "y", "no": "n"],
        "fr": ["quit": "quitter", "again": "encore", "back": "retour", "next": "suivant", "yes": "oui", "no": "non"],
        "es": ["quit": "salir", "again": "otra vez", "back": "atrás", "next": "siguiente", "yes": "sí", "no": "no"],
        "de": ["quit": "beenden", "again": "nochmal", "back": "zurück", "next": "weiter", "yes": "ja", "no": "nein"],
    ]

    func commands(_ line: String, _ screen: ScreenID, _ pack: ContentPack, kiosk: Bool = false) -> [Command]? {
        CommandTable.commands(forLine: line, in: screen, kiosk: kiosk) ?? pack.commands(forTranslatedLine: line, in: screen, kiosk: kiosk)
    }

    @Test("line mode's commands in the pack's words, English too: quit ends from home and a lesson, again, back, next, yes and no do what the English do; a no is never a next",
          arguments: languages)
    func lineWords(language: String) throws {
        let pack = try pack(language)
        let words = try #require(Self.typed[language])
        for screen in [ScreenID.home, .lesson] {
            #expect(commands(try #require(words["quit"]), screen, pack) == [.quit], "\(screen)")
            #expect(commands(try #require(words["quit"]).uppercased() + " ", screen, pack) == [.quit], "case and spaces do not matter")
            #expect(commands("quit", screen, pack) == [.quit] && commands("q", screen, pack) == [.quit], "English is always taken")
            #expect(commands(try #require(words["again"]), screen, pack) == [.hearAgain], "\(screen)")
        }
        #expect(commands(try #require(words["back"]), .lesson, pack) == [.back])
        #expect(commands(try #require(words["back"]), .shelf, pack) == [.back])
        #expect(commands(try #require(words["next"]), .lesson, pack) == [.lesson(.next)])
        #expect(commands(try #require(words["next"]), .story, pack) == [.page(.nextPage)])
        #expect(commands(try #require(words["yes"]), .confirmReset, pack) == [.grownUps(.confirmReset)])
        #expect(commands(try #require(words["no"]), .confirmReset, pack) == [.grownUps(.cancelReset)])
        #expect(commands(try #require(words["yes"]), .confirmRemove, pack) == [.report(.confirmRemove)])
        if language != "en" {
            #expect(pack.commands(forTranslatedLine: try #require(words["no"]), in: .lesson, kiosk: false) == nil, "no is not n's next in a lesson")
        }
        // In kiosk mode the pack's quit asks for a grown-up, as quit does.
        #expect(commands(try #require(words["quit"]), .home, pack, kiosk: true) == commands("quit", .home, pack, kiosk: true))
        #expect(pack.commands(forTranslatedLine: "", in: .home, kiosk: false) == nil)
    }

    @Test("the words line mode shows are the pack's: quit, back and again as words, yes and no as their first letter; a key on its button and hint too",
          arguments: languages)
    func shown(language: String) throws {
        let pack = try pack(language)
        let words = try #require(Self.typed[language])
        let yes = String(ContentPack.folded(try #require(words["yes"])).prefix(1))
        if language == "en" {
            #expect(pack.lineWord(.quit, in: .home) == "q" && pack.lineWord(.back, in: .lesson) == "b" && pack.lineWord(.hearAgain, in: .lesson) == "h")
        } else {
            #expect(pack.lineWord(.quit, in: .home) == words["quit"] && pack.lineWord(.back, in: .lesson) == words["back"])
            #expect(pack.lineWord(.hearAgain, in: .lesson) == words["again"])
        }
        #expect(pack.lineWord(.grownUps(.confirmReset), in: .confirmReset) == yes)
        #expect(pack.lineWord(.grownUps(.cancelReset), in: .confirmReset) == "n")
        #expect(pack.lineWord(.openGate, in: .home) == CommandTable.word(.openGate, in: .home), "a key without a word stays as it is")
        #expect(pack.keyShown("y " + pack.words("Yes"), on: .confirmReset) == yes + " " + pack.words("Yes"))
        #expect(pack.keyShown("y", on: .lesson) == "y")
        // The yes key, in the full screen: its first letter where the screen has no key of it.
        let key = Key.character(try #require(yes.first))
        let pressed = CommandTable.command(for: key, in: .confirmReset) ?? pack.command(forTranslatedKey: key, in: .confirmReset, kiosk: false)
        #expect(pressed == .grownUps(.confirmReset))
        #expect(pack.command(forTranslatedKey: key, in: .home, kiosk: false) == nil, "only where y is yes")
    }

    @Test("CLDR's plural rules: French takes one for 0 and 1; English, Spanish and German for 1 alone; Russian for 21 but not 11; Japanese never")
    func plurals() {
        #expect(Plural.isOne(0, language: "fr") && Plural.isOne(1, language: "fr-CA") && !Plural.isOne(2, language: "fr"))
        for language in ["en", "en-GB", "es", "es-419", "de", "it", "nl"] {
            #expect(!Plural.isOne(0, language: language) && Plural.isOne(1, language: language) && !Plural.isOne(2, language: language) && !Plural.isOne(21, language: language))
        }
        #expect(Plural.isOne(21, language: "ru") && !Plural.isOne(11, language: "ru") && Plural.isOne(1, language: "uk"))
        #expect(!Plural.isOne(1, language: "ja") && Plural.isOne(0, language: "pt-BR"))
    }

    @Test("every counted sentence of every pack takes its one form exactly where CLDR says, and one is a word that agrees with its noun (una pregunta, eine Frage, une question)",
          arguments: languages)
    func counted(language: String) throws {
        let pack = try pack(language)
        for (one, other, _) in ContentPack.countedWords {
            for n in [0, 1, 2, 5, 11, 21] {
                let said = pack.counted(n, one: one, other: other, ["text": "x", "stars": "1", "total": "3", "right": "1", "class": "1b", "date": "d", "word": "w"])
                #expect(said == pack.words(Plural.isOne(n, language: language) ? one : other, ["n": "\(n)", "text": "x", "stars": "1", "total": "3",
                                                                                            "right": "1", "class": "1b", "date": "d", "word": "w"]), "\(one) \(n)")
                #expect(!said.contains("{"), "\(said)")
            }
        }
        let one = pack.counted(1, one: "{n} question seen", other: "{n} questions seen")
        let expected = ["en": "1 question seen", "fr": "une question vue", "es": "una pregunta vista", "de": "eine Frage gesehen"]
        #expect(one == expected[language], "\(one)")
        #expect(pack.counted(2, one: "{n} question seen", other: "{n} questions seen").hasPrefix("2 "))
        #expect(pack.stars(1) == ["en": "1 star", "fr": "une étoile", "es": "una estrella", "de": "ein Stern"][language])
    }

    @Test("the teacher's page writes numbers and dates as the pack's language does")
    func numbersAndDates() throws {
        let day = try #require(UTC.dayNumber("2026-12-01"))
        let cases: [(String, String, String, String)] = [
            ("en", "1 December 2026", "12,345", "1,234"), ("fr", "1er décembre 2026", "12\u{202F}345", "1\u{202F}234"),
            ("es", "1 de diciembre de 2026", "12.345", "1234"), ("de", "1. Dezember 2026", "12.345", "1.234"),
        ]
        for (language, date, big, small) in cases {
            let pack = try pack(language)
            #expect(pack.date(day: day) == date && pack.number(12_345) == big && pack.number(1234) == small && pack.number(999) == "999", "\(language)")
        }
        let de = try pack("de")
        #expect(de.date(day: day + 6) == "7. Dezember 2026" && de.number(-1_000_000) == "-1.000.000")
    }
}
