// Certificates drawn for the site (no scans, no image files): a framed document with a seal,
// its title in the visitor's language and a pattern by kind.

export type CertificateKind = 'award' | 'iso' | 'patent' | 'copyright';

const COLOURS: Record<CertificateKind, string> = {
  award: '#b8860b',
  iso: '#1f5f8b',
  patent: '#8b1f2e',
  copyright: '#2e6b4f',
};

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

export function Certificate({ kind, title, issuer }: { kind: CertificateKind; title: string; issuer: string }) {
  const colour = COLOURS[kind];
  return (
    <svg viewBox="0 0 300 212" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="296" height="208" rx="6" fill="#fffdf6" stroke={colour} strokeWidth="4" />
      <rect x="12" y="12" width="276" height="188" fill="none" stroke={colour} strokeWidth="1" strokeDasharray="3 3" />
      <g fill={colour} textAnchor="middle" fontFamily="serif">
        {lines(title).map((line, index) => (
          <text key={line} x="150" y={58 + index * 22} fontSize="16" fontWeight="700">
            {line}
          </text>
        ))}
        <text x="150" y="150" fontSize="10">
          {issuer}
        </text>
      </g>
      <g stroke={colour} strokeWidth="1">
        <path d="M60 164h70M170 164h70" />
      </g>
      <circle cx="232" cy="172" r="20" fill="none" stroke="#c0392b" strokeWidth="3" />
      <path d="M232 158l4 9h10l-8 6 3 10-9-6-9 6 3-10-8-6h10z" fill="#c0392b" />
    </svg>
  );
}
