// Imported first by main.ts: React (and everything else that reads NODE_ENV as it loads) runs its production build
// in the shell's server unless told otherwise. The server renders the whole page with the shell's own React now;
// its development build checks every element (~4× the CPU per page).
process.env.NODE_ENV ??= 'production';
