import { measureBundle } from './bench-bundle.ts';

const b = await measureBundle('/work/main');
let t = 0;
for (const [f, s] of b.firstView) {
  console.log(f, (s / 1000).toFixed(2));
  t += s;
}
console.log('total', (t / 1000).toFixed(2));
const top = [...b.pages].sort((a, b) => b[1] - a[1]).slice(0, 6);
console.log(top.map(([p, s]) => p + ' ' + (s / 1000).toFixed(2)).join('\n'));
