import { act, renderHook } from '@testing-library/react';
import type { Recognition, RecognitionErrorEvent, RecognitionResultEvent } from '../speech';
import { speechRecognitionFor, voiceErrorMessage } from '../speech';
import { useVoiceSearch } from '../useVoiceSearch';

/** A stand-in recognizer the test drives by hand. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = false;
  continuous = false;
  maxAlternatives = 1;
  onresult: ((e: RecognitionResultEvent) => void) | null = null;
  onerror: ((e: RecognitionErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  say(words: string, isFinal: boolean) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript: words } }] });
  }
}

const setup = () => {
  const onInterim = jest.fn();
  const onFinal = jest.fn();
  const hook = renderHook(() => useVoiceSearch({ onInterim, onFinal, recognizer: FakeRecognition, lang: 'hi-IN' }));
  return { ...hook, onInterim, onFinal };
};

describe('useVoiceSearch', () => {
  it('listens in the page language and submits the final transcript', () => {
    const { result, onInterim, onFinal } = setup();
    act(() => result.current.handleStart());
    const rec = FakeRecognition.last!;
    expect(rec.started && rec.lang).toBe('hi-IN');
    expect(result.current.listening).toBe(true);
    act(() => rec.say('wooden', false));
    act(() => rec.say('wooden tiles', true));
    act(() => rec.onend?.());
    expect(onInterim).toHaveBeenCalledWith('wooden');
    expect(onFinal).toHaveBeenCalledWith('wooden tiles');
    expect(result.current.listening).toBe(false);
    expect(result.current.message).toBeNull();
  });

  it('explains a denied microphone and silence', () => {
    const { result } = setup();
    act(() => result.current.handleStart());
    act(() => FakeRecognition.last!.onerror?.({ error: 'not-allowed' }));
    act(() => FakeRecognition.last!.onend?.());
    expect(result.current.message).toMatch(/microphone permission/);
    act(() => result.current.handleStart());
    act(() => FakeRecognition.last!.onend?.());
    expect(voiceErrorMessage('no-speech')).toBe('voiceNoSpeech');
    expect(result.current.message).toBe('We didn’t hear anything. Tap the microphone and say what you are looking for.');
  });

  it('is unsupported without a recognizer', () => {
    const { result } = renderHook(() => useVoiceSearch({ onInterim: jest.fn(), onFinal: jest.fn(), recognizer: null }));
    expect(result.current.supported).toBe(false);
    expect(speechRecognitionFor({})).toBeNull();
  });
});
