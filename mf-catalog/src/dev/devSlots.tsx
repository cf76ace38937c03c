import type { SlotRenderers } from '@tiles/shared';

/** Stand-ins for other teams' parts when the catalogue runs alone (they show what they were given). */
export const devSlots: SlotRenderers = {
  renderAddToCart: (p) => <button type="button">Add to cart{p.boxes ? ` (${p.boxes} ${p.boxes === 1 ? 'box' : 'boxes'})` : ''}</button>,
  renderCallbackButton: (p) => <button type="button">Request a callback{p.productName ? ` about ${p.productName}` : ''}</button>,
  renderSearchBox: () => (
    <form action="/catalogsearch/result/" role="search">
      <input name="q" aria-label="Search tiles" placeholder="Search tiles" />
    </form>
  ),
  renderCategorySlider: () => <p>Category slider (header team)</p>,
};
