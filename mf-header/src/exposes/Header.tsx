import type { HeaderProps } from '@tiles/shared';

declare const __TILES_RELEASE__: string;

/** Placeholder until the header feature lands. */
export default function Header({ searchSlot, cartSlot, callbackSlot }: HeaderProps) {
  return (
    <header data-boundary="mf-header" data-release={__TILES_RELEASE__}>
      <a href="/">Tiles</a>
      {searchSlot}
      {callbackSlot}
      {cartSlot}
    </header>
  );
}
