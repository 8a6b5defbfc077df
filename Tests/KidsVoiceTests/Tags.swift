import Testing

extension Tag {
    /// Tests that start the real binary, a terminal, a screen reader or the real eSpeak NG: minutes, not seconds.
    /// `swift test --skip tag:slow` leaves them out for a quick loop while working; the README's test command
    /// runs everything.
    @Tag static var slow: Self
}
