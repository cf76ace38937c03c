import { EMPTY_CALC, readCalcParams } from '../calcParams';

const read = (qs: string) => readCalcParams(new URLSearchParams(qs));

describe('the calculator’s form sent without scripts', () => {
  it('reads each field', () => {
    expect(read('calc_mode=room&calc_length=10&calc_width=12.5&calc_unit=m&calc_wastage=15')).toEqual({
      mode: 'room',
      unit: 'm',
      length: '10',
      width: '12.5',
      area: '',
      wastagePct: 15,
    });
    expect(read('calc_mode=area&calc_area=120&calc_wastage=0')).toMatchObject({ mode: 'area', area: '120', wastagePct: 0 });
  });

  it('gives the defaults for a missing, garbled or oversized field, and keeps the rest', () => {
    expect(read('')).toEqual(EMPTY_CALC);
    expect(read('calc_mode=<script>&calc_unit=furlong&calc_wastage=7&calc_length=10')).toEqual({ ...EMPTY_CALC, length: '10' });
    expect(read('calc_wastage=&calc_wastage=15')).toMatchObject({ wastagePct: 10 });
    expect(read(`calc_area=${'9'.repeat(100_000)}&calc_mode=area`)).toMatchObject({ mode: 'area', area: '' });
    // Typed text stays text: the calculator refuses what is not a positive number, as when it is typed live.
    expect(read('calc_length=-3&calc_width=abc')).toMatchObject({ length: '-3', width: 'abc' });
  });
});
