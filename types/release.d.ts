declare const __TILES_RELEASE__: string;
/** True in the server's build of a remote (the container the shell's server loads), false in the browser's. */
declare const __TILES_SERVER__: boolean;
