import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tiles/shared';
import { getBus } from '@tiles/shared';
import { consumedPayloads } from '@tiles/shared/src/testing/contracts';
import consumes from '../../../contracts/consumes.json';
import { useDisclosures } from '../useDisclosures';

function Harness() {
  const d = useDisclosures();
  return (
    <nav ref={d.containerRef} onKeyDown={d.handleKeyDown} onBlur={d.handleBlur}>
      {['a', 'b'].map((k) => (
        <li key={k}>
          <button type="button" ref={d.toggleRef(k)} aria-expanded={Boolean(d.open[k])} onClick={() => d.handleToggle(k)}>
            {k}
          </button>
          {d.open[k] && <a href={`#${k}`}>inside {k}</a>}
        </li>
      ))}
    </nav>
  );
}

const setup = () =>
  render(
    <MemoryRouter>
      <Harness />
      <button type="button">outside</button>
    </MemoryRouter>,
  );

describe('useDisclosures', () => {
  it('Escape closes the open entry and returns focus to its toggle', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    const inside = screen.getByRole('link', { name: 'inside a' });
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'a' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'a' })).toHaveFocus();
  });

  it('focus moving out of the container closes everything; moving inside does not', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    fireEvent.blur(screen.getByRole('button', { name: 'a' }), { relatedTarget: screen.getByRole('link', { name: 'inside a' }) });
    expect(screen.getByRole('button', { name: 'a' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(screen.getByRole('button', { name: 'a' }), { relatedTarget: screen.getByRole('button', { name: 'outside' }) });
    expect(screen.getByRole('button', { name: 'a' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a pointer press outside closes; so does another team taking over (bus events)', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(screen.getByRole('button', { name: 'b' })).toHaveAttribute('aria-expanded', 'false');

    const takeOvers = ['cart:open-requested', 'leads:callback-requested', 'leads:popup-opened', 'search:submitted'] as const;
    for (const name of takeOvers)
      for (const payload of consumedPayloads(consumes, name)) {
        fireEvent.click(screen.getByRole('button', { name: 'b' }));
        expect(screen.getByRole('button', { name: 'b' })).toHaveAttribute('aria-expanded', 'true');
        act(() => getBus().publish(name, payload as never));
        expect(screen.getByRole('button', { name: 'b' })).toHaveAttribute('aria-expanded', 'false');
      }
  });
});
