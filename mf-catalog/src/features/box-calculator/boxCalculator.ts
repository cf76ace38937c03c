/** Area → boxes, the way a tile shop counts: measured area plus a wastage allowance, rounded up to whole boxes. */
export type CalcMode = 'room' | 'area';
export type LengthUnit = 'ft' | 'm';

export const SQFT_PER_SQM = 10.7639;
export const WASTAGE_CHOICES = [0, 5, 10, 15] as const;

export interface CalcInput {
  mode: CalcMode;
  unit: LengthUnit;
  length: string;
  width: string;
  area: string;
  wastagePct: number;
}

export interface CalcResult {
  /** Area to cover in sq.ft, before wastage. */
  areaSqft: number;
  /** Area to buy for, with the wastage allowance. */
  neededSqft: number;
  boxes: number;
  /** What the whole boxes cover. */
  coveredSqft: number;
  totalPrice: number;
}

const positive = (raw: string): number | null => {
  const n = Number(raw.trim().replace(',', '.'));
  return raw.trim() !== '' && Number.isFinite(n) && n > 0 && n < 1e6 ? n : null;
};

/** Null until the inputs describe a real area (blank, zero, negative or non-numeric inputs give no answer). */
export function calculateBoxes(input: CalcInput, sqftPerBox: number, pricePerBox: number): CalcResult | null {
  if (!(sqftPerBox > 0)) return null;
  let areaSqft: number | null;
  if (input.mode === 'area') {
    areaSqft = positive(input.area);
  } else {
    const l = positive(input.length);
    const w = positive(input.width);
    areaSqft = l && w ? l * w * (input.unit === 'm' ? SQFT_PER_SQM : 1) : null;
  }
  if (areaSqft === null) return null;
  const neededSqft = areaSqft * (1 + input.wastagePct / 100);
  // The epsilon keeps 132.0000001 from becoming an extra box through float noise.
  const boxes = Math.ceil(neededSqft / sqftPerBox - 1e-9);
  return { areaSqft, neededSqft, boxes, coveredSqft: boxes * sqftPerBox, totalPrice: Math.round(boxes * pricePerBox * 100) / 100 };
}
