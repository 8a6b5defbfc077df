import KidsModel
import KidsStore

extension Runner {
    /// Kiosk mode and line mode are the computer's, once grown-ups have set them: every child follows them.
    static func shareComputerSettings(_ progress: inout KidsModel.Progress, folder: String?) {
        guard let folder, case .success(let shared?) = ChildFolder(folder: folder).computer.read() else { return }
        progress.settings.kiosk = shared.settings.kiosk
        progress.settings.lineMode = shared.settings.lineMode
    }

    /// The children of the state folder that are animals of this pack, the child playing among them (its file
    /// comes with its first save). `--child` must name one of the pack's animals; a new one is added to the folder.
    static func children(_ options: Options, folder: String?, child: String?, content: ContentPack, now: Double) -> Result<[String], Failure> {
        let animals = content.pictures.filter { $0.value.category == .animal }.keys.sorted()
        if let wanted = options.child, !animals.contains(wanted) {
            return .failure(Failure(message: "kids: there is no animal '\(wanted)' (there are: \(animals.joined(separator: ", ")))\n"
                                    + "\(CommandLineParser.usage)\n", code: ExitCode.usage))
        }
        guard let folder else { return .success([]) }
        // A child named on the command line is one of the folder's from now on (a failure shows when saving).
        if let wanted = options.child { try? ChildFolder(folder: folder).add(wanted, now: now) }
        let found = ChildFolder(folder: folder).children().filter(animals.contains)
        return .success(Set(found + [child].compactMap { $0 }).sorted())
    }
}
