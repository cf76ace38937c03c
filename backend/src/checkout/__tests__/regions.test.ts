/** @jest-environment node */
import { findRegion, INDIA_REGIONS } from '../regions';

describe('a region named as Magento takes it', () => {
  const tamilNadu = INDIA_REGIONS.find((r) => r.code === 'TN')!;

  it.each([
    ['its id', { region_id: tamilNadu.id }],
    ['its id as text (a storefront sending the region select’s value)', { region: String(tamilNadu.id) }],
    ['its code', { region: 'tn' }],
    ['its name', { region: 'Tamil Nadu' }],
  ])('finds it by %s', (_, ref) => {
    expect(findRegion(ref)).toBe(tamilNadu);
  });

  it.each([{ region: '1' }, { region: '569x' }, { region_id: 99999 }, { region: '' }])('finds none for %p', (ref) => {
    expect(findRegion(ref)).toBeUndefined();
  });
});
