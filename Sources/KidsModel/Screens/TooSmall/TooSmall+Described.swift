/// The too-small screen: what it shows, described once for every view.
extension ScreenModel {
    /// "Make this window bigger", and in kiosk mode no offer to quit: the window's size is the only way on.
    mutating func tooSmall(_ state: AppState) {
        let words = state.content.words
        parts.append(Part(.heading, words("Make this window bigger: at least {width} × {height}.",
                                          ["width": "\(Layout.minimumSize.width)", "height": "\(Layout.minimumSize.height)"])))
        if !state.kiosk {
            parts.append(Part(.instructions, words("({key} quits)", ["key": CommandTable.keyLabel(.quit, in: .tooSmall) ?? ""])))
        }
    }
}
