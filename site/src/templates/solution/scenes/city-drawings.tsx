// Smart city (/city): a district of towers at a crossroads, street cameras on the corners and the
// city's dashboard they report to.
import { Block, Camera, Car, FaceFrame, Flat, Ground, iso, Link, Panel, Person, Tree, Windows } from './kit';

export default function CityScene() {
  const tower = { x: -82, y: -82, w: 34, d: 34, h: 100 };
  const mid = { x: -42, y: -80, w: 26, d: 28, h: 84 };
  const right = { x: 18, y: -84, w: 32, d: 30, h: 72 };
  const left = { x: -84, y: -40, w: 28, d: 26, h: 58 };
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Flat x={-95} y={-11} w={190} d={22} className="road" />
      <Flat x={-11} y={-95} w={22} d={190} className="road" />
      <path
        className="road-mark"
        d={`M${iso(-95, 0).join(' ')}L${iso(95, 0).join(' ')}M${iso(0, -95).join(' ')}L${iso(0, 95).join(' ')}`}
      />
      <Flat x={16} y={16} w={74} d={74} className="lawn" />
      <Block {...tower} tone="soft" />
      <Windows {...tower} rows={8} lit={[6, 44, 81, 143]} />
      <Block x={-76} y={-76} z={100} w={22} d={22} h={8} tone="paper" />
      <Block {...mid} tone="paper" />
      <Windows {...mid} rows={6} lit={[19, 93]} />
      <Block {...right} tone="brand" />
      <Windows {...right} rows={5} />
      <Block x={58} y={-82} w={26} d={24} h={44} tone="paper" />
      <Windows x={58} y={-82} w={26} d={24} h={44} rows={3} lit={[6]} />
      <Block {...left} tone="paper" />
      <Windows {...left} rows={4} lit={[37]} />
      <Block x={22} y={-40} w={24} d={22} h={30} tone="soft" />
      <Windows x={22} y={-40} w={24} d={22} h={30} rows={2} />
      <Block x={-80} y={20} w={34} d={30} h={42} tone="paper" />
      <Windows x={-80} y={20} w={34} d={30} h={42} rows={3} lit={[19]} />
      <Block x={-38} y={24} w={22} d={24} h={26} tone="accent" />
      <Car x={-60} y={-8} />
      <Car x={-6} y={30} along="y" tone="warm" />
      <Car x={40} y={0} tone="paper" />
      <Tree x={30} y={30} />
      <Tree x={70} y={26} size={1.2} />
      <Tree x={28} y={72} size={0.9} />
      <Person x={52} y={52} tone="accent" />
      <Person x={62} y={58} tone="warm" />
      <Person x={-70} y={66} tone="brand" />
      <Camera x={14} y={14} h={50} facing="right" />
      <Camera x={-14} y={16} h={44} facing="left" />
      <FaceFrame cx={iso(52, 52)[0]} cy={iso(52, 52)[1] - 25} r={7} />
      <Link from={[iso(14, 14)[0] + 20, iso(14, 14)[1] - 51]} to={[372, 70]} bend={-20} />
      <Link from={iso(-48, -48, 108)} to={[330, 52]} bend={-30} />
      <Panel x={330} y={30} w={120} h={78} lines={0}>
        <path className="lawn" d="M340 46h100v52h-100z" />
        <path className="road" d="M340 70h100v5h-100zM380 46h5v52h-5z" />
        <circle className="bar-alert" cx="412" cy="58" r="3.5" />
        <circle className="bar" cx="360" cy="86" r="3" />
        <circle className="bar-signal" cx="400" cy="88" r="3" />
        <circle className="bar-signal" cx="355" cy="58" r="3" />
      </Panel>
    </g>
  );
}
