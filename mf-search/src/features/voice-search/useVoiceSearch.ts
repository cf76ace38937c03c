import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage, useSpeechSupported } from '@tiles/shared';
import { voiceSearchMessages } from './i18n/messages';
import { speechRecognitionFor, voiceErrorMessage, type Recognition, type RecognitionConstructor, type VoiceProblem } from './speech';

export interface VoiceSearchOptions {
  /** Interim words, shown in the box while the shopper speaks. */
  onInterim: (text: string) => void;
  /** The final transcript: fills the box and submits. */
  onFinal: (text: string) => void;
  recognizer?: RecognitionConstructor | null;
  lang?: string;
}

/** Speech recognition in the page's language (en-IN, hi-IN, ta-IN), with a listening state and clear failures. */
export function useVoiceSearch({ onInterim, onFinal, recognizer, lang }: VoiceSearchOptions) {
  const [Ctor] = useState<RecognitionConstructor | null>(() => (recognizer === undefined ? speechRecognitionFor() : recognizer));
  // The server cannot know the browser (no button there): it appears as the browser says it can recognise speech.
  const speechSupported = useSpeechSupported();
  const [listening, setListening] = useState(false);
  const t = voiceSearchMessages.useT();
  const [problem, setMessage] = useState<VoiceProblem | null>(null);
  const active = useRef<Recognition | null>(null);
  const handlers = useRef({ onInterim, onFinal });
  handlers.current = { onInterim, onFinal };

  useEffect(() => () => active.current?.abort(), []);

  const handleStop = useCallback(() => active.current?.stop(), []);

  const handleStart = useCallback(() => {
    if (!Ctor) return;
    if (active.current) {
      active.current.stop();
      return;
    }
    const rec = new Ctor();
    rec.lang = lang ?? currentLanguage().speech;
    rec.interimResults = true;
    rec.continuous = false;
    rec.maxAlternatives = 1;
    let heard = false;
    rec.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const words = result[0].transcript;
        if (result.isFinal && words.trim()) {
          heard = true;
          handlers.current.onFinal(words.trim());
        } else interim += words;
      }
      if (interim.trim()) handlers.current.onInterim(interim.trim());
    };
    rec.onerror = (event) => {
      heard = true; // the error message replaces the "nothing heard" one
      setMessage(voiceErrorMessage(event.error));
    };
    rec.onend = () => {
      active.current = null;
      setListening(false);
      if (!heard) setMessage(voiceErrorMessage('no-speech'));
    };
    active.current = rec;
    setMessage(null);
    setListening(true);
    try {
      rec.start();
    } catch {
      active.current = null;
      setListening(false);
      setMessage(voiceErrorMessage('start-failed'));
    }
  }, [Ctor, lang]);

  return {
    supported: Ctor !== null && (recognizer !== undefined || speechSupported),
    listening,
    message: problem && t(problem),
    handleStart,
    handleStop,
  };
}
