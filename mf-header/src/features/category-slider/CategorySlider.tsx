import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { sliderMessages } from './i18n/messages';
import { SlideCard } from './SlideCard';
import { SliderArrow } from './SliderArrow';
import { SliderSkeleton } from './SliderSkeleton';
import { AUTOPLAY_MS } from './slides';
import { useCategorySlider } from './useCategorySlider';
import './categorySlider.css';

/** "Shop by category": the spec's eleven categories in a slick carousel (spec §2, §9). */
export function CategorySlider() {
  const s = useCategorySlider();
  const t = sliderMessages.useT();
  if (s.hidden) return null;
  return (
    <section className="hdr-slider" data-boundary="mf-header" data-per-view={s.perView} aria-labelledby="hdr-slider-title" ref={s.rootRef}>
      <div className="hdr-slider__head">
        <h2 className="hdr-slider__title" id="hdr-slider-title">
          {t('shopByCategory')}
        </h2>
        {s.state.status === 'ready' && (
          <button type="button" className="hdr-slider__pause" aria-pressed={s.paused} onClick={s.handlePauseToggle}>
            {s.paused ? t('playSlides') : t('pauseSlides')}
          </button>
        )}
      </div>
      <div className="hdr-slider__stage">
        {s.state.status === 'ready' ? (
          <Slider
            ref={s.sliderRef}
            infinite
            arrows
            dots={false}
            speed={450}
            slidesToShow={s.perView}
            slidesToScroll={1}
            autoplay={s.autoplay}
            autoplaySpeed={AUTOPLAY_MS}
            pauseOnHover
            pauseOnFocus
            prevArrow={<SliderArrow direction="prev" label={t('previous')} />}
            nextArrow={<SliderArrow direction="next" label={t('next')} />}
            onInit={s.syncFocus}
            onReInit={s.syncFocus}
            afterChange={s.syncFocus}
          >
            {s.state.slides.map((slide) => (
              <SlideCard key={slide.key} slide={slide} />
            ))}
          </Slider>
        ) : (
          <SliderSkeleton failed={s.state.status === 'error'} />
        )}
      </div>
    </section>
  );
}
