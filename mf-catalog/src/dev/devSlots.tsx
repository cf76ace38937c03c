import type { SlotRenderers } from '@tiles/shared';

/** Stand-ins for other teams' parts when the catalogue runs alone. */
export const devSlots: SlotRenderers = {
  renderAddToCart: (p) => <button type="button">Add {p.name} (cart team)</button>,
  renderCallbackButton: () => <button type="button">Request a callback (leads team)</button>,
  renderSearchBox: () => <input aria-label="Search tiles" />,
  renderCategorySlider: () => null,
};
