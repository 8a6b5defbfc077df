#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsStore
import KidsSystem

extension PlanRequest {
    /// Shows, writes or clears the plan; 0 done, 64 a name the pack lacks, 65 a plan not followed (shown), 66 no
    /// folder, 77 not the folder's owner or root.
    func run(classFolder: String?) -> Int32 {
        guard let folder = folder ?? classFolder else {
            writeError("kids: plan: name the class folder: --class DIR (or class = in kids.conf)\n")
            return ExitCode.usage
        }
        let dir: OpenFolder, status: FileStatus
        do {
            dir = try OpenFolder.open(folder)
            status = try dir.status()
        } catch {
            writeError("kids: plan: the class folder \(folder) cannot be opened (\(error))\n")
            return ExitCode.classMissing
        }
        if case .show = action { return show(PlanFile.read(dir), folder: folder) }
        guard geteuid() == 0 || geteuid() == status.owner else {
            let owner = Accounts.live.userName(status.owner) ?? "user \(status.owner)"
            writeError("kids: plan: only \(folder)'s owner (\(owner)) or root can plan for the class: the pupils' computers follow no one else's plan\n")
            return ExitCode.noPermission
        }
        var plan = Plan()
        if case .plan(let found) = PlanFile.read(dir) { plan = found }
        switch action {
        case .show: break
        case .clear:
            if let child { plan.children[child] = nil } else { plan = Plan() }
        case .set(let activities, let skills):
            if let problem = unknown(activities: activities, skills: skills) {
                writeError("kids: plan: \(problem)\n")
                return ExitCode.usage
            }
            let item = Plan.Item(activities: activities, skills: skills, at: Clock.live().now())
            if let child { plan.children[child] = item } else { plan.everyone = item }
        }
        do {
            try PlanFile.write(plan, in: dir)
        } catch {
            writeError("kids: plan: \(folder)/\(PlanFile.name) could not be written (\(error))\n")
            return ExitCode.cannotCreate
        }
        return show(.plan(plan), folder: folder)
    }

    /// What the pack lacks of `activities` and `skills`, said; nil when it has them all.
    func unknown(activities: [String], skills: [String]) -> String? {
        let environment = Environment.current()
        guard case .success(let pack) = Runner.contentFolder(options, environment: environment).flatMap({ Runner.loadContent(folder: $0) }) else {
            return "the pack cannot be read to check the names: kids check-content says why"
        }
        let ids = pack.activities.map(\.id)
        if let missing = activities.first(where: { !ids.contains($0) }) {
            return "the pack has no activity '\(missing)' (it has: \(ids.joined(separator: ", ")))"
        }
        for skill in skills where !pack.activities.contains(where: { $0.skills.contains { Plan.Item(skills: [skill], at: 0).plans(skill: $0) } }) {
            let some = pack.activities.compactMap(\.skills.first).prefix(6).map { "'\($0)'" }.joined(separator: ", ")
            return "no activity of the pack practises the skill '\(skill)' (a skill is named whole, as \(some), or by its last word)"
        }
        return nil
    }

    /// The plan as a teacher reads it, one line for the class and one a child; 65 when a plan is there but not followed.
    func show(_ found: PlanFile.Found, folder: String) -> Int32 {
        func line(_ who: String, _ item: Plan.Item) -> String {
            let day = UTC.day(item.at)
            let activities = item.activities.isEmpty ? "the activities of its skills" : item.activities.joined(separator: ", ")
            return "\(who): \(activities)\(item.skills.isEmpty ? "" : "; skills: " + item.skills.joined(separator: ", ")) (since \(day))"
        }
        switch found {
        case .none:
            print("\(folder): no plan: every child's home shows every card")
        case .plan(let plan) where plan.isEmpty:
            print("\(folder): no plan: every child's home shows every card")
        case .plan(let plan):
            if let everyone = plan.everyone { print(line("the class", everyone)) }
            for child in plan.children.keys.sorted() { plan.children[child].map { print(line(child, $0)) } }
        case .untrusted(let owner, let why):
            let name = Accounts.live.userName(owner) ?? "user \(owner)"
            print("\(folder)/\(PlanFile.name) (owner \(ClassCheck.shown(name))) is not followed: \(why); every child's home shows every card")
            return ExitCode.classProblems
        case .unreadable(let why):
            print("\(folder)/\(PlanFile.name) cannot be read (\(why)); every child's home shows every card")
            return ExitCode.classProblems
        }
        return ExitCode.ok
    }
}
