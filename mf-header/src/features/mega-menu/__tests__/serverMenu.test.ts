import { RequestCache } from '@tiles/shared';
import { serverMenu, setServerMenu } from '../serverMenu';

const top = { key: 'tiles', name: 'All Tiles', href: '/tiles', path: 'tiles' };

describe('the menu bar the page was server-rendered with', () => {
  it('is kept when it is a list of well-formed top entries', () => {
    const cache = new RequestCache();
    setServerMenu(cache, [top, { ...top, key: 'floor-tiles', name: 'Floor Tiles' }]);
    expect(serverMenu(cache)?.map((e) => e.name)).toEqual(['All Tiles', 'Floor Tiles']);
  });

  it('belongs to its render: another render’s cache has none', () => {
    setServerMenu(new RequestCache(), [top]);
    expect(serverMenu(new RequestCache())).toBeNull();
  });

  it.each([
    ['nothing', undefined],
    ['an empty list', []],
    ['not a list', { 0: top }],
    ['an entry without a link', [top, { key: 'x', name: 'X', path: 'x' }]],
    ['an entry of the wrong type', [top, 'Floor Tiles']],
  ])('is no menu when the page carried %s (the live menu then loads its own)', (_, value) => {
    const cache = new RequestCache();
    setServerMenu(cache, value);
    expect(serverMenu(cache)).toBeNull();
  });
});
