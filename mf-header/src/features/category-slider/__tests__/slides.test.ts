import { buildSlides } from '../slides';

const img = (sku: string) => ({ sku, small_image: { url: `http://m/${sku}.png` } });

describe('slides', () => {
  const data: Parameters<typeof buildSlides>[0] = {
    categories: {
      items: [
        { uid: 'b', name: 'Wall Tiles', url_key: 'wall-tiles', url_path: 'tiles/wall-tiles' },
        { uid: 'a', name: 'Floor Tiles', url_key: 'floor-tiles', url_path: 'tiles/floor-tiles' },
        { uid: 'c', name: 'Large Tiles', url_key: 'large-tiles', url_path: 'tiles/large-tiles' },
      ],
    },
    floor: { items: [img('T1'), img('T2')] },
    wall: { items: [img('T1'), img('T3')] },
    large: { items: [] },
  };

  it('keeps the spec order, skips categories the store lacks, and avoids showing one tile twice', () => {
    const slides = buildSlides(data);
    expect(slides.map((s) => s.key)).toEqual(['floor-tiles', 'wall-tiles', 'large-tiles']);
    expect(slides[0]).toEqual({ key: 'floor-tiles', name: 'Floor Tiles', href: '/tiles/floor-tiles', image: 'http://m/T1.png' });
    expect(slides[1].image).toBe('http://m/T3.png');
    expect(slides[2].image).toBeNull();
  });

  it('a failed category list gives no slides', () => {
    expect(buildSlides({ categories: null })).toEqual([]);
  });
});
