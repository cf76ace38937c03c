import { PATHS } from '@tiles/shared';

export function Footer() {
  return (
    <footer style={{ borderTop: '1px solid var(--line)', padding: '24px 16px', marginTop: 48, color: 'var(--muted)' }}>
      <nav aria-label="Footer" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <a href="/about-us">About us</a>
        <a href="/contact-us">Contact us</a>
        <a href="/faq">FAQ</a>
        <a href={PATHS.storeLocator}>Store locator</a>
        <a href="/career">Career</a>
        <a href="/investor">Investor</a>
      </nav>
      <p>MRP per sq.ft, inclusive of GST.</p>
    </footer>
  );
}
