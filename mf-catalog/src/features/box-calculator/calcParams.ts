import { WASTAGE_CHOICES, type CalcInput } from './boxCalculator';

/** The calculator's fields, named as its form sends them without scripts (GET, to the product's own page). */
export const CALC_FIELDS = {
  mode: 'calc_mode',
  unit: 'calc_unit',
  length: 'calc_length',
  width: 'calc_width',
  area: 'calc_area',
  wastage: 'calc_wastage',
} as const;

export const EMPTY_CALC: CalcInput = { mode: 'room', unit: 'ft', length: '', width: '', area: '', wastagePct: 10 };

/** A measurement is a few characters at most: a longer value is not a shopper's, and is dropped. */
const MAX_TYPED = 12;
const typed = (raw: string | null) => (raw && raw.length <= MAX_TYPED ? raw : '');

/**
 * The calculator's inputs from the page's address (its form sent without scripts), the defaults for anything missing
 * or malformed: the server draws the answer, and the cart's form beside it posts those boxes.
 */
export function readCalcParams(search: URLSearchParams): CalcInput {
  const rawWastage = search.get(CALC_FIELDS.wastage) ?? '';
  const wastage = /^\d{1,2}$/.test(rawWastage) ? Number(rawWastage) : NaN;
  return {
    mode: search.get(CALC_FIELDS.mode) === 'area' ? 'area' : 'room',
    unit: search.get(CALC_FIELDS.unit) === 'm' ? 'm' : 'ft',
    length: typed(search.get(CALC_FIELDS.length)),
    width: typed(search.get(CALC_FIELDS.width)),
    area: typed(search.get(CALC_FIELDS.area)),
    wastagePct: (WASTAGE_CHOICES as readonly number[]).includes(wastage) ? wastage : EMPTY_CALC.wastagePct,
  };
}
