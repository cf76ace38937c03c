import { runOperation } from '@tiles/shared';
import { CONTACT_SIDEBAR } from './contact.gql';

export interface SidebarBlock {
  title: string;
  html: string;
}

/** The store's `contact-us-sidebar` block in the page language; null when there is none or it cannot be loaded. */
export async function loadSidebarBlock(): Promise<SidebarBlock | null> {
  const result = await runOperation(CONTACT_SIDEBAR);
  const item = result.data?.cmsBlocks?.items?.[0];
  return item?.content ? { title: item.title ?? '', html: item.content } : null;
}
