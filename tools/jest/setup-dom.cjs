require('@testing-library/jest-dom');

// jsdom implements no layout: scrolling is a no-op, as it is for a page that does not move.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// findBy*/waitFor give a page 3 s (Testing Library's default is 1 s): a route's loader and its
// requests (MSW) answer in milliseconds alone, but CI runs the projects' suites side by side on
// two cores, where a page's first render sometimes took longer than a second.
require('@testing-library/dom').configure({ asyncUtilTimeout: 3000 });
