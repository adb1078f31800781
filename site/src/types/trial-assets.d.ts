// The module site/server/trial-assets.ts writes: the addresses and sizes of the online trial's files.
declare module 'virtual:trial-assets' {
  const assets: import('../../server/trial-assets-shape.ts').TrialAssets;
  export default assets;
}

// Vite's `?worker&url`: the address of the bundled worker (vite/client declares it too; this keeps
// the site's own declarations complete without it).
declare module '*?worker&url' {
  const url: string;
  export default url;
}

// Human built on the tfjs packages (face-wasm.worker.ts). Its package lists the file under a
// malformed `exports` key (no leading "./"), so vite.config.ts resolves it by path; its types are
// the package's own.
declare module '@vladmandic/human/dist/human.esm-nobundle.js' {
  export * from '@vladmandic/human';
}
