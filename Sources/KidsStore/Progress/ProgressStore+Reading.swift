import KidsSystem
import KidsModel
#if canImport(Glibc)
import Glibc
#endif

/// Reading a progress file, and telling what cannot be used from what a network cache only shows cut short.
extension ProgressStore {
    /// Why the file on disk cannot be used.
    /// - `unreadable`: it cannot be read now (an error, or a class folder's file that still reads cut short after
    ///   reading again): left as it is, never saved over.
    /// - `damaged`: it reads as damaged; in a class folder only as cut short (or `ESTALE`), which a network cache can
    ///   make of a whole file, so it is read again there.
    /// - `spoiled`: damage that no cache makes (bytes that are no progress file even in part, numbers out of range,
    ///   more than 16 MB, or in a class folder a file this user may not read): moved aside under the lock and saved
    ///   afresh, in a class folder too, so that no pupil can stop a child's saves for good with `echo x > fox.json`.
    /// - `planted`: something else than a file under its name (a link, a FIFO, a folder): the same, as an entry.
    enum ReadError: Error { case unreadable(String), damaged(String), spoiled(String), planted(Planted) }

    /// What is under the file's name instead of a file: "a symbolic link".
    struct Planted: CustomStringConvertible {
        var kind: String
        var description: String { "it is \(kind), not a regular file" }
    }

    /// The progress on disk: nil when there is no file.
    ///
    /// In a class folder a file that reads as cut short may be whole on the server: a network file system's cache
    /// can give the size of the file another computer replaced (SSHFS keeps sizes for 20 seconds unless mounted
    /// `dir_cache=no`), cutting the new one short. So it is read again, the folder's cache made stale first, and
    /// one that still reads cut short is unreadable: never kept aside or saved over from this view of it.
    func readDisk(_ dir: OpenFolder) -> Result<Progress?, ReadError> {
        var result = readOnce(dir)
        guard shared else { return result }
        for pause in [0.1, 0.3, 0.6] {
            guard case .failure(.damaged) = result else { return result }
            Host.pause(pause)
            _ = try? dir.freshNames()
            result = readOnce(dir)
        }
        if case .failure(.damaged(let reason)) = result {
            return .failure(.unreadable("it reads as cut short (\(reason)); a class folder's file is left as it is"))
        }
        return result
    }

    func readOnce(_ dir: OpenFolder) -> Result<Progress?, ReadError> {
        let contents: RegularFile.Contents
        do {
            contents = try dir.read(fileName, limit: Self.largest)
        } catch let error where error == .noSuchFile || error.rawValue == ENOTDIR {
            return .success(nil)
        } catch let error where shared && error.rawValue == ESTALE {
            return .failure(.damaged(error.description))  // Replaced by another computer as it was opened: again.
        } catch let error where shared && error.rawValue == EACCES {
            return .failure(.spoiled("this user may not read it (\(error.description))"))
        } catch {
            return .failure(.unreadable(error.description))
        }
        switch contents {
        case .notRegular:
            return .failure(.planted(Planted(kind: (try? dir.status(fileName))?.kind ?? "something else")))
        case .tooLarge: return .failure(shared ? .spoiled("it is larger than 16 MB") : .damaged("it is larger than 16 MB"))
        case .bytes(let bytes):
            do {
                return .success(try ProgressFile.decode(bytes))
            } catch {
                let cutShort = JSONSyntaxError.first(in: bytes)?.endedEarly == true
                return .failure(!shared || cutShort ? .damaged(error.description) : .spoiled(error.description))
            }
        }
    }
}
