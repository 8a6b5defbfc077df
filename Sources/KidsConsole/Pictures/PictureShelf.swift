import KidsModel
import KidsSystem

/// What libchafa drew at earlier starts, kept in `drawn-pictures/` in the state folder, so that a start draws the
/// pictures it drew before without libchafa and without reading the image: the first frame of a start is then as
/// quick with pictures as in block art (docs/BENCHMARKS.md, issue 42).
///
/// One file for each image as one terminal draws it (`Shelved`): named by a hash of its key (the image's pack
/// fingerprint and name, the mode and the background), it holds the key again, the image's size and each size it
/// was drawn at. The pack's fingerprint names its files' identities and the program, so a changed image or a new
/// build never finds an old drawing. Nothing here is precious: a missing, garbled or foreign file only means
/// drawing again, a file that cannot be written is left unwritten, and the folder is emptied when it holds more
/// than `kept` files. Reached through descriptors (`OpenFolder`), like every file of the state folder.
public struct PictureShelf: Sendable {
    /// The state folder.
    public let folder: String
    static let name = "drawn-pictures"
    /// Far more than the four packs' pictures in one terminal, and a few sizes and terminals more.
    static let kept = 400
    /// The largest file read: a picture in sixels at the largest size is some tens of kilobytes, twelve sizes of it.
    static let largest = 4 << 20
    /// The writes, one after another and beside the run loop, so that a frame never waits for the disk.
    private static let writes = Writes()

    public init(folder: String) {
        self.folder = folder
    }

    /// What was kept under `key`, or nil: none, unreadable, garbled, or another key's.
    func shelved(_ key: String) -> Shelved? {
        guard let shelf = try? OpenFolder.open(folder).folder(Self.name),
              case .bytes(let bytes)? = try? shelf.read(Self.fileName(key), limit: Self.largest) else { return nil }
        return Shelved(decoding: bytes, key: key)
    }

    /// Keeps `shelved`, in place of what its key had, later and on another thread.
    func keep(_ shelved: Shelved) {
        Self.writes.add { write(shelved) }
    }

    /// Waits for the writes asked for so far (tests, and the end of a run, so that a start draws what this one did).
    public static func finishWrites() {
        writes.finish()
    }

    /// Work done in order on one thread, started when there is some and ended when none is left: no thread lingers
    /// (Dispatch's pool, watched every second while it has threads, woke an idle program).
    final class Writes: @unchecked Sendable {
        private let condition = Condition()
        private var waiting: [@Sendable () -> Void] = []
        private var writing = false

        func add(_ work: @escaping @Sendable () -> Void) {
            condition.lock()
            waiting.append(work)
            let start = !writing
            writing = true
            condition.unlock()
            guard start else { return }
            if !SystemThread.start(name: "kids.shelf", run) { run() }
        }

        private func run() {
            while true {
                condition.lock()
                guard !waiting.isEmpty else {
                    writing = false
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                let work = waiting.removeFirst()
                condition.unlock()
                work()
            }
        }

        func finish() {
            condition.lock()
            while writing { condition.wait() }
            condition.unlock()
        }
    }

    /// Writes `shelved` through a temporary file renamed over its name (a reader sees the old file or the new one);
    /// not synced: a file lost in a power cut means drawing once more.
    func write(_ shelved: Shelved) {
        guard let state = try? OpenFolder.open(folder) else { return }
        guard let shelf = (try? state.folder(Self.name)) ?? (try? state.makeFolder(Self.name, permissions: 0o700)) else { return }
        let name = Self.fileName(shelved.key)
        if !shelf.contains(name), let names = try? shelf.names(), names.count >= Self.kept {
            for old in names { try? shelf.remove(old) }  // Tolerated: what is left is drawn again when wanted.
        }
        guard let temp = try? shelf.write(shelved.encoded(), prefix: name + ".tmp-", permissions: 0o600, sync: false) else { return }
        if (try? shelf.rename(temp, to: name)) == nil { try? shelf.remove(temp) }
    }

    /// The file a key is kept in: its 64-bit FNV-1a hash, in hexadecimal.
    static func fileName(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// The key of `image` as `drawer` draws it; nil for an image that is not from a pack's files (tests), which is
    /// never kept.
    static func key(of image: PictureImage, by drawer: PictureDrawer) -> String? {
        image.pack.map { "\(String($0, radix: 16))/\(image.name) \(drawer.mode) on \(String(drawer.background, radix: 16))" }
    }
}

/// One image as one terminal draws it: its size in pixels, and what it was drawn as at each size in cells, the
/// newest last.
struct Shelved: Sendable {
    var key: String
    var imageSize: Size
    var drawings: [(cells: Size, drawn: PictureDrawer.Drawn)] = []

    /// The sizes kept for one image: a few windows' worth of resizing.
    static let sizes = 12
    static let magic = Array("kids drawn pictures 1\n".utf8)

    init(key: String, imageSize: Size) {
        self.key = key
        self.imageSize = imageSize
    }

    func drawing(at cells: Size) -> PictureDrawer.Drawn? {
        drawings.last { $0.cells == cells }?.drawn
    }

    mutating func add(_ drawn: PictureDrawer.Drawn, at cells: Size) {
        drawings = Array((drawings.filter { $0.cells != cells } + [(cells, drawn)]).suffix(Self.sizes))
    }

    /// The file's bytes: the magic line, the key's line, the image's width and height, then each drawing: its
    /// width and height in cells, whether cells or pixels, and its bytes.
    func encoded() -> [UInt8] {
        var out = Self.magic + Array(key.utf8) + [0x0A]
        ShelfBytes.put(imageSize, into: &out)
        for (cells, drawn) in drawings {
            ShelfBytes.put(cells, into: &out)
            switch drawn {
            case .cells(let rows):
                out.append(0)
                ShelfBytes.put(rows, into: &out)
            case .pixels(let text):
                out.append(1)
                ShelfBytes.put(Array(text.utf8), into: &out)
            }
        }
        return out
    }

    /// What `bytes` hold, when they are a whole shelved file of `key`; nil for anything else.
    init?(decoding bytes: [UInt8], key: String) {
        var reader = ShelfBytes.Reader(bytes: bytes)
        guard reader.take(Self.magic.count)?.elementsEqual(Self.magic) == true,
              reader.take(key.utf8.count)?.elementsEqual(key.utf8) == true, reader.byte() == 0x0A,
              let imageSize = reader.size() else { return nil }
        self.init(key: key, imageSize: imageSize)
        while !reader.atEnd {
            guard let cells = reader.size(), let kind = reader.byte() else { return nil }
            switch kind {
            case 0:
                guard let rows = reader.rows(), rows.count == cells.height else { return nil }
                drawings.append((cells, .cells(rows)))
            case 1:
                guard let text = reader.data() else { return nil }
                drawings.append((cells, .pixels(String(decoding: text, as: UTF8.self))))
            default:
                return nil
            }
        }
    }
}
