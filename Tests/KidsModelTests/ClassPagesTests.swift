import Testing
@testable import KidsModel

/// A class of 36 in "Who is playing?" and the grown-ups' "Children": nine to a page, every child reached by its
/// key on its page, by the arrows, by a click, and in line mode by its number; the page said.
@Suite("A class's pages of children")
struct ClassPagesTests {
    let pack: ContentPack
    let animals: [String]

    init() throws {
        pack = try Fixtures.english()
        animals = Array(pack.pictures.filter { $0.value.category == .animal }.keys.sorted().prefix(36))
    }

    func picker(lineMode: Bool = false) -> AppState {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: true,
                             child: animals[0], children: animals, lineMode: lineMode)
        var launch = Launch()
        launch.pickChild = true
        _ = reduce(&state, .started(launch))
        return state
    }

    func said(_ effects: [Effect]) -> [String] {
        effects.compactMap { if case .speak(let u) = $0 { return u.text } else { return nil } }
    }

    func loaded(_ effects: [Effect]) -> String? {
        effects.compactMap { if case .loadChild(let name) = $0 { return name } else { return nil } }.first
    }

    @Test("the pages: nine tiles a page with keys 1 to 9 and the page buttons; PgDn says the page and its children; a digit plays that child of the page")
    func keys() throws {
        var state = picker()
        var model = ScreenModel(state)
        #expect(model.controls.filter(\.control.isChild).map(\.key) == (1...9).map(String.init))
        #expect(model.controls.filter { !$0.control.isChild }.map(\.enabled) == [false, true], "no page before the first")
        #expect(model.text(.progress) == "Page 1 of 4")
        for page in 0..<4 {
            if page > 0 {
                let effects = reduce(&state, .keyPressed(.pageDown))
                let list = animals[page * 9..<(page + 1) * 9].enumerated().map { "\($0.offset + 1): \($0.element)" }
                #expect(said(effects) == ["Page \(page + 1) of 4. " + list.joined(separator: "; ") + "."])
            }
            model = ScreenModel(state)
            #expect(model.controls.filter(\.control.isChild).map(\.label) == Array(animals[page * 9..<(page + 1) * 9]))
            for n in 1...9 {
                var chosen = state
                #expect(loaded(reduce(&chosen, .keyPressed(.character(Character("\(n)"))))) == animals[page * 9 + n - 1])
            }
        }
        #expect(reduce(&state, .keyPressed(.pageDown)).isEmpty, "no page after the last")
        #expect(ScreenModel(state).controls.filter { !$0.control.isChild }.map(\.enabled) == [true, false])
        _ = reduce(&state, .keyPressed(.pageUp))
        #expect(ScreenModel(state).text(.progress) == "Page 3 of 4")
    }

    @Test("End goes to the last child (on the last page), Home to the first; the footer offers no page before the first, nor after the last")
    func endAndFooter() throws {
        var state = picker()
        let keys = { (state: AppState) in Set(ScreenModel(state).hints.map(\.keys)) }
        #expect(!keys(state).contains("PgUp") && keys(state).contains("PgDn"), "\(keys(state))")
        _ = reduce(&state, .keyPressed(.end))
        #expect(state.focus == .child(try #require(animals.last)))
        #expect(ScreenModel(state).text(.progress) == "Page 4 of 4")
        #expect(keys(state).contains("PgUp") && !keys(state).contains("PgDn"), "\(keys(state))")
        _ = reduce(&state, .keyPressed(.home))
        #expect(state.focus == .child(animals[0]))
    }

    @Test("the arrows go on from page to page, the page said with the child's name; where am I names the page")
    func arrows() throws {
        var state = picker()
        for _ in 0..<8 { _ = reduce(&state, .keyPressed(.right)) }
        #expect(state.focus == .child(animals[8]) && ScreenModel(state).text(.progress) == "Page 1 of 4")
        #expect(said(reduce(&state, .keyPressed(.right))) == ["Page 2 of 4: \(animals[9])"])
        #expect(ScreenModel(state).text(.progress) == "Page 2 of 4")
        #expect(said(reduce(&state, .keyPressed(.right))) == [animals[10]], "the page is said once")
        #expect(said(reduce(&state, .keyPressed(.character("w")))).first?.hasSuffix("Page 2 of 4.") == true)
        #expect(said(reduce(&state, .keyPressed(.left))) == [animals[9]])
        #expect(said(reduce(&state, .keyPressed(.left))) == ["Page 1 of 4: \(animals[8])"])
    }

    @Test("a click on each child's tile, turning the pages by their buttons, plays that child")
    func clicks() throws {
        var state = picker()
        for page in 0..<4 {
            for n in 0..<9 {
                let model = ScreenModel(state)
                let layout = try #require(Layout.make(.who, controls: model.controls.map(\.control), size: state.size))
                let rect = try #require(layout.rect(of: .child(animals[page * 9 + n])), "\(animals[page * 9 + n]) is on page \(page + 1)")
                var clicked = state
                #expect(loaded(reduce(&clicked, .clicked(column: rect.x + rect.width / 2, row: rect.y + 1))) == animals[page * 9 + n])
            }
            let layout = try #require(Layout.make(.who, controls: ScreenModel(state).controls.map(\.control), size: state.size))
            let next = try #require(layout.rect(of: .button(.who(.nextPage))))
            _ = reduce(&state, .clicked(column: next.x + 1, row: next.y))
            #expect(ScreenModel(state).text(.progress) == "Page \(min(page + 2, 4)) of 4")
        }
    }

    @Test("line mode: one numbered list of all 36, a line and an utterance for each nine, and any number up to 36 plays that child")
    func lineMode() throws {
        var state = picker(lineMode: true)
        let model = ScreenModel(state)
        // A line for each nine: a screen reader has each whole before the next scrolls it away.
        let lines = stride(from: 0, to: 36, by: 9).map { start in (start..<start + 9).map { "\($0 + 1). \(animals[$0])" }.joined(separator: ", ") }
        #expect(model.parts(.choices).map(\.text) == lines)
        let heard = said(reduce(&state, .keyPressed(.character(" "))))
        #expect(heard.count == 5 && heard[4].hasPrefix("28: \(animals[27]); ") && heard[4].hasSuffix("36: \(animals[35])."), "\(heard)")
        for n in 1...36 {
            var chosen = state
            #expect(loaded(reduce(&chosen, .lineTyped("\(n)"))) == animals[n - 1])
        }
        #expect(loaded(reduce(&state, .lineTyped("37"))) == nil)
    }

    @Test("a last page of three: keys 1 to 3 play, 4 to 9 do nothing; removing a child on it keeps the focus there")
    func partialPage() throws {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: true,
                             child: animals[0], children: Array(animals.prefix(30)))
        var launch = Launch()
        launch.pickChild = true
        _ = reduce(&state, .started(launch))
        for _ in 0..<3 { _ = reduce(&state, .keyPressed(.pageDown)) }
        #expect(ScreenModel(state).controls.filter(\.control.isChild).map(\.label) == Array(animals[27..<30]))
        var chosen = state
        #expect(loaded(reduce(&chosen, .keyPressed(.character("3")))) == animals[29])
        for n in 4...9 {
            var none = state
            #expect(loaded(reduce(&none, .keyPressed(.character(Character("\(n)"))))) == nil)
        }
    }

    @Test("the grown-ups' Children: nine to a page, n and p turn it, a digit opens the report of that child of the page")
    func grownUps() throws {
        var state = picker()
        state.overlays = [.grownUps(GrownUps()), .children(ChildrenList(focus: .child(animals[0])))]
        #expect(ScreenModel(state).controls.filter(\.control.isChild).count == 9)
        _ = reduce(&state, .keyPressed(.character("n")))
        _ = reduce(&state, .keyPressed(.character("n")))
        #expect(ScreenModel(state).text(.progress) == "Page 3 of 4")
        let model = ScreenModel(state)
        let layout = try #require(Layout.make(.panel, controls: model.controls.map(\.control), size: state.size))
        #expect(layout.targets.count == model.controls.count, "every button placed at 80x24")
        _ = reduce(&state, .keyPressed(.character("4")))
        #expect((state.top as? ChildPage)?.child == animals[21])
    }
}
