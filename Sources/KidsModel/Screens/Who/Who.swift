/// "Who is playing?": the children as tiles, each an animal, nine to a page, said once a showing with their keys.
public struct Who: Hashable, Sendable, ScreenUnit {
    public var focus: Control
    public var showing: Int
    /// The page shown while the focus is on a page button (on a child, the page is that child's), from 0.
    public var kept = 0

    public init(focus: Control, showing: Int, kept: Int = 0) {
        self.focus = focus
        self.showing = showing
        self.kept = kept
    }

    public var showingNumber: Int? { showing }

    public var route: Route { .child(.who(self)) }
    public func id(in app: AppState) -> ScreenID { .who }
    public func focus(in app: AppState) -> Control? { focus }

    /// Every child, page after page (the arrows go on to the next page), then the page buttons.
    public func focusOrder(in app: AppState) -> [Control] {
        app.children.map(Control.child) + (app.childPages.paged ? [.button(.who(.previousPage)), .button(.who(.nextPage))] : [])
    }

    /// The page shown, from 0.
    public func page(in app: AppState) -> Int { app.childPage(focus: focus, kept: kept) }

    public func focused(on control: Control) -> Who {
        var who = self
        who.focus = control
        return who
    }

    /// Said once a showing; and the page the focus is on is kept, so that the focus moving onto a page button
    /// leaves that page shown.
    public func whenShown(_ app: inout AppState) -> [Effect] {
        var who = self
        if page(in: app) != kept {
            who.kept = page(in: app)
            app.show(who)
        }
        return once(&app) { who.ask($0, kind: .question) }
    }

    public func hearAgain(_ app: AppState) -> [Effect] { ask(app, kind: .again) }

    /// A child's name, with the page first when the focus has gone on to another page.
    public func focusSaid(on control: Control, _ app: AppState) -> Utterance? {
        guard control.isChild, page(in: app) != kept else { return nil }
        return app.utterance(.focus, app.pageWords(page(in: app)) + ": " + app.spokenName(of: control))
    }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        let place = app.content.words("Who is playing? On: {focus}.", ["focus": app.focus.map(app.spokenName) ?? ""])
        return app.childPages.paged ? place + " " + app.pageWords(page(in: app)) + "." : place
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .who
        model.who(app, page: page(in: app))
    }
}
