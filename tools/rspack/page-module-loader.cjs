// Server builds only: a page module (src/pages/**/<name>-page.tsx) says which module it is, so the
// server can name the browser files a rendered page needs (its CSS and chunks, from the browser
// build's page-assets.json) in the HTML it sends. React Router copies a lazy module's exports onto
// its route, where the render finds it (shell/src/server/render-page.tsx).
const path = require('node:path');

module.exports = function pageModuleLoader(source) {
  const id = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  return `${source}\nexport const ssrPageModule = ${JSON.stringify(id)};\n`;
};
