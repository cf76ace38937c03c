import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from '@tiles/shared';
import { calculateBoxes, type CalcInput, type CalcMode, type LengthUnit } from '../box-calculator/boxCalculator';
import { readCalcParams } from '../box-calculator/calcParams';

/**
 * The calculator's inputs as typed, and the boxes they come to. It starts from the page's address: the calculator's
 * form sent without scripts comes back as the same page with its fields, and the server draws their answer.
 */
export function useBoxCalculator(sqftPerBox: number, pricePerBox: number) {
  const { search } = useLocation();
  const [input, setInput] = useState<CalcInput>(() => readCalcParams(new URLSearchParams(search)));
  const result = useMemo(() => calculateBoxes(input, sqftPerBox, pricePerBox), [input, sqftPerBox, pricePerBox]);
  const touched = input.mode === 'area' ? input.area !== '' : input.length !== '' && input.width !== '';

  const handleMode = useCallback((mode: CalcMode) => setInput((i) => ({ ...i, mode })), []);
  const handleUnit = useCallback((unit: LengthUnit) => setInput((i) => ({ ...i, unit })), []);
  const handleField = useCallback((field: 'length' | 'width' | 'area', value: string) => setInput((i) => ({ ...i, [field]: value })), []);
  const handleWastage = useCallback((wastagePct: number) => setInput((i) => ({ ...i, wastagePct })), []);

  // Live, the answer follows each keystroke: Enter in a field must not send the form (a reload) as it does without scripts.
  const handleSubmit = useCallback((e: FormEvent) => e.preventDefault(), []);

  return { input, result, invalid: touched && !result, handleMode, handleUnit, handleField, handleWastage, handleSubmit };
}
