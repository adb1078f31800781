// nprogress 0.2.0 ships no types, and @types/nprogress lacks the trickleRate it still supports.
declare module 'nprogress' {
  interface NProgressOptions {
    minimum: number;
    speed: number;
    trickleRate: number;
    trickleSpeed: number;
    trickle: boolean;
    showSpinner: boolean;
    easing: string;
    parent: string;
    template: string;
    barSelector: string;
  }
  const NProgress: {
    configure(options: Partial<NProgressOptions>): typeof NProgress;
    start(): typeof NProgress;
    done(force?: boolean): typeof NProgress;
    set(n: number): typeof NProgress;
    remove(): void;
    isStarted(): boolean;
    status: number | null;
  };
  export default NProgress;
}
