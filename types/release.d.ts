declare const __TILES_RELEASE__: string;
