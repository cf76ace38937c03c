import { localConfig, serverConfigFrom } from '../config';
import { contentSecurityPolicy } from '../page';

const imgSrc = (mediaOrigins?: string) =>
  contentSecurityPolicy(serverConfigFrom(localConfig(3000, true), { mediaOrigins }), 'n0nce')
    .split('; ')
    .find((d) => d.startsWith('img-src '))!;

describe('where catalogue images may come from (TILES_MEDIA_ORIGINS)', () => {
  it('allows the configured media origins in img-src, and only there', () => {
    expect(imgSrc()).not.toContain('cdn.tiles.example');
    const csp = contentSecurityPolicy(
      serverConfigFrom(localConfig(3000, true), { mediaOrigins: 'https://cdn.tiles.example/media/, http://localhost:3000' }),
      'n0nce',
    );
    expect(imgSrc('https://cdn.tiles.example/media/')).toContain(' https://cdn.tiles.example');
    expect(csp.split('; ').filter((d) => d.includes('cdn.tiles.example'))).toHaveLength(1);
  });

  it('refuses to start on a value that is not an absolute http(s) origin, naming the setting', () => {
    expect(() => serverConfigFrom(localConfig(3000, true), { mediaOrigins: 'cdn.tiles.example' })).toThrow(/TILES_MEDIA_ORIGINS/);
    expect(() => serverConfigFrom(localConfig(3000, true), { mediaOrigins: "https://a.example 'unsafe-inline'" })).toThrow(
      /TILES_MEDIA_ORIGINS/,
    );
  });
});
