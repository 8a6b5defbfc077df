import Testing
@testable import KidsModel

/// Sends events to the reducer and checks every effect and every change of state (after TCA's `TestStore`):
/// a test fails on an effect it did not expect or a change it did not spell out, and says what differs as a
/// diff of the two values' dumps.
///
/// A test writes what is said as the spec says it, without serial numbers: the store applies to the expected
/// effects and state the bookkeeping of speech as `SpeechSpec` writes it out (serials in order, what plays, what
/// read-along and the taps follow), apart from the app's own, so that the expected side is never the app's code.
struct TestStore {
    var state: AppState

    init(_ state: AppState) {
        self.state = state
    }

    /// A store of the app on `pack` at 80×24, started at home (the start is not checked: other tests check it).
    static func started(_ pack: ContentPack, progress: Progress = Progress(), muted: Bool = true) -> TestStore {
        var s = TestStore(AppState(content: pack, progress: progress, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: muted))
        s.skip(.started(Launch()))
        return s
    }

    mutating func send(_ event: Event, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                       _ change: (inout AppState) -> Void = { _ in }) {
        var expected = state
        change(&expected)
        var effects = effects
        SpeechSpec.expect(&effects, of: &expected)
        let actual = reduce(&state, event)
        if actual != effects {
            Issue.record("effects of \(event) differ:\n\(Self.diff(effects, actual))", sourceLocation: sourceLocation)
        }
        if state != expected {
            Issue.record("state after \(event) differs:\n\(Self.diff(expected, state))", sourceLocation: sourceLocation)
        }
    }

    /// Sends events whose every effect and change this test does not check (another test does): the state
    /// after them is where the next checked step starts from, as with TCA's non-exhaustive store.
    mutating func skip(_ events: Event...) {
        skip(events)
    }

    mutating func skip(_ events: [Event]) {
        for event in events { _ = reduce(&state, event) }
    }

    /// Sends `started`, whose change always includes that the app has started.
    mutating func start(_ launch: Launch, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                        _ change: @escaping (inout AppState) -> Void = { _ in }) {
        send(.started(launch), effects, sourceLocation: sourceLocation) {
            $0.started = true
            change(&$0)
        }
    }

    mutating func press(_ text: String, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                        _ change: (inout AppState) -> Void = { _ in }) {
        send(.keyPressed(.character(Character(text))), effects, sourceLocation: sourceLocation, change)
    }

    mutating func press(_ key: Key, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                        _ change: (inout AppState) -> Void = { _ in }) {
        send(.keyPressed(key), effects, sourceLocation: sourceLocation, change)
    }

    mutating func type(_ line: String, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                       _ change: (inout AppState) -> Void = { _ in }) {
        send(.lineTyped(line), effects, sourceLocation: sourceLocation, change)
    }

    /// The lines of two values' dumps that differ: `-` expected, `+` actual, with a line of context.
    static func diff<T>(_ expected: T, _ actual: T) -> String {
        var a = "", b = ""
        dump(expected, to: &a)
        dump(actual, to: &b)
        return LineDiff.lines(a.split(separator: "\n").map(String.init), b.split(separator: "\n").map(String.init))
    }
}

/// A small line diff (longest common subsequence) of what lies between the lines both dumps begin and end with: a
/// state's dump is thousands of lines (the pack's pictures), and a change is a few.
enum LineDiff {
    static func lines(_ old: [String], _ new: [String]) -> String {
        let head = zip(old, new).prefix { $0 == $1 }.count
        let tail = zip(old.dropFirst(head).reversed(), new.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        return middle(Array(old[head..<(old.count - tail)]), Array(new[head..<(new.count - tail)]))
    }

    private static func middle(_ old: [String], _ new: [String]) -> String {
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        var lastSame: String?
        func change(_ line: String) {
            if let context = lastSame { out.append("  " + context) }
            lastSame = nil
            out.append(line)
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lastSame = old[i]
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                change("+ " + new[j])
                j += 1
            } else {
                change("- " + old[i])
                i += 1
            }
        }
        return out.joined(separator: "\n")
    }
}

extension AppState {
    /// Changes the lesson shown.
    mutating func withLesson(_ change: (inout Lesson) -> Void) {
        guard case .lesson(var lesson) = screen else { return }
        change(&lesson)
        screen = .lesson(lesson)
    }
}
