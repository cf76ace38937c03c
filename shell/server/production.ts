// Imported first by main.ts: React's production build unless told otherwise (development's: ~4× the CPU per page).
process.env.NODE_ENV ??= 'production';
