import { sliderMessages } from './i18n/messages';
import { SlideCard } from './SlideCard';
import { SliderArrow } from './SliderArrow';
import { SliderSkeleton } from './SliderSkeleton';
import { useCategorySlider } from './useCategorySlider';
import './categorySlider.css';

/**
 * "Shop by category": the spec's eleven categories (spec §2, §9) as a list that scrolls sideways and snaps to a slide.
 * How many show at once is CSS (nothing measured as it mounts); a swipe is the browser's own scrolling.
 */
export function CategorySlider() {
  const s = useCategorySlider();
  const t = sliderMessages.useT();
  if (s.hidden) return null;
  const { autoplay } = s;
  return (
    <section className="hdr-slider" data-boundary="mf-header" aria-labelledby="hdr-slider-title">
      <div className="hdr-slider__head">
        <h2 className="hdr-slider__title" id="hdr-slider-title">
          {t('shopByCategory')}
        </h2>
        {s.state.status === 'ready' && autoplay.canPlay && (
          <button type="button" className="hdr-slider__pause" aria-pressed={autoplay.paused} onClick={autoplay.togglePause}>
            {autoplay.paused ? t('playSlides') : t('pauseSlides')}
          </button>
        )}
      </div>
      {s.state.status === 'ready' ? (
        <div className="hdr-slider__stage" {...autoplay.hover}>
          <SliderArrow direction="prev" label={t('previous')} onClick={s.previous} />
          <ul className="hdr-slider__list" ref={s.listRef} {...autoplay.focus}>
            {s.state.slides.map((slide) => (
              <li key={slide.key} className="hdr-slider__item">
                <SlideCard slide={slide} />
              </li>
            ))}
          </ul>
          <SliderArrow direction="next" label={t('next')} onClick={s.next} />
        </div>
      ) : (
        <div className="hdr-slider__stage">
          <SliderSkeleton failed={s.state.status === 'error'} />
        </div>
      )}
    </section>
  );
}
