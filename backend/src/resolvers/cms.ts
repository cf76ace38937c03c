import { notFound, inputError } from '../errors';
import { cmsPageByIdentifier } from '../cms/repository';
import { toCmsPageModel } from '../cms/cmsPageModel';

export const cmsResolvers = {
  Query: {
    /** Magento's cmsPage(identifier:); the deprecated numeric id is not supported by this store. */
    cmsPage: (_: unknown, args: { identifier?: string | null; id?: number | null }) => {
      if (!args.identifier) throw inputError('Page id/identifier should be specified');
      const row = cmsPageByIdentifier(args.identifier);
      if (!row) throw notFound(`The CMS page with the "${args.identifier}" ID doesn't exist.`);
      return toCmsPageModel(row);
    },
  },
};
