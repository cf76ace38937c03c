import { render } from '@testing-library/react';
import { TileImage } from '../TileImage';

it('in the live page every image is a real, lazy WebP picture (the server left the ones below the fold to it)', () => {
  const { container } = render(<TileImage src="/media/tl-2.png" alt="Slate" sizes="50vw" className="card" />);
  expect(container.querySelector('noscript')).toBeNull();
  expect(container.querySelector('picture.card source')?.getAttribute('srcset')).toContain('tl-2.webp?w=800');
  expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
});
