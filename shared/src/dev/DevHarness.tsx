import type { ReactNode } from 'react';
import { BusPanel } from './BusPanel';

/** Frame for a remote running alone: its exposed modules, then the bus panel. */
export function DevHarness({ team, children }: { team: string; children: ReactNode }) {
  return (
    <div data-harness={team}>
      <p style={{ background: '#222', color: '#fff', margin: 0, padding: '4px 12px', fontSize: 12 }}>{team} — standalone harness</p>
      {children}
      <BusPanel />
    </div>
  );
}
