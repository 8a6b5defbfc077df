/// The teacher's page: one HTML file that holds everything it shows (its style and its charts, drawn as SVG here), asks
/// for nothing from anywhere (its Content-Security-Policy allows no request and no script), prints on A4, and reads
/// in the pack's language. Every chart has its figures in a table beside it, for a screen reader and for print.
extension ClassReport {
    /// The whole page. `title`: what the class is called (its folders' names).
    public func html(title: String) -> String {
        let words = content.words
        let date = content.date(day: today)
        var page = """
        <!DOCTYPE html>
        <html lang="\(Self.escape(content.language))">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(words("Class report") + " · " + title + " · " + date))</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <header><h1>\(Self.escape(words("Class report")))</h1>
        <p>\(Self.escape(content.counted(children.count, one: "{class}, {date}: {n} child.", other: "{class}, {date}: {n} children.", ["class": title, "date": date])))
        \(Self.escape(words("Made by kids from the children's progress files, on this computer; nothing was sent anywhere.")))</p>
        </header>

        """
        page += glance()
        page += plan()
        page += skills()
        page += daily()
        page += missed()
        page += games()
        page += eachChild()
        let damaged = children.filter { $0.daysDamaged != nil }
        if !damaged.isEmpty {
            page += "<section id=\"damaged\"><h2>\(Self.escape(words("Left out")))</h2><ul>\n"
            for child in damaged {
                page += "<li>" + Self.escape(words("{child}: the days in its file could not be read ({why}); its weeks are left out.",
                                                   ["child": child.shown(content), "why": child.daysDamaged ?? ""])) + "</li>\n"
            }
            page += "</ul></section>\n"
        }
        return page + "</body>\n</html>\n"
    }

    /// The class at a glance: a row for each child, a cell for each activity with the stage's word, the level, the
    /// stars and the share right at the first try (the CSV's figures).
    func glance() -> String {
        let words = content.words
        var html = "<section id=\"glance\"><h2>\(Self.escape(words("The class at a glance")))</h2>\n"
        html += "<p class=\"key\">" + ChildReport.Stage.allCases.map { stage in
            "<span class=\"\(Self.cssClass(stage))\">\(Self.escape(word(stage)))</span>"
        }.joined(separator: " ") + " " + Self.escape(words("Secure: the top level, four in five right at the first try. Starting: the first level.")) + "</p>\n"
        html += "<table class=\"glance\">\n<caption>\(Self.escape(words("Where each child is in each activity")))</caption>\n<thead><tr><th scope=\"col\">"
            + Self.escape(words("Child")) + "</th>"
        for activity in activities { html += "<th scope=\"col\">\(Self.escape(activity.title))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for child in children {
            html += "<tr><th scope=\"row\">\(Self.escape(child.shown(content)))</th>"
            for row in child.report.rows {
                var lines = [words("Level {level} of {levels}", ["level": "\(row.level)", "levels": "\(row.levels)"]),
                             content.stars(row.stars, of: row.total)]
                if let percent = row.firstTryPercent { lines.append(words("{percent}% right at the first try", ["percent": "\(percent)"])) }
                html += "<td class=\"\(Self.cssClass(row.stage))\"><strong>\(Self.escape(word(row.stage)))</strong>"
                    + lines.map { "<br>" + Self.escape($0) }.joined() + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// The class day by day: how many questions it tried each of the last four weeks' days, and how many children
    /// played.
    func daily() -> String {
        let words = content.words
        let days = days
        var html = "<section id=\"daily\"><h2>\(Self.escape(words("The class day by day")))</h2>\n<div class=\"pair\">\n"
        html += Chart.bars(id: "daily", title: words("Questions tried by the class, each day of the last four weeks"),
                           description: words("{tried} on {days}; the most on one day: {most}.",
                                              ["tried": content.counted(days.reduce(0) { $0 + $1.count.tries }, one: "{n} question tried", other: "{n} questions tried"),
                                               "days": content.counted(days.filter { $0.count.tries > 0 }.count, one: "{n} day", other: "{n} days"),
                                               "most": content.number(days.map(\.count.tries).max() ?? 0)]),
                           values: days.map(\.count.tries), labels: days.map { Self.dayOfMonth($0.day) }, line: nil)
        html += "<table>\n<caption>\(Self.escape(words("The class, day by day")))</caption>\n<thead><tr>"
            + [words("Day"), words("Children who played"), words("Questions tried"), words("Stars earned")].map { "<th scope=\"col\">\(Self.escape($0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for day in days.reversed() where day.children > 0 {
            html += "<tr><th scope=\"row\">\(Self.escape(content.date(day: day.day)))</th><td>\(day.children)</td><td>\(content.number(day.count.tries))</td>"
                + "<td>\(content.number(day.count.stars))</td></tr>\n"
        }
        if !days.contains(where: { $0.children > 0 }) {
            html += "<tr><td colspan=\"4\">\(Self.escape(words("No one played in these four weeks.")))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    /// The questions the class misses most, each with its right answer.
    func missed() -> String {
        let words = content.words
        var html = "<section id=\"missed\"><h2>\(Self.escape(words("The questions the class misses most")))</h2>\n<table>\n<thead><tr>"
            + [words("Question"), words("Right answer"), words("Answers set aside"), words("Children")].map { "<th scope=\"col\">\(Self.escape($0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for item in missedMost {
            let answer = item.question.answers.first { $0.id == item.question.correct }?.label ?? item.question.correct
            html += "<tr><th scope=\"row\">\(Self.escape(item.question.text))</th><td>\(Self.escape(answer))</td><td>\(content.number(item.misses))</td><td>\(item.children)</td></tr>\n"
        }
        if missedMost.isEmpty { html += "<tr><td colspan=\"4\">\(Self.escape(words("No answer has been set aside yet.")))</td></tr>\n" }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// Each activity of several games (the Numbers card): the class's share right at the first try in each game, and
    /// for a game reported by groups (which has more: by distance) in each group, as charts and their tables.
    func games() -> String {
        let words = content.words
        var html = ""
        for (n, activity) in activities.enumerated() {
            let parts = children.map { $0.report.rows.indices.contains(n) ? $0.report.rows[n].parts : [] }
            guard let first = parts.first, !first.isEmpty else { continue }
            // The class's figures, part by part (every child's parts are the same, from the same pack).
            let met = first.indices.map { i in parts.reduce(0) { $0 + ($1.indices.contains(i) ? $1[i].seen : 0) } }
            let right = first.indices.map { i in parts.reduce(0) { $0 + ($1.indices.contains(i) ? $1[i].rightFirst : 0) } }
            let title = { (part: ChildReport.Part) in Activities.kind(part.game).flatMap { $0.reportTitle }.map { words($0) } ?? part.game }
            html += "<section id=\"games-\(Self.escape(activity.id))\"><h2>\(Self.escape(words("{activity}, game by game", ["activity": activity.title])))</h2>\n"
            html += "<p class=\"legend\">\(Self.escape(words("Bars: the questions the class has met. Line: the share right at the first try.")))</p>\n"
            let games = first.indices.filter { first[$0].facet == nil }
            html += table(id: "games-\(activity.id)", chart: words("{activity}: questions met and right at the first try, by game", ["activity": activity.title]),
                          heading: words("Game"), numbered: true, rows: games.map { (title(first[$0]), first[$0].total, met[$0], right[$0]) })
            for game in games {
                let groups = first.indices.filter { first[$0].game == first[game].game && first[$0].facet != nil }
                guard !groups.isEmpty else { continue }
                html += "<h3>\(Self.escape(words("{game}, by the distance between the numbers", ["game": title(first[game])])))</h3>\n"
                html += table(id: "games-\(activity.id)-\(first[game].game)",
                              chart: words("{game}: questions met and right at the first try, by distance", ["game": title(first[game])]),
                              heading: words("Distance"), numbered: false, rows: groups.map { ("\(first[$0].facet ?? 0)", first[$0].total, met[$0], right[$0]) })
            }
            html += "</section>\n"
        }
        return html
    }

    /// A chart (bars: met; line: the share right at the first try) and its table; `numbered`: the rows are numbered
    /// under the bars and in the table (a game's name is too long for a bar), else each bar is its row's name.
    func table(id: String, chart title: String, heading: String, numbered: Bool, rows: [(name: String, total: Int, met: Int, right: Int)]) -> String {
        let words = content.words
        let shares = rows.map { ChildReport.percent($0.right, of: $0.met) }
        let met = rows.reduce(0) { $0 + $1.met }, right = rows.reduce(0) { $0 + $1.right }
        var html = "<div class=\"pair\">\n"
        html += Chart.bars(id: id, title: title,
                           description: content.counted(met, one: "{n} question met, {right} right at the first try.",
                                                        other: "{n} questions met, {right} right at the first try.", ["right": content.number(right)]),
                           values: rows.map(\.met), labels: rows.indices.map { numbered ? "\($0 + 1)" : rows[$0].name }, line: shares)
        html += "<table>\n<thead><tr>"
            + ((numbered ? [""] : []) + [heading, words("Questions"), words("Met"), words("Right at the first try")]).map { "<th scope=\"col\">\(Self.escape($0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for (n, row) in rows.enumerated() {
            html += "<tr>" + (numbered ? "<td>\(n + 1)</td>" : "") + "<th scope=\"row\">\(Self.escape(row.name))</th><td>\(content.number(row.total))</td><td>\(content.number(row.met))</td><td>"
                + Self.escape(shares[n].map(percent) ?? "–") + "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }

    /// Each child over the last eight weeks: stars earned (bars) and the share right at the first try (the line).
    func eachChild() -> String {
        let words = content.words
        var html = "<section id=\"children\"><h2>\(Self.escape(words("Each child, week by week")))</h2>\n"
        html += "<p class=\"legend\">\(Self.escape(words("Bars: the stars earned each week. Line: the share right at the first try.")))</p>\n"
        for (n, child) in children.enumerated() {
            let name = child.shown(content)
            let weeks = weeks(of: child)
            html += "<article><h3>\(Self.escape(name))</h3>\n<div class=\"pair\">\n"
            html += Chart.bars(id: "child-\(n + 1)", title: words("{child}: stars and first tries, week by week", ["child": name]),
                               description: words("{stars} in eight weeks; right at the first try this week: {percent}.",
                                                  ["stars": content.stars(weeks.reduce(0) { $0 + $1.count.stars }),
                                                   "percent": weeks.last?.percent.map(percent) ?? "–"]),
                               values: weeks.map(\.count.stars), labels: weeks.map { Self.dayOfMonth($0.start) }, line: weeks.map(\.percent))
            html += "<table>\n<thead><tr>"
                + [words("Week of"), words("Stars earned"), words("Questions tried"), words("Right at the first try")].map { "<th scope=\"col\">\(Self.escape($0))</th>" }.joined()
                + "</tr></thead>\n<tbody>\n"
            for week in weeks.reversed() {
                html += "<tr><th scope=\"row\">\(Self.escape(content.date(day: week.start)))</th><td>\(content.number(week.count.stars))</td>"
                    + "<td>\(content.number(week.count.tries))</td><td>"
                    + Self.escape(week.percent.map(percent) ?? "–") + "</td></tr>\n"
            }
            html += "</tbody>\n</table>\n</div>\n</article>\n"
        }
        return html + "</section>\n"
    }

    /// A whole percent as the pack writes one ("85 %" in French).
    func percent(_ value: Int) -> String { content.words("{percent}%", ["percent": "\(value)"]) }

    /// `14` for 2026-12-14: a chart's label under its bar.
    static func dayOfMonth(_ day: Int) -> String { String(UTC.day(number: day).suffix(2)) }

    /// Where a child is, in the pack's words.
    func word(_ stage: ChildReport.Stage) -> String {
        switch stage {
        case .notStarted: return content.words("not started")
        case .starting: return content.words("starting")
        case .practising: return content.words("practising")
        case .secure: return content.words("secure")
        }
    }

    static func cssClass(_ stage: ChildReport.Stage) -> String {
        switch stage {
        case .notStarted: return "not-started"
        case .starting: return "starting"
        case .practising: return "practising"
        case .secure: return "secure"
        }
    }

    /// Text as HTML writes it: `&`, `<`, `>`, and both quotes escaped.
    public static func escape(_ text: String) -> String {
        text.reduce(into: "") { out, c in out += entities[c] ?? String(c) }
    }

    static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]

    /// The page's style: plain, large enough to read, the stages' colours light behind their words, A4 in print.
    static let style = """
    body{font-family:system-ui,sans-serif;margin:1.5em;color:#111;background:#fff;line-height:1.35}
    h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.25em;margin:1.4em 0 .5em;border-bottom:2px solid #444}h3{margin:.8em 0 .3em;font-size:1.05em}
    table{border-collapse:collapse;margin:.3em 0;font-size:.9em}th,td{border:1px solid #999;padding:.25em .5em;text-align:left;vertical-align:top}
    thead th{background:#eee}caption{text-align:left;font-weight:bold;padding:.2em 0}
    .glance td{min-width:8em}.key span{display:inline-block;padding:.1em .5em;margin-right:.3em;border:1px solid #999}
    .secure{background:#d7f0d2}.practising{background:#dbe8fb}.starting{background:#fdf0c8}.not-started{background:#f2f2f2;color:#444}
    .pair{display:flex;flex-wrap:wrap;gap:1.2em;align-items:flex-start}svg{max-width:100%;height:auto}
    #children{display:grid;grid-template-columns:repeat(auto-fill,minmax(30em,1fr));gap:0 1.5em}#children h2,#children .legend{grid-column:1/-1}
    article{break-inside:avoid}.grid{overflow-x:auto}.skills td{white-space:nowrap}
    .known{background:#d7f0d2}.learning{background:#dbe8fb}.new{background:#f2f2f2;color:#444}td.help{background:#fbd9d3;font-weight:bold}
    @page{size:A4;margin:12mm}
    @media print{body{margin:0;font-size:9pt}tr,svg{break-inside:avoid}h2,h3{break-after:avoid}#children{display:block}}
    """
}
