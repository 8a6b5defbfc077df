/// Focus: moving it with the keys (saying what it lands on), and setting it with a click.
extension AppState {
    mutating func moveFocus(by step: Int) -> [Effect] {
        let order = focusOrder
        guard !order.isEmpty else { return [] }
        let current = focus.flatMap { order.firstIndex(of: $0) } ?? (step > 0 ? -1 : 0)
        return moveFocus(to: order[((current + step) % order.count + order.count) % order.count])
    }

    /// A keyboard focus move: the focus goes there and says what it is on (a click focuses silently).
    mutating func moveFocus(to control: Control) -> [Effect] {
        setFocus(control)
        // A word of a page is said alone, as a click on it says it.
        if case .word(let n) = control, let reading { return [.speak(wordSaid(reading, n))] }
        return [.speak(utterance(.focus, spokenName(of: control)))]
    }

    mutating func setFocus(_ control: Control) {
        switch overlay {
        case .gate: return
        case .grownUps(var g):
            g.focus = control
            overlay = .grownUps(g)
            return
        case .children:
            overlay = .children(focus: control)
            return
        case .report(var page):
            page.focus = control
            overlay = .report(page)
            return
        case nil: break
        }
        switch screen {
        case .home: screen = .home(focus: control)
        case .lesson(var lesson):
            lesson.focus = control
            screen = .lesson(lesson)
        case .done(var done):
            done.focus = control
            screen = .done(done)
        case .explore: break
        case .shelf(var shelf):
            shelf.focus = control
            screen = .shelf(shelf)
        case .story(var reading):
            if case .word(let n) = control { reading.word = n }
            screen = .story(reading)
        case .who(var who):
            who.focus = control
            screen = .who(who)
        }
    }
}
