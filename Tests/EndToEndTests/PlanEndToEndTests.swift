import Foundation
import KidsModel
import Testing
import TestSupport

/// A teacher's plan in a class folder as SCHOOLS.md sets it up, with real accounts (`HostileShareTests.Class`): the
/// folder's owner (root here) plans two activities and a pupil's home shows those two cards, in line mode and on the
/// full screen; a pupil can neither plan nor plant a plan that is followed, and `check-class` names the planted one.
@Suite("A teacher's plan in a class folder", .serialized, .tags(.slow))
struct PlanEndToEndTests {
    typealias Class = HostileShareTests.Class

    func kids(_ arguments: [String]) throws -> Spawn.Result {
        Spawn.run([try #require(Binary.path)] + arguments)
    }

    /// The cards line mode lists on home (its lines "1. Counting, 0 of 80 stars, level 1"), the first time.
    static func cards(_ output: String) -> [String] {
        let lines = output.split(separator: "\n").map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("1. ") }) else { return [] }
        return lines[first...].prefix { $0.first?.isNumber == true }.compactMap { line in
            line.split(separator: " ", maxSplits: 1).last.map { String($0.prefix { $0 != "," }) }
        }
    }

    @Test("the owner plans Listen and Counting: a pupil's home shows those two cards in line mode and on the full screen, and the report says where each child is in them; a pupil cannot plan, and a plan a pupil planted is ignored and named by check-class",
          .enabled(if: HostileShareTests.missing == nil, Comment(rawValue: HostileShareTests.missing ?? "")))
    func planned() throws {
        let lab = try Class()
        let planned = try kids(["plan", "--class", lab.folder, "--activities", "listen,counting"])
        #expect(planned.status == 0 && planned.output.contains("the class: listen, counting (since "), "\(planned.output)")
        let mode = try FileManager.default.attributesOfItem(atPath: lab.folder + "/plan.json")[.posixPermissions] as? Int
        #expect(mode == 0o644, "the class reads it, and no one but its owner may change it")
        #expect(try kids(["plan", "--class", lab.folder, "--show"]).output.contains("the class: listen, counting"))
        // Line mode: two cards, numbered in the pack's order; 1 opens Counting, and a question or two is answered.
        let line = try lab.play(as: lab.victim, ["--child", "fox"], input: HostileShareTests.answers)
        #expect(Self.cards(line) == ["Counting", "Listen"], "\(line.prefix(1500))")
        #expect(line.contains("exit=0"), "\(line.suffix(400))")
        let report = try kids(["report", "--class", lab.folder, "--format", "json"])
        #expect(report.status == 0, "the plan is no child: \(report.output.suffix(300))")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [[String: Any]], "\(report.output)")
        let counting = try #require(rows.first { $0["child"] as? String == "fox" && $0["activity"] as? String == "counting" })
        #expect((counting["plan"] as? [String: Any])?["state"] as? String == "started", "\(counting)")
        let shapes = try #require(rows.first { $0["child"] as? String == "fox" && $0["activity"] as? String == "shapes" })
        #expect(shapes["plan"] is NSNull || shapes["plan"] == nil, "shapes is not planned: \(shapes)")
        #expect(try kids(["check-class", lab.folder]).status == 0, "kids' own plan is no problem")
        try fullScreen(lab.folder)

        // A pupil cannot plan for the class, and a plan a pupil planted is never followed.
        let refused = try lab.run(as: lab.victim, "'\(try #require(Binary.path))' plan --class '\(lab.folder)' --activities shapes; echo \"exit=$?\"")
        #expect(refused.contains("exit=77") && refused.contains("owner (root)"), "\(refused)")
        let planted = #"{"version":1,"class":{"activities":["shapes"],"skills":[],"at":0},"children":{}}"#
        _ = try lab.run(as: lab.attacker, "cd '\(lab.folder)' && rm -f plan.json && printf '%s' \(Class.quoted(planted)) > plan.json && chmod 0644 plan.json")
        let all = try lab.play(as: lab.victim, ["--child", "fox"], input: "q\n")
        #expect(Self.cards(all).count == 9, "every card: \(all.prefix(1500))")
        let checked = try kids(["check-class", lab.folder])
        #expect(checked.status == 65 && checked.output.contains("/plan.json (owner \(lab.attacker)): a teacher's plan that the pupils' computers ignore"),
                "\(checked.output)")
        let shown = try kids(["plan", "--class", lab.folder, "--show"])
        #expect(shown.status == 65 && shown.output.contains("is not followed"), "\(shown.output)")
        // The owner plans again: the planted file is replaced, and followed no more.
        #expect(try kids(["plan", "--class", lab.folder, "--activities", "shapes,letters"]).status == 0)
        let again = try lab.play(as: lab.victim, ["--child", "fox"], input: "q\n")
        #expect(Self.cards(again) == ["Letters", "Shapes"], "\(again.prefix(1500))")
        #expect(try kids(["plan", "--class", lab.folder, "--clear"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: lab.folder + "/plan.json"))
    }

    /// The full screen in a real terminal: the two planned cards only, said in the welcome's options; 2 opens Listen.
    func fullScreen(_ folder: String) throws {
        let t = try Tmux(arguments: ["--mute", "--class", folder, "--child", "fox", "--seed", "3"])
        try t.waitForState { $0.screen == .home }
        let options = try t.waitForUtterances(2).first { $0["kind"] as? String == "options" }
        #expect(options?["text"] as? String == "1: Counting; 2: Listen.", "\(t.utterances())")
        let screen = t.screen()
        #expect(screen.contains("Counting") && screen.contains("Listen") && !screen.contains("Shapes"), "\(screen)")
        t.type("2")
        try t.waitForState { $0.activity == "listen" }
    }

    @Test("kids plan's mistakes are told: no folder, an activity or a skill the pack lacks, nothing asked")
    func mistakes() throws {
        let folder = try Binary.temporaryFolder("plan")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let unknown = try kids(["plan", "--class", folder, "--activities", "counting,juggling"])
        #expect(unknown.status == 64 && unknown.output.contains("no activity 'juggling'"), "\(unknown.output)")
        let skill = try kids(["plan", "--class", folder, "--skills", "zz"])
        #expect(skill.status == 64 && skill.output.contains("practises the skill 'zz'"), "\(skill.output)")
        #expect(try kids(["plan", "--class", folder]).status == 64)
        #expect(try kids(["plan", "--class", folder + "/none", "--show"]).status == 66)
        let sounds = try kids(["plan", "--class", folder, "--skills", "s,a,t,p", "--child", "owl"])
        #expect(sounds.status == 0 && sounds.output.contains("owl: the activities of its skills; skills: s, a, t, p"), "\(sounds.output)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/plan.json.tmp"), "nothing left beside it")
    }
}
