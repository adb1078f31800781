// The faces found, as a table: one row per face, numbered as on the picture, with the columns
// the panel asks for (detection, structuring, liveness).
import type { ReactNode } from 'react';
import type { TrialMessageKey } from '../generated/messages/trial.gen';
import type { Translate } from '../shared/i18n';
import type { Face } from './face-engine.ts';

type T = Translate<TrialMessageKey>;

/** A score or a ratio with two decimals; a dash when the model gave none. */
export const fixed = (value: number | undefined, digits = 2) => (value === undefined ? '–' : value.toFixed(digits));

/** One column after the face's number: its heading and what a face's cell says. */
export interface FaceColumn {
  readonly heading: TrialMessageKey;
  readonly cell: (face: Face, t: T) => ReactNode;
}

export function FaceTable({ t, faces, columns }: { t: T; faces: readonly Face[]; columns: readonly FaceColumn[] }) {
  return (
    <table className="face-table">
      <thead>
        <tr>
          <th scope="col">{t('faceTrial.number')}</th>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {t(column.heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {faces.map((face, index) => (
          <tr key={`${face.box.x},${face.box.y}`}>
            <th scope="row">{index + 1}</th>
            {columns.map((column) => (
              <td key={column.heading}>{column.cell(face, t)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
