const path = require('node:path');
const preset = require('../../tools/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // The video presentation and its captions are URLs in the build, like images.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(webm|vtt)$': path.join(__dirname, '../../tools/jest/asset-stub.cjs'),
  },
};
