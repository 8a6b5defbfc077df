import Testing
@testable import KidsModel

/// The screens these tests lay out, with their controls (as `ScreenModel.controls` gives them).
enum Plan {
    case lesson(answers: [String])
    case home(activities: [String])
    case done, gate
    case grownUps(confirming: Bool)

    var look: Look {
        switch self {
        case .lesson: return .lesson
        case .home: return .home
        case .done: return .done
        case .gate: return .gate
        case .grownUps: return .panel
        }
    }
}

extension Layout {
    static func make(_ plan: Plan, size: Size) -> Layout? {
        make(plan.look, controls: LayoutTests.expectedControls(plan), size: size)
    }
}

@Suite("Layout geometry")
struct LayoutTests {
    static let plans: [Plan] = [
        .lesson(answers: ["a", "b"]), .lesson(answers: ["a", "b", "c"]), .lesson(answers: ["a", "b", "c", "d"]),
        .home(activities: ["counting", "letters", "shapes"]), .home(activities: ["1", "2", "3", "4", "5", "6"]),
        .home(activities: ["only"]), .done, .gate, .grownUps(confirming: false), .grownUps(confirming: true),
    ]

    static func expectedControls(_ plan: Plan) -> [Control] {
        switch plan {
        case .lesson(let answers): return [.button(.hearAgain)] + answers.map(Control.answer) + [.button(.lesson(.next))]
        case .home(let activities): return activities.map(Control.activity) + [.button(.openGate)]
        case .done: return [.button(.done(.playAgain)), .button(.back)]
        case .gate:
            let keys: [Command] = (1...9).map { .gate(.typeDigit($0)) } + [.gate(.deleteDigit), .gate(.typeDigit(0)), .gate(.submit), .gate(.close)]
            return keys.map(Control.button)
        case .grownUps(let confirming):
            let buttons: [Command] = confirming ? [.grownUps(.confirmReset), .grownUps(.cancelReset)]
                : [.grownUps(.reset)] + Setting.allCases.map { .grownUps(.setting($0)) } + [.grownUps(.quitApp), .grownUps(.leaveGrownUps)]
            return buttons.map(Control.button)
        }
    }

    /// Every rule of DESIGN §7 for one layout; returns the broken ones as text, so a failure says where.
    static func problems(_ layout: Layout, _ plan: Plan) -> [String] {
        var found: [String] = []
        let screen = Rect(size: layout.size)
        let panes = [("header", layout.header), ("primary", layout.primary), ("gutter", layout.gutter),
                     ("secondary", layout.secondary), ("footer", layout.footer)]
        for (name, pane) in panes where pane.isEmpty || !screen.contains(pane) {
            found.append("\(name) \(pane) is empty or off the screen")
        }
        for (i, a) in panes.enumerated() {
            for b in panes[(i + 1)...] where a.1.intersects(b.1) { found.append("\(a.0) overlaps \(b.0)") }
        }
        if layout.targets.map(\.control) != expectedControls(plan) {
            found.append("controls \(layout.targets.map(\.control.name)) are not those of the screen")
        }
        for (i, t) in layout.targets.enumerated() {
            let pane = t.control == .button(.hearAgain) ? layout.primary : layout.secondary
            if t.rect.isEmpty || !pane.contains(t.rect) { found.append("\(t.control.name) \(t.rect) is not inside its pane") }
            if t.rect.intersects(layout.gutter) { found.append("\(t.control.name) lies in the gutter") }
            for other in layout.targets[(i + 1)...] where t.rect.intersects(other.rect) {
                found.append("\(t.control.name) overlaps \(other.control.name)")
            }
        }
        let tiles: [Rect]
        switch plan {
        case .lesson(let answers): tiles = answers.compactMap { layout.rect(of: .answer($0)) }
        case .home(let activities): tiles = activities.compactMap { layout.rect(of: .activity($0)) }
        case .done: tiles = [.button(.done(.playAgain)), .button(.back)].compactMap { layout.rect(of: $0) }
        default: tiles = []
        }
        for tile in tiles where tile.width < Layout.minimumTile.width || tile.height < Layout.minimumTile.height {
            found.append("tile \(tile) is smaller than \(Layout.minimumTile)")
        }
        if Set(tiles.map(\.size)).count > 1 { found.append("tiles differ in size") }
        if case .lesson(let answers) = plan {
            let columns = Set(tiles.map(\.x)).count
            let rows = Set(tiles.map(\.y)).count
            let tidy = (columns == answers.count && rows == 1) || (columns == 1 && rows == answers.count)
                || (answers.count >= 3 && columns == 2 && rows == 2)
            if !tidy { found.append("answer tiles form a \(columns)x\(rows) grid") }
        }
        return found
    }

    @Test("every size from 40x12 to 220x70 keeps every rule, on every screen")
    func everySize() {
        var failures: [String] = []
        for width in 40...220 {
            for height in 12...70 {
                let size = Size(width: width, height: height)
                for plan in Self.plans {
                    guard let layout = Layout.make(plan, size: size) else {
                        failures.append("\(size) \(plan): no layout")
                        continue
                    }
                    failures += Self.problems(layout, plan).map { "\(size) \(plan): \($0)" }
                }
                if failures.count > 20 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test("below 40x12 there is no layout: the too-small screen")
    func tooSmall() {
        for width in 1...45 {
            for height in 1...15 {
                let layout = Layout.make(.lesson(answers: ["a", "b", "c"]), size: Size(width: width, height: height))
                #expect((layout == nil) == (width < 40 || height < 12), "\(width)x\(height)")
            }
        }
    }

    @Test("wide windows are side by side, tall ones stacked")
    func arrangement() {
        func arrangement(_ w: Int, _ h: Int) -> Layout.Arrangement? { Layout.panes(for: Size(width: w, height: h))?.arrangement }
        #expect(arrangement(40, 12) == .sideBySide)
        #expect(arrangement(80, 24) == .sideBySide)
        #expect(arrangement(120, 40) == .sideBySide)
        #expect(arrangement(60, 40) == .stacked)
        #expect(arrangement(40, 40) == .stacked)
    }

    @Test("a layout at 80x24, spelled out")
    func eightyByTwentyFour() throws {
        let layout = try #require(Layout.make(.lesson(answers: ["a", "b", "c"]), size: Size(width: 80, height: 24)))
        #expect(layout.header == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(layout.footer == Rect(x: 0, y: 23, width: 80, height: 1))
        #expect(layout.primary == Rect(x: 0, y: 1, width: 39, height: 22))
        #expect(layout.gutter == Rect(x: 39, y: 1, width: 2, height: 22))
        #expect(layout.secondary == Rect(x: 41, y: 1, width: 39, height: 22))
        #expect(layout.rect(of: .button(.hearAgain)) == Rect(x: 12, y: 22, width: 14, height: 1))
        // Three answers: one column of large tiles beats a cramped row.
        #expect(layout.rect(of: .answer("a")) == Rect(x: 48, y: 1, width: 24, height: 5))
        #expect(layout.rect(of: .answer("c")) == Rect(x: 48, y: 13, width: 24, height: 5))
        #expect(layout.rect(of: .button(.lesson(.next))) == Rect(x: 48, y: 19, width: 24, height: 3))
    }

    @Test("tiles grow with the pane")
    func tilesGrow() throws {
        let small = try #require(Layout.make(.lesson(answers: ["a", "b", "c", "d"]), size: Size(width: 40, height: 12)))
        let large = try #require(Layout.make(.lesson(answers: ["a", "b", "c", "d"]), size: Size(width: 160, height: 50)))
        let smallTile = try #require(small.rect(of: .answer("a")))
        let largeTile = try #require(large.rect(of: .answer("a")))
        #expect(largeTile.width > smallTile.width && largeTile.height > smallTile.height)
    }

    @Test("clicks find the control under them")
    func hitTest() throws {
        let layout = try #require(Layout.make(.done, size: Size(width: 80, height: 24)))
        let play = try #require(layout.rect(of: .button(.done(.playAgain))))
        #expect(layout.control(atColumn: play.x, row: play.y) == .button(.done(.playAgain)))
        #expect(layout.control(atColumn: play.maxX - 1, row: play.maxY - 1) == .button(.done(.playAgain)))
        #expect(layout.control(atColumn: 0, row: 0) == nil)
    }
}
