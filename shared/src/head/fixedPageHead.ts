import type { MessageCatalogue, Translate } from '../i18n/messages';
import type { ModuleHead, PageHead } from './pageHead';
import { useHead } from './useHead';

/**
 * The head of a page that is one URL with words of its own (a form, a tool): its catalogue's title and lead, and
 * `path` as its canonical URL. Gives the module's `head` export (the server's document) and the hook its view calls
 * (client navigations), so both say the same.
 */
export function fixedPageHead<Id extends string>(
  catalogue: MessageCatalogue<Id>,
  path: string,
  keys: { title: Id; description: Id },
): { head: ModuleHead; useFixedHead: () => void } {
  const headOf = (t: Translate<Id>): PageHead => ({ title: t(keys.title), description: t(keys.description), canonical: path });
  return {
    head: async ({ language }) => headOf(await catalogue.load(language)),
    useFixedHead: () => useHead(headOf(catalogue.useT())),
  };
}
