/// A grown-ups' setting that one key changes, described whole in this file: its key and button (its row of the
/// command table), how it changes `Settings`, and its line on the grown-ups' screen. A new setting is a case
/// here, its field in `Settings`, and its key in the progress file.
public enum Setting: Hashable, Sendable, CaseIterable {
    case speech, slower, faster, voice, lineMode, screenReader, pitch, wordGap, slowerRepeat, kiosk, keyboard, braille

    /// Its row of the command table.
    var row: CommandTable.Row {
        switch self {
        case .speech: return row("s", hint: "Speech on/off", label: "Speech", control: "speech")
        case .slower: return row("-", hint: "Slower", control: "slower")
        case .faster: return row("+", "=", hint: "Faster", control: "faster")
        case .voice: return row("v", hint: "Voice", control: "voice", enabled: { !$0.voices.isEmpty })
        case .lineMode: return row("l", hint: "Line mode on/off", label: "Line mode", control: "line-mode")
        case .screenReader: return row("e", hint: "With a screen reader", label: "Reader", control: "screen-reader")
        case .pitch: return row("p", hint: "Pitch", control: "pitch")
        case .wordGap: return row("g", hint: "Gaps between words", label: "Gaps", control: "word-gap")
        case .slowerRepeat: return row("a", hint: "Slower when asked again", label: "Slower again", control: "slower-again")
        case .kiosk: return row("k", hint: "Quitting needs a grown-up", label: "Kiosk", control: "kiosk")
        case .keyboard: return row("c", hint: "Keyboard", control: "keyboard")
        case .braille: return row("t", hint: "Braille on/off", label: "Braille", control: "braille")
        }
    }

    /// The settings after one press of its key.
    func changed(_ old: Settings, in state: AppState) -> Settings {
        var new = old
        switch self {
        case .speech: new.speechOn.toggle()
        case .slower: new.rate = Settings.clampRate(old.rate - Settings.rateStep)
        case .faster: new.rate = Settings.clampRate(old.rate + Settings.rateStep)
        case .voice:
            let voices = state.voices
            guard !voices.isEmpty else { return old }
            new.voice = voices[((voices.firstIndex(of: state.voiceName) ?? -1) + 1) % voices.count]
        case .lineMode: new.lineMode.toggle()
        case .screenReader:
            let choices = ScreenReaderChoice.allCases
            new.screenReader = choices[((choices.firstIndex(of: old.screenReader) ?? 0) + 1) % choices.count]
        case .pitch: new.pitch = Settings.next(after: old.pitch, in: Settings.pitches)
        case .wordGap: new.wordGap = Settings.next(after: old.wordGap, in: Settings.wordGaps)
        case .slowerRepeat: new.slowerRepeat.toggle()
        case .kiosk: new.kiosk.toggle()
        case .keyboard:
            // The pack's language's, then each layout; from what is saved, whatever `--keyboard` says this time.
            let choices: [KeyboardLayout?] = [nil] + KeyboardLayout.allCases
            new.keyboard = choices[((choices.firstIndex(of: old.keyboard) ?? 0) + 1) % choices.count]
        case .braille: new.braille.toggle()
        }
        return new
    }

    /// The lines of the grown-ups' screen, in order: each names the settings its keys change (Slower and Faster
    /// share the rate's line, Pitch and Gaps the voice's sound).
    static let lines: [[Setting]] = [[.speech], [.slower, .faster], [.voice], [.pitch, .wordGap], [.slowerRepeat], [.keyboard], [.braille], [.kiosk], [.lineMode], [.screenReader]]

    /// What the grown-ups' screen says of the settings on the line this setting begins, in the pack's words.
    func line(_ state: AppState) -> String {
        let words = state.content.words
        let settings = state.progress.settings
        func onOff(_ on: Bool) -> String { on ? words("on") : words("off") }
        switch self {
        case .speech:
            return words("Speech: {state}", ["state": onOff(settings.speechOn)])
                + (state.muted ? " " + words("(muted this time)") : state.readerSpeaks ? " " + words("(sounds only: a screen reader speaks)") : "")
        case .slower, .faster: return words("Rate: {n} words a minute", ["n": "\(settings.rate)"])
        case .voice: return words("Voice: {voice}", ["voice": state.voiceName])
        case .pitch, .wordGap:
            return words("Pitch: {n}", ["n": "\(settings.pitch)"]) + ", " + words("gaps between words: {n} ms", ["n": "\(settings.wordGap * 10)"])
        case .slowerRepeat: return words("Slower when asked again: {state}", ["state": onOff(settings.slowerRepeat)])
        case .kiosk:
            return words("Quitting needs a grown-up: {state}", ["state": onOff(settings.kiosk)])
                + (state.kioskOption ? " " + words("(on this time: --kiosk)") : "")
        case .lineMode: return words("Line mode: {state}", ["state": onOff(settings.lineMode)]) + " " + words("(from the next start)")
        case .screenReader:
            let choice = switch settings.screenReader {
            case .lineMode: words("line mode, its voice alone")
            case .lineModeWithVoice: words("line mode, and kids speaks too")
            case .fullScreen: words("the full screen")
            }
            return words("With a screen reader: {choice}", ["choice": choice])
                + (state.screenReader.map { " " + words("(found: {reader})", ["reader": $0]) } ?? "") + " " + words("(from the next start)")
        case .braille:
            return words("Braille: {state}", ["state": onOff(settings.braille)])
                + (state.options.braille ? " " + words("(on this time: --braille)") : "")
                + (state.brailleTrouble.map { " (" + $0 + ")" } ?? "")
        case .keyboard:
            return words("Keyboard: {layout}", ["layout": state.keyboardLayout.title])
                + (state.keyboardOption != nil ? " " + words("(this time: --keyboard)") : "")
        }
    }

    private func row(_ keys: Character..., hint: String, label: String? = nil, control: String,
                     enabled: @escaping @Sendable (AppState) -> Bool = { _ in true }) -> CommandTable.Row {
        CommandTable.Row(.grownUps(.setting(self)), [CommandTable.Binding(.grownUps, keys.map(Key.character))], hint: hint, label: label,
                         keyOnButton: true, control: control, buttonOn: [.grownUps], enabled: enabled)
    }
}
