import { createElement } from 'react';
import type { HeadTag } from './pageHead';

/** The head's elements as the server's document writes them; `data-head` marks what `useHead` replaces. */
export function HeadTags({ tags }: { tags: HeadTag[] }) {
  return tags.map((t, i) => {
    if (t.tag === 'title') return <title key={i}>{t.text}</title>;
    // A data block (never run, so the page's CSP has nothing to allow); its JSON is escaped for a <script> element.
    if (t.tag === 'script') return <script key={i} type={t.attrs.type} data-head="" dangerouslySetInnerHTML={{ __html: t.text }} />;
    return createElement(t.tag, { key: i, ...t.attrs, 'data-head': '' });
  });
}
