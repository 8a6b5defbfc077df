import KidsSystem

/// Where the teacher's page goes: the file the teacher named (`--html FILE`), never one in a class folder.
enum ReportPage {
    /// Writes the page: the file made (or emptied), readable by its owner alone (it may hold the children's names),
    /// even when it was there before.
    static func write(_ text: String, to path: String) throws(Errno) {
        let file = try OutputFile(creating: path, permissions: 0o600)
        try file.restrict(to: 0o600)  // A page written before, or another file there, made private too.
        var failure: Errno?
        Array(text.utf8).withUnsafeBytes { buffer in
            do throws(Errno) { try file.write(buffer, at: 0) } catch { failure = error }
        }
        try file.close()
        if let failure { throw failure }
    }
}
