import { PLACEHOLDER_STATIC, placeholderAt } from '../placeholderFrames';
import { moveActive } from '../suggestionOptions';

describe('animated placeholder', () => {
  it('types one character per tick, holds, then erases', () => {
    const phrases = ['oak'];
    expect([0, 1, 2, 3].map((t) => placeholderAt(t, phrases))).toEqual(['Search ', 'Search o', 'Search oa', 'Search oak']);
    expect(placeholderAt(10, phrases)).toBe('Search oak');
    expect(placeholderAt(16, phrases)).toBe('Search o');
    expect(placeholderAt(0, [])).toBe(PLACEHOLDER_STATIC);
  });
});

describe('moveActive', () => {
  it('wraps through the options and back to the text box', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
