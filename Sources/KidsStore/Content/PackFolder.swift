import KidsSystem
import KidsModel
#if canImport(Glibc)
import Glibc
#endif

/// A content pack's folder on disk (`--content DIR`, the built-in packs): its JSON files read whole, then
/// decoded and checked by KidsModel's `ContentLoader`.
public enum PackFolder {
    /// Far more than any pack file needs (the shipped ones are a few kilobytes).
    public static let largest = 64 << 20

    /// Why a folder gives no files at all.
    public enum Unusable: Error, Hashable, Sendable {
        /// There is no folder by that name (nothing, or something else).
        case notAFolder
        /// The folder is there but cannot be looked into (`Permission denied`, say).
        case unreadable(Errno)
    }

    /// The checked pack in `folder`, or why it cannot be used: `.folderMissing` when there is no such
    /// folder, else every problem of the pack (a folder that cannot be listed is one, with the reason).
    /// With `checked`, a pack recorded there as checked before is not checked again (`CheckedPacks`).
    public static func load(folder: String, checked: CheckedPacks? = nil) -> Result<ContentPack, ContentError> {
        do {
            let pack = try contents(of: folder)
            return checked?.load(pack) ?? pack.load()
        } catch {
            switch error {
            case .notAFolder:
                return .failure(.folderMissing(folder))
            case .unreadable(let reason):
                return .failure(.invalid([ContentProblem(file: "pack.json", rule: .missingFile,
                                                         detail: "the folder cannot be read (\(reason))")]))
            }
        }
    }

    /// The language and voice of the pack in `folder`, from its `pack.json` alone; nil when it cannot be read.
    public static func head(folder: String) -> PackHead? {
        guard case .bytes(let bytes)? = try? RegularFile.read(folder + "/pack.json", limit: largest) else { return nil }
        return PackHead.of(bytes)
    }

    /// Every file of the pack in `folder` read whole, by name, as `ContentLoader.load(files:)` takes them: its `.json`
    /// files and its images ("images/apple.pam").
    public static func files(in folder: String) throws(Unusable) -> [String: [UInt8]] {
        try contents(of: folder).readAll()
    }

    /// The pack in `folder` as a start meets it (`PackFiles`): the `.json` files directly in it read, the images in
    /// its `images/` only found. A file that cannot be read, or is not a regular file, is left out, so the loader
    /// reports it as missing or unreadable if the pack needs it.
    public static func contents(of folder: String) throws(Unusable) -> PackFiles {
        let status: FileStatus
        do {
            status = try fileStatus(folder)
        } catch let error where error == .noSuchFile || error == Errno(rawValue: ENOTDIR) {
            throw .notAFolder
        } catch {
            throw .unreadable(error)
        }
        guard status.isFolder else { throw .notAFolder }
        let names: [String]
        do {
            names = try folderEntries(folder)
        } catch {
            throw .unreadable(error)
        }
        var pack = PackFiles(folder: folder)
        for name in names where name.hasSuffix(".json") {
            if case .bytes(let bytes)? = try? RegularFile.read(folder + "/" + name, limit: largest) { pack.json[name] = bytes }
        }
        // The pictures' images, in `images/` (in the built-in packs a link to the one shared set).
        let images = ContentLoader.imagesFolder
        if names.contains(String(images.dropLast())), let inside = try? folderEntries(folder + "/" + images) {
            for name in inside where name.hasSuffix(".pam") {
                if let status = try? fileStatus(folder + "/" + images + name), status.isRegularFile { pack.images[name] = status }
            }
        }
        return pack
    }

    /// The files `names` of `folder`, read on every core at once (a pack's images are dozens of files, read at a
    /// first start), by threads that end with the reading; nil for one that cannot be read or is not a regular file.
    static func read(_ names: [String], in folder: String) -> [[UInt8]?] {
        let reading = Reading(count: names.count)
        let threads = max(1, min(names.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        @Sendable func share(_ first: Int) {
            for i in stride(from: first, to: names.count, by: threads) {
                guard case .bytes(let bytes)? = try? RegularFile.read(folder + "/" + names[i], limit: largest) else { continue }
                reading.put(bytes, at: i)
            }
        }
        // This thread reads the first share; a share no thread could be made for is read here too.
        let others = (1..<threads).filter { first in SystemThread.start(name: "kids.read") { share(first); reading.ended() } }
        for first in [0] + (1..<threads).filter({ !others.contains($0) }) { share(first) }
        return reading.wait(for: others.count)
    }

    /// The images of `images` (by file name) read, decoded and measured (`ImageMeasure`), one at a time, each let go as
    /// soon as it is measured: by threads of their own, as many as the cores less one (at least one), which end with the
    /// work, and by whoever waits for the measures (`Measuring.wait`), who takes the images still left rather than
    /// wait for a thread to reach them.
    static func measure(_ images: [String: PictureImage], known: [String: ImageMeasure.Known] = [:]) -> Measuring {
        let measuring = Measuring(images, known: known)
        let threads = max(1, min(images.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1))
        for _ in 0..<threads {
            measuring.started()
            if !SystemThread.start(name: "kids.measure", { measuring.work() }) { measuring.ended() }
        }
        return measuring
    }

    /// The images to be measured, each taken by one thread, and their measures.
    final class Measuring: @unchecked Sendable {
        private let condition = Condition()
        private let images: [String: PictureImage]
        /// The measures the pack carries (`ImageMeasure.Known`), taken for the images whose bytes they name.
        private let known: [String: ImageMeasure.Known]
        private let names: [String]
        private var next = 0
        private var measures: [String: ImageMeasure] = [:]
        /// Threads measuring now.
        private var working = 0

        fileprivate init(_ images: [String: PictureImage], known: [String: ImageMeasure.Known]) {
            self.images = images
            self.known = known
            names = images.keys.sorted()
        }

        fileprivate func started() {
            condition.lock()
            working += 1
            condition.unlock()
        }

        fileprivate func ended() {
            condition.lock()
            working -= 1
            condition.broadcast()
            condition.unlock()
        }

        /// Measures images until none is left, then ends (a thread of `measure`'s).
        fileprivate func work() {
            measureWhatIsLeft()
            ended()
        }

        private func measureWhatIsLeft() {
            while true {
                condition.lock()
                guard next < names.count else {
                    condition.unlock()
                    return
                }
                let name = names[next]
                next += 1
                condition.unlock()
                let measure = ImageMeasure.of(name, known: known) { try images[name]?.bytes() ?? [] }
                condition.lock()
                measures[name] = measure
                condition.unlock()
            }
        }

        /// Every image's measure, by file name: the images no thread has taken are measured here, then the ones being
        /// measured are waited for.
        func wait() -> [String: ImageMeasure] {
            measureWhatIsLeft()
            condition.lock()
            defer { condition.unlock() }
            while working > 0 { condition.wait() }
            return measures
        }
    }

    /// Checks run on a thread of their own, which ends with them (`ContentChecker.Elsewhere`); here, when no thread can
    /// be made, and then waited for at once.
    static let elsewhere: ContentChecker.Elsewhere = { work in
        let result = Checking()
        guard SystemThread.start(name: "kids.check", { result.ended(with: work()) }) else {
            let problems = work()
            return { problems }
        }
        return { result.wait() }
    }

    /// The problems of `elsewhere`'s thread, once it has ended.
    final class Checking: @unchecked Sendable {
        private let condition = Condition()
        private var problems: [ContentProblem]?

        fileprivate func ended(with found: [ContentProblem]) {
            condition.lock()
            problems = found
            condition.signal()
            condition.unlock()
        }

        fileprivate func wait() -> [ContentProblem] {
            condition.lock()
            defer { condition.unlock() }
            while problems == nil { condition.wait() }
            return problems ?? []
        }
    }

    /// What the threads of `read` have read, and how many have ended.
    private final class Reading: @unchecked Sendable {
        private let condition = Condition()
        private var files: [[UInt8]?]
        private var done = 0

        init(count: Int) {
            files = [[UInt8]?](repeating: nil, count: count)
        }

        func put(_ data: [UInt8], at index: Int) {
            condition.lock()
            files[index] = data
            condition.unlock()
        }

        func ended() {
            condition.lock()
            done += 1
            condition.signal()
            condition.unlock()
        }

        /// The files, once `threads` have ended.
        func wait(for threads: Int) -> [[UInt8]?] {
            condition.lock()
            defer { condition.unlock() }
            while done < threads { condition.wait() }
            return files
        }
    }
}
