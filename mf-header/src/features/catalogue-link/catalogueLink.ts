import { isExportPath, type RuntimeSettings } from '@tiles/shared';

type CataloguePaths = Pick<RuntimeSettings, 'catalogueDownloadPath' | 'exportCatalogueDownloadPath'>;

/** Defaults for environments whose config leaves a path empty. */
export const DEFAULT_CATALOGUE_PATHS: CataloguePaths = {
  catalogueDownloadPath: '/download-catalogue',
  exportCatalogueDownloadPath: '/download-export-catalogue',
};

/** Spec §2: export pages (`/exports-project` and below) offer the export catalogue; every other page the normal one. */
export function catalogueHref(pathname: string, paths: Partial<CataloguePaths>): string {
  const normal = paths.catalogueDownloadPath?.trim() || DEFAULT_CATALOGUE_PATHS.catalogueDownloadPath;
  const exports = paths.exportCatalogueDownloadPath?.trim() || DEFAULT_CATALOGUE_PATHS.exportCatalogueDownloadPath;
  return isExportPath(pathname) ? exports : normal;
}
