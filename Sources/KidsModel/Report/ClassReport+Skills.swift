/// The teacher's page, by skill: who needs help, then for each activity the class played a grid of children × skills,
/// each cell the skill's state in a word and a mark (a table: a screen reader reads it as one).
extension ClassReport {
    /// The children who need help, with the skills, then each activity's grid.
    func skills() -> String {
        let words = content.words
        var html = "<section id=\"skills\"><h2>\(Self.escape(words("Skills, child by child")))</h2>\n"
        let legend = words("Known: right at the first try five times in a row (four with four tiles or more), over two days. Needs help: more than three misses since it was known.")
        html += "<p class=\"legend\">" + Self.escape(legend) + "</p>\n"
        html += "<h3>\(Self.escape(words("Who needs help")))</h3>\n"
        let helped = children.compactMap { child -> (String, [String])? in
            let skills = child.report.rows.flatMap { row in row.skills.filter(\.needsHelp).map { skillTitle($0.skill) } }
            return skills.isEmpty ? nil : (child.shown(content), skills)
        }
        if helped.isEmpty {
            html += "<p>\(Self.escape(words("No child needs help.")))</p>\n"
        } else {
            html += "<ul class=\"help\">\n" + helped.map { "<li><strong>\(Self.escape($0.0))</strong>: \(Self.escape($0.1.joined(separator: ", ")))</li>\n" }.joined() + "</ul>\n"
        }
        for (n, activity) in activities.enumerated() {
            let rows = children.map { $0.report.rows.indices.contains(n) ? $0.report.rows[n].skills : [] }
            guard let first = rows.first, rows.contains(where: { $0.contains { $0.state != .new } }) else { continue }
            html += "<div class=\"grid\"><table class=\"skills\">\n<caption>\(Self.escape(words("{activity}: each child's skills", ["activity": activity.title])))</caption>\n"
            html += "<thead><tr><th scope=\"col\">\(Self.escape(words("Child")))</th>"
                + first.map { "<th scope=\"col\">\(Self.escape(skillTitle($0.skill)))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for (child, skills) in zip(children, rows) {
                html += "<tr><th scope=\"row\">\(Self.escape(child.shown(content)))</th>" + skills.map(cell).joined() + "</tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        return html + "</section>\n"
    }

    /// A skill's cell: its state's mark and word, and "needs help" when it does.
    func cell(_ skill: ChildReport.SkillRow) -> String { cell(skill.state, word: word(skill.state), needsHelp: skill.needsHelp) }

    /// A cell of one of three states (a skill's, or a planned activity's as the skill's it is like): its mark, its
    /// word, and "needs help" when it does; its class colours it.
    func cell(_ state: Mastery.State, word: String, needsHelp: Bool) -> String {
        let marks: [Mastery.State: String] = [.new: "○", .learning: "◐", .known: "●"]
        let text = (marks[state] ?? "") + " " + word + (needsHelp ? " · " + content.words("needs help") : "")
        return "<td class=\"\(needsHelp ? "help" : state.rawValue)\">\(Self.escape(text))</td>"
    }

    /// A skill's state in the pack's words.
    func word(_ state: Mastery.State) -> String {
        switch state {
        case .new: return content.words("new")
        case .learning: return content.words("learning")
        case .known: return content.words("known")
        }
    }

    /// A skill as a teacher reads it: its letter, number, shape or key ("c", "7"); a game's level or group in the pack's
    /// words ("Rhymes, level 2").
    func skillTitle(_ skill: String) -> String {
        let parts = skill.split(separator: " ").map(String.init)
        guard parts.count == 3, let n = Int(parts[2]) else { return parts.dropFirst().joined(separator: " ") }
        guard let game = Activities.kind(parts[0]).flatMap({ $0.reportTitle }).map({ content.words($0) }) else {
            return parts[1] == "level" ? content.words("level {n}", ["n": "\(n)"]) : parts.dropFirst().joined(separator: " ")
        }
        // A game reported by groups (a comparison's distance), or by level.
        return parts[1] == "level" ? content.words("{game}, level {n}", ["game": game, "n": "\(n)"])
            : content.words("{game}, distance {n}", ["game": game, "n": "\(n)"])
    }
}
