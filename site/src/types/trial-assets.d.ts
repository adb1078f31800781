// The module site/server/trial-assets.ts writes: the addresses and sizes of the online trial's files.
declare module 'virtual:trial-assets' {
  const assets: import('../../server/trial-assets.ts').TrialAssets;
  export default assets;
}
