import { voiceSearchMessages } from './i18n/messages';

export interface VoiceSearchButtonProps {
  supported: boolean;
  listening: boolean;
  handleStart: () => void;
}

/** The microphone button; absent where the browser cannot recognise speech. */
export function VoiceSearchButton({ supported, listening, handleStart }: VoiceSearchButtonProps) {
  const t = voiceSearchMessages.useT();
  if (!supported) return null;
  return (
    <button
      type="button"
      className={`srch-tool${listening ? ' srch-tool--listening' : ''}`}
      aria-label={t(listening ? 'voiceListening' : 'voiceSearch')}
      aria-pressed={listening}
      title={t(listening ? 'listeningShort' : 'voiceSearch')}
      onClick={handleStart}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <rect x="9" y="3" width="6" height="11" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
