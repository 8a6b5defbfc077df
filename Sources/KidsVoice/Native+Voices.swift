import CEspeak

/// eSpeak NG's voices: choosing one by name or by its file, where its data is, and the list of them.
extension Native {
    /// `espeak_ng_SetVoiceByName`.
    static func setVoice(_ name: String) throws(SpeechError) {
        let status = try espeak().setVoiceByName(name)
        guard status == ENS_OK else { throw .voice(name: name, message: message(status)) }
    }

    /// `espeak_ng_SetVoiceByFile`: the voice in the file at `path` (which eSpeak lowers the case of). Named `name`.
    static func setVoice(byFile path: String, name: String) throws(SpeechError) {
        let status = try espeak().setVoiceByFile(path)
        guard status == ENS_OK else { throw .voice(name: name, message: message(status)) }
    }

    /// `espeak_Info`'s other answer: the folder of eSpeak's data in use.
    static func espeakDataPath() -> String? {
        var path: UnsafePointer<CChar>?
        _ = try? espeak().info(&path)
        return path.map { String(cString: $0) }
    }

    /// The voices eSpeak lists: `espeak_ListVoices`.
    static func listVoices() -> [Synthesizer.Voice] {
        guard let list = try? espeak().listVoices(nil) else { return [] }
        var entries: [Synthesizer.Voice] = []
        var index = 0
        while let voice = list[index] {
            index += 1
            let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
            let name = voice.pointee.name.map { String(cString: $0) } ?? identifier
            // `languages` is a priority byte, then a NUL-terminated language name.
            let language = voice.pointee.languages.map { String(cString: $0 + 1) } ?? ""
            entries.append(Synthesizer.Voice(identifier: identifier, name: name, language: language))
        }
        return entries
    }
}
