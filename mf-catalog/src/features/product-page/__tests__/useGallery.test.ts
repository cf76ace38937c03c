import { shownImage } from '../useGallery';

describe('the image a product page shows first', () => {
  it('is the one a thumbnail sent without scripts names', () => {
    expect(shownImage('?image=1', 3)).toBe(1);
    expect(shownImage('?image=2&utm_source=ads', 3)).toBe(2);
  });

  it('is the first for a missing, unknown, garbled or oversized number', () => {
    for (const search of [
      '',
      '?image=',
      '?image=3',
      '?image=-1',
      '?image=1.5',
      '?image=0x1',
      '?image=%3Cb%3E',
      `?image=${'1'.repeat(5000)}`,
    ])
      expect(shownImage(search, 3)).toBe(0);
  });
});
