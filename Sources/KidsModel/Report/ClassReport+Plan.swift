/// The teacher's page, by plan: for the activities a plan gives, each child's state in them (a table, children ×
/// planned activities), when any child has a plan.
extension ClassReport {
    func plan() -> String {
        let words = content.words
        let scored = content.activities.filter { $0.kind.type.scored }
        let columns = scored.indices.filter { n in children.contains { $0.report.rows.indices.contains(n) && $0.report.rows[n].planned != nil } }
        guard !columns.isEmpty else { return "" }
        var html = "<section id=\"plan\"><h2>\(Self.escape(words("The plan")))</h2>\n"
        html += "<p class=\"legend\">" + Self.escape(words("Done: every planned skill of it known. Needs help: more than three misses since it was planned.")) + "</p>\n"
        html += "<div class=\"grid\"><table class=\"skills\">\n<caption>\(Self.escape(words("Each child's planned activities")))</caption>\n"
        html += "<thead><tr><th scope=\"col\">\(Self.escape(words("Child")))</th>"
            + columns.map { "<th scope=\"col\">\(Self.escape(scored[$0].title))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for child in children {
            let cells = columns.map { n -> String in
                guard child.report.rows.indices.contains(n), let planned = child.report.rows[n].planned else {
                    return "<td>\(Self.escape(words("not planned")))</td>"
                }
                return cell(planned)
            }
            html += "<tr><th scope=\"row\">\(Self.escape(child.shown(content)))</th>" + cells.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    /// A planned activity's cell, marked as the skill state it is like (not started as new, done as known).
    func cell(_ planned: ChildReport.Planned) -> String {
        let (like, word): (Mastery.State, String) = switch planned.state {
        case .notStarted: (.new, content.words("not started"))
        case .started: (.learning, content.words("started"))
        case .done: (.known, content.words("done"))
        }
        return cell(like, word: word, needsHelp: planned.needsHelp)
    }
}
