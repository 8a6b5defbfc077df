import KidsStore

extension Kids {
    /// `kids check-class DIR`: each problem of the class folder on a line of its own, then one that counts the
    /// children and the problems. 0 when nothing is wrong, 65 when something is, 66 when there is no folder to check
    /// (or this user cannot look into it). Changes nothing.
    static func checkClass(_ folder: String) -> Int32 {
        switch ClassCheck(folder: folder).run() {
        case .missing:
            writeError("kids: check-class: there is no folder \(folder) (is the network share mounted?)\n")
            return ExitCode.classMissing
        case .unreadable(let reason):
            writeError("kids: check-class: \(folder) cannot be looked into (\(reason)); run it as root, or as a member of the folder's group\n")
            return ExitCode.classMissing
        case .checked(let report):
            for finding in report.findings { print(finding.line(in: folder)) }
            print(report.summary(folder))
            return report.findings.isEmpty ? ExitCode.ok : ExitCode.classProblems
        }
    }
}
