import { readAddForm } from '../readAddForm';

it('reads only the fields our form writes', () => {
  expect(readAddForm({ sku: 'TL-1001', qty: '2' })).toEqual({ sku: 'TL-1001', boxes: 2 });
  expect(readAddForm({ sku: 'TL-1001', qty: '10000' })).toEqual({ sku: 'TL-1001', boxes: 10_000 });
  expect(readAddForm({ sku: 'TL-1016"><img src=x>', qty: '1' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1031', qty: '1e9' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1031', qty: '1e3' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1031', qty: ' 1' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1031', qty: '0x10' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1031', qty: '10001' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1046', qty: '0.5' })).toBeNull();
  expect(readAddForm({ sku: 'TL-1061' })).toBeNull();
  expect(readAddForm({ qty: '1' })).toBeNull();
});
