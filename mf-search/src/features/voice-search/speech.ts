/**
 * The slice of the Web Speech API the voice button uses. TypeScript's DOM library has no
 * SpeechRecognition constructor (Chrome ships it as webkitSpeechRecognition), so it is typed here.
 */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface RecognitionErrorEvent {
  error: string;
}

export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => Recognition;

type SpeechHost = { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };

/** The browser's recognizer, or null where there is none (the button is then not shown). */
export function speechRecognitionFor(host: unknown = typeof window === 'undefined' ? undefined : window): RecognitionConstructor | null {
  if (!host) return null;
  const h = host as SpeechHost;
  return h.SpeechRecognition ?? h.webkitSpeechRecognition ?? null;
}

/** Shopper-facing words for the recognizer's error codes. */
export function voiceErrorMessage(code: string): string | null {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Voice search needs microphone permission. Allow the microphone in your browser and try again.';
    case 'no-speech':
      return 'We didn’t hear anything. Tap the microphone and say what you are looking for.';
    case 'audio-capture':
      return 'No microphone was found. Check that one is connected.';
    case 'network':
      return 'Voice search needs a connection. Please type your search instead.';
    case 'aborted':
      return null;
    default:
      return 'Voice search did not work this time. Please try again or type your search.';
  }
}
