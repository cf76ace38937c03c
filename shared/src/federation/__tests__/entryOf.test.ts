import { entryOf } from '../loadRemoteModule';

describe('entryOf: the browser loads the container script beside the manifest remotes.json names', () => {
  it('swaps the manifest file for remoteEntry.js, keeping origin, folder and query', () => {
    expect(entryOf('https://cdn.example.com/mf-header/v42/mf-manifest.json')).toBe('https://cdn.example.com/mf-header/v42/remoteEntry.js');
    expect(entryOf('//cdn.example.com/cart/mf-manifest.json?release=7')).toBe('//cdn.example.com/cart/remoteEntry.js?release=7');
  });

  it('keeps a URL that already names a script', () => {
    expect(entryOf('http://localhost:3001/remoteEntry.js')).toBe('http://localhost:3001/remoteEntry.js');
  });
});
