import { planQuantity } from '../quantity';

describe('planQuantity', () => {
  it('boxes are whole numbers and cover boxes × sq.ft per box', () => {
    expect(planQuantity('boxes', '3', 15.5)).toEqual({ boxes: 3, coveredSqft: 46.5, neededSqft: null });
    expect(planQuantity('boxes', '2.5', 15.5)).toBeNull();
    expect(planQuantity('boxes', '0', 15.5)).toBeNull();
    expect(planQuantity('boxes', '', 15.5)).toBeNull();
  });
  it('an area adds 10% wastage and rounds up to whole boxes', () => {
    const plan = planQuantity('area', '100', 15.5);
    expect(plan?.boxes).toBe(8); // 110 / 15.5 = 7.1 → 8
    expect(plan?.neededSqft).toBeCloseTo(110);
    expect(plan?.coveredSqft).toBe(124);
  });
  it('an exact fit does not buy an extra box through float noise', () => {
    expect(planQuantity('area', String(15.5 * 4 / 1.1), 15.5)?.boxes).toBe(4);
  });
  it('rejects negative or non-numeric areas', () => {
    expect(planQuantity('area', '-5', 15.5)).toBeNull();
    expect(planQuantity('area', 'abc', 15.5)).toBeNull();
  });
});
