import Testing
@testable import KidsModel

/// `ScreenID`'s lists (where focus moves, which screens page their text) are derived from one switch; this checks
/// that switch against what every screen of every pack does, so a screen put in the wrong list, or a new screen
/// no state shows, fails here rather than silently losing Enter and Tab.
@Suite("Every screen is in the lists that say what it does")
struct ScreenTraitsTests {
    @Test("a screen with a focus order is one where focus moves and Enter chooses; a paged text screen is paged; every screen is seen")
    func traitsMatchTheScreens() throws {
        var seen = Set<ScreenID>()
        for (_, pack) in try ConsoleFontTests.packs() {
            var screens = try ConsoleFontTests.screens(of: pack)
            // The two questions that wait for yes or no.
            // (The second child's report: the child playing is not removed from under itself.)
            if let children = screens.first(where: { $0.name == "children" })?.state {
                var confirming = children
                _ = reduce(&confirming, .keyPressed(.character("2")))
                _ = reduce(&confirming, .keyPressed(.character("x")))
                screens.append(("confirm-remove", confirming))
            }
            for (name, state) in screens {
                let id = state.screenID
                seen.insert(id)
                let model = ScreenModel(state)
                // A story's page has Tab for its words (a binding of its own); everywhere else focus moves with the lists.
                // Too small lies over a screen whose focus order it keeps.
                if id != .story && id != .tooSmall {
                    #expect(ScreenID.focusing.contains(id) == !state.focusOrder.isEmpty, "\(name): \(id) has focus order \(state.focusOrder)")
                }
                #expect(ScreenID.paged.contains(id) == (model.page != nil), "\(name): \(id) page \(String(describing: model.page))")
                // A key pressed, passed on to an answer, the keys explored, or the word being spelled.
                #expect(ScreenID.keyed.contains(id) == (CommandTable.command(for: .character("x"), in: id).map { "\($0)" }
                    .map { $0.contains("press") || $0.contains("key: Optional") } ?? false),
                        "\(name): \(id): every letter is an answer only on the keyed screens")
                if ScreenID.focusing.contains(id) {
                    #expect(CommandTable.command(for: .tab, in: id) == .focusNext, "\(name): Tab moves the focus on \(id)")
                }
            }
        }
        #expect(seen == Set(ScreenID.allCases), "screens no state of the catalogue shows: \(Set(ScreenID.allCases).subtracting(seen))")
    }
}
