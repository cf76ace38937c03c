/** @jest-environment node */
import { apiOriginsElsewhere } from '../page';

describe('the origins a page connects to early', () => {
  it("names each API origin that is not the page's own, once", () => {
    const settings = {
      graphqlUrl: 'https://api.tiles.example/graphql',
      restUrl: 'https://api.tiles.example/rest',
      searchUrl: 'https://search.unbxd.example/v1/search',
    };
    expect(apiOriginsElsewhere(settings, 'https://tiles.example')).toEqual(['https://api.tiles.example', 'https://search.unbxd.example']);
  });

  it("names none when the page's origin passes the API through (as under npm start), or when the URLs are relative", () => {
    const own = {
      graphqlUrl: 'http://localhost:3000/graphql',
      restUrl: 'http://localhost:3000/rest',
      searchUrl: 'http://localhost:3000/search',
    };
    expect(apiOriginsElsewhere(own, 'http://localhost:3000')).toEqual([]);
    expect(apiOriginsElsewhere({ graphqlUrl: '/graphql', restUrl: '/rest', searchUrl: '/search' }, 'https://tiles.example')).toEqual([]);
  });
});
