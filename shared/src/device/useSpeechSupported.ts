import { unchanging, useBrowserValue } from './browserValue';

const hasSpeech = () => typeof window !== 'undefined' && ('SpeechRecognition' in window || 'webkitSpeechRecognition' in window);

/** Whether this browser can recognise speech (false on the server, which cannot know the browser). */
export const useSpeechSupported = (): boolean => useBrowserValue(unchanging, hasSpeech, false);
