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
        return [.speak(top.focusSaid(on: control, self) ?? utterance(.focus, spokenName(of: control)))]
    }
}
