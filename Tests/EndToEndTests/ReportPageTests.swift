import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Debian's chromium, when it is installed.
let chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// The teacher's page in a real browser: Debian's chromium, headless, with no network (its own network namespace).
/// The page loads with no console message and asks for nothing; its tables, read by a parser, say what the CSV says.
@Suite("The teacher's page in a browser", .tags(.slow), .enabled(if: chromiumPath != nil, "chromium is not installed (debian-test-packages.txt)"))
struct ReportPageTests {
    static var chromium: String? { chromiumPath }

    /// Runs chromium on `page` with no network: what it printed (`--dump-dom`'s DOM, or nothing), its log, and every
    /// URL its network log names.
    static func browse(_ page: String, _ extra: [String]) throws -> (output: String, log: String, urls: Set<String>) {
        let chromium = try #require(chromium)
        let folder = try Binary.temporaryFolder("chromium")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A namespace of its own has no network at all; root needs no user namespace for one.
        let unshare = getuid() == 0 ? ["--net"] : ["--net", "--map-root-user"]
        let run = try Binary.run("/usr/bin/unshare", unshare + [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                                  "--no-first-run", "--disable-background-networking", "--disable-component-update",
                                                                  "--enable-logging=stderr", "--v=0", "--user-data-dir=\(folder)/profile",
                                                                  "--log-net-log=\(folder)/net.json"] + extra + ["file://" + page],
                                 environment: ["HOME": folder])
        let net = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/net.json"))) as? [String: Any]
        let events = net?["events"] as? [[String: Any]] ?? []
        let urls = Set(events.compactMap { ($0["params"] as? [String: Any])?["url"] as? String })
        return (run.output, run.errors, urls)
    }

    /// What the page asked for: the URLs other than the page itself and chromium's own (its updater and clock, which
    /// it asks for on any page, even with background networking off).
    static func requests(_ urls: Set<String>, page: String) -> [String] {
        urls.filter { url in
            url != "file://" + page && !["google.com/", "googleapis.com/", "gvt1.com/"].contains { url.contains(".\($0)") }
        }.sorted()
    }

    /// The console's messages in chromium's log.
    static func console(_ log: String) -> [String] { log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init) }

    @Test("the checks can fail: a page with a script and a picture from elsewhere is caught by both")
    func controls() throws {
        let folder = try Binary.temporaryFolder("control")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/bad.html"
        try #"<!DOCTYPE html><html><body><img src="http://127.0.0.1:9/x.png"><script>console.error("boom")</script></body></html>"#
            .write(toFile: page, atomically: true, encoding: .utf8)
        let seen = try Self.browse(page, ["--dump-dom"])
        #expect(Self.requests(seen.urls, page: page) == ["http://127.0.0.1:9/x.png"])
        #expect(Self.console(seen.log).count == 1)
    }

    @Test("a class of 36 with a roster and one child's days damaged: the page loads in chromium with no console message and no request; its glance table agrees with the CSV; the damaged child is named")
    func page() throws {
        let folder = try Binary.temporaryFolder("report-page")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let now = Date().timeIntervalSince1970
        let animals = try ClassOfThirtySixTests.makeClass(at: folder + "/1b", now: now)
        let roster = folder + "/roster.csv"
        try ("animal,name\n" + animals.enumerated().map { "\($1),Pupil \($0 + 1)" }.joined(separator: "\n") + "\n")
            .write(toFile: roster, atomically: true, encoding: .utf8)
        // One child's days damaged by hand: it is named, its stars still reported.
        let damagedPath = folder + "/1b/\(animals[4]).json"
        let text = try String(contentsOfFile: damagedPath, encoding: .utf8)
        try text.replacingOccurrences(of: #""days" : {"#, with: #""days" : {"not a day" : {}, "#).write(toFile: damagedPath, atomically: true, encoding: .utf8)

        let page = folder + "/1b.html"
        // A page of before, readable by all: the new one is the teacher's alone.
        _ = FileManager.default.createFile(atPath: page, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644])
        let made = try Binary.run(["report", "--class", folder + "/1b", "--roster", roster, "--html", page])
        #expect(made.status == 65 && made.output.isEmpty)
        #expect((try FileManager.default.attributesOfItem(atPath: page)[.posixPermissions] as? Int) == 0o600)
        #expect(made.errors == "kids: report: child '\(animals[4])' in \(folder)/1b: its days could not be read ('not a day' is not a day); its weeks are left out\n")
        let csv = try Binary.run(["report", "--class", folder + "/1b", "--roster", roster])
        #expect(csv.status == 65)

        let seen = try Self.browse(page, ["--dump-dom"])
        #expect(Self.requests(seen.urls, page: page).isEmpty, "\(Self.requests(seen.urls, page: page))")
        #expect(Self.console(seen.log).isEmpty, "\(Self.console(seen.log))")
        #expect(seen.output.contains("Pupil 5: the days in its file could not be read"))

        // The glance table, read by a parser, and the CSV: the same level, stars and share for every child and activity.
        let rows = Self.glance(seen.output)
        let header = Self.header(csv.output)
        let all = Self.records(csv.output)
        let part = try #require(header.firstIndex(of: "part"))
        let skill = try #require(header.firstIndex(of: "skill"))
        let records = all.filter { $0[part].isEmpty && $0[skill].isEmpty }
        #expect(rows.count == 36 && records.count == 36 * 8, "\(rows.count) rows, \(records.count) records")
        // Each child's skills, one record each: a state as a number, and the page's grid of them.
        let skills = all.filter { !$0[skill].isEmpty }
        let state = try #require(header.firstIndex(of: "state"))
        #expect(skills.count > 36 * 8 && skills.allSatisfy { ["0", "1", "2"].contains($0[state]) }, "\(skills.count) skill records")
        // This class's files were written with reviews alone (no skills): every skill is new, and no grid is drawn for it.
        #expect(skills.allSatisfy { $0[state] == "0" } && seen.output.contains("Skills, child by child") && seen.output.contains("No child needs help."))
        let pack = try #require(try? PackFolder.load(folder: Binary.root.path + "/Content/en").get())
        for record in records {
            let field = { (name: String) in header.firstIndex(of: name).map { record[$0] } ?? "no column \(name)" }
            let cells = try #require(rows[field("name")], "\(field("name")) is on the page")
            let activities = ["counting", "letters", "shapes", "keyboard", "stories", "listen", "words", "numbers"]
            let cell = cells[try #require(activities.firstIndex(of: field("activity")))]
            let percent = field("first_try_percent").isEmpty ? "" : "<br>\(field("first_try_percent"))% right at the first try"
            let stars = pack.stars(Int(field("stars")) ?? -1, of: Int(field("total")) ?? -1)
            #expect(cell == "<strong>\(field("stage"))</strong><br>Level \(field("level")) of \(field("levels"))<br>\(stars)\(percent)",
                    "\(field("name")) \(field("activity")): \(cell)")
        }

        // The Numbers card game by game, and which has more by distance: the page's tables say what the CSV's parts add up to.
        let parts = all.filter { !$0[part].isEmpty }
        let distances: Int = Set(parts.map { $0[part] }.filter { $0.hasPrefix("more distance ") }).count
        #expect(parts.count == 36 * (5 + distances), "\(parts.count) part records")
        let met = try #require(header.firstIndex(of: "seen"))
        let sums = Dictionary(grouping: parts) { $0[part] }.mapValues { $0.reduce(0) { $0 + (Int($1[met]) ?? 0) } }
        let games = Self.games(seen.output)
        for (title, game) in [("Number track race", "track"), ("More or fewer", "more"), ("What comes next", "next"), ("At a glance", "glance")] {
            #expect(games[title] == sums[game], "\(title): \(games) \(sums)")
        }
        #expect((1...9).allSatisfy { games["\($0)"] == sums["more distance \($0)"] }, "\(games) \(sums)")
        #expect(sums["more distance 1", default: 0] > 0 && sums["track", default: 0] > 0)
        #expect(seen.output.contains("<svg") && seen.output.contains("Numbers, game by game"))

        // A screenshot: what the teacher sees first.
        let shot = folder + "/1b.png"
        _ = try Self.browse(page, ["--screenshot=\(shot)", "--window-size=1280,1400"])
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.count > 20_000 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if ProcessInfo.processInfo.environment["RECORD_SCREENSHOTS"] == "1" {
            try? FileManager.default.removeItem(at: Binary.root.appendingPathComponent("docs/screenshots/class-report.png"))
            try FileManager.default.copyItem(atPath: shot, toPath: Binary.root.appendingPathComponent("docs/screenshots/class-report.png").path)
        }
    }

    /// The Numbers card's tables: a game's (or a distance's) name → the questions the class met.
    static func games(_ dom: String) -> [String: Int] {
        guard let start = dom.range(of: "<section id=\"games-numbers\">"), let end = dom[start.upperBound...].range(of: "</section>") else { return [:] }
        var met: [String: Int] = [:]
        for row in dom[start.upperBound..<end.lowerBound].matches(of: /<tr>(?:<td>\d+<\/td>)?<th scope="row">([^<]*)<\/th><td>\d+<\/td><td>(\d+)<\/td>/) {
            met[String(row.1)] = Int(row.2)
        }
        return met
    }

    /// The glance table's rows: a child's name → its cells' inner HTML, in column order.
    static func glance(_ dom: String) -> [String: [String]] {
        guard let start = dom.range(of: "<table class=\"glance\">"), let end = dom[start.upperBound...].range(of: "</table>") else { return [:] }
        var rows: [String: [String]] = [:]
        for row in dom[start.upperBound..<end.lowerBound].components(separatedBy: "<tr>").dropFirst() {
            guard let name = row.firstMatch(of: /<th scope="row">([^<]*)<\/th>/)?.1 else { continue }
            rows[String(name)] = row.matches(of: /<td class="[a-z-]+">(.*?)<\/td>/).map { String($0.1) }
        }
        return rows
    }

    /// A CSV's header.
    static func header(_ csv: String) -> [String] { parse(csv).first ?? [] }

    /// A CSV's records after its header.
    static func records(_ csv: String) -> [[String]] { Array(parse(csv).dropFirst()) }

    /// RFC 4180: fields split at commas outside quotes, quotes doubled inside them, records at CRLF.
    static func parse(_ csv: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = "", quoted = false
        var characters = Array(csv)[...]
        while let c = characters.popFirst() {
            switch (c, quoted) {
            case ("\"", true) where characters.first == "\"": field.append("\""); characters.removeFirst()
            case ("\"", _): quoted.toggle()
            case (",", false): record.append(field); field = ""
            case ("\r\n", false), ("\n", false): record.append(field); records.append(record); record = []; field = ""
            default: field.append(c)
            }
        }
        return records
    }
}
