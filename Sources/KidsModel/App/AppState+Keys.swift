/// Utterances said otherwise than shown: a key's name, a word of a page.
extension AppState {
    /// An utterance whose voice is given `voiced`, word for word, when a key's name is said otherwise than shown.
    func named(_ kind: Utterance.Kind, _ text: String, voiced: String?, subject: String?) -> Utterance {
        var said = utterance(kind, text, subject: subject)
        said.voiced = voiced
        return said
    }
}
