import { notFound, inputError } from '../errors';
import { cmsPageById, cmsPageByIdentifier } from '../cms/repository';
import { toCmsPageModel } from '../cms/cmsPageModel';
import { CMS_BLOCKS } from '../cms/content/blocks';
import type { StoreContext } from '../context';

export const cmsResolvers = {
  Query: {
    /** Magento's cmsPage: identifier, or the deprecated numeric id; an empty identifier is looked up (and not found). */
    cmsPage: (_: unknown, args: { identifier?: string | null; id?: number | null }) => {
      if (args.id == null && args.identifier == null) throw inputError('Page id/identifier should be specified');
      const key = args.id != null ? String(args.id) : (args.identifier as string);
      const row = args.id != null ? cmsPageById(args.id) : key ? cmsPageByIdentifier(key) : undefined;
      if (!row) throw notFound(`The CMS page with the "${key}" ID doesn't exist.`);
      return toCmsPageModel(row);
    },
    /** Magento's cmsBlocks: the blocks named, in the order named, in the store view's language; an unknown one is an error. */
    cmsBlocks: (_: unknown, { identifiers }: { identifiers?: (string | null)[] | null }, ctx: StoreContext) => ({
      items: (identifiers ?? []).map((id) => {
        const block = CMS_BLOCKS.find((b) => b.identifier === id);
        if (!block) throw notFound(`The CMS block with the "${id ?? ''}" ID doesn't exist.`);
        return { identifier: block.identifier, title: block.title[ctx.lang], content: block.content[ctx.lang] };
      }),
    }),
  },
};
