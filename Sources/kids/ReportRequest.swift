#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsStore
import KidsSystem

extension ReportRequest {
    /// With kids.conf's class folder when the command line names no folder.
    func applying(_ classFolder: String?) -> ReportRequest {
        var request = self
        if folders.isEmpty && classes.isEmpty, let classFolder { request.classes = [classFolder] }
        return request
    }

    /// Prints the report; 0, or 65 when a child or the roster could not be read, 64/66 when the pack cannot be found.
    func run() -> Int32 {
        let environment = Environment.current()
        let pack: ContentPack
        switch Runner.contentFolder(options, environment: environment).flatMap({ Runner.loadContent(folder: $0) }) {
        case .success(let loaded): pack = loaded
        case .failure(let failure):
            writeError(failure.message)
            return failure.code
        }
        var names: Roster?
        if let roster {
            // A roster names one class's animals: with two folders, two foxes would get one name.
            guard folders.count + classes.count <= 1 else {
                writeError("kids: report: --roster is one class's: give it with one --class (or --state-dir), once for each class\n")
                return ExitCode.usage
            }
            switch Roster.read(roster, animals: Set(pack.pictures.filter { $0.value.category == .animal }.keys)) {
            case .success(let read): names = read
            case .failure(let problem):
                writeError("kids: report: \(problem)\n")
                return ExitCode.invalidContent
            }
        }
        let states = folders.isEmpty && classes.isEmpty ? ProgressStore.defaultFolder(environment: environment).map { [$0] } ?? [] : folders
        let (read, unread) = readChildren(states + classes, names: names)
        let now = Clock.live().now()
        let report = ClassReport(content: pack, children: read, now: now, plans: plans(), utcOffset: Clock.utcOffset(at: now))
        if let html {
            let title = (states + classes).map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
            do {
                try ReportPage.write(report.html(title: title), to: html)
            } catch {
                writeError("kids: report: \(html) could not be written: \(error)\n")
                return ExitCode.cannotCreate
            }
        } else {
            let reports = report.children.map { ($0.folder, $0.report) }
            print(format == .csv ? csv(reports, names: names) : json(reports, names: names), terminator: "")
        }
        return unread ? ExitCode.invalidContent : ExitCode.ok
    }

    /// Each class folder's plan that its pupils' computers follow; one they do not is named on standard error.
    func plans() -> [String: Plan] {
        var plans: [String: Plan] = [:]
        for folder in classes {
            guard let dir = try? OpenFolder.open(folder) else { continue }  // Named by readChildren.
            switch PlanFile.read(dir) {
            case .none: break
            case .plan(let plan): plans[folder] = plan
            case .untrusted(_, let why), .unreadable(let why):
                writeError("kids: report: the plan in \(folder) is not followed (\(why)); kids check-class \(folder) says more\n")
            }
        }
        return plans
    }

    /// Every child of `folders` (state folders, then class folders), with its name from the roster; a folder or child
    /// that cannot be read, or whose days cannot, is named on standard error (`unread`), the others read.
    func readChildren(_ all: [String], names: Roster?) -> (children: [(folder: String, animal: String, name: String?, progress: Progress)],
                                                           unread: Bool) {
        var read: [(folder: String, animal: String, name: String?, progress: Progress)] = []
        var unread = false
        for folder in all {
            guard Folder.exists(folder) else {
                writeError("kids: report: there is no \(classes.contains(folder) ? "class" : "state") folder \(folder)\n")
                unread = true
                continue
            }
            // Opened as every save opens it: a folder named by a link, or one this user cannot read, is named, never
            // reported as a class without children.
            if case .failure(let error) = ProgressStore(folder: folder).openFolder() {
                writeError("kids: report: \(folder) left out: \(error)\n")
                unread = true
                continue
            }
            let children = ChildFolder(folder: folder, shared: classes.contains(folder))
            // A folder from before there were animals: its one child is the first animal (read, not moved).
            let stores = children.children().isEmpty && children.hasFileOfBefore
                ? [(ChildFolder.firstAnimal, ProgressStore(folder: folder))] : children.children().map { ($0, children.store($0)) }
            for (child, store) in stores {
                switch store.read() {
                case .success(let progress):
                    let progress = progress ?? Progress()
                    if let damage = progress.daysDamaged {
                        // What the file says is another user's text: shown safe, and short.
                        writeError("kids: report: child '\(child)' in \(folder): its days could not be read (\(ClassCheck.shown(String(damage.prefix(200)))));"
                                   + " its weeks are left out\n")
                        unread = true
                    }
                    read.append((folder, child, names?.name(of: child), progress))
                case .failure(let error):
                    writeError("kids: report: child '\(child)' in \(folder) left out: \(error)\n")
                    unread = true
                }
            }
        }
        if let names {
            for missing in names.unknown(in: read.map(\.animal)) {
                writeError("kids: report: the roster's '\(missing)' is no child of \(all.joined(separator: ", ")) (left out)\n")
            }
        }
        return (read, unread)
    }

    /// The header, then each child's rows; with a roster, each child's name after its animal.
    func csv(_ reports: [(folder: String, report: ChildReport)], names: Roster? = nil) -> String {
        var columns = ChildReport.columns
        if names != nil { columns.insert("name", at: 2) }
        let lines = [columns.joined(separator: ",")] + reports.flatMap { folder, report in
            report.csv(folder: folder).map { line in
                guard let names else { return line }
                // The row's first two fields are the folder and the animal, neither empty and both quoted where needed.
                let head = ChildReport.field(folder) + "," + ChildReport.field(report.child) + ","
                return head + ChildReport.field(names.name(of: report.child) ?? "") + "," + line.dropFirst(head.count)
            }
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// The same rows as a JSON list, keys as the CSV's columns.
    func json(_ reports: [(folder: String, report: ChildReport)], names: Roster? = nil) -> String {
        struct Row: Encodable {
            var folder, child, activity, stage: String
            var name: String?
            var level, levels, stars, total, seen: Int
            var first_try_percent: Int?
            var most_missed: [String]
            var last_played: String?
            /// The activity's games, and a game's groups (the CSV's part records).
            var parts: [Part]
            /// Its skills: new, learning or known, when the first comes back, and whether it needs help.
            var skills: [Skill]
            /// When a teacher's plan gives it: not started, started or done, and whether it needs help.
            var plan: Planned?
        }
        struct Planned: Encodable {
            var state: String
            var needsHelp: Bool
        }
        struct Skill: Encodable {
            var skill, state: String
            var due: String?
            var needsHelp: Bool
            var planned: Bool

            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode(skill, forKey: .skill)
                try c.encode(state, forKey: .state)
                try c.encode(due, forKey: .due)  // null when new
                try c.encode(needsHelp, forKey: .needsHelp)
                try c.encode(planned, forKey: .planned)
            }

            enum Keys: String, CodingKey { case skill, state, due, needsHelp, planned }
        }
        struct Part: Encodable {
            var part: String
            var total, seen: Int
            var first_try_percent: Int?
        }
        let rows = reports.flatMap { folder, report in
            report.rows.map { row in
                Row(folder: folder, child: report.child, activity: row.activity, stage: row.stage.rawValue, name: names?.name(of: report.child),
                    level: row.level, levels: row.levels, stars: row.stars, total: row.total, seen: row.seen,
                    first_try_percent: row.firstTryPercent, most_missed: row.mostMissed, last_played: row.lastPlayed,
                    parts: row.parts.map { Part(part: $0.name, total: $0.total, seen: $0.seen, first_try_percent: $0.firstTryPercent) },
                    skills: row.skills.map { Skill(skill: $0.skill, state: $0.state.rawValue, due: $0.due, needsHelp: $0.needsHelp, planned: $0.planned) },
                    plan: row.planned.map { Planned(state: $0.state.rawValue, needsHelp: $0.needsHelp) })
            }
        }
        return ((try? JSON.encode(rows, layout: .pretty)).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n"
    }
}
