import { useState } from 'react';
import { TileImage } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';
import type { TileChoices } from './useTileData';

interface Props {
  choices: TileChoices;
  current: string;
  onPick: (sku: string) => void;
}

const GROUPS = ['similar', 'sameSize', 'recent'] as const;

/** Switch the tile on show: similar tiles, the same size, or what the shopper viewed recently. */
export function TilePicker({ choices, current, onPick }: Props) {
  const [group, setGroup] = useState<(typeof GROUPS)[number]>('similar');
  const list = choices[group];
  const t = visualiserMessages.useT();
  return (
    <section className="cat-vis__tiles" aria-labelledby="cat-vis-tiles-title">
      <h3 id="cat-vis-tiles-title">{t('tiles')}</h3>
      <div className="cat-vis__tabs">
        {GROUPS.map((g) => (
          <button key={g} type="button" aria-pressed={group === g} onClick={() => setGroup(g)}>
            {t(g)}
          </button>
        ))}
      </div>
      {list.length ? (
        <ul className="cat-vis__tile-list">
          {list.map((t) => (
            <li key={t.sku}>
              <button type="button" aria-pressed={t.sku === current} onClick={() => onPick(t.sku)} data-testid="cat-vis-tile">
                {t.small_image?.url && <TileImage src={t.small_image.url} alt="" sizes="64px" width={160} />}
                <span>{t.name}</span>
                <small>{t.tile_size}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="cat-vis__hint">{t('none')}</p>
      )}
    </section>
  );
}
