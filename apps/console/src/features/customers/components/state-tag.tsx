import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  approved: 'green',
  disbursed: 'green',
  succeeded: 'green',
  settled: 'blue',
  answered: 'blue',
  submitted: 'gold',
  processing: 'gold',
  initiated: 'gold',
  signed: 'gold',
  disbursing: 'gold',
  created: 'default',
  draft: 'default',
  open: 'orange',
  rejected: 'red',
  failed: 'red',
  disburse_failed: 'red',
  identity_failed: 'red',
  canceled: 'default',
  canceled_cooling_off: 'default',
};

export const stateColor = (state: string) => COLORS[state] ?? 'default';

/** A state as a coloured tag, the same colours on every tab. */
export function StateTag({ state }: { state: string }) {
  return <Tag color={stateColor(state)}>{state.replaceAll('_', ' ')}</Tag>;
}
