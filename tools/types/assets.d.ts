declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.vtt' {
  const url: string;
  export default url;
}
/** Set at build time (tools/rspack): lets a redeploy be told apart from the previous build. */
declare const __IPER_BUILD_ID__: string;
