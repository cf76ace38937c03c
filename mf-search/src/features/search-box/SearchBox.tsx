import { ImageSearchButton } from '../visual-search/ImageSearchButton';
import { useImageUpload } from '../visual-search/useImageUpload';
import { VoiceSearchButton } from '../voice-search/VoiceSearchButton';
import { useVoiceSearch } from '../voice-search/useVoiceSearch';
import { SearchBoxView } from './SearchBoxView';
import { useSearchBox } from './useSearchBox';

/** The header's search: text with autosuggest, voice, and photo (file picker or drop onto the box). */
export function SearchBox() {
  const box = useSearchBox();
  const voice = useVoiceSearch({ onInterim: box.setText, onFinal: (text) => box.submit(text, 'voice') });
  const upload = useImageUpload();
  const notice = voice.listening ? 'Listening… say what you are looking for.' : upload.reading ? 'Reading your photo…' : null;
  return (
    <SearchBoxView
      {...box}
      notice={notice}
      message={voice.message ?? upload.message}
      dragging={upload.dragging}
      drop={upload.drop}
      tools={
        <>
          <VoiceSearchButton supported={voice.supported} listening={voice.listening} handleStart={voice.handleStart} />
          <ImageSearchButton inputRef={upload.inputRef} reading={upload.reading} handleOpenPicker={upload.handleOpenPicker} handleInputChange={upload.handleInputChange} />
        </>
      }
    />
  );
}
