interface Props {
  label: string;
  direction: 'prev' | 'next';
  onClick: () => void;
}

/** A button that scrolls the slides by one, labelled in the page's language. */
export function SliderArrow({ label, direction, onClick }: Props) {
  return (
    <button type="button" className={`hdr-slider__arrow hdr-slider__arrow--${direction}`} aria-label={label} onClick={onClick}>
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
