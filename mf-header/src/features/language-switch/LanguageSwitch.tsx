import type { LanguageLink } from './languageUrl';
import './languageSwitch.css';

interface Props {
  label: string;
  links: LanguageLink[];
}

/** Plain links (not client-side): each language is another origin. */
export function LanguageSwitch({ label, links }: Props) {
  return (
    <nav aria-label={label} className="hdr-lang">
      <ul className="hdr-lang__list">
        {links.map((l) => (
          <li key={l.code}>
            <a className="hdr-lang__link" href={l.href} hrefLang={l.code} lang={l.code} aria-current={l.current ? 'true' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
