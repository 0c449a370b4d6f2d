/** A text file imported with Vite's `?raw` suffix (tests read documents of the repository this way). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
