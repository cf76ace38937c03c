/** The shell is a federation host with no build-time remotes: it registers them at run time from remotes.json. */
module.exports = { name: 'shell', remotes: {} };
