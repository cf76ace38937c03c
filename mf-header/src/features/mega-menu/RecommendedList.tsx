import { Link } from '@tiles/shared';
import type { Recommended } from './useRecommended';

const SKELETON = [0, 1, 2, 3];

/** Root-level product slugs, each with name and size (spec §2); a fixed-size thumbnail keeps rows steady. */
export function RecommendedList({ state }: { state: Recommended | undefined }) {
  if (!state || state.status === 'loading') {
    return (
      <ul className="hdr-rec" aria-hidden="true">
        {SKELETON.map((i) => (
          <li key={i} className="hdr-rec__item hdr-rec__item--skeleton" />
        ))}
      </ul>
    );
  }
  if (state.status === 'error' || state.products.length === 0) return null;
  return (
    <ul className="hdr-rec">
      {state.products.map((p) => (
        <li key={p.uid} className="hdr-rec__item">
          <Link className="hdr-rec__link" to={`/${p.url_key}`}>
            {p.small_image && (
              <img
                className="hdr-rec__img"
                src={`${p.small_image.url}?w=160`}
                alt=""
                width="48"
                height="48"
                loading="lazy"
                decoding="async"
              />
            )}
            <span className="hdr-rec__text">
              <span className="hdr-rec__name">{p.name}</span>
              {p.tile_size && <span className="hdr-rec__size">{p.tile_size}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
