import { render } from '@testing-library/react';
import { MemoryRouter } from '@tiles/shared';
import { PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
import { CategorySlider } from '../CategorySlider';

describe('CategorySlider on /inspection-doc', () => {
  // Put the real fetch back: a spy left in place would answer every later test of this worker.
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('renders nothing and asks the store for nothing', () => {
    setRuntimeSettings(localSettings(PORTS));
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const { container } = render(
      <MemoryRouter initialEntries={['/inspection-doc']}>
        <CategorySlider />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
