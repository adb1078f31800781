// The company profile (/companyprofile): our building in Foshan, a glass tower over a low hall,
// the company's mark and a face recognition frame on its front, the plaza and its trees.
import { Block, Building, FaceFrame, Flat, Ground, iso, OnBack, Person, Tree } from './kit';

export default function HeadquartersScene() {
  const mark = iso(-10, -20, 100);
  const face = iso(-36, -20, 66);
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Flat x={-80} y={0} w={170} d={90} className="floor" />
      <path
        className="tile"
        d={[10, 30, 50, 70].map((y) => `M${iso(-80, y).join(' ')}L${iso(90, y).join(' ')}`).join('')}
      />
      <Building x={-86} y={-80} w={172} d={56} h={28} tone="paper" rows={1} from={8} size={10} />
      <Block x={-86} y={-80} z={28} w={172} d={56} h={3} tone="stone" />
      <Building x={-60} y={-74} z={31} w={76} d={54} h={84} tone="soft" rows={6} step={13} lit={[19, 50, 112]} />
      <Block x={-60} y={-74} z={115} w={76} d={54} h={4} tone="brand" />
      <g transform={`matrix(1 0.5 0 1 ${mark[0]} ${mark[1]})`}>
        <circle className="f-left tone-brand" r={9} />
        <circle className="sign" r={5} />
        <circle className="f-left tone-brand" r={2.5} />
      </g>
      <g transform={`matrix(1 0.5 0 1 ${face[0]} ${face[1]})`}>
        <FaceFrame cx={0} cy={0} r={16} />
      </g>
      <OnBack x={-20} y={-24} z={0} w={30} h={22} className="glass-dark" />
      <Block x={-30} y={-24} z={22} w={50} d={12} h={3} tone="brand" />
      {[20, 40, 60].map((x) => (
        <g key={x}>
          <path className="line-ink" d={`M${iso(x, 4).join(' ')}v-40`} />
          <path className={x === 40 ? 'sign-warm' : 'bar'} d={`M${iso(x, 4)[0]} ${iso(x, 4)[1] - 40}l14 7v10l-14-7z`} />
        </g>
      ))}
      <Tree x={-70} y={20} size={1.1} />
      <Tree x={-70} y={60} />
      <Tree x={70} y={30} size={1.2} />
      <Tree x={74} y={74} />
      <Person x={-20} y={30} tone="brand" />
      <Person x={0} y={50} tone="warm" />
      <Person x={30} y={64} tone="ink" />
    </g>
  );
}
