import { catalogueHref, DEFAULT_CATALOGUE_PATHS } from '../catalogueLink';

const paths = { catalogueDownloadPath: '/catalogue', exportCatalogueDownloadPath: '/export-catalogue' };

describe('download catalogue link', () => {
  it('goes to the export catalogue on /exports-project and pages under it', () => {
    expect(catalogueHref('/exports-project', paths)).toBe('/export-catalogue');
    expect(catalogueHref('/exports-project/', paths)).toBe('/export-catalogue');
    expect(catalogueHref('/exports-project/middle-east', paths)).toBe('/export-catalogue');
  });

  it('goes to the normal catalogue everywhere else, including look-alike paths', () => {
    expect(catalogueHref('/', paths)).toBe('/catalogue');
    expect(catalogueHref('/tiles/floor-tiles', paths)).toBe('/catalogue');
    expect(catalogueHref('/exports-projects', paths)).toBe('/catalogue');
    expect(catalogueHref('/about/exports-project', paths)).toBe('/catalogue');
  });

  it('falls back to the defaults when config leaves a path empty', () => {
    expect(catalogueHref('/', { catalogueDownloadPath: ' ' })).toBe(DEFAULT_CATALOGUE_PATHS.catalogueDownloadPath);
    expect(catalogueHref('/exports-project', {})).toBe(DEFAULT_CATALOGUE_PATHS.exportCatalogueDownloadPath);
  });
});
