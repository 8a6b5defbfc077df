import Foundation
import KidsModel
import KidsVoice

/// Read-along's highlight lag, through the real binary in a terminal: from the moment a word's first sample
/// is played on the sink's timeline to the frame that highlights it.
///
/// The sink is `--speech-out`'s WAV file, written at a sound device's pace: its first samples are played when
/// they are written, and sample n of the sentence `n / rate` seconds later. The benchmark watches the file
/// and the state log every half millisecond: the file's first samples give the start, eSpeak's own word
/// events for the same sentence (synthesised here with the same voice and rate) give each word's sample, and
/// the state-log line that names a word (written just after its frame) gives the frame.
enum ReadAlongBenchmark {
    static func run(_ machine: Machine, runs: Int = 5) {
        say("read-along: highlight lag, a word's first sample played → the frame that highlights it (\(runs) runs, --speech-out)")
        guard let question = machine.content.activities.flatMap(\.questions).first(where: { $0.id == "shapes.circle" }),
              let synthesizer = try? Synthesizer(voice: machine.content.voice, rate: Settings.defaultRate) else {
            say("  skipped: no shapes.circle question, or eSpeak NG does not start")
            return
        }
        var words: [Synthesizer.Word] = []
        _ = try? synthesizer.synthesize(question.spoken, onWord: { words.append($0) }) { _ in true }
        let spoken = words.map { AppState.plain(AppState.word(in: question.spoken, at: $0.characters)) }
        var lags: [Double] = []
        var early: [Double] = []
        for _ in 0..<runs {
            let folder = machine.stateFolder()
            let wav = folder + "/speech.wav"
            let log = folder + "/state.log"
            guard let child = try? Child.inTerminal(machine.kids, ["--open", "shapes", "--question", "shapes.circle", "--seed", "1",
                                                                   "--state-dir", folder, "--speech-out", wav, "--state-log", log],
                                                    columns: 80, rows: 24, environment: Machine.terminal) else { continue }
            var start: Double?
            var seen: [(word: String, at: Double)] = []
            var read = 0
            var last: String?
            let deadline = now() + 10
            while now() < deadline && seen.count < 4 {
                child.drain()
                if start == nil, let size = try? FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int, size > 44 {
                    start = now()
                }
                if let data = FileManager.default.contents(atPath: log), data.count > read {
                    let text = String(decoding: data[read...], as: UTF8.self)
                    // Whole lines only; the rest is read next time.
                    guard let end = text.lastIndex(of: "\n") else { continue }
                    let stamp = now()
                    for line in text[..<end].split(separator: "\n") {
                        let reading = (try? JSONDecoder().decode(Snapshot.self, from: Data(line.utf8)))?.reading
                        if let reading, reading != last { seen.append((reading, stamp)) }
                        last = reading
                    }
                    read += text[...end].utf8.count
                }
                usleep(500)
            }
            child.write("\u{03}")
            _ = child.read(until: StartupBenchmark.leave, timeout: 5)
            child.wait()
            guard let start else { continue }
            // Each word named, matched in order to the words eSpeak says.
            var next = 0
            for (word, at) in seen {
                guard let index = spoken[next...].firstIndex(of: AppState.plain(word)) else { continue }
                next = index + 1
                let played = start + Double(words[index].sample) / Double(synthesizer.sampleRate)
                let lag = at - played
                if lag >= 0 { lags.append(lag) } else { early.append(-lag) }
            }
        }
        say("  lag         " + Statistics(values: lags).milliseconds()
              + (early.isEmpty ? "" : "; \(early.count) highlighted early, by " + Statistics(values: early).milliseconds()))
    }
}
