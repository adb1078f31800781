import { useRef, useState } from 'react';
import { content } from '../generated/pages/honours.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { KeyFigures, Paragraphs, Section } from '../templates/blocks';
import { Certificate, type CertificateKind } from '../templates/company/certificate';
import '../templates/company/company.css';
import { ZoomViewer } from '../templates/company/zoom-viewer';

export function Component() {
  const text = usePageText(content);
  const [open, setOpen] = useState<string | undefined>(undefined);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const shown = text.certificates.find((certificate) => certificate.id === open);
  return (
    <article className="page">
      <PageHeader text={text} />
      <Paragraphs text={text.intro} />
      <KeyFigures figures={text.figures} />
      <Section title={text.certificatesTitle}>
        <ul className="certificates">
          {text.certificates.map((certificate) => (
            <li key={certificate.id}>
              <button
                type="button"
                className="certificate-open"
                ref={(element) => {
                  if (element) openers.current.set(certificate.id, element);
                }}
                onClick={() => setOpen(certificate.id)}
              >
                <Certificate
                  kind={certificate.kind as CertificateKind}
                  title={certificate.title}
                  issuer={certificate.issuer}
                />
                <span className="visually-hidden">
                  {text.viewer.open}: {certificate.title}
                </span>
              </button>
              <h3>{certificate.title}</h3>
              <p>{certificate.issuer}</p>
            </li>
          ))}
        </ul>
      </Section>
      {shown && (
        <ZoomViewer
          title={shown.title}
          text={text.viewer}
          onClose={() => {
            setOpen(undefined);
            openers.current.get(shown.id)?.focus();
          }}
        >
          <Certificate kind={shown.kind as CertificateKind} title={shown.title} issuer={shown.issuer} />
        </ZoomViewer>
      )}
    </article>
  );
}
