import Foundation
import KidsModel
import KidsStore
import Synchronization
import Testing
import TestSupport
@testable import kids

/// The saver: saves on its own thread, one at a time, in order, the newest replacing those that wait.
@Suite("Saving beside the run loop")
struct SaverTests {
    @Test("a hundred saves asked for at once: none lost, none reordered, and finish waits for the last")
    func manySaves() throws {
        let folder = try Binary.temporaryFolder("saver")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        let news = Mutex<[Event]>([])
        let saver = Saver(store: store, now: { 1000 }, post: { event in news.withLock { $0.append(event) } })
        var progress = KidsModel.Progress()
        for n in 1...100 {
            progress.earnStar("counting.q\(n)", at: Double(n))
            saver.save(progress)
        }
        saver.finish()
        let saved = store.load(now: 2000).progress
        #expect(saved.stars.count == 100, "every star is on disk")
        let told = news.withLock { $0 }
        let counts = told.compactMap { event -> Int? in
            if case .progressSaved(let p, _) = event { return p.stars.count }
            return nil
        }
        #expect(!counts.isEmpty && counts.count < 100, "waiting saves were replaced by newer ones: \(counts.count) written")
        #expect(counts == counts.sorted() && counts.last == 100, "in order, the last with everything: \(counts)")
    }

    @Test("a save that fails is told as news")
    func failure() throws {
        let folder = try Binary.temporaryFolder("saver-fails")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A file where the folder should be: saving cannot make its temporary file there.
        let blocked = folder + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
        let news = Mutex<[Event]>([])
        let saver = Saver(store: ProgressStore(folder: blocked), now: { 1000 }, post: { event in news.withLock { $0.append(event) } })
        saver.save(KidsModel.Progress(stars: ["counting.sun.1": 1]))
        saver.finish()
        let told = news.withLock { $0 }
        #expect(told.count == 1)
        if case .saveFailed = told.first {} else { Issue.record("expected a failure, got \(told)") }
    }

    @Test("the effect runner says `saving` in the state log until what is shown is on disk")
    func savingFlag() throws {
        let pack = try PackFolder.load(folder: Binary.root.appendingPathComponent("Content/en").path).get()
        let lines = Mutex<[String]>([])
        let asked = Mutex<[KidsModel.Progress]>([])
        var app = EffectRunner(state: AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 5, muted: true),
                               clients: EffectRunner.Clients(speaker: .silent, save: { progress, _, _ in
                                   asked.withLock { $0.append(progress) }
                                   return nil  // saved elsewhere; the news comes later
                               }, now: { 1000 }, stateLog: { line in lines.withLock { $0.append(line) } }))
        app.send(.started(try Launch(activity: "counting", in: pack)))
        app.logState()
        app.input(.keyPressed(.character("1")))  // counting.sun.1: right, a star to save
        app.logState()
        #expect(lines.withLock { $0.last?.contains("\"saving\":true") } == true)
        let first = try #require(asked.withLock { $0.last })
        // A wrong answer on the next question while the first save is still going.
        app.input(.keyPressed(.character("n")))
        app.input(.keyPressed(.character("1")))
        app.logState()
        // The first save's news: not all that is shown is on disk yet.
        app.send(.progressSaved(first))
        app.logState()
        #expect(lines.withLock { $0.last?.contains("\"saving\":true") } == true)
        #expect(app.state.progress.reviews["counting.ball.2"] != nil, "what changed meanwhile is kept, not replaced by the older save")
        app.send(.progressSaved(try #require(asked.withLock { $0.last })))
        app.logState()
        #expect(lines.withLock { $0.last?.contains("saving") } == false, "all on disk")
    }
}
