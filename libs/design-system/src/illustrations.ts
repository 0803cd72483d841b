// Generated illustrations and the Picture that falls back to them: an entry of its own, and not a
// shared module, because a shared module is downloaded whole by every page while only the pages
// that show products, coupons or articles draw illustrations. It holds no state (no context), so
// each app bundles the part it uses, tree-shaken. The glyphs are Lucide's (lucide-react); the
// icon set of the shared entry uses the same library.
export * from './components/illustration/illustration';
export * from './components/picture/picture';
