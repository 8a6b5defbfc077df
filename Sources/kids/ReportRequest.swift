#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import KidsModel
import KidsStore
import KidsSystem

extension ReportRequest {
    /// Prints the report; 0, or 65 when a child could not be read, 64/66 when the pack cannot be found.
    func run() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let pack: ContentPack
        switch Runner.contentFolder(options, environment: environment).flatMap({ Runner.loadContent(folder: $0) }) {
        case .success(let loaded): pack = loaded
        case .failure(let failure):
            writeError(failure.message)
            return failure.code
        }
        let folders = self.folders.isEmpty ? ProgressStore.defaultFolder(environment: environment).map { [$0] } ?? [] : self.folders
        var reports: [(folder: String, report: ChildReport)] = []
        var failed = false
        for folder in folders {
            guard Folder.exists(folder) else {
                writeError("kids: report: there is no state folder \(folder)\n")
                failed = true
                continue
            }
            let children = ChildFolder(folder: folder)
            // A folder from before there were animals: its one child is the first animal (read, not moved).
            let names = children.children().isEmpty && Folder.exists(ProgressStore(folder: folder).path)
                ? [(ChildFolder.firstAnimal, ProgressStore(folder: folder))] : children.children().map { ($0, children.store($0)) }
            for (child, store) in names {
                switch store.read() {
                case .success(let progress): reports.append((folder, ChildReport(child: child, progress: progress ?? Progress(), content: pack)))
                case .failure(let error):
                    writeError("kids: report: child '\(child)' in \(folder) left out: \(error)\n")
                    failed = true
                }
            }
        }
        print(format == .csv ? csv(reports) : json(reports), terminator: "")
        return failed ? ExitCode.invalidContent : ExitCode.ok
    }

    func csv(_ reports: [(folder: String, report: ChildReport)]) -> String {
        let lines = [ChildReport.columns.joined(separator: ",")] + reports.flatMap { $0.report.csv(folder: $0.folder) }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// The same rows as a JSON list, keys as the CSV's columns.
    func json(_ reports: [(folder: String, report: ChildReport)]) -> String {
        struct Row: Encodable {
            var folder, child, activity: String
            var level, levels, stars, total, seen: Int
            var first_try_right: Double?
            var most_missed: [String]
            var last_played: String?
        }
        let rows = reports.flatMap { folder, report in
            report.rows.map { row in
                Row(folder: folder, child: report.child, activity: row.activity, level: row.level, levels: row.levels, stars: row.stars,
                    total: row.total, seen: row.seen, first_try_right: row.firstTryRight, most_missed: row.mostMissed, last_played: row.lastPlayed)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n"
    }
}
