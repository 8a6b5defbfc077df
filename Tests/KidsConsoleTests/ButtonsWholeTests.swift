import KidsConsole
import KidsModel
import Testing

/// Every button's name is whole at 80 × 24, the most common terminal, on every screen of every shipped pack: a
/// grown-up reads "Slower", not "a Slower…".
@Suite("Buttons whole at 80 × 24")
struct ButtonsWholeTests {
    @Test("no button's name is cut at 80 × 24 in any pack, on any screen")
    func whole() throws {
        var checked = 0
        var cut: [String] = []
        for (language, pack) in try ConsoleFontTests.packs() {
            for (name, state) in try ConsoleFontTests.screens(of: pack) {
                var sized = state
                _ = reduce(&sized, .resized(Size(width: 80, height: 24)))
                let model = ScreenModel(sized)
                guard let layout = model.layout(sized.size) else { continue }
                for control in model.controls where control.drawn {
                    guard let rect = layout.rect(of: control.control), case .button = control.control else { continue }
                    checked += 1
                    // As Widgets.button draws it: in a box, two cells of border; on one row, in brackets.
                    let room = rect.height >= 3 ? rect.width - 2 : rect.width
                    let needed = CellWidth.of(control.label) + (rect.height >= 3 ? 0 : 2)
                    if needed > room && !(rect.height < 3 && CellWidth.of(control.label) <= room) {
                        cut.append("\(language) \(name): '\(control.label)' in \(rect.width) cells")
                    }
                }
            }
        }
        #expect(checked > 500, "\(checked) buttons")
        #expect(cut.isEmpty, "\(Set(cut).sorted().joined(separator: "\n"))")
    }

}
