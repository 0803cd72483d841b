declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.vtt' {
  const url: string;
  export default url;
}
