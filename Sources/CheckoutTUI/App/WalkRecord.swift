import CheckoutCore

/// A walk of either payment system as the return and status screens, the text transcript and
/// scenario saving take it: PhonePe's transcript or Citcon's.
public enum WalkRecord: Equatable, Sendable {
    case phonePe(Transcript)
    case citcon(CitconTranscript)

    public var profile: DeviceProfile {
        switch self {
        case .phonePe(let transcript): return transcript.profile
        case .citcon(let transcript): return transcript.profile
        }
    }

    func transcriptScreen(glyphs: Glyphs) -> TranscriptScreen {
        switch self {
        case .phonePe(let transcript): return TranscriptScreen(transcript: transcript, glyphs: glyphs)
        case .citcon(let transcript): return TranscriptScreen(citcon: transcript, glyphs: glyphs)
        }
    }
}
