/// The grown-ups' area's own commands: its buttons, each with its key shown on it.
extension GrownUps {
    public enum Command: Hashable, Sendable {
        /// The grown-ups' "Children".
        case showChildren
        case reset, confirmReset, cancelReset
        /// Changes one of the settings.
        case setting(Setting)
        /// Ends the app, kiosk mode or not.
        case quitApp
        /// Leaves the area and locks it again.
        case leaveGrownUps
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.grownUps(command)
        switch command {
        case .showChildren: return CommandTable.button(c, on: .grownUps, [.character("h")], hint: "Children", control: "children")
        case .reset: return CommandTable.button(c, on: .grownUps, [.character("r")], hint: "Reset progress", label: "Reset", control: "reset")
        case .confirmReset: return CommandTable.button(c, on: .confirmReset, [.character("y")], hint: "Yes, reset", label: "Yes", control: "yes")
        case .cancelReset: return CommandTable.button(c, on: .confirmReset, [.character("n"), .escape], alsoTyped: ["b"], hint: "No", control: "no")
        case .setting(let setting): return setting.row
        case .quitApp: return CommandTable.button(c, on: .grownUps, [.character("x")], hint: "Quit the app", label: "Quit", control: "quit")
        case .leaveGrownUps:
            return CommandTable.button(c, on: .grownUps, [.character("d"), .escape], alsoTyped: ["b"], hint: "Done", control: "done")
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .grownUps(let own) = command { return own }
        return nil
    }

    /// Reset Progress asks first, No focused; while it waits, only yes and no do anything.
    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch (command, confirming) {
        case (.showChildren, false):
            app.push(.children(ChildrenList(focus: app.children.first.map(Control.child) ?? .button(.children(.addChild)))))
        case (.reset, false): app.show(GrownUps(confirming: true, focus: .button(.grownUps(.cancelReset))))
        case (.confirmReset, true):
            // Every star goes, saved at once.
            app.progress.reset(at: app.now)
            app.show(GrownUps())
            return [.save(app.progress)]
        case (.cancelReset, true): app.show(GrownUps())
        case (.setting(let setting), false): return GrownUps.change(setting, &app)
        case (.quitApp, _): return [.quit]
        // Done: the area closes and is locked again.
        case (.leaveGrownUps, false): app.popAll()
        case (.showChildren, true), (.reset, true), (.confirmReset, false), (.cancelReset, false), (.setting, true), (.leaveGrownUps, true):
            break
        }
        return []
    }
}
