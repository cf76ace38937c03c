import type { MouseEvent } from 'react';
import type { SidebarBlock } from './useContactSidebar';

interface Props {
  block: SidebarBlock | null;
  onContentClick: (e: MouseEvent<HTMLElement>) => void;
}

/** The store's `contact-us-sidebar` CMS block: its title and the editors' HTML (the store's own content). */
export function ContactSidebar({ block, onContentClick }: Props) {
  if (!block) return null;
  return (
    <aside className="lead-contact-aside" aria-labelledby="lead-contact-aside-title">
      <h2 id="lead-contact-aside-title" className="lead-sl-h2">
        {block.title}
      </h2>
      {/* Clicks are delegated so the block's links to the store's own pages stay inside the app. */}
      <div className="lead-contact-block" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: block.html }} />
    </aside>
  );
}
