require('@testing-library/jest-dom');

// jsdom implements no layout: scrolling is a no-op, as it is for a page that does not move.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
