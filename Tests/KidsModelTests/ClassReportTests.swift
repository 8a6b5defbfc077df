import FoundationEssentials
import Testing
@testable import KidsModel

/// A child's days (`PlayDays`): counted per run, merged like stars, bounded, read leniently; and the class's report
/// made of them (`ClassReport`): the stages, the weeks, the questions missed most, the page.
@Suite("A class's days and report")
struct ClassReportTests {
    let pack: ContentPack
    /// 2026-12-03, a Thursday, at noon (UTC).
    let noon = Double(UTC.dayNumber("2026-12-03")!) * 86_400 + 43_200

    init() throws {
        pack = try Fixtures.english()
    }

    @Test("days are counted per run; two copies' counts add up when merged, each run's larger count kept, whatever the order, twice over")
    func merged() {
        var a = Progress(), b = Progress()
        a.noteDay(run: "a", at: noon, firstTry: true, star: true)
        a.noteDay(run: "a", at: noon + 60, firstTry: false, star: false)
        var older = a
        older.days = PlayDays()
        older.noteDay(run: "a", at: noon, firstTry: true, star: true)  // what this run had saved before
        b.noteDay(run: "b", at: noon + 30, firstTry: true, star: true)
        let both = Progress.merged(Progress.merged(a, older), b)
        #expect(both.days.totals[UTC.dayNumber(noon)] == PlayDays.Count(tries: 3, right: 2, stars: 2, at: noon + 60))
        #expect(Progress.merged(b, Progress.merged(older, a)).days == both.days && Progress.merged(both, both).days == both.days)
        #expect(a.days.totals[UTC.dayNumber(noon)]?.tries == 2, "a first try noted once")
    }

    @Test("Reset Progress removes the days, and a merge drops days from before a reset, a run's across one too; 120 days and 24 runs a day are kept")
    func bounded() {
        var p = Progress()
        p.noteDay(run: "a", at: noon, firstTry: true, star: false)
        var reset = p
        reset.reset(at: noon + 10)
        #expect(reset.days.isEmpty && Progress.merged(p, reset).days.isEmpty)
        // A run that goes on across a reset made on another computer: its tries before the reset never come back.
        var across = p
        for n in 1...9 { across.noteDay(run: "a", at: noon + Double(n), firstTry: true, star: false) }
        across.noteDay(run: "a", at: noon + 20, firstTry: true, star: false)  // after the reset, before it is known here
        #expect(Progress.merged(across, reset).days.isEmpty && Progress.merged(reset, across).days.isEmpty, "none of its eleven tries")
        var known = Progress.merged(across, reset)
        known.noteDay(run: "a", at: noon + 30, firstTry: true, star: false)
        #expect(Progress.merged(known, reset).days.totals[UTC.dayNumber(noon)]?.tries == 1, "once the reset is known, counted afresh")
        for day in 0..<130 { p.noteDay(run: "a", at: noon + Double(day) * 86_400, firstTry: true, star: false) }
        #expect(p.days.days.count == PlayDays.keptDays && p.days.days.keys.min() == UTC.dayNumber(noon) + 10)
        for run in 0..<30 { p.noteDay(run: "r\(run)", at: noon, firstTry: true, star: false) }
        #expect(p.days.days.values.allSatisfy { $0.count <= PlayDays.runsADay })
    }

    @Test("days after tomorrow (a clock years ahead, or planted) are dropped by `until`, which every save applies; today's stay")
    func future() {
        var p = Progress()
        p.noteDay(run: "a", at: noon, firstTry: true, star: false)
        for year in 0..<130 { p.days.days[UTC.dayNumber(noon) + 1000 + year] = ["x": PlayDays.Count(tries: 1, at: 32_000_000_000)] }
        let kept = p.days.until(noon)
        #expect(kept.days.keys.sorted() == [UTC.dayNumber(noon)] && p.days.until(noon + 86_400 * 2000).days.count == 131)
    }

    @Test("days round-trip through the file; days that cannot be read are said and left out, the stars kept; a file without them is as before")
    func file() throws {
        var p = Progress()
        p.earnStar("counting.sun.1", at: noon)
        p.noteDay(run: "k3x9", at: noon, firstTry: true, star: true)
        let data = ProgressFile.encode(p)
        #expect(String(decoding: data, as: UTF8.self).contains(#""2026-12-03""#))
        #expect(try ProgressFile.decode(data) == p)
        #expect(!String(decoding: ProgressFile.encode(Progress()), as: UTF8.self).contains("days"))
        let base = #"{"version":3,"stars":{"counting.sun.1":1},"misses":{},"resetAt":0,"settings":{"speech":true,"rate":150},"settingsChangedAt":0,"reviews":{},"days":"#
        for (days, why) in [(#""lots""#, "expected an object"), (#"{"yesterday":{"a":{"tries":1,"right":0,"stars":0,"at":1}}}"#, "is not a day"),
                            (#"{"2026-02-30":{"a":{"tries":1,"right":0,"stars":0,"at":1}}}"#, "is not a day"),
                            (#"{"2026-12-01":{"a b":{"tries":1,"right":0,"stars":0,"at":1}}}"#, "not a run's name"),
                            (#"{"2026-12-01":{"a":{"tries":-1,"right":0,"stars":0,"at":1}}}"#, "out of range"),
                            (#"{"2026-12-01":{"a":{"tries":1,"right":2,"stars":0,"at":1}}}"#, "out of range"),
                            (#"{"2026-12-01":{"a":{"tries":1,"right":0,"stars":0,"at":1e300}}}"#, "out of range")] {
            let read = try ProgressFile.decode(Array((base + days + "}").utf8))
            #expect(read.hasStar("counting.sun.1") && read.days.isEmpty, "\(days)")
            #expect(read.daysDamaged?.contains(why) == true, "\(days): \(read.daysDamaged ?? "nothing said")")
        }
    }

    func child(_ name: String, _ build: (inout Progress) -> Void) -> (folder: String, animal: String, name: String?, progress: Progress) {
        var p = Progress()
        build(&p)
        return ("/class", name, nil, p)
    }

    @Test("a plain word for where a child is: not started, starting, practising, secure")
    func stages() throws {
        let counting = try #require(pack.activities.first { $0.id == "counting" })
        func stage(_ build: (inout Progress) -> Void) -> ChildReport.Stage? {
            ClassReport(content: pack, children: [child("fox", build)], now: noon).children[0].report.rows.first?.stage
        }
        #expect(stage { _ in } == .notStarted)
        #expect(stage { $0.review(counting.questions[0].id, right: true, at: 1) } == .starting, "one question met")
        #expect(stage { p in for q in counting.questions.prefix(6) { p.review(q.id, right: true, at: 1) } } == .practising)
        #expect(stage { p in for (n, q) in counting.questions.prefix(6).enumerated() { p.review(q.id, right: n < 3, at: 1) } } == .starting)
        #expect(stage { p in for q in counting.questions { p.review(q.id, right: true, at: 1) } } == .secure)
    }

    @Test("the weeks run Monday to Sunday, this week last; the class's days count who played; the questions missed most lead, with their answers")
    func figures() throws {
        let fox = child("fox") { p in
            p.noteDay(run: "a", at: noon, firstTry: true, star: true)                      // Thursday of this week
            p.noteDay(run: "a", at: noon - 3 * 86_400, firstTry: false, star: false)      // Monday of this week
            p.noteDay(run: "a", at: noon - 4 * 86_400, firstTry: true, star: true)        // Sunday of the week before
            p.misses = ["letters.upper.B": 3, "counting.sun.1": 1]
        }
        let owl = child("owl") { p in
            p.noteDay(run: "b", at: noon, firstTry: true, star: false)
            p.misses = ["letters.upper.B": 1]
        }
        let report = ClassReport(content: pack, children: [fox, owl], now: noon)
        let weeks = report.weeks(of: report.children[0])
        #expect(weeks.count == 8 && UTC.day(number: weeks[7].start) == "2026-11-30" && weeks[7].count.tries == 2 && weeks[7].percent == 50)
        #expect(weeks[6].count.stars == 1 && weeks[6].percent == 100 && weeks[5].percent == nil)
        let today = try #require(report.days.last)
        #expect(report.days.count == 28 && today.children == 2 && today.count.tries == 2 && today.count.stars == 1)
        let first = try #require(report.missedMost.first)
        #expect(first.question.id == "letters.upper.B" && first.misses == 4 && first.children == 2 && report.missedMost.count == 2)
    }

    @Test("the page: in the pack's language, nothing fetched and no script, every chart titled and described with its table beside it, a damaged child named")
    func page() throws {
        var damaged = child("owl") { _ in }
        damaged.progress.daysDamaged = "'yesterday' is not a day"
        let report = ClassReport(content: pack, children: [child("fox") { $0.noteDay(run: "a", at: noon, firstTry: true, star: true) }, damaged],
                                 now: noon)
        let html = report.html(title: "1b <class>")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">") && html.contains("1b &lt;class&gt;"))
        for never in ["<script", "src=", "href=", "http:", "https:", "url(", "@import"] { #expect(!html.contains(never), "\(never)") }
        #expect(html.contains("default-src 'none'"))
        let charts = html.components(separatedBy: "<svg").count - 1
        #expect(charts == 5 && html.components(separatedBy: "<title id=").count - 1 == charts && html.components(separatedBy: "<desc id=").count - 1 == charts)
        #expect(html.components(separatedBy: "<table").count - 1 == 1 + 1 + 1 + 2 + 2, "glance, days, missed, the Numbers card's games and distances, and one a child")
        #expect(html.contains("owl: the days in its file could not be read (&#39;yesterday&#39; is not a day); its weeks are left out."))
        #expect(html.contains("@page{size:A4"))
    }
}
