import { Link } from '@tiles/shared';

/** A 2x2 tile mark and the wordmark; the link's name is the visible brand plus "home". */
export function Logo({ brand, home }: { brand: string; home: string }) {
  return (
    <Link to="/" className="hdr-logo">
      <svg className="hdr-logo__mark" width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="13" height="13" rx="2" fill="var(--brand, #8a1c1c)" />
        <rect x="16" y="1" width="13" height="13" rx="2" fill="#c9a27e" />
        <rect x="1" y="16" width="13" height="13" rx="2" fill="#c9a27e" />
        <rect x="16" y="16" width="13" height="13" rx="2" fill="var(--brand, #8a1c1c)" />
      </svg>
      <span className="hdr-logo__word">{brand}</span>
      <span className="hdr-visually-hidden"> {home}</span>
    </Link>
  );
}
