import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer target: a class folder that every pupil can write (issue 41). Each input is a little program run in a
// class folder made fresh for it: plant something under one of the names kids uses (a symbolic link to the canaries
// outside, a FIFO, a folder, a hard link, a file of any bytes), or run one of the store's operations (save, load,
// read; a shared ChildFolder's children, add, remove, choose; Presence; a LockFolder taken over; a planted file
// decoded and reported). After every step nothing outside the class folder may have changed: not the canary
// folders' listings, not a canary's bytes, mode, inode or modification time, and no new entry beside them; a save
// reads back as what it saved, and a lock just taken is held. The harness plants and cleans up by path, as a pupil
// would, and never follows a link either (`lstat`, `unlink`, `O_NOFOLLOW`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var run = ShareRun(input: FuzzInput(Array(UnsafeBufferPointer(start: data, count: size))))
    run.start()
    let steps = 1 + Int(run.input.byte()) % 24
    for _ in 0..<steps where !run.input.isExhausted || run.log.isEmpty {
        run.step()
        run.check(after: run.log.last ?? "")
    }
    run.finish()
    if showSteps { print(run.log.joined(separator: "\n"), terminator: "\n\n") }
    return 0
}

/// `KIDS_SHARE_STEPS=1` prints each input's steps (to read what a corpus does: `fuzz -runs=0 corpus`).
let showSteps = ProcessInfo.processInfo.environment["KIDS_SHARE_STEPS"] == "1"

/// The input's bytes read front to back; past the end every byte is 0, so that every input is a valid program.
struct FuzzInput {
    let bytes: [UInt8]
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isExhausted: Bool { at >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { at += 1 }
        return at < bytes.count ? bytes[at] : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// Up to `limit` bytes, as many as the next byte says.
    mutating func bytes(limit: Int) -> [UInt8] {
        let wanted = Int(byte())
        guard at < bytes.count else { return [] }
        let count = min(wanted, limit, bytes.count - at)
        defer { at += count }
        return Array(bytes[at..<at + count])
    }
}

/// Where the class folders are made, with the canaries beside them: made once per process (`mkdtemp` under
/// `$FUZZ_WORK`, else /tmp), removed at exit.
struct Sandbox: Sendable {
    let root: String
    /// Everything outside the class folder as it was made (`Sandbox.snapshot`).
    let expected: [String]

    var classFolder: String { root + "/class" }
    var canaryFolder: String { root + "/canary" }
    var canaryNote: String { root + "/canary/note" }
    var canaryFile: String { root + "/canary.txt" }
    var canaryLock: String { root + "/canary-lock" }
    /// Named by dangling links: nothing may ever make it.
    var absent: String { root + "/absent" }

    static func make() -> Sandbox {
        let base = ProcessInfo.processInfo.environment["FUZZ_WORK"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/kids-share-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("share: cannot make a folder under \(base) (errno \(errno))") }
        let root = String(cString: made)
        guard mkdir(root + "/canary", 0o750) == 0, chmod(root + "/canary", 0o750) == 0,
              mkdir(root + "/canary/inside", 0o700) == 0, chmod(root + "/canary/inside", 0o700) == 0 else {
            fatalError("share: cannot make the canary folder in \(root) (errno \(errno))")
        }
        writeFile(root + "/canary/note", Array("the canary folder's note\n".utf8), mode: 0o640)
        writeFile(root + "/canary/inside/deeper", Array("deeper\n".utf8), mode: 0o604)
        writeFile(root + "/canary.txt", Array("the canary file, another user's\n".utf8), mode: 0o604)
        // A folder that looks like a lock folder (only an owner file): a link to it must never be emptied.
        guard mkdir(root + "/canary-lock", 0o755) == 0, chmod(root + "/canary-lock", 0o755) == 0 else {
            fatalError("share: cannot make the canary lock folder in \(root) (errno \(errno))")
        }
        writeFile(root + "/canary-lock/owner", Array("\(Host.name()) 1 0 0123456789abcdef".utf8), mode: 0o644)
        return Sandbox(root: root, expected: snapshot(root))
    }

    /// Every entry under `root` but the class folder, one line each (kind and mode, inode, size, time of last change
    /// of contents, and a file's bytes), read with `lstat` and never through a link. Access and status-change times
    /// are left out (reading, or a hard link removed, changes them and nothing else).
    static func snapshot(_ root: String) -> [String] {
        var lines: [String] = []
        func walk(_ path: String, _ shown: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return lines.append("\(shown): gone (errno \(errno))") }
            var line = "\(shown): mode \(String(info.st_mode, radix: 8)) inode \(info.st_ino) size \(info.st_size)"
                + " modified \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            switch info.st_mode & S_IFMT {
            case S_IFREG: line += " bytes \(readFile(path).map(String.init).joined(separator: ","))"
            case S_IFLNK: line += " -> \(linkTarget(path))"
            default: break
            }
            lines.append(line)
            if info.st_mode & S_IFMT == S_IFDIR {
                for name in entries(path) { walk(path + "/" + name, shown + "/" + name) }
            }
        }
        for name in entries(root) where name != "class" { walk(root + "/" + name, name) }
        return lines
    }
}

/// The one sandbox of this process (a constant once made).
let sandbox: Sandbox = {
    let made = Sandbox.make()
    atexit { removeTree(sandbox.root) }
    return made
}()

/// A tiny pack to report with: one activity of three questions at two levels, and one that reports skip.
let reportPack: ContentPack = {
    func question(_ id: String, level: Int) -> Question {
        Question(id: id, text: "How many?", spoken: "How many?", picture: QuestionPicture(name: ""),
                 answers: [Answer(id: "a", label: "1"), Answer(id: "b", label: "2")], correct: "a", level: level)
    }
    let counting = Activity(id: "counting", title: "Counting", kind: .counting, picture: "",
                            questions: [question("counting.1", level: 1), question("counting.2", level: 1), question("counting.3", level: 2)])
    let explore = Activity(id: "explore", title: "Keys", kind: .explore, picture: "", questions: [])
    return ContentPack(language: "en", voice: "en-us", sentences: Sentences(welcome: "hi", wrong: ["no"], right: ["yes"], gate: "g", done: "d"),
                       pictures: [:], activities: [counting, explore])
}()

/// One input's run: its class folder, what was planted, and every step, for the message when a check fails.
struct ShareRun {
    var input: FuzzInput
    var log: [String] = []
    /// The bytes of the files planted, for `ProgressFile.decode`.
    var plantedBytes: [[UInt8]] = []
    /// The time the input runs at: the store's `now`, and the times in planted owner and presence files.
    let now = Double(Int(Date().timeIntervalSince1970))
    var children = ChildFolder(folder: sandbox.classFolder, shared: true)
    var presence: Presence?
    var classInode: ino_t = 0

    static let stores = ["fox", "owl", "progress", "computer"]
    static let animals = ["fox", "owl"]

    init(input: FuzzInput) {
        self.input = input
    }

    /// Makes the class folder as a school would (set-group-ID, 2770).
    mutating func start() {
        removeTree(sandbox.classFolder)  // Left by a run that crashed (a finding is inspected, then run again).
        guard mkdir(sandbox.classFolder, 0o2770) == 0, chmod(sandbox.classFolder, 0o2770) == 0 else {
            fatalError("share: cannot make \(sandbox.classFolder) (errno \(errno))")
        }
        var info = stat()
        _ = lstat(sandbox.classFolder, &info)
        classInode = info.st_ino
        children.lockTimes = (staleAfter: input.pick([0.0, 0.001, 0.02]), waitAtMost: 0.05)
        presence = Presence(children: children)
    }

    /// Removes the class folder, no link followed, and checks again that nothing outside it changed.
    mutating func finish() {
        removeTree(sandbox.classFolder)
        check(after: "removing the class folder", classFolderMade: false)
    }

    /// Fails, naming the step and every step before it, when anything outside the class folder changed, or the
    /// class folder itself is no longer the folder that was made.
    func check(after step: String, classFolderMade: Bool = true) {
        let found = Sandbox.snapshot(sandbox.root)
        if found != sandbox.expected {
            let was = Set(sandbox.expected), seen = Set(found)
            fatalError("""
                share: outside the class folder changed after \(step).
                was: \(sandbox.expected.filter { !seen.contains($0) })
                now: \(found.filter { !was.contains($0) })
                steps: \(log.joined(separator: "\n  "))
                """)
        }
        guard classFolderMade else { return }
        var info = stat()
        guard lstat(sandbox.classFolder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_ino == classInode else {
            fatalError("share: the class folder is gone or replaced after \(step); steps: \(log.joined(separator: "\n  "))")
        }
    }

    mutating func step() {
        let op = input.byte()
        if op & 1 == 0 { plant() } else { act(Int(op >> 1)) }
    }

    // MARK: - Planting

    /// Plants one entry under a name kids uses, replacing what had it.
    mutating func plant() {
        let path = plantedName()
        let full = sandbox.classFolder + "/" + path.joined(separator: "/")
        if path.count == 2 {
            let parent = sandbox.classFolder + "/" + path[0]
            var info = stat()
            if lstat(parent, &info) != 0 {
                _ = mkdir(parent, 0o755)
                log.append("plant \(path[0]): a folder")
            } else if info.st_mode & S_IFMT != S_IFDIR {
                return log.append("plant \(path.joined(separator: "/")): skipped, \(path[0]) is not a folder")
            }
        }
        removeTree(full)
        let what = plantEntry(full, depth: path.count)
        log.append("plant \(path.joined(separator: "/")): \(what)")
    }

    /// A name kids uses (one entry, or an entry in a lock folder), with a suffix the input chooses.
    mutating func plantedName() -> [String] {
        let store = input.pick(Self.stores), animal = input.pick(Self.animals)
        switch input.byte() % 16 {
        case 0: return ["\(store).json"]
        case 1: return ["\(store).json.tmp-\(suffix())"]
        case 2: return ["\(store).json.corrupt-\(suffix())"]
        case 3: return ["\(store).lock.d"]
        case 4: return ["\(store).lock.d", lockEntry()]
        case 5: return ["\(store).lock.d.stale-\(suffix())"]
        case 6: return ["\(store).lock.d.stale-\(suffix())", lockEntry()]
        case 7: return ["\(animal).playing-\(suffix())"]
        case 8: return [".\(animal).playing-\(suffix())"]
        case 9: return ["\(OpenFolder.probePrefix)\(suffix())"]
        case 10: return ["progress.json"]
        case 11: return [entryName(input.bytes(limit: 24))]
        case 12: return ["\(store).json.removed-\(suffix())"]
        case 13: return ["progress.lock.d"]
        case 14: return ["\(animal).json"]
        default: return ["\(store).json.corrupt-\(ProgressStore.stamp(now))"]
        }
    }

    /// What a lock folder holds, or a stranger in it.
    mutating func lockEntry() -> String {
        switch input.byte() % 4 {
        case 0: return LockFolder.ownerName
        case 1: return LockFolder.ownerPrefix + suffix()
        case 2: return ".fuse_hidden" + suffix()
        default: return entryName(input.bytes(limit: 16))
        }
    }

    /// The part after a name's prefix: none, a byte in hexadecimal, the time stamp kids would choose now (and its
    /// second), this computer and process as a lock's aside name has them, or any bytes.
    mutating func suffix() -> String {
        switch input.byte() % 6 {
        case 0: return ""
        case 1: return String(input.byte(), radix: 16)
        case 2: return ProgressStore.stamp(now)
        case 3: return "\(ProgressStore.stamp(now))-2"
        case 4: return "\(Host.name())-\(getpid())-\(String(input.byte(), radix: 16))"
        default: return entryName(input.bytes(limit: 16), fallback: "")
        }
    }

    /// Any bytes as one entry's name: no `/`, no NUL, not `.` or `..`.
    func entryName(_ bytes: [UInt8], fallback: String = "x") -> String {
        let name = String(decoding: bytes.filter { $0 != 0 && $0 != UInt8(ascii: "/") }, as: UTF8.self)
        return name.isEmpty || name == "." || name == ".." ? fallback : name
    }

    /// Makes the entry at `path`, `depth` folders below the sandbox's class folder; returns what it is.
    mutating func plantEntry(_ path: String, depth: Int) -> String {
        switch input.byte() % 10 {
        case 0, 1:
            let target = linkTarget(depth: depth)
            return symlink(target, path) == 0 ? "a symbolic link to \(target)" : "no link (errno \(errno))"
        case 2:
            return mkfifo(path, 0o666) == 0 ? "a FIFO" : "no FIFO (errno \(errno))"
        case 3:
            let mode = input.pick([0o755, 0o700, 0o000, 0o2770] as [mode_t])
            _ = mkdir(path, mode)
            _ = chmod(path, mode)
            return "an empty folder, mode \(String(mode, radix: 8))"
        case 4:
            _ = mkdir(path, 0o755)
            let inner = input.pick([LockFolder.ownerName, "owner", ".owner-1", "notes", ".fuse_hidden0001"])
            return "a folder holding \(inner), " + plantEntry(path + "/" + inner, depth: depth + 1)
        case 5, 6, 7:
            let mode = input.pick([0o644, 0o600, 0o660, 0o000, 0o4755, 0o444] as [mode_t])
            let (bytes, what) = fileBytes()
            writeFile(path, bytes, mode: mode)
            plantedBytes.append(bytes)
            return "a file, mode \(String(mode, radix: 8)), \(what): \(String(decoding: bytes.prefix(400), as: UTF8.self).debugDescription)"
        case 8:
            let target = input.pick([sandbox.canaryFile, sandbox.canaryNote, sandbox.canaryLock + "/owner"])
            return link(target, path) == 0 ? "a hard link to \(target)" : "no hard link (errno \(errno))"
        default:
            // Larger than any limit kids reads to (16 MB), made sparse so it costs nothing.
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
            guard fd >= 0 else { return "no large file (errno \(errno))" }
            _ = ftruncate(fd, off_t(ProgressStore.largest + 1))
            _ = close(fd)
            return "a sparse file of 16 MB and a byte"
        }
    }

    /// Where a planted link points: a canary, the sandbox, nothing (a name outside that nothing may make), itself,
    /// a sibling; absolute or relative to a link `depth` folders below the sandbox.
    mutating func linkTarget(depth: Int) -> String {
        let up = String(repeating: "../", count: depth)
        return input.pick([sandbox.canaryFolder, sandbox.canaryFile, sandbox.canaryNote, sandbox.canaryLock, sandbox.absent,
                           sandbox.root, up + "canary", up + "canary.txt", up + "canary/note", up + "canary-lock", up + "absent",
                           up + "absent/fox.json", up, ".", "fox.json", "fox.lock.d", sandbox.canaryFolder + "/inside"])
    }

    /// A planted file's bytes: any bytes, a progress file of version 3, 2 or 1 with numbers in and out of bounds, a
    /// lock's owner, a presence file, or nothing.
    mutating func fileBytes() -> ([UInt8], String) {
        switch input.byte() % 7 {
        case 0: return (input.bytes(limit: 255), "bytes")
        case 1:
            let text = """
                {"version":3,"stars":{"counting.1":\(number()),"counting.2":\(number())},"misses":{"counting.3":\(number())},\
                "resetAt":\(number()),"settings":{"speech":true,"rate":\(number())\(settingsExtra())},"settingsChangedAt":\(number()),\
                "reviews":{"counting.1":{"box":\(number()),"due":\(number()),"seen":\(number())}},"places":{"story":{"page":"p1","at":\(number())}},\
                "skills":{"counting 1":{"streak":\(number()),"since":\(number()),"fewest":\(number()),"known":true,"knownAt":\(number()),\
                "misses":[\(number())],"ease":\(number()),"seen":\(number())}}}
                """
            return (Array(text.utf8), "progress, version 3")
        case 2:
            let text = """
                {"version":2,"stars":{"counting.1":\(number())},"misses":{"counting.2":\(number())},"resetAt":\(number()),\
                "settings":{"speech":false,"rate":\(number())\(settingsExtra())},"settingsChangedAt":\(number())}
                """
            return (Array(text.utf8), "progress, version 2")
        case 3:
            return (Array(#"{"version":1,"stars":["counting.1","counting.3"],"speech":true,"rate":\#(number()),"voice":"en"}"#.utf8), "progress, version 1")
        case 4:
            let host = input.pick([Host.name(), "lab-9", ""]), pid = input.pick(["\(getpid())", "1", "999999", "0", "-4", "x", "99999999999"])
            let time = input.pick(["\(now)", "\(now - 3600)", "0", "1e300", "inf", "nan", "-inf", "\(now + 1e9)"])
            return (Array("\(host) \(pid) \(time) \(OpenFolder.randomPart())".utf8), "a lock's owner")
        case 5:
            let host = input.pick([Host.name(), "lab-9", ""]), pid = input.pick(["\(getpid())", "1", "999999", "x"])
            let time = input.pick(["\(now)", "\(now - 2 * 86_400)", "\(now - 1800)", "\(now + 1e6)", "1e300", "-1e300", "nan", "x"])
            return (Array("\(host) \(pid) \(time)\n".utf8), "a presence")
        default: return ([], "empty")
        }
    }

    /// A JSON value where a progress file has a number: mostly good ones, and the edges.
    mutating func number() -> String {
        input.pick(["0", "1", "1800000000", "1800000000.5", "4", "1e300", "-1", "32503680000", "32503680001", "1e-300", "5e-324",
                    "1e20", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "-0", "1E400", "-1e300",
                    "2147483648", "6", "7", "\"x\"", "null", "[]", "1800000000"])
    }

    mutating func settingsExtra() -> String {
        input.pick(["", #","keyboard":"azerty""#, #","keyboard":"zz""#, #","screenReader":"line-voice""#, #","screenReader":"?""#,
                    #","pitch":\#(number()),"wordGap":\#(number())"#, #","voice":"en","lineMode":true,"quitNeedsGrownUp":true"#])
    }

    // MARK: - Acting

    mutating func act(_ op: Int) {
        let store = input.pick(Self.stores), animal = input.pick(Self.animals)
        switch op % 13 {
        case 0: save(makeStore(store, in: sandbox.classFolder))
        case 1:
            let loaded = makeStore(store, in: sandbox.classFolder).load(now: now)
            log.append("load \(store): \(loaded.notice.map(String.init(describing:)) ?? "no notice")")
            report(store, loaded.progress)
        case 2: read(makeStore(store, in: sandbox.classFolder))
        case 3: log.append("children: \(children.children())")
        case 4:
            do throws(ProgressStore.SaveError) {
                try children.add(animal, now: now)
                log.append("add \(animal)")
            } catch {
                log.append("add \(animal): \(error)")
            }
        case 5:
            children.remove(animal, now: now)
            log.append("remove \(animal)")
        case 6:
            let wanted = input.pick([nil, "fox", "owl"] as [String?])
            log.append("choose \(wanted ?? "nil"): \(children.choose(wanted))")
        case 7:
            presence?.mark(animal, now: now)
            log.append("mark \(animal) playing")
        case 8:
            let at = input.pick([now, now + 2 * 86_400])
            log.append("elsewhere \(animal) at \(at): \(presence?.elsewhere(animal, now: at).map(String.init(describing:)) ?? "nil")")
        case 9:
            if input.byte() & 1 == 0 { presence?.clearAll() } else { presence?.clear(animal) }
            log.append("clear presence")
        case 10: lock(store)
        case 11: decodePlanted()
        default:
            // A store whose folder is a planted entry of the class folder (a link to a canary is refused, not followed).
            let names = entries(sandbox.classFolder)
            let name = names.isEmpty ? "sub" : input.pick(names)
            let inside = makeStore(store, in: sandbox.classFolder + "/" + name)
            switch input.byte() % 3 {
            case 0: save(inside)
            case 1: log.append("load \(store) in \(name): \(inside.load(now: now).notice.map(String.init(describing:)) ?? "no notice")")
            default: read(inside)
            }
        }
    }

    /// A store with tiny lock times; a class folder's (0660) unless its file reads as damaged now: a class folder's
    /// store reads a damaged file again three times over a second (a network cache's view), which would make an input
    /// slow, so that read is left to the tests.
    mutating func makeStore(_ name: String, in folder: String) -> ProgressStore {
        var store = ProgressStore(folder: folder, name: name)
        store.lockTimes = (staleAfter: input.pick([0.0, 0.001, 0.02]), waitAtMost: 0.05)
        if input.byte() & 1 == 1 {
            store.permissions = 0o660
            if case .success(let dir?) = store.openFolder(), case .failure(.damaged) = store.readOnce(dir) { store.permissions = 0o600 }
        }
        return store
    }

    mutating func save(_ store: ProgressStore) {
        var progress = Progress()
        switch input.byte() % 3 {
        case 0: break
        case 1: _ = progress.earnStar("counting.\(1 + input.byte() % 3)", at: now)
        default:
            if let bytes = plantedBytes.last, let decoded = try? ProgressFile.decode(bytes) { progress = decoded }
        }
        do throws(ProgressStore.SaveError) {
            let merged = try store.save(progress, now: now)
            log.append("save \(store.name) in \(store.folder) (\(String(store.permissions, radix: 8))): saved")
            // What was saved is what is read back: nothing planted between the two.
            guard case .success(let back?) = store.read(), back == merged else {
                fatalError("share: \(store.path) saved, then read back as \(store.read()) instead of \(merged); steps: \(log.joined(separator: "\n  "))")
            }
            report(store.name, merged)
        } catch {
            log.append("save \(store.name) in \(store.folder) (\(String(store.permissions, radix: 8))): \(error)")
        }
    }

    mutating func read(_ store: ProgressStore) {
        switch store.read() {
        case .success(let progress):
            log.append("read \(store.name) in \(store.folder): \(progress == nil ? "none" : "progress")")
            if let progress { report(store.name, progress) }
        case .failure(let error): log.append("read \(store.name) in \(store.folder): \(error)")
        }
    }

    /// A lock folder taken (a planted one taken over as stale at once), then released or left for the next step.
    mutating func lock(_ store: String) {
        guard let dir = try? OpenFolder.open(sandbox.classFolder) else { fatalError("share: the class folder cannot be opened") }
        var lock = LockFolder(folder: dir, name: "\(store).lock.d", now: Clock.live().now)
        (lock.staleAfter, lock.waitAtMost) = (input.pick([0.0, 0.001, 0.02]), 0.05)
        lock.permissions = input.pick([0o700, 0o770])
        let release = input.byte() & 1 == 0
        do throws(Errno) {
            let held = try lock.acquire()
            var info = stat()
            guard held.isHeld, lstat(lock.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                fatalError("share: \(lock.path) acquired but not held (or not a folder); steps: \(log.joined(separator: "\n  "))")
            }
            if release { held.release() }
            log.append("lock \(lock.name): held\(release ? ", released" : ", kept")")
        } catch {
            log.append("lock \(lock.name): \(error)")
        }
    }

    /// A planted file's bytes as a progress file; what decodes is reported, and reads back the same once encoded.
    mutating func decodePlanted() {
        guard !plantedBytes.isEmpty else { return log.append("decode: nothing planted") }
        let bytes = input.pick(plantedBytes)
        do throws(ProgressFile.DecodeError) {
            let progress = try ProgressFile.decode(bytes)
            guard (try? ProgressFile.decode(ProgressFile.encode(progress))) == progress else {
                fatalError("share: \(bytes) decoded, encoded and decoded again is not the same progress")
            }
            log.append("decode: progress")
            report("fox", progress)
        } catch {
            log.append("decode: \(error)")
        }
    }

    /// The teacher's report of a progress, and its CSV: neither may trap on what loads.
    func report(_ child: String, _ progress: Progress) {
        let report = ChildReport(child: child, progress: progress, content: reportPack)
        let lines = report.csv(folder: "=" + sandbox.classFolder)
        // One record per row, then one per part of it and one per skill it practises.
        let records = report.rows.reduce(0) { $0 + 1 + $1.parts.count + $1.skills.count }
        guard lines.count == records, report.rows.allSatisfy({ $0.stars <= $0.total && $0.level <= $0.levels }) else {
            fatalError("share: a report that does not add up: \(report) from \(progress)")
        }
    }
}

// MARK: - The harness's own file work (by path, never following a link)

/// Removes what is at `path`: a folder with everything in it, a link as a link (`lstat`, `unlink`), never what a
/// link names.
func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        _ = chmod(path, 0o700)  // a folder planted 000 (for a user other than root)
        for name in entries(path) { removeTree(path + "/" + name) }
        _ = rmdir(path)
    } else {
        _ = unlink(path)
    }
}

/// The names in a folder, sorted, without `.` and `..` (`opendir(3)`, which `lstat` has shown is a folder).
func entries(_ path: String) -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { _ = closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// A new file at `path` with `bytes` and `mode` (`O_EXCL | O_NOFOLLOW`; `fchmod`, whatever the umask).
func writeFile(_ path: String, _ bytes: [UInt8], mode: mode_t) {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    _ = fchmod(fd, mode)
    _ = close(fd)
}

/// A regular file's bytes (`O_NOFOLLOW`).
func readFile(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else { return [] }
    defer { _ = close(fd) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += chunk[..<count]
    }
}

/// What a link says (`readlink(2)`).
func linkTarget(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    return count < 0 ? "?" : String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
