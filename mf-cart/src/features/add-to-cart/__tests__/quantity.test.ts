import { planBoxes } from '../quantity';

describe('planBoxes', () => {
  it('boxes are whole numbers and cover boxes × sq.ft per box', () => {
    expect(planBoxes(3, 15.5)).toEqual({ boxes: 3, coveredSqft: 46.5 });
    expect(planBoxes(9, 15.5)).toEqual({ boxes: 9, coveredSqft: 139.5 });
  });
  it('refuses fractions, zero and negatives', () => {
    expect(planBoxes(2.5, 15.5)).toBeNull();
    expect(planBoxes(0, 15.5)).toBeNull();
    expect(planBoxes(-1, 15.5)).toBeNull();
    expect(planBoxes(Number.NaN, 15.5)).toBeNull();
  });
});
