import { useCallback, useMemo, useState } from 'react';
import { calculateBoxes, type CalcInput, type CalcMode, type LengthUnit } from '../box-calculator/boxCalculator';

/** The calculator's inputs as typed, and the boxes they come to. */
export function useBoxCalculator(sqftPerBox: number, pricePerBox: number) {
  const [input, setInput] = useState<CalcInput>({ mode: 'room', unit: 'ft', length: '', width: '', area: '', wastagePct: 10 });
  const result = useMemo(() => calculateBoxes(input, sqftPerBox, pricePerBox), [input, sqftPerBox, pricePerBox]);
  const touched = input.mode === 'area' ? input.area !== '' : input.length !== '' && input.width !== '';

  const handleMode = useCallback((mode: CalcMode) => setInput((i) => ({ ...i, mode })), []);
  const handleUnit = useCallback((unit: LengthUnit) => setInput((i) => ({ ...i, unit })), []);
  const handleField = useCallback((field: 'length' | 'width' | 'area', value: string) => setInput((i) => ({ ...i, [field]: value })), []);
  const handleWastage = useCallback((wastagePct: number) => setInput((i) => ({ ...i, wastagePct })), []);

  return { input, result, invalid: touched && !result, handleMode, handleUnit, handleField, handleWastage };
}
