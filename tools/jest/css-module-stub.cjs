// A CSS module in tests: every class name is its own key, so markup stays readable in snapshots.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
