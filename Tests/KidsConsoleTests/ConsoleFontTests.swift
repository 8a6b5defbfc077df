import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport
@testable import KidsConsole

/// The Linux console (`TERM=linux`): every character of every screen's frame, in every shipped language, is
/// one Debian's default console fonts hold, as their own tables say (`psfgettable` on Lat15-Fixed16 and
/// Uni2-Fixed16, from the packages kbd and console-setup-linux).
@Suite("The Linux console's fonts")
struct ConsoleFontTests {
    static let fonts = ["Lat15-Fixed16", "Uni2-Fixed16"]
    static let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40)]
    let context = ViewContext(colors: true, glyphs: .linuxConsole)

    /// The code points a console font has a glyph for, from its own table.
    static func table(of font: String) throws -> Set<UInt32> {
        let path = "/usr/share/consolefonts/\(font).psf.gz"
        guard FileManager.default.fileExists(atPath: path) else {
            throw TableError(description: "\(path) is missing: apt-get install console-setup-linux kbd (debian-test-packages.txt)")
        }
        let plain = NSTemporaryDirectory() + "font-\(UUID().uuidString).psf"
        defer { unlink(plain) }
        let result = Spawn.run(["sh", "-c", "zcat '\(path)' > '\(plain)' && psfgettable '\(plain)'"])
        guard result.status == 0 else { throw TableError(description: "psfgettable failed (is kbd installed?): \(result.output)") }
        let codes = result.output.split(whereSeparator: \.isWhitespace).compactMap { word -> UInt32? in
            word.hasPrefix("U+") ? UInt32(word.dropFirst(2), radix: 16) : nil
        }
        guard codes.count > 200 else { throw TableError(description: "\(font)'s table lists only \(codes.count) characters") }
        return Set(codes)
    }

    struct TableError: Error, CustomStringConvertible {
        var description: String
    }

    static func packs() throws -> [(language: String, pack: ContentPack)] {
        let root = Binary.root.appendingPathComponent("Content")
        let languages = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/pack.json").path) }
        return try languages.map { ($0, try PackFolder.load(folder: root.appendingPathComponent($0).path).get()) }
    }

    /// The computer's data path and policy address the screens are drawn with.
    static let computer = (dataPath: "/home/ada/.local/share/kids/progress.json", privacyPolicy: "/usr/share/doc/kids/PRIVACY.md")

    /// Every screen of a pack: home, every question of every activity (focused, then with answers set aside and
    /// the right one starred), the end of a round, the gate, the grown-ups' area and its question, too small.
    static func screens(of pack: ContentPack, progress: KidsModel.Progress = KidsModel.Progress(stars: ["counting.sun.1": 1]),
                        dataPath: String? = computer.dataPath, privacyPolicy: String = computer.privacyPolicy) throws -> [(name: String, state: AppState)] {
        let fresh = AppState(content: pack, progress: progress, size: Size(width: 80, height: 24),
                             now: 0, gateSeed: 4, muted: true, kiosk: true, dataPath: dataPath, privacyPolicy: privacyPolicy)
        func after(_ events: [Event], from start: AppState = fresh) -> AppState {
            var state = start
            for event in events { _ = reduce(&state, event) }
            return state
        }
        func key(_ c: Character) -> Event { .keyPressed(.character(c)) }
        var found: [(String, AppState)] = [("home", after([.started(Launch())]))]
        for activity in pack.activities {
            for question in activity.questions {
                let open = Event.started(try Launch(activity: activity.id, question: question.id, in: pack))
                found.append((question.id, after([open, .keyPressed(.tab)])))
                // A keyboard question is answered by its key, after a wrong one (lit on the drawn keyboard).
                // A word to spell is typed, a wrong letter first (rubbed out), then checked.
                let answering = question.game == "spell" ? [key("x"), .keyPressed(.backspace)] + question.correct.map(key) + [.keyPressed(.enter)]
                    : question.answers.isEmpty ? [key("x"), key(Character(question.correct))]
                    : (1...question.answers.count).map { key(Character("\($0)")) }
                found.append((question.id + " answered", after([open] + answering)))
            }
        }
        // Braille letters, dealt with braille on: the first to make and to read, asked and answered.
        let braille = AppState(content: pack, progress: progress, size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true, kiosk: true,
                               dataPath: dataPath, privacyPolicy: privacyPolicy, braille: true)
        for question in braille.content.activities.flatMap(\.questions).filter({ $0.game == "braille" }).prefix(1) + braille.content.activities
            .flatMap(\.questions).filter({ $0.id.contains(".braille.read.") }).prefix(1) {
            let open = Event.started(try Launch(activity: "letters", question: question.id, in: braille.content))
            found.append((question.id, after([open], from: braille)))
            let keys: [Event] = question.id.contains(".read.") ? [key(Character(question.correct))] : [key("f")]
            found.append((question.id + " answered", after([open] + keys + [.keyPressed(.enter)], from: braille)))
        }
        // The shelf, and every page of every story with its first word reached with Tab.
        for activity in pack.activities where activity.kind == .stories {
            found.append(("shelf", after([.started(try Launch(activity: activity.id, in: pack))])))
            for story in activity.stories {
                let open = Event.started(try Launch(activity: activity.id, story: story.id, in: pack))
                for n in story.pages.indices {
                    found.append(("\(story.id) page \(n + 1)", after([open] + Array(repeating: .keyPressed(.right), count: n) + [.keyPressed(.tab)])))
                }
            }
        }
        var done = after([.started(try Launch(activity: pack.activities[0].id, in: pack))])
        done.playRoundToTheEnd()
        var grownUps = after([.started(Launch()), key("g")])
        for c in String(grownUps.gate.question.answer) { _ = reduce(&grownUps, key(c)) }
        _ = reduce(&grownUps, .keyPressed(.enter))
        found += [("done", done), ("gate", after([.started(Launch()), key("g"), key("4")])), ("grown-ups", grownUps),
                  ("confirm-reset", after([key("r")], from: grownUps)),
                  ("too small", after([.started(Launch()), .resized(Size(width: 30, height: 10))]))]
        // "Who is playing?" with every animal, and the grown-ups' Children and a report.
        let animals = pack.pictures.filter { $0.value.category == .animal }.keys.sorted()
        var who = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true, child: animals.first,
                           children: animals, dataPath: dataPath, privacyPolicy: privacyPolicy)
        var pick = Launch()
        pick.pickChild = true
        _ = reduce(&who, .started(pick))
        var children = who
        _ = reduce(&children, key("1"))
        _ = reduce(&children, .childLoaded(animals[0], progress))
        _ = reduce(&children, key("g"))
        for c in String(children.gate.question.answer) { _ = reduce(&children, key(c)) }
        _ = reduce(&children, .keyPressed(.enter))
        _ = reduce(&children, key("h"))
        var report = children
        _ = reduce(&report, key("1"))
        found += [("who", who), ("children", children), ("report", report)]
        if pack.activityIndex(id: "keys") != nil {
            let explore = Event.started(try Launch(activity: "keys", in: pack))
            found += [("keys", after([explore, .keyPressed(.up)])), ("keys b", after([explore, key("b")]))]
        }
        return found
    }

    @Test("under TERM=linux every screen, in every language and size, uses only characters both default fonts hold, and none is lost to '?'")
    func everyScreen() throws {
        let tables = try Self.fonts.map { try Self.table(of: $0) }
        var frames = 0
        for (language, pack) in try Self.packs() {
            for (name, state) in try Self.screens(of: pack) {
                // A question at the smallest size (its pictures' one-cell symbols) and the largest (scaled up).
                for size in state.lesson == nil ? Self.sizes : [Self.sizes[0], Self.sizes[2]] {
                    var sized = state
                    _ = reduce(&sized, .resized(size))
                    let console = FullScreenView.frame(sized, context: context).buffer
                    frames += 1
                    let text = console.lines.joined()
                    for scalar in Set(text.unicodeScalars) {
                        for (font, table) in zip(Self.fonts, tables) where !table.contains(scalar.value) {
                            Issue.record("\(language) \(name) at \(size): U+\(String(scalar.value, radix: 16, uppercase: true)) '\(scalar)' is not in \(font)")
                        }
                    }
                    guard text.contains("?") else { continue }
                    let unicode = FullScreenView.frame(sized, context: ViewContext(colors: true)).buffer
                    let lost = text.filter { $0 == "?" }.count - unicode.lines.joined().filter { $0 == "?" }.count
                    #expect(lost == 0, "\(language) \(name) at \(size): \(lost) characters became '?'")
                }
            }
        }
        #expect(frames > 1_500, "\(frames) frames")
    }

    @Test("the console keeps what tells a tile's state apart: focus, right and set aside have different borders, and stars show")
    func statesStayApart() {
        var buffer = Buffer(size: Size(width: 24, height: 3))
        buffer.box(Rect(x: 0, y: 0, width: 6, height: 3), border: .double)
        buffer.box(Rect(x: 6, y: 0, width: 6, height: 3), border: .heavy)
        buffer.box(Rect(x: 12, y: 0, width: 6, height: 3), border: .dashed)
        buffer.box(Rect(x: 18, y: 0, width: 6, height: 3), border: .light)
        buffer.write("★", x: 2, y: 1)
        ConsoleGlyphs.fit(&buffer)
        #expect(buffer.lines == ["▒▒▒▒▒▒██████┌----┐┌────┐", "▒ *  ▒█    █¦    ¦│    │", "▒▒▒▒▒▒██████└----┘└────┘"])
    }

    @Test("half and quarter blocks become whole cells by how much of the cell was drawn")
    func blocks() {
        #expect(ConsoleGlyphs.glyph(for: "▀") == "█" && ConsoleGlyphs.glyph(for: "▙") == "█" && ConsoleGlyphs.glyph(for: "▗") == " ")
        #expect(ConsoleGlyphs.glyph(for: "é") == "é" && ConsoleGlyphs.glyph(for: "ß") == "ß" && ConsoleGlyphs.glyph(for: "œ") == "œ")
        #expect(ViewContext.Glyphs(term: "linux") == .linuxConsole && ViewContext.Glyphs(term: "linux-16color") == .linuxConsole)
        #expect(ViewContext.Glyphs(term: "xterm-256color") == .unicode && ViewContext.Glyphs(term: "") == .unicode)
    }
}
