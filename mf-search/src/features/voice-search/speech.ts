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

export type VoiceProblem = 'voiceNotAllowed' | 'voiceNoSpeech' | 'voiceNoMic' | 'voiceNetwork' | 'voiceFailed';

/** The message for the recognizer's error codes: an id of the search box's catalogue (shown in the page language). */
export function voiceErrorMessage(code: string): VoiceProblem | null {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'voiceNotAllowed';
    case 'no-speech':
      return 'voiceNoSpeech';
    case 'audio-capture':
      return 'voiceNoMic';
    case 'network':
      return 'voiceNetwork';
    case 'aborted':
      return null;
    default:
      return 'voiceFailed';
  }
}
