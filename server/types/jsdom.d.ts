/** The part of jsdom the API server uses (the package ships no types): a window to run the HTML policy in. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
