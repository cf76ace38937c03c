// Imported first by main.ts: React (and all that reads NODE_ENV as it loads) runs its production build unless told
// otherwise; its development build checks every element (~4× the CPU per server-rendered page).
process.env.NODE_ENV ??= 'production';
