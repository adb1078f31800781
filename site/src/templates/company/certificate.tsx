// Certificates drawn for the site (decision 046; no scans, no image files): a document with a
// guilloche border, its title and issuer in the visitor's language (from the manifest), a
// signature line and a round seal of concentric rings, a rosette and a star. The kind sets the
// document's colour (company.css); an award also has ribbons under its seal.

export type CertificateKind = 'award' | 'iso' | 'patent' | 'copyright';

/** Splits a title into lines of about `width` characters (Chinese counts double). */
function lines(title: string, width = 22): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/(?<=[\s:：])/)) {
    const size = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
    if (line && size(line + word) > width) {
      out.push(line.trim());
      line = '';
    }
    line += word;
  }
  if (line.trim()) out.push(line.trim());
  return out.slice(0, 3);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Two waves interlaced along a rectangle's edges, the band of a banknote's border. */
function guilloche(x: number, y: number, w: number, h: number, phase: number): string {
  const amplitude = 3;
  const wave = 10;
  const parts: string[] = [];
  const edge = (x0: number, y0: number, dx: number, dy: number, length: number) => {
    const points: string[] = [];
    for (let s = 0; s <= length; s += 2) {
      const offset = amplitude * Math.sin(((s / wave) * 2 + phase) * Math.PI);
      points.push(`${round(x0 + dx * s - dy * offset)} ${round(y0 + dy * s + dx * offset)}`);
    }
    parts.push(`M${points.join('L')}`);
  };
  edge(x, y, 1, 0, w);
  edge(x + w, y, 0, 1, h);
  edge(x + w, y + h, -1, 0, w);
  edge(x, y + h, 0, -1, h);
  return parts.join('');
}

/** A rosette (a hypotrochoid): the looping figure engraved at the heart of a seal. */
function rosette(cx: number, cy: number, outer: number): string {
  const R = outer;
  const r = outer / 6;
  const d = outer * 0.55;
  const points: string[] = [];
  for (let step = 0; step <= 360; step++) {
    const t = (step / 360) * 2 * Math.PI;
    const x = (R - r) * Math.cos(t) + d * Math.cos(((R - r) / r) * t);
    const y = (R - r) * Math.sin(t) - d * Math.sin(((R - r) / r) * t);
    points.push(`${round(cx + x * 0.62)} ${round(cy + y * 0.62)}`);
  }
  return `M${points.join('L')}Z`;
}

/** A five-pointed star of outer radius `r`. */
function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.42 : r;
    points.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

/** The ticks around a seal's outer ring. */
function ticks(cx: number, cy: number, inner: number, outer: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * 2 * Math.PI;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    parts.push(`M${round(cx + inner * c)} ${round(cy + inner * s)}L${round(cx + outer * c)} ${round(cy + outer * s)}`);
  }
  return parts.join('');
}

function Seal({ cx, cy, ribbons }: { cx: number; cy: number; ribbons: boolean }) {
  return (
    <g className="seal">
      {ribbons && (
        <path
          className="seal-ribbon"
          d={`M${cx - 14} ${cy + 16}l-8 30 9-5 6 8 6-30zM${cx + 14} ${cy + 16}l8 30-9-5-6 8-6-30z`}
        />
      )}
      <circle className="seal-disc" cx={cx} cy={cy} r={30} />
      <path className="seal-line" d={ticks(cx, cy, 26, 29, 60)} />
      <circle className="seal-line" cx={cx} cy={cy} r={25} />
      <circle className="seal-line" cx={cx} cy={cy} r={22.5} />
      <path className="seal-fine" d={rosette(cx, cy, 30)} />
      <circle className="seal-disc" cx={cx} cy={cy} r={9} />
      <path className="seal-star" d={star(cx, cy, 8)} />
    </g>
  );
}

export function Certificate({ kind, title, issuer }: { kind: CertificateKind; title: string; issuer: string }) {
  const titleLines = lines(title);
  const step = titleLines.length > 2 ? 17 : 20;
  const top = 86 - (titleLines.length - 1) * (step / 2);
  return (
    <svg
      className={`certificate certificate-${kind}`}
      viewBox="0 0 300 212"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="certificate-paper" x="1" y="1" width="298" height="210" rx="4" />
      <rect className="certificate-edge" x="8" y="8" width="284" height="196" />
      <path className="certificate-wave" d={guilloche(14, 14, 272, 184, 0)} />
      <path className="certificate-wave" d={guilloche(14, 14, 272, 184, 1)} />
      <rect className="certificate-edge" x="20" y="20" width="260" height="172" />
      <path className="certificate-ornament" d="M110 42h34l6-4 6 4h34M150 34l5 4-5 4-5-4z" />
      <g className="certificate-text" textAnchor="middle">
        {titleLines.map((line, index) => (
          <text key={line} x="150" y={top + index * step} fontSize={step > 17 ? 15 : 13} fontWeight="700">
            {line}
          </text>
        ))}
        <text x="150" y={top + (titleLines.length - 1) * step + 20} fontSize="8.5" className="certificate-issuer">
          {issuer}
        </text>
      </g>
      <path className="certificate-sign" d="M42 176h80M46 170c8-10 14 4 20-4s10-8 14 0 8 2 12-3" />
      <Seal cx={232} cy={160} ribbons={kind === 'award'} />
    </svg>
  );
}
