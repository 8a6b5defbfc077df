import KidsModel
import KidsStore
import KidsSystem
import KidsVoice

extension Runner {
    /// What the effect runner talks to: the speech, the saves (beside the run loop in full screen, at once in
    /// line mode), the children's folder, the clock and the logs.
    static func clients(_ options: Options, storage: Storage, store: ProgressStore?, saver: Saver?, speech: LiveSpeech, braille: LiveBraille,
                        clock: Clock, diagnostics: Diagnostics) -> EffectRunner.Clients {
        let speechLog = options.speechLog.map(SpeechLog.init)
        let children = storage.children
        let save: ((Progress, String?, Double) throws -> Progress?)? = store.map { store in
            { progress, child, now in
                guard let saver else {
                    let saved = try (child.flatMap { children?.store($0) } ?? store).save(progress, now: now)
                    storage.saved(child ?? store.name, now: now)
                    return saved
                }
                saver.save(progress, child: child)
                return nil
            }
        }
        return EffectRunner.Clients(
            speaker: speech.speaker,
            save: save,
            loadChild: children.map { children in { children.store($0).load(now: clock.now()).progress } },
            arrive: { storage.arrive(as: $0, now: clock.now()) },
            readChild: children.map { children in
                { name in
                    guard case .success(let saved?) = children.store(name).read() else { return Progress() }
                    return saved
                }
            },
            addChild: { name in try children.map { try $0.add(name, now: clock.now()) } },
            removeChild: { name in children.map { $0.remove(name, now: clock.now()) } },
            saveComputer: { settings in
                // The computer's own settings stay in the user's state folder, a class folder or not.
                let now = clock.now()
                _ = try storage.state.map { try ChildFolder(folder: $0).computer.save(Progress(settings: settings, settingsChangedAt: now), now: now) }
            },
            now: clock.now,
            speechLog: { speechLog?.record($0) },
            stateLog: options.stateLog.map { path in { line in LineAppender.append(line, to: path) } },
            note: diagnostics.note,
            braille: { braille.show($0, table: $1) })
    }
}
