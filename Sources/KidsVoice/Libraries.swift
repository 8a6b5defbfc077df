/// The versions of the C libraries the app is linked with, for `kids --version` and bug reports.
public enum Libraries {
    public static var espeak: String { Native.espeakVersion() }
    public static var portAudio: String { Native.portAudioVersion() }
}
