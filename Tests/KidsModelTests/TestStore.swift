import Testing
@testable import KidsModel

/// Sends events to the reducer and checks every effect and every change of state (after TCA's `TestStore`):
/// a test fails on an effect it did not expect or a change it did not spell out.
struct TestStore {
    var state: AppState

    init(_ state: AppState) {
        self.state = state
    }

    mutating func send(_ event: Event, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                       _ change: (inout AppState) -> Void = { _ in }) {
        var expected = state
        change(&expected)
        let actual = reduce(&state, event)
        #expect(actual == effects, sourceLocation: sourceLocation)
        #expect(state == expected, "state differs", sourceLocation: sourceLocation)
    }

    mutating func press(_ text: String, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                        _ change: (inout AppState) -> Void = { _ in }) {
        send(.keyPressed(.character(Character(text))), effects, sourceLocation: sourceLocation, change)
    }

    mutating func press(_ key: Key, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation,
                        _ change: (inout AppState) -> Void = { _ in }) {
        send(.keyPressed(key), effects, sourceLocation: sourceLocation, change)
    }
}

extension AppState {
    /// The lesson shown, for terse expectations.
    var lesson: Lesson? {
        if case .lesson(let lesson) = screen { return lesson }
        return nil
    }

    /// Changes the lesson shown.
    mutating func withLesson(_ change: (inout Lesson) -> Void) {
        guard case .lesson(var lesson) = screen else { return }
        change(&lesson)
        screen = .lesson(lesson)
    }
}
