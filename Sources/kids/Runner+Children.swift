import KidsModel
import KidsStore

extension Runner {
    /// Kiosk mode, line mode and what a screen reader does are the computer's: every child follows them. Until
    /// grown-ups set them with children, kiosk and line mode are on when any child's file has them on (the
    /// `progress.json` of before is `fox.json`), and are kept so from now on.
    static func shareComputerSettings(_ progress: inout Progress, folder: String?, now: Double, note: (String) -> Void) {
        guard let folder else { return }
        let children = ChildFolder(folder: folder)
        switch children.computer.read() {
        case .success(let shared?):
            progress.settings.takeComputerWide(from: shared.settings)
        case .success(nil):
            let all = children.children().compactMap { child -> Settings? in
                guard case .success(let saved?) = children.store(child).read() else { return nil }
                return saved.settings
            }
            progress.settings.kiosk = progress.settings.kiosk || all.contains(where: \.kiosk)
            progress.settings.lineMode = progress.settings.lineMode || all.contains(where: \.lineMode)
            guard progress.settings.kiosk || progress.settings.lineMode else { return }
            do {
                _ = try children.computer.save(Progress(settings: progress.settings, settingsChangedAt: now), now: now)
            } catch {
                // Tolerated: the settings hold for this start, and are saved again when grown-ups change one.
                note("the computer's settings could not be saved: \(error)")
            }
        case .failure:
            return  // Tolerated: the child's own settings stand; the file is told of when it is next saved.
        }
    }

    /// The children of the state folder that are animals of this pack, the last to play first, the child playing
    /// among them (its file comes with its first save). `--child` must name one of the pack's animals; a new one is added to the folder.
    static func children(_ options: Options, folder: ChildFolder?, child: String?, content: ContentPack, now: Double,
                         note: (String) -> Void) -> Result<[String], Failure> {
        let animals = content.pictures.filter { $0.value.category == .animal }.keys.sorted()
        if let wanted = options.child, !animals.contains(wanted) {
            return .failure(Failure(message: "kids: there is no animal '\(wanted)' (there are: \(animals.joined(separator: ", ")))\n"
                                    + "\(CommandLineParser.usage)\n", code: ExitCode.usage))
        }
        guard let folder else { return .success([]) }
        if options.resetState && options.child == nil && folder.children().count > 1 {
            return .failure(Failure(message: "kids: --reset-state needs --child ANIMAL: this folder has more than one child\n"
                                    + "\(CommandLineParser.usage)\n", code: ExitCode.usage))
        }
        // A child named on the command line is one of the folder's from now on (a failure shows when saving).
        if let wanted = options.child {
            do { try folder.add(wanted, now: now) } catch {
                // Tolerated: the child plays; its first save, which will fail the same way, tells grown-ups why.
                note("\(wanted) could not be added: \(error)")
            }
        }
        // The last to play first; the child playing, whose file comes with its first save, after them.
        let found = folder.childrenByLastPlayed().filter(animals.contains)
        return .success(found + [child].compactMap { $0 }.filter { !found.contains($0) })
    }
}
