import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site (`/tiles?page=2`). */
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier (new tab, download), another target. */
const leftToBrowser = (e: MouseEvent<HTMLAnchorElement>, target?: string) =>
  e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (!!target && target !== '_self');

/**
 * An in-app link: a plain `<a href>` whose plain click moves the router instead of loading the page. React Router's
 * own Link resolves the path, sets up prefetching and a navigate hook per link (about a dozen hooks each): a page
 * draws 100–150 links (the menu, the cards), and those links cost ~20 % of a server render's CPU. The store's links
 * are absolute paths, so this one reads the router's navigator once and does nothing else until it is clicked.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (leftToBrowser(e, target)) return;
    e.preventDefault();
    // As React Router does: a link to the page already shown replaces its history entry rather than adding one.
    const here = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search + window.location.hash;
    if (replace || here === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
