// Stands in for tfjs' CPU, WebGL and WebGPU backends in the WebAssembly face worker
// (face-wasm.worker.ts, vite.config.ts): Human's build on the tfjs packages imports every backend,
// and registering one makes tfjs carry its code. The WebAssembly backend takes the few CPU
// routines it shares from the CPU package's `shared` module, which stays.
export {};
