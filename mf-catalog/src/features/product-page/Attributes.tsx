import type { ProductPageData } from './productPage.gql';

const list = (values: (string | null)[] | null) => (values ?? []).filter(Boolean).join(', ');

/** The tile's specification as a definition list (sizes in mm and ft). */
export function Attributes({ product: p }: { product: ProductPageData }) {
  const rows: [string, string | null][] = [
    ['Size', p.tile_size && `${p.tile_size}${p.tile_size_ft ? ` (${p.tile_size_ft})` : ''}`],
    ['Type', p.tile_vitrified_kind ? `${p.tile_type_label} · ${p.tile_vitrified_kind}` : p.tile_type_label],
    ['Finish', p.tile_finish_label],
    ['Colour', p.tile_colour_label],
    ['Design', p.tile_design_label],
    ['Thickness', p.thickness_mm ? `${p.thickness_mm} mm` : null],
    ['Sq.ft per box', p.sqft_per_box ? String(p.sqft_per_box) : null],
    ['Pieces per box', p.pieces_per_box ? String(p.pieces_per_box) : null],
    ['Where to use', [list(p.tile_area_labels), list(p.tile_category_labels)].filter(Boolean).join(' · ') || null],
    ['Collection', p.tile_collection],
    ['SKU', p.sku],
  ];
  return (
    <dl className="cat-attrs">
      {rows.filter(([, v]) => v).map(([k, v]) => (
        <div key={k} className="cat-attrs__row"><dt>{k}</dt><dd>{v}</dd></div>
      ))}
    </dl>
  );
}
