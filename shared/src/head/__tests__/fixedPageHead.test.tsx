import { render } from '@testing-library/react';
import { defineMessages, setRuntimeSettings, localSettings } from '../../index';
import { fixedPageHead } from '../fixedPageHead';

const words = defineMessages(
  { title: 'Contact us', lead: 'Write to us' },
  {
    hi: async () => ({ default: { title: 'संपर्क करें', lead: 'हमें लिखें' } }),
    ta: async () => ({ default: { title: 'தொடர்பு', lead: 'எழுதுங்கள்' } }),
  },
);
const contact = fixedPageHead(words, '/contact', { title: 'title', description: 'lead' });
const url = new URL('https://tiles.example/contact');

beforeAll(() => setRuntimeSettings({ ...localSettings({ shell: 3000, backend: 4000 }), protocol: 'https:', baseDomain: 'tiles.example' }));

describe('a page with a fixed head (one URL, words of its own)', () => {
  it("gives the server the page's title and lead in the request's language, with its one URL", async () => {
    expect(await contact.head({ url, data: null, language: 'hi' })).toEqual({
      title: 'संपर्क करें',
      description: 'हमें लिखें',
      canonical: '/contact',
    });
    expect((await contact.head({ url, data: null, language: 'en' }))?.title).toBe('Contact us');
  });

  it('applies the same head in the browser, replacing the page before', () => {
    document.head.innerHTML = '<title>Tiles — ceramic, vitrified, wall and floor tiles</title>';
    function Page() {
      contact.useFixedHead();
      return null;
    }
    render(<Page />);
    expect(document.title).toBe('Contact us');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Write to us');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://tiles.example/contact');
  });
});
