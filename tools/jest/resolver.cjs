// jsdom makes jest resolve packages with the 'browser' export condition. MSW's `msw/node` (and
// the interceptors it loads) export nothing under 'browser', though our tests run in Node: resolve
// MSW and what it imports as Node does, and leave every other package on the browser condition
// the application code is built for.
const NODE_CONDITIONS = ['node', 'require', 'default'];

function isMsw(request, basedir) {
  return (
    /^(msw|@mswjs\/)/.test(request) ||
    /[\\/]node_modules[\\/](msw|@mswjs[\\/][^\\/]+)[\\/]/.test(basedir)
  );
}

module.exports = function resolve(request, options) {
  if (isMsw(request, options.basedir))
    return options.defaultResolver(request, { ...options, conditions: NODE_CONDITIONS });
  return options.defaultResolver(request, options);
};
