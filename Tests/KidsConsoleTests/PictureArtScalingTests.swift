import KidsModel
import Testing
@testable import KidsConsole

/// Drawings are scaled once per size: what the memo gives is what scaling anew gives, every time.
@Suite("Scaled drawings, worked out once")
struct PictureArtScalingTests {
    @Test("every shipped picture at several sizes: the remembered drawing equals the one worked out now, asked twice")
    func memoMatches() throws {
        let pictures = try #require(LineViewTests.pack).pictures.values
        #expect(!pictures.isEmpty)
        for picture in pictures {
            for size in [Size(width: 7, height: 3), Size(width: 20, height: 8), Size(width: 44, height: 17)] {
                let anew = PictureArt.scaleAnew(picture.rows, to: size)
                #expect(PictureArt.scale(picture.rows, to: size) == anew)
                #expect(PictureArt.scale(picture.rows, to: size) == anew, "asked again, from the memo")
                #expect(anew.count == size.height)
            }
        }
    }

    @Test("the memo forgets when full and still answers")
    func memoLimit() {
        let memo = Memo<Int, Int>(limit: 3)
        var made = 0
        for round in 0..<2 {
            for key in 0..<5 {
                #expect(memo.value(for: key) { made += 1; return key * 10 } == key * 10, "round \(round)")
            }
        }
        #expect(made == 10, "with a limit of 3, five keys in turn are made again each round")
        #expect(memo.value(for: 4) { made += 1; return -1 } == 40, "the last one made is remembered")
    }
}
