import { notFound, inputError } from '../errors';
import { cmsPageById, cmsPageByIdentifier } from '../cms/repository';
import { toCmsPageModel } from '../cms/cmsPageModel';

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
  },
};
