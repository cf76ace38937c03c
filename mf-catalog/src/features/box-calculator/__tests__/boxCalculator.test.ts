import { calculateBoxes, type CalcInput } from '../boxCalculator';

const base: CalcInput = { mode: 'area', unit: 'ft', length: '', width: '', area: '', wastagePct: 10 };

describe('calculateBoxes', () => {
  it('turns 120 sq.ft plus 10% wastage into whole boxes', () => {
    const r = calculateBoxes({ ...base, area: '120' }, 15.5, 1000);
    expect(r).toMatchObject({ areaSqft: 120, boxes: 9, totalPrice: 9000 });
    expect(r!.neededSqft).toBeCloseTo(132);
    expect(r!.coveredSqft).toBeCloseTo(139.5);
  });

  it('does not add a box for float noise at an exact multiple', () => {
    expect(calculateBoxes({ ...base, area: '120', wastagePct: 10 }, 13.2, 1)!.boxes).toBe(10);
    expect(calculateBoxes({ ...base, area: '120', wastagePct: 0 }, 12, 1)!.boxes).toBe(10);
  });

  it('measures a room in feet or metres', () => {
    const ft = calculateBoxes({ ...base, mode: 'room', length: '12', width: '10', wastagePct: 0 }, 10, 1)!;
    expect(ft.areaSqft).toBe(120);
    const m = calculateBoxes({ ...base, mode: 'room', unit: 'm', length: '4', width: '3', wastagePct: 0 }, 10, 1)!;
    expect(m.areaSqft).toBeCloseTo(129.17, 2);
    expect(m.boxes).toBe(13);
  });

  it.each(['', '0', '-5', 'abc', '1e7'])('gives no answer for %p', (area) => {
    expect(calculateBoxes({ ...base, area }, 10, 1)).toBeNull();
  });

  it('gives no answer without a box size', () => {
    expect(calculateBoxes({ ...base, area: '100' }, 0, 1)).toBeNull();
  });
});
