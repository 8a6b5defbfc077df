/// The child's screens: one of them is always there, under whatever is pushed over it.
public enum Screen: Hashable, Sendable {
    case home(Home)
    case lesson(Lesson)
    case done(Done)
    case explore(Explore)
    case who(Who)
    case shelf(Shelf)
    case story(Reading)

    /// The screen itself: one of the router's two switches.
    public var unit: any ScreenUnit {
        switch self {
        case .home(let home): return home
        case .lesson(let lesson): return lesson
        case .done(let done): return done
        case .explore(let explore): return explore
        case .who(let who): return who
        case .shelf(let shelf): return shelf
        case .story(let reading): return reading
        }
    }
}

/// The gated screens, pushed over the child's: the gate, then the grown-ups' area and what opens from it.
public enum Overlay: Hashable, Sendable {
    case gate(GateScreen)
    case grownUps(GrownUps)
    case children(ChildrenList)
    case report(ChildPage)

    /// The screen itself: the router's other switch.
    public var unit: any ScreenUnit {
        switch self {
        case .gate(let gate): return gate
        case .grownUps(let grownUps): return grownUps
        case .children(let children): return children
        case .report(let page): return page
        }
    }
}

/// The router: the child's screen at the bottom, the gated screens pushed over it, and the screen shown. Events
/// go to the screen on top; a screen pushed over another and popped returns to it exactly.
extension AppState {
    /// The screen on top: the last pushed, else the child's.
    public var top: any ScreenUnit { overlays.last?.unit ?? screen.unit }

    /// The screen that can be seen: the too-small screen over everything, else the one on top.
    public var visible: any ScreenUnit { isTooSmall ? TooSmall() : top }

    /// Which screen is shown.
    public var screenID: ScreenID { visible.id(in: self) }

    /// The gated screen on top, if one is pushed.
    public var overlay: Overlay? { overlays.last }

    /// The controls that can take focus now, in order.
    public var focusOrder: [Control] { top.focusOrder(in: self) }

    /// The focused control, if any.
    public var focus: Control? { top.focus(in: self) }

    mutating func setFocus(_ control: Control) { show(top.focused(on: control)) }

    /// The focus moved with the keys, `step` places along the screen's order, round at the ends.
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

    /// What is shown, for speech: a change of it cuts speech. A resize never changes it (the too-small screen
    /// lies over what is shown).
    var shown: Shown { top.shown(in: self) }

    /// Which showing of the child's screen is there, whatever lies over it: a caption stays while this does not change.
    var childShown: Shown { screen.unit.shown(in: self) }

    /// Puts `unit` where it belongs: the child's screen, or in place of the screen on top.
    mutating func show(_ unit: any ScreenUnit) {
        switch unit.route {
        case .child(let child): screen = child
        case .over(let over):
            if overlays.isEmpty { overlays = [over] } else { overlays[overlays.count - 1] = over }
        case .size: break
        }
    }

    /// Home, the card of the activity at `activity` in focus: where Back from an activity's screens goes.
    mutating func home(from activity: Int) -> [Effect] {
        screen = .home(Home(focus: .activity(content.activities[activity].id)))
        return []
    }

    /// Pushes a gated screen over what is shown.
    mutating func push(_ over: Overlay) { overlays.append(over) }

    /// Takes the screen on top away, showing the one under it as it was.
    mutating func pop() { _ = overlays.popLast() }

    /// Takes every gated screen away: the child's screen is shown.
    mutating func popAll() { overlays = [] }

    /// The child's screen, when it is a question (the gate may lie over it): its counting taps light its picture.
    public var lesson: Lesson? {
        if case .lesson(let lesson) = screen { return lesson }
        return nil
    }
}
