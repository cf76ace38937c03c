import { loadMessages, type Messages } from '../messages';

/** Flattens a message catalogue to key paths → sample output, calling functions with a placeholder. */
function flatten(m: object, prefix = ''): Record<string, string> {
  return Object.entries(m).reduce<Record<string, string>>((out, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'function') out[key] = (v as (n: string) => string)('X');
    else if (typeof v === 'object') Object.assign(out, flatten(v as object, key));
    else out[key] = v as string;
    return out;
  }, {});
}

describe('header messages', () => {
  let en: Record<string, string>;
  beforeAll(async () => { en = flatten((await loadMessages('en')) as Messages); });

  it.each(['hi', 'ta'] as const)('%s loads on demand with every English key, none empty, and is translated', async (code) => {
    const other = flatten(await loadMessages(code));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(other)) expect(text.trim()).not.toBe('');
    const script = code === 'hi' ? /[\u0900-\u097F]/ : /[\u0B80-\u0BFF]/;
    for (const key of ['storeLocator', 'downloadCatalogue', 'account', 'menu', 'shopByCategory', 'content.company']) {
      expect(other[key]).toMatch(script);
    }
  });

  it('functions put the name into the sentence', async () => {
    expect((await loadMessages('en')).submenuFor('Floor Tiles')).toContain('Floor Tiles');
    expect((await loadMessages('hi')).viewAll('फ़्लोर टाइल्स')).toContain('फ़्लोर टाइल्स');
  });

  it('hands every caller the same request, so a suspended render resumes with it', () => {
    expect(loadMessages('ta')).toBe(loadMessages('ta'));
  });
});
