import type { StoreContext } from '../context';
import { contactUs, type ContactUsInput } from '../contact/contactUs';

export const contactResolvers = {
  Mutation: {
    contactUs: (_: unknown, { input }: { input: ContactUsInput }, ctx: StoreContext) => contactUs(ctx, input),
  },
};
