#if canImport(Glibc)
import Glibc
#endif
import KidsSystem
import Testing

@Suite("A stream into memory")
struct MemoryStreamTests {
    @Test("what a C stream writes, across many flushes, is read back whole when it is closed")
    func writesAndReads() throws {
        let stream = try MemoryStream()
        var expected = ""
        for n in 0..<2_000 {
            let line = "line \(n): é, ß, ʁ\n"
            fputs(line, stream.file)
            if n % 100 == 0 { fflush(stream.file) }
            expected += line
        }
        #expect(try stream.close() == expected)
        #expect(try stream.close() == expected, "closing twice reads the same")
    }

    @Test("a stream closed before anything is written is empty")
    func empty() throws {
        #expect(try MemoryStream().close() == "")
    }
}
