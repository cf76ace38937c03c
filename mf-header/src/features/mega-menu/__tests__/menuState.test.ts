import { isCurrentLink, menuReducer, openKeys, topLinkClick } from '../menuState';

describe('menu open state (held per top entry)', () => {
  it('toggles one entry open and closed without touching another in the drawer', () => {
    let s = menuReducer({}, { type: 'toggle', key: 'floor-tiles', exclusive: false });
    s = menuReducer(s, { type: 'toggle', key: 'wall-tiles', exclusive: false });
    expect(openKeys(s).sort()).toEqual(['floor-tiles', 'wall-tiles']);
    s = menuReducer(s, { type: 'toggle', key: 'floor-tiles', exclusive: false });
    expect(openKeys(s)).toEqual(['wall-tiles']);
  });

  it('on wide screens opening one entry closes the others (their panels share one place)', () => {
    let s = menuReducer({}, { type: 'toggle', key: 'floor-tiles', exclusive: true });
    s = menuReducer(s, { type: 'toggle', key: 'wall-tiles', exclusive: true });
    expect(openKeys(s)).toEqual(['wall-tiles']);
  });

  it('closing an entry that is not open keeps the same state object (no re-render)', () => {
    const s = menuReducer({}, { type: 'toggle', key: 'tiles', exclusive: true });
    expect(menuReducer(s, { type: 'close', key: 'wall-tiles' })).toBe(s);
    expect(openKeys(menuReducer(s, { type: 'close', key: 'tiles' }))).toEqual([]);
  });

  it('closeAll closes everything and is a no-op when nothing is open', () => {
    const empty = {};
    expect(menuReducer(empty, { type: 'closeAll' })).toBe(empty);
    const s = menuReducer({ a: true, b: true }, { type: 'closeAll' });
    expect(openKeys(s)).toEqual([]);
  });
});

describe('top link click rule', () => {
  it('navigates with a mouse on a wide screen, open or not', () => {
    expect(topLinkClick(false, false)).toBe('navigate');
    expect(topLinkClick(true, false)).toBe('navigate');
  });
  it('on touch or narrow screens the first click opens, the second navigates', () => {
    expect(topLinkClick(false, true)).toBe('open');
    expect(topLinkClick(true, true)).toBe('navigate');
  });
});

describe('current page link', () => {
  it('matches on path, ignoring a trailing slash and extra listing parameters', () => {
    expect(isCurrentLink('/tiles/wooden-tiles', '/tiles/wooden-tiles/', '?tile_area=103')).toBe(true);
    expect(isCurrentLink('/tiles/wooden-tiles', '/tiles/marble-tiles', '')).toBe(false);
  });
  it("requires the link's own query (colour variants) to match", () => {
    expect(isCurrentLink('/tiles/white-tiles?tiles=floor-tiles', '/tiles/white-tiles', '?tiles=floor-tiles')).toBe(true);
    expect(isCurrentLink('/tiles/white-tiles?tiles=wall-tiles', '/tiles/white-tiles', '?tiles=floor-tiles')).toBe(false);
    expect(isCurrentLink('/tiles/white-tiles?tiles=floor-tiles', '/tiles/white-tiles', '')).toBe(false);
  });
});
