import type { ProductPageData } from './productPage.gql';
import { productMessages } from './i18n/messages';

const list = (values: (string | null)[] | null) => (values ?? []).filter(Boolean).join(', ');

/** The tile's specification as a definition list (sizes in mm and ft). */
export function Attributes({ product: p }: { product: ProductPageData }) {
  const t = productMessages.useT();
  const rows: [string, string | null][] = [
    [t('size'), p.tile_size && `${p.tile_size}${p.tile_size_ft ? ` (${p.tile_size_ft})` : ''}`],
    [t('type'), p.tile_vitrified_kind ? `${p.tile_type_label} · ${p.tile_vitrified_kind}` : p.tile_type_label],
    [t('finish'), p.tile_finish_label],
    [t('colour'), p.tile_colour_label],
    [t('design'), p.tile_design_label],
    [t('thickness'), p.thickness_mm ? t('thicknessMm', { mm: p.thickness_mm }) : null],
    [t('sqftPerBox'), p.sqft_per_box ? String(p.sqft_per_box) : null],
    [t('piecesPerBox'), p.pieces_per_box ? String(p.pieces_per_box) : null],
    [t('whereToUse'), [list(p.tile_area_labels), list(p.tile_category_labels)].filter(Boolean).join(' · ') || null],
    [t('collection'), p.tile_collection],
    [t('sku'), p.sku],
  ];
  return (
    <dl className="cat-attrs">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="cat-attrs__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
