// Under Jest, a component's CSS import resolves to this empty module (webpack handles CSS in real builds).
module.exports = {};
