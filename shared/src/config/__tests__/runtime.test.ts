import { ConfigError, localSettings, parseRemotesConfig } from '../runtime';
import ports from '../ports.json';

describe('remotes.json parsing', () => {
  it('accepts a complete config', () => {
    const cfg = parseRemotesConfig({ remotes: { mf_header: 'http://localhost:3001/mf-manifest.json' }, settings: localSettings(ports) });
    expect(cfg.settings.graphqlUrl).toBe('http://localhost:4000/graphql');
  });

  it('names what is wrong', () => {
    expect(() => parseRemotesConfig({ remotes: { mf_header: 'not a url' }, settings: localSettings(ports) })).toThrow(/mf_header/);
    expect(() => parseRemotesConfig({ remotes: {}, settings: { phone: '1' } })).toThrow(ConfigError);
    expect(() => parseRemotesConfig({ remotes: {}, settings: { phone: '1' } })).toThrow(/graphqlUrl/);
    expect(() => parseRemotesConfig('nope')).toThrow(/expected an object/);
  });
});
