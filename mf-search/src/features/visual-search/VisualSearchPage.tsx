import type { SearchPageProps } from '@tiles/shared';
import { ImageSearchButton } from '../image-upload/ImageSearchButton';
import { useImageUpload } from '../image-upload/useImageUpload';
import { useVisualSearch } from './useVisualSearch';
import { VisualSearchView } from './VisualSearchView';
import { visualSearchHead } from './visualSearchHead';

/** /visual-search: results for the handed-over photo, and a way to try another. */
export function VisualSearchPage({ slots }: SearchPageProps) {
  visualSearchHead.useFixedHead();
  const search = useVisualSearch();
  const upload = useImageUpload();
  return (
    <div {...upload.drop}>
      <VisualSearchView
        {...search}
        message={upload.message}
        upload={
          <ImageSearchButton
            variant="button"
            inputRef={upload.inputRef}
            reading={upload.reading}
            handleOpenPicker={upload.handleOpenPicker}
            handleInputChange={upload.handleInputChange}
          />
        }
        renderAddToCart={(p) => slots.renderAddToCart({ sku: p.sku, name: p.name, sqftPerBox: p.sqft_per_box ?? 1 })}
      />
    </div>
  );
}
