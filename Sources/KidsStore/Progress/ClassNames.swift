import KidsModel
import KidsSystem

/// Every name kids gives what it makes in a class folder: a name not here is not kids' (`ClassCheck`).
///
/// Written out from the types that make them, so a new kind of file must be added here too (ClassCheckTests makes
/// each with the real types and expects a folder holding them all to pass):
/// - `ProgressStore`: `fox.json`; `fox.json.tmp-<16 hex>` while a save is written (`fox.json.tmp-HOST-PID` before
///   issue 41); `fox.json.corrupt-<stamp>[-n]` (a damaged file kept aside; older versions, in a class folder);
///   the lock folder `fox.lock.d`, and `fox.lock.d.stale-HOST-PID-<16 hex>` when one is moved aside (`LockFolder`);
/// - `ChildFolder`: `fox.json.removed-<stamp>[-n]` (a child removed); `progress.json` and `progress.lock.d` (the
///   single file of before there were animals);
/// - `Presence`: `fox.playing-HOST-PID-<16 hex>` (`fox.playing-HOST-PID` before), written as `.fox.playing-<16 hex>`;
/// - `OpenFolder.freshNames`: `.kids-look-<16 hex>`, made and removed at once;
/// - `PlanFile`: `plan.json`, the teacher's plan, and `plan.json.tmp-<16 hex>` while it is written;
/// - the share's own: `.fuse_hidden…` (SSHFS) and `.nfs…` (NFS), a file removed while still open.
enum ClassNames {
    /// What kids makes under a name: a regular file, or a lock folder.
    enum Made: Hashable {
        case file, lock
    }

    /// What kids makes under `name`; nil when kids never uses it.
    static func made(_ name: String) -> Made? {
        if name.hasPrefix(OpenFolder.probePrefix) || name.hasPrefix(".fuse_hidden") || name.hasPrefix(".nfs") { return .file }
        if name == PlanFile.name || name.hasPrefix(PlanFile.temporaryPrefix) && isRandom(name.dropFirst(PlanFile.temporaryPrefix.count)) { return .file }
        if name.hasPrefix("."), let (stem, rest) = split(name.dropFirst()) {
            return isChild(stem) && rest.hasPrefix(".playing-") && isRandom(rest.dropFirst(9)) ? .file : nil
        }
        guard let (stem, rest) = split(name[...]), isChild(stem) || stem == "progress" else { return nil }
        if rest == ".json" { return .file }
        if rest == ".lock.d" || rest.hasPrefix(".lock.d.stale-") && rest.count > 14 { return .lock }
        if rest.hasPrefix(".json.tmp-") {
            let tail = rest.dropFirst(10)
            return isRandom(tail) || isHostAndProcess(tail) ? .file : nil
        }
        for aside in [".json.corrupt-", ".json.removed-"] where rest.hasPrefix(aside) {
            return isStamp(rest.dropFirst(aside.count)) ? .file : nil
        }
        if rest.hasPrefix(".playing-") && stem != "progress" && rest.count > 9 { return .file }
        return nil
    }

    /// Whether `name` is a child's own file (`fox.json`), which every pupil's computer reads.
    static func isChildFile(_ name: String) -> Bool {
        name.hasSuffix(".json") && (isChild(name.dropLast(5)) || name == "progress.json")
    }

    /// The name before its first dot, and the rest from the dot: `fox`, `.json.tmp-…`.
    private static func split(_ name: Substring) -> (Substring, Substring)? {
        guard let dot = name.firstIndex(of: "."), dot != name.startIndex else { return nil }
        return (name[..<dot], name[dot...])
    }

    private static func isChild(_ stem: Substring) -> Bool { Progress.isChildName(String(stem)) }

    /// 16 small hexadecimal digits (`OpenFolder.randomPart`).
    private static func isRandom(_ text: Substring) -> Bool {
        text.count == 16 && text.allSatisfy { $0.isASCII && $0.isHexDigit && !$0.isUppercase }
    }

    /// `HOST-PID`: a host name (no `/`, which no entry's name holds anyway), a dash and a number.
    private static func isHostAndProcess(_ text: Substring) -> Bool {
        guard let dash = text.lastIndex(of: "-"), dash != text.startIndex else { return false }
        let pid = text[text.index(after: dash)...]
        return !pid.isEmpty && pid.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `2026-11-29T22-23-18Z` (`ProgressStore.stamp`), then `-2`, `-3`… when that was taken.
    private static func isStamp(_ text: Substring) -> Bool {
        let shape = Array("0000-00-00T00-00-00Z")
        let characters = Array(text)
        guard characters.count >= shape.count else { return false }
        for (found, wanted) in zip(characters, shape) where wanted == "0" ? !(found.isASCII && found.isNumber) : found != wanted {
            return false
        }
        let more = characters.dropFirst(shape.count)
        return more.isEmpty || more.first == "-" && more.count > 1 && more.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
}
