interface Props {
  label: string;
  direction: 'prev' | 'next';
  /** Set by react-slick when it clones the arrow. */
  className?: string;
  onClick?: () => void;
}

/** Slick's own arrows say "Previous"/"Next" in English only; these carry the page language. */
export function SliderArrow({ label, direction, className = '', onClick }: Props) {
  return (
    <button type="button" className={`${className} hdr-slider__arrow hdr-slider__arrow--${direction}`} aria-label={label} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'M11 3.5 5.5 9l5.5 5.5' : 'M7 3.5 12.5 9 7 14.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
