import KidsModel
import Testing
@testable import kids

/// kids.conf (the school's settings) and the teacher's roster, as the technician and the teacher write them.
@Suite("A school's settings and a teacher's roster")
struct SchoolSettingsTests {
    static let animals: Set<String> = ["fox", "owl", "bear"]

    @Test("kids.conf: each setting, comments and blanks; the user's file over the system's; the command line over both")
    func settings() throws {
        var school = SchoolSettings()
        let problems = school.read("""
            # The lab of class 1b
            class = /srv/kids/1b
            kiosk = yes      # quitting needs a grown-up
            language = fr
              voice=fr-fr
            keyboard = azerty
            line-mode = no

            """, path: "/etc/kids/kids.conf")
        #expect(problems.isEmpty)
        #expect(school == SchoolSettings(classFolder: "/srv/kids/1b", kiosk: true, language: "fr", voice: "fr-fr", keyboard: .azerty, lineMode: false))
        // The user's file over it.
        #expect(school.read("kiosk = no\nline-mode = yes\n", path: "~/.config/kids/kids.conf").isEmpty)
        #expect(school.kiosk == false && school.lineMode == true && school.classFolder == "/srv/kids/1b")
        // The command line over both: its own class, language and full screen stand; kiosk is only ever added.
        let given = try CommandLineParser.parse(["--class", "/mnt/other", "--lang", "en", "--full"])
        guard case .run(let options) = given else { Issue.record("not a run: \(given)"); return }
        let applied = school.applied(to: options)
        #expect(applied.classFolder == "/mnt/other" && applied.lang == "en" && applied.full && !applied.plain)
        #expect(applied.voice == "fr-fr" && applied.keyboard == .azerty && !applied.kiosk)
        school.kiosk = true
        let none = school.applied(to: Options())
        #expect(none.kiosk && none.plain && none.classFolder == "/srv/kids/1b" && none.lang == "fr")
        // A pack named with --content: the file's language does not replace it.
        var content = Options()
        content.content = "/tmp/pack"
        #expect(school.applied(to: content).lang == nil)
    }

    @Test("a line kids.conf cannot use is named with its file and line, and skipped; the others stand")
    func badLines() {
        var school = SchoolSettings()
        let problems = school.read("kisok = yes\nkiosk = maybe\nclass = relative/path\nkeyboard = dvorak\njust words\nlanguage = de\n", path: "/etc/kids/kids.conf")
        #expect(problems == [
            "/etc/kids/kids.conf line 1: unknown setting 'kisok' (the settings are: class, kiosk, language, voice, keyboard, line-mode)",
            "/etc/kids/kids.conf line 2: kiosk is yes or no, not 'maybe'",
            "/etc/kids/kids.conf line 3: class is a folder's whole path (starting with /), not 'relative/path'",
            "/etc/kids/kids.conf line 4: keyboard is one of qwerty, azerty, qwertz, es, not 'dvorak'",
            "/etc/kids/kids.conf line 5: 'just words' is not 'name = value'",
        ])
        #expect(school == SchoolSettings(language: "de"))
    }

    @Test("the user's file is $XDG_CONFIG_HOME/kids/kids.conf, else ~/.config/kids/kids.conf")
    func userPath() {
        #expect(SchoolSettings.userPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/kids/kids.conf")
        #expect(SchoolSettings.userPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/kids/kids.conf")
        #expect(SchoolSettings.userPath(environment: [:]) == nil)
    }

    @Test("--class and report's --class and --roster are understood")
    func commandLine() throws {
        var expected = Options()
        expected.classFolder = "/srv/kids/1b"
        #expect(try CommandLineParser.parse(["--class", "/srv/kids/1b"]) == .run(expected))
        guard case .report(let request) = try CommandLineParser.parse(["report", "--class", "/a", "--class", "/b", "--roster", "r.csv", "--state-dir", "/s"]) else {
            Issue.record("not a report")
            return
        }
        #expect(request.classes == ["/a", "/b"] && request.roster == "r.csv" && request.folders == ["/s"])
        #expect(request.applying("/conf").classes == ["/a", "/b"], "the command line's folders win")
        #expect(ReportRequest().applying("/conf").classes == ["/conf"], "without folders, kids.conf's class")
    }

    @Test("a roster as a spreadsheet saves it: a header, quotes, a byte-order mark, ';' or tabs, Windows line ends")
    func roster() throws {
        let text = "\u{FEFF}Animal;Name\r\nfox;Ada Lovelace\r\n\"owl\";\"Grace \"\"Amazing\"\" Hopper\"\r\n\r\nBear ; Émile Zola\r\n"
        let roster = try Roster.parse(text, path: "r.csv", animals: Self.animals).get()
        #expect(roster.name(of: "fox") == "Ada Lovelace")
        #expect(roster.name(of: "owl") == "Grace \"Amazing\" Hopper")
        #expect(roster.name(of: "bear") == "Émile Zola")
        #expect(roster.unknown(in: ["fox", "owl"]) == ["bear"])
        #expect(try Roster.parse("fox,Ada\nowl,\"Smith, Jo\"\n", path: "r.csv", animals: Self.animals).get().name(of: "owl") == "Smith, Jo")
        // No header, ';' between the fields, and a comma inside the first line's quoted name: still ';'.
        let semicolons = try Roster.parse("fox;\"Lovelace, Ada\"\nowl;Grace\n", path: "r.csv", animals: Self.animals).get()
        #expect(semicolons.name(of: "fox") == "Lovelace, Ada" && semicolons.name(of: "owl") == "Grace")
    }

    @Test("a roster that cannot be used says where: a line with no name, a name that is no animal, an animal twice")
    func badRoster() {
        #expect(Roster.parse("fox\n", path: "r.csv", animals: Self.animals) == .failure("r.csv line 1: a line is an animal and a name ('fox,Ada'; quote a name with ',' in it), not 'fox'"))
        #expect(Roster.parse("fox,Ada\nAda,fox\n", path: "r.csv", animals: Self.animals) == .failure("r.csv line 2: 'Ada' is not an animal's name (bear, fox, owl)"))
        #expect(Roster.parse("fox,Ada\nfox,Bo\n", path: "r.csv", animals: Self.animals) == .failure("r.csv line 2: 'fox' is named twice"))
        // A line's number counts blank lines, as an editor shows it; a name cut by an unquoted comma is refused.
        #expect(Roster.parse("fox,Ada\n\n\nfox,Bo\n", path: "r.csv", animals: Self.animals) == .failure("r.csv line 4: 'fox' is named twice"))
        #expect(Roster.parse("fox,Lovelace, Ada\n", path: "r.csv", animals: Self.animals)
                == .failure("r.csv line 1: a line is an animal and a name ('fox,Ada'; quote a name with ',' in it), not 'fox,Lovelace, Ada'"))
    }
}
