import Foundation
import Testing
import TestSupport

/// Line mode in the child's language, as a child types it: the pack's word for quit ends the run (English's too),
/// its words are the ones shown, and the grown-ups' yes is the pack's.
@Suite("Line mode in the child's language")
struct ChildsLanguageEndToEndTests {
    @Test("fr quitter, es salir, de beenden end line mode from home (nothing typed after is read); the prompt and the hint show the pack's words",
          arguments: [("fr", "quitter", "encore"), ("es", "salir", "otra vez"), ("de", "beenden", "nochmal")])
    func quit(language: String, quit: String, again: String) throws {
        let folder = try Binary.temporaryFolder("language")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Binary.run(["--plain", "--mute", "--lang", language, "--state-dir", folder], input: "banane\n\(quit.uppercased())\n1\n")
        #expect(result.status == 0, "\(result.output.suffix(500))")
        #expect(result.output.contains(quit) && result.output.contains(again), "the pack's words are shown: \(result.output.prefix(900))")
        let lines = result.output.split(separator: "\n")
        #expect(!lines.contains { $0.contains(" 1 ") && $0.contains("10") }, "the run ended on \(quit): no question was asked\n\(result.output)")
        let english = try Binary.run(["--plain", "--mute", "--lang", language, "--state-dir", folder], input: "quit\n1\n")
        #expect(english.status == 0 && !english.output.split(separator: "\n").contains { $0.contains(" 1 ") && $0.contains("10") },
                "English's quit too:\n\(english.output)")
    }
}
