import type { CmsSection, CmsSeed } from './types';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function section(s: CmsSection): string {
  const parts = [
    s.heading ? `<h2>${esc(s.heading)}</h2>` : '',
    ...(s.paragraphs ?? []).map((p) => `<p>${esc(p)}</p>`),
    s.list?.length ? `<ul>${s.list.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '',
    s.links?.length
      ? `<ul class="cms-links">${s.links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('')}</ul>`
      : '',
  ];
  return `<section${s.id ? ` id="${esc(s.id)}"` : ''}>${parts.join('')}</section>`;
}

/** Renders a seed to the raw HTML Magento stores in cms_page.content (escaped: content is text, not markup). */
export function renderCmsContent(page: CmsSeed): string {
  const toc =
    page.layout === 'toc'
      ? `<nav class="cms-toc" aria-label="On this page"><ul>${page.sections
          .filter((s) => s.id && s.heading)
          .map((s) => `<li><a href="#${esc(s.id!)}">${esc(s.heading!)}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  const intro = page.intro ? `<p class="cms-intro">${esc(page.intro)}</p>` : '';
  return intro + toc + page.sections.map(section).join('');
}
