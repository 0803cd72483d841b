require('@testing-library/jest-dom');

// jsdom implements no layout: scrolling is a no-op, as it is for a page that does not move.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// findBy*/waitFor give a page 8 s (Testing Library's default is 1 s): a route's loader and its
// requests (MSW) answer in milliseconds alone, but CI runs the projects' suites side by side on
// two cores of a shared machine, where a long form's step (typing, a file read) took over 3 s.
// A passing test waits no longer for it; a failing one takes 8 s to say so.
require('@testing-library/dom').configure({ asyncUtilTimeout: 8000 });
