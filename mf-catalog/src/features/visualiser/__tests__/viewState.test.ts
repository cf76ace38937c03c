import { parseViewState, viewQuery, PHOTO } from '../viewState';

describe('view state in the link', () => {
  it('round-trips a view through its query', () => {
    const s = parseViewState(new URLSearchParams('sku=TL-1&room=kitchen&plane=wall&grout=5&gc=222222&pattern=brick&rot=45&vs=TL-2'));
    expect(s).toEqual({
      sku: 'TL-1',
      room: 'kitchen',
      plane: 'wall',
      groutMm: 5,
      groutColour: '#222222',
      pattern: 'brick',
      rotationDeg: 45,
      compareSku: 'TL-2',
    });
    expect(parseViewState(new URLSearchParams(viewQuery(s)))).toEqual(s);
  });

  it('takes defaults for hostile or missing values', () => {
    const s = parseViewState(new URLSearchParams('room=../../etc&grout=1e9&gc=zzz&pattern=<b>&rot=33&plane=ceiling'));
    expect(s).toMatchObject({
      sku: '',
      room: '',
      plane: null,
      groutMm: 10,
      groutColour: '#b9b4aa',
      pattern: 'straight',
      rotationDeg: 0,
      compareSku: null,
    });
  });

  it('never puts the shopper’s photo in a link', () => {
    const q = viewQuery({ ...parseViewState(new URLSearchParams('sku=A')), room: PHOTO, plane: 'floor' });
    expect(q).not.toContain('room=');
    expect(q).not.toContain('plane=');
  });
});
