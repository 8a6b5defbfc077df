import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// A slow disk (an SD card, a busy school server), made with strace's fault injection: every `fsync` of the
/// real binary takes 300 ms longer. The frame does not wait for it, and nothing is lost.
@Suite("A slow disk", .tags(.slow))
struct SlowDiskTests {
    static let slow = ["strace", "-f", "-e", "trace=fsync", "-e", "inject=fsync:delay_exit=300000", "-o", "/dev/null"]

    @Test("an answer that saves is on the screen before its save is done; SIGTERM then ends kids with the star on disk and the terminal restored")
    func sigtermWhileSaving() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace is not installed: apt-get install -y $(cat debian-test-packages.txt)")
        let t = try Tmux(arguments: ["--open", "counting", "--mute"], wrapper: Self.slow)
        try t.waitForState("counting.sun.1") { $0.question == "counting.sun.1" }
        let asked = Date()
        t.type("1")
        let answered = try t.waitForState("answered, the save still going") { $0.answered == true }
        let shown = Date().timeIntervalSince(asked)
        #expect(answered.saving == true, "the save takes 300 ms more: it is still going when the frame is shown")
        #expect(shown < 0.3, "the frame came \(Int(shown * 1000)) ms after the key, without waiting for the disk")
        kill(try #require(t.kidsPID()), SIGTERM)
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=143]"))
        let saved = ProgressStore(folder: t.stateDir, name: "fox").load(now: 0).progress
        #expect(saved.hasStar("counting.sun.1"), "the save going when SIGTERM came was finished first")
    }

    @Test("kill -9 at any moment of full-screen play with a slow disk: the file is whole and holds every star shown as saved")
    func killWithSlowDisk() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace is not installed: apt-get install -y $(cat debian-test-packages.txt)")
        let slowish = ["strace", "-f", "-e", "trace=fsync", "-e", "inject=fsync:delay_exit=50000", "-o", "/dev/null"]
        var generator = SeededGenerator(seed: 9)
        var midway = 0
        let runs = 12
        for run in 0..<runs {
            let t = try Tmux(arguments: ["--open", "counting", "--mute"], wrapper: slowish)
            try t.waitForState("counting.sun.1") { $0.question == "counting.sun.1" }
            // The first round's answers, a key every 15 ms, and a kill somewhere among them (the saves take
            // 100 ms: an fsync of the file and one of its folder, 50 ms more each).
            let pid = try #require(t.kidsPID())
            let killAfter = Int.random(in: 1...6, using: &generator)
            for line in BinaryTests.countingAnswers.prefix(killAfter) {
                t.type(line)
                usleep(15_000)
                t.press("Enter")
                usleep(15_000)
            }
            usleep(UInt32.random(in: 0...80_000, using: &generator))
            kill(pid, SIGKILL)
            usleep(100_000)
            let states = t.states().filter { $0.activity == "counting" }
            let savedShown = states.filter { $0.saving == nil }.compactMap(\.stars).max() ?? 0
            let shown = states.compactMap(\.stars).max() ?? 0
            if shown > savedShown { midway += 1 }
            let data = FileManager.default.contents(atPath: t.stateDir + "/fox.json")
            if let data {
                let saved = try ProgressFile.decode(Array(data))
                #expect(saved.stars.keys.filter { $0.hasPrefix("counting.") }.count >= savedShown,
                        "run \(run): every star shown as saved is on disk")
            } else {
                #expect(savedShown == 0, "run \(run): no file, yet \(savedShown) stars were shown as saved")
            }
        }
        print("killWithSlowDisk: \(midway) of \(runs) runs killed while a shown star was not yet on disk")
        #expect(midway > 0, "some kills must fall while a star shown is still being saved")
    }
}
