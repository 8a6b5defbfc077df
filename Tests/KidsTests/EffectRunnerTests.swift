import Foundation
import KidsModel
import KidsStore
import KidsVoice
import Synchronization
import Testing
import TestSupport
@testable import kids

/// The effect runner with fakes for everything it talks to: a speaker that records, a store that merges or
/// fails, a clock that says what the test wants, logs kept in memory.
@Suite("The effect runner")
struct EffectRunnerTests {
    /// What the fakes saw.
    final class World: Sendable {
        let spoken = Mutex<[Utterance]>([])
        let stops = Mutex(0)
        let settings = Mutex<[Settings]>([])
        let saves = Mutex<[KidsModel.Progress]>([])
        let speechLog = Mutex<[String]>([])
        let stateLog = Mutex<[String]>([])
        let notes = Mutex<[String]>([])
        let time = Mutex(1000.0)
        /// When set, saving throws this.
        let failure = Mutex<String?>(nil)
        /// A star another running copy saved, merged into every save.
        let otherCopy = Mutex<[String: Double]>([:])

        struct SaveFailed: Error, CustomStringConvertible {
            var description: String
        }

        var clients: EffectRunner.Clients {
            EffectRunner.Clients(
                speaker: Speaker(speak: { u in self.spoken.withLock { $0.append(u) } },
                                 stop: { self.stops.withLock { $0 += 1 } },
                                 configure: { s in self.settings.withLock { $0.append(s) } }),
                save: { progress, _, _ in
                    if let failure = self.failure.withLock({ $0 }) { throw SaveFailed(description: failure) }
                    self.saves.withLock { $0.append(progress) }
                    var merged = progress
                    for (id, time) in self.otherCopy.withLock({ $0 }) { merged.stars[id] = time }
                    return merged
                },
                now: { self.time.withLock { $0 } },
                speechLog: { said in self.speechLog.withLock { $0 += said.map(SpeechLog.line) } },
                stateLog: { line in self.stateLog.withLock { $0.append(line) } },
                note: { line in self.notes.withLock { $0.append(line) } })
        }
    }

    let pack: ContentPack

    init() throws {
        pack = try PackFolder.load(folder: Binary.root.appendingPathComponent("Content/en").path).get()
    }

    func runner(_ world: World, muted: Bool = false) -> EffectRunner {
        EffectRunner(state: AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 5, muted: muted),
                     clients: world.clients)
    }

    @Test("speech goes to the speaker numbered; news of an older utterance, ending after a newer one began, changes nothing")
    func speechIdentity() throws {
        let world = World()
        var app = runner(world)
        app.send(.started(try Launch(activity: "counting", in: pack)))
        app.logState()
        app.input(.keyPressed(.character(" ")))
        app.logState()
        // The prompt, the answers and one tap; then Hear again says all three anew.
        #expect(world.spoken.withLock { $0.map(\.serial) } == [1, 2, 3, 4, 5, 6])
        #expect(world.spoken.withLock { $0.map(\.kind) } == [.question, .options, .tap, .again, .options, .tap])
        #expect(world.spoken.withLock { $0.map(\.queued) } == [false, true, true, false, true, true])
        app.send(.speechFinished(3))  // the first tap, cut by Hear again, reports its end late
        app.logState()
        #expect(Snapshot(app.state).speech == .speaking)
        app.send(.speechFinished(6))
        app.logState()
        #expect(Snapshot(app.state).speech == .idle)
        #expect(world.stateLog.withLock { $0.map { $0.contains("\"speech\":\"speaking\"") } } == [true, false])
    }

    @Test("speech that fails mid-way: told once, noted in the log, the app goes on without sound")
    func speechFails() throws {
        let world = World()
        var app = runner(world)
        app.send(.started(Launch()))
        app.send(.speechFailed("the sound device failed"))
        app.send(.speechFinished(1))
        app.send(.speechFailed("the sound device failed"))
        #expect(Snapshot(app.state).speech == .unavailable)
        #expect(world.notes.withLock { $0 } == ["speech: the sound device failed", "speech: the sound device failed"])
        #expect(world.speechLog.withLock { $0 }.last == #"{"kind":"notice","muted":true,"text":"No sound: the sound device failed."}"#)
        app.input(.keyPressed(.character("1")))
        #expect(app.state.lesson?.question == 0, "the child plays on")
    }

    @Test("a save that fails is told to grown-ups and noted; the star stays in memory; the next save tries again")
    func saveFails() throws {
        let world = World()
        var app = runner(world)
        app.send(.started(try Launch(activity: "counting", in: pack)))
        world.failure.withLock { $0 = "could not write (No space left on device)" }
        app.input(.keyPressed(.character("1")))
        #expect(app.state.progress.hasStar("counting.sun.1"))
        #expect(app.state.notices == ["Progress could not be saved: could not write (No space left on device)"])
        #expect(world.notes.withLock { $0 } == ["save failed: could not write (No space left on device)"])
        world.failure.withLock { $0 = nil }
        app.input(.keyPressed(.character("n")))
        app.input(.keyPressed(.character("3")))  // counting.2: a wrong answer is saved too
        #expect(world.saves.withLock { $0.count } == 1)
        #expect(world.saves.withLock { $0.first?.hasStar("counting.sun.1") } == true, "the failed star is saved with the next change")
    }

    @Test("a child that cannot be added, and the computer's settings that cannot be saved, are told to grown-ups, not dropped")
    func otherSavesFail() throws {
        let world = World()
        var clients = world.clients
        clients.addChild = { _ in throw World.SaveFailed(description: "the folder is read-only") }
        clients.saveComputer = { _ in throw World.SaveFailed(description: "no space left") }
        var app = EffectRunner(state: AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 5, child: "fox",
                                               children: ["fox"]), clients: clients)
        app.send(.started(Launch()))
        app.input(.keyPressed(.character("g")))
        for c in String(app.state.gate.question.answer) { app.input(.keyPressed(.character(c))) }
        app.input(.keyPressed(.enter))
        app.input(.keyPressed(.character("k")))  // kiosk mode: the computer's
        #expect(app.state.notices == ["Progress could not be saved: no space left"])
        app.input(.keyPressed(.character("h")))
        app.input(.keyPressed(.character("a")))  // a child more
        #expect(app.state.notices.last == "Progress could not be saved: the folder is read-only", "\(app.state.notices)")
    }

    @Test("an effect's answer is queued: reduced after the effects of the event before, and what each event said is logged together")
    func answersAreQueued() throws {
        let world = World()
        var clients = world.clients
        let batches = Mutex<[[Utterance.Kind]]>([])
        clients.speechLog = { said in batches.withLock { $0.append(said.map(\.kind)) } }
        clients.loadChild = { _ in KidsModel.Progress() }
        var pick = Launch()
        pick.pickChild = true
        var app = EffectRunner(state: AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 5, child: "fox",
                                               children: ["fox", "owl"]), clients: clients)
        app.send(.started(pick))
        batches.withLock { $0 = [] }
        app.send(.keyPressed(.character("2")))  // plays as owl: its file is read, then it is welcomed
        // The key's own event says nothing; the welcome is the answer's (`childLoaded`), logged after it, on its own.
        #expect(batches.withLock { $0 } == [[], [.welcome, .options]], "\(batches.withLock { $0 })")
        #expect(app.state.child == "owl")
    }

    @Test("a save returns what is on disk, merged with another copy's stars, and the app takes it; stars carry the clock's time")
    func saveMerges() throws {
        let world = World()
        world.otherCopy.withLock { $0 = ["letters.a": 900] }
        world.time.withLock { $0 = 1234 }
        var app = runner(world)
        app.send(.started(try Launch(activity: "counting", in: pack)))
        app.input(.keyPressed(.character("1")))
        #expect(app.state.progress.stars == ["counting.sun.1": 1234, "letters.a": 900])
        #expect(world.saves.withLock { $0.map(\.stars) } == [["counting.sun.1": 1234]])
    }

    @Test("muted utterances are logged and never reach the speaker; settings reach it; a cut reaches it")
    func mutedAndSettings() throws {
        let world = World()
        var app = runner(world, muted: true)
        app.send(.started(Launch()))
        app.input(.keyPressed(.character("1")))
        #expect(world.spoken.withLock { $0.isEmpty })
        #expect(world.speechLog.withLock { $0.count } == 5, "the welcome and the cards; the prompt, the answers and a tap")
        #expect(world.stops.withLock { $0 } == 1, "opening an activity cuts the welcome")
        app.send(.voicesFound(["en-us"]))
        app.input(.keyPressed(.character("g")))
        for c in String(app.state.gate.question.answer) { app.input(.keyPressed(.character(c))) }
        app.input(.keyPressed(.enter))
        app.input(.keyPressed(.character("-")))
        #expect(world.settings.withLock { $0.map(\.rate) } == [Settings.defaultRate - Settings.rateStep])
    }

    @Test("the state log gets a line only when what is shown changes; a line that means nothing gets the hint; quit is noted")
    func stateLogAndHint() throws {
        let world = World()
        var app = runner(world, muted: true)
        var hints: [String] = []
        app.onHint = { hints.append($0) }
        app.send(.started(Launch()))
        app.logState()
        app.logState()
        app.input(.lineTyped("banana"))
        app.logState()
        #expect(hints == ["(Type a number, or h, b, g, s, w or q.)"])
        #expect(world.stateLog.withLock { $0 } == [
            #"{"focus":"counting","kiosk":false,"layout":"side-by-side","screen":"home","size":"80x24","speech":"muted","stars":0}"#,
        ])
        #expect(!app.quitting)
        app.input(.lineTyped("q"))
        #expect(app.quitting)
    }
}
