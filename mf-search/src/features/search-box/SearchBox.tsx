import { ImageSearchButton } from '../image-upload/ImageSearchButton';
import { useImageUpload } from '../image-upload/useImageUpload';
import { VoiceSearchButton } from '../voice-search/VoiceSearchButton';
import { useVoiceSearch } from '../voice-search/useVoiceSearch';
import { SearchBoxView } from './SearchBoxView';
import { useSearchBox } from './useSearchBox';
import { searchBoxMessages } from './i18n/messages';

/** The header's search: text with autosuggest, voice, and photo (file picker or drop onto the box). */
export function SearchBox() {
  const t = searchBoxMessages.useT();
  const box = useSearchBox();
  const voice = useVoiceSearch({ onInterim: box.setText, onFinal: (text) => box.submit(text, 'voice') });
  const upload = useImageUpload();
  const notice = voice.listening ? t('listening') : upload.reading ? t('readingPhoto') : null;
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
          <ImageSearchButton
            inputRef={upload.inputRef}
            reading={upload.reading}
            handleOpenPicker={upload.handleOpenPicker}
            handleInputChange={upload.handleInputChange}
          />
        </>
      }
    />
  );
}
