// Smart medical (/medicalcare): a hospital with its wings and red cross, an ambulance at the door
// and a camera at the entrance that recognises a patient.
import { Block, Building, Camera, FaceFrame, Flat, Ground, iso, OnBack, Person, Tree } from './kit';

export default function MedicalScene() {
  const cross = iso(-4, -20, 82);
  const patient = iso(20, 34);
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Flat x={-90} y={-6} w={180} d={34} className="road" />
      <Building x={-86} y={-84} w={50} d={60} h={56} tone="paper" rows={3} lit={[6]} />
      <Building x={40} y={-84} w={46} d={60} h={56} tone="paper" rows={3} lit={[19]} />
      <Building x={-34} y={-70} w={68} d={50} h={100} tone="soft" rows={6} lit={[32, 71]} />
      <Block x={-34} y={-70} z={100} w={68} d={50} h={4} tone="paper" />
      <rect className="sign" x={cross[0] - 13} y={cross[1] - 13} width="26" height="26" rx="4" />
      <path className="sign-red" d={`M${cross[0] - 4} ${cross[1] - 10}h8v6h6v8h-6v6h-8v-6h-6v-8h6z`} />
      <Block x={-22} y={-24} w={44} d={16} h={4} tone="stone" />
      <Block x={-24} y={-24} z={30} w={48} d={18} h={4} tone="signal" />
      <OnBack x={-12} y={-20} z={0} w={24} h={28} className="glass" />
      <Camera x={-22} y={-6} h={40} facing="right" pole={false} />
      <Block x={32} y={2} z={2} w={44} d={20} h={20} tone="paper" />
      <Block x={62} y={2} z={2} w={16} d={20} h={14} tone="paper" />
      <OnBack x={32} y={22} z={10} w={30} h={3} className="sign-red" />
      <OnBack x={64} y={22} z={10} w={10} h={8} className="glass-dark" />
      <Block x={40} y={6} z={22} w={8} d={8} h={3} tone="danger" />
      <Person x={20} y={34} tone="warm" />
      <Person x={-10} y={50} tone="ink" />
      <Person x={4} y={56} tone="paper" />
      <FaceFrame cx={patient[0]} cy={patient[1] - 25} r={7} />
      <Tree x={-70} y={50} />
      <Tree x={-50} y={72} size={1.2} />
      <Tree x={60} y={60} />
      <Tree x={76} y={80} size={0.8} />
    </g>
  );
}
