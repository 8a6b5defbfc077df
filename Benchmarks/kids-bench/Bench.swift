import Foundation
import KidsModel

/// `kids-bench`: measurements anyone can run, printing numbers (never asserted in tests: these machines are
/// shared and noisy). Build it optimised: `swift run -c release kids-bench speech`.
@main
enum Bench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard case .success(let content) = ContentLoader.load(folder: root.appendingPathComponent("Content/en").path) else {
            print("kids-bench: the content pack did not load")
            exit(1)
        }
        switch arguments.first {
        case "speech":
            exit(SpeechBenchmark.run(content: content, utterances: 60, device: arguments.contains("--device")))
        default:
            print("usage: kids-bench speech [--device]")
            exit(arguments.isEmpty ? 0 : 64)
        }
    }
}
