import { type ModuleHandle, PATHS } from '@tiles/shared';
import type { EmptyProps } from '@tiles/shared';
import { StoreLocator } from '../features/store-locator/StoreLocator';
import { locatorHead } from '../features/store-locator/locatorHead';

/** The /store-locator route. */
/** Its title and lead as the document's head. */
export const head = locatorHead.head;

/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.storeLocator],
  pageName: { en: 'The store locator', hi: 'स्टोर लोकेटर', ta: 'கடை கண்டறியும் பக்கம்' },
};

export default function StoreLocatorPage(_props: EmptyProps) {
  return <StoreLocator />;
}
