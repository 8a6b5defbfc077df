import Testing
@testable import KidsModel

/// A teacher's plan (`Plan`): the cards a pupil's home shows, the order a round asks in, and the report's planned items.
@Suite("A teacher's plan")
struct PlanTests {
    /// (LayoutTests has a `Plan` of its own.)
    typealias Plan = KidsModel.Plan

    let pack: ContentPack

    init() throws {
        pack = try Fixtures.english()
    }

    func started(_ plan: Plan, child: String? = "fox") -> AppState {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 2_000_000, gateSeed: 1, muted: true, child: child,
                             children: ["fox", "owl"], plan: plan)
        _ = reduce(&state, .started(Launch()))
        return state
    }

    /// The activities of home's cards, as the full screen's model has them.
    func cards(_ state: AppState) -> [String] {
        ScreenModel(state).controls.compactMap { model in
            if case .activity(let id) = model.control { return id }
            return nil
        }
    }

    /// Line mode's numbered lines of home.
    func lines(_ state: AppState) -> [String] { ScreenModel(state).parts.filter { $0.role == .choices }.map(\.text) }

    func title(_ id: String) throws -> String { try #require(pack.activities.first { $0.id == id }).title }

    @Test("a plan of two activities leaves their two cards, numbered 1 and 2 in the pack's order, on the full screen, in line mode's lines and in the welcome; 1 and 2 open them, 3 opens nothing")
    func twoActivities() throws {
        var state = started(Plan(everyone: .init(activities: ["listen", "counting"], at: 0)))
        #expect(cards(state) == ["counting", "listen"])
        let planned = pack.activities.filter { ["counting", "listen"].contains($0.id) }.reduce(0) { $0 + $1.questions.count }
        #expect(ScreenModel(state).stars == "★ 0 of \(planned)", "the header counts the cards shown, not the whole pack")
        let shown = lines(state), counting = try title("counting"), listen = try title("listen")
        #expect(shown.count == 2 && shown[0].hasPrefix("1. \(counting)") && shown[1].hasPrefix("2. \(listen)"), "\(shown)")
        let heard = reduce(&state, .keyPressed(.character(" "))).compactMap { effect -> String? in
            if case .speak(let utterance) = effect, utterance.kind == .options { return utterance.text }
            return nil
        }
        #expect(heard == ["1: \(counting); 2: \(listen)."])
        _ = reduce(&state, .keyPressed(.character("2")))
        let position = try #require(pack.activities.firstIndex { $0.id == "listen" })
        guard case .lesson(let lesson) = state.screen, lesson.activity == position else {
            Issue.record("2 opens listen, not \(state.screen)")
            return
        }
        _ = reduce(&state, .keyPressed(.escape))
        _ = reduce(&state, .keyPressed(.character("3")))
        guard case .home = state.screen else {
            Issue.record("3 opens nothing: \(state.screen)")
            return
        }
    }

    @Test("planned skills alone: the cards of the activities that practise them, and a round asks their questions first")
    func skills() throws {
        let plan = Plan(everyone: .init(skills: ["s", "a"], at: 0))
        let state = started(plan)
        let practising = pack.activities.filter { $0.skills.contains { $0.hasSuffix(" s") || $0.hasSuffix(" a") } }.map(\.id)
        #expect(!practising.isEmpty && cards(state) == practising)
        let letters = try #require(pack.activities.firstIndex { $0.id == "letters" })
        let round = state.newRound(of: letters)
        let activity = pack.activities[letters]
        let firsts = round.queue.prefix(2).map { activity.skill(of: activity.questions[$0]) }
        #expect(Set(firsts) == ["letters s", "letters a"], "\(firsts)")
        #expect(Plan().skills(of: activity, for: "fox").isEmpty)
    }

    @Test("a child's own plan is over the class's; another child follows the class's; a plan naming nothing in this pack shows every card")
    func whose() throws {
        let plan = Plan(everyone: .init(activities: ["counting"], at: 0), children: ["owl": .init(activities: ["shapes", "letters"], at: 0)])
        #expect(cards(started(plan, child: "fox")) == ["counting"])
        #expect(cards(started(plan, child: "owl")) == ["letters", "shapes"])
        #expect(cards(started(Plan(everyone: .init(activities: ["no-such"], at: 0)))) == pack.activities.map(\.id))
        #expect(cards(started(Plan())) == pack.activities.map(\.id))
    }

    @Test("the report: a planned activity is not started, then started, then done once its skills are known; needs help counts only the misses since it was planned")
    func report() throws {
        let day = 86_400.0, at = 20 * day
        let item = Plan.Item(activities: ["shapes"], at: at)
        let shapes = try #require(pack.activities.first { $0.id == "shapes" })
        func planned(_ progress: KidsModel.Progress) -> ChildReport.Planned? {
            ChildReport(child: "fox", progress: progress, content: pack, plan: item).rows.first { $0.activity == "shapes" }?.planned
        }
        var progress = KidsModel.Progress()
        // Misses before the plan do not count towards needing help after it.
        let first = try #require(shapes.questions.first)
        for n in 0..<4 { progress.review(first.id, in: pack, right: false, at: at - day + Double(n)) }
        #expect(planned(progress) == .init(state: .notStarted, needsHelp: false))
        #expect(ChildReport(child: "fox", progress: progress, content: pack).rows.first { $0.activity == "shapes" }?.planned == nil)
        progress.review(first.id, in: pack, right: false, at: at + 1)
        #expect(planned(progress) == .init(state: .started, needsHelp: false))
        for n in 0..<3 { progress.review(first.id, in: pack, right: false, at: at + 2 + Double(n)) }
        #expect(planned(progress) == .init(state: .started, needsHelp: true), "four misses since the plan")
        // Every skill of shapes right five times over two days: done.
        for q in shapes.questions {
            for n in 0..<5 { progress.review(q.id, in: pack, right: true, at: at + day * Double(1 + n)) }
        }
        #expect(planned(progress) == .init(state: .done, needsHelp: false))
        let row = try #require(ChildReport(child: "fox", progress: progress, content: pack, plan: item).rows.first { $0.activity == "shapes" })
        #expect(row.skills.allSatisfy { !$0.planned }, "the plan names shapes, not its skills")
        let csv = ChildReport(child: "fox", progress: progress, content: pack, plan: item).csv(folder: "c")
        #expect(csv.contains { $0.hasPrefix("c,fox,shapes,") && $0.hasSuffix(",done,0") }, "\(csv)")
        #expect(ChildReport.columns.suffix(2) == ["plan", "plan_needs_help"])
    }

    @Test("a planned skill is named whole or by its last word; a plan file's names, counts and times are held to what kids plan writes")
    func sane() throws {
        let item = Plan.Item(skills: ["s", "counting 7"], at: 5)
        #expect(item.plans(skill: "sound s") && item.plans(skill: "letters s") && item.plans(skill: "counting 7"))
        #expect(!item.plans(skill: "letters a") && !item.plans(skill: "counting 17"))
        #expect(Plan(everyone: item, children: ["fox": item]).isSane)
        let decoded = try JSON.decode(Plan.self, from: JSON.encode(Plan(everyone: item, children: ["owl": item])))
        #expect(decoded == Plan(everyone: item, children: ["owl": item]))
        #expect(!Plan(everyone: .init(activities: [String(repeating: "x", count: 65)], at: 0)).isSane)
        #expect(!Plan(everyone: .init(activities: Array(repeating: "counting", count: 201), at: 0)).isSane)
        #expect(!Plan(everyone: .init(activities: ["counting"], at: .infinity)).isSane)
        #expect(!Plan(everyone: .init(activities: ["counting"], at: -1)).isSane)
        #expect(!Plan(children: ["../fox": item]).isSane)
    }
}
