import { useEffect, useState } from 'react';
import { getBus, type BusRecord } from '../events/bus';

/** The standalone harness's view of the bus: every event published or received, newest first. */
export function BusPanel() {
  const [records, setRecords] = useState<BusRecord[]>([]);
  useEffect(() => {
    const sub = getBus().all$.subscribe((r) => setRecords((prev) => [r, ...prev].slice(0, 50)));
    return () => sub.unsubscribe();
  }, []);
  return (
    <aside
      aria-label="Bus events"
      style={{ borderTop: '2px dashed #999', marginTop: 32, padding: 12, fontFamily: 'monospace', fontSize: 12 }}
    >
      <h2 style={{ fontSize: 14 }}>Bus events ({records.length})</h2>
      <ol reversed>
        {records.map((r) => (
          <li key={r.seq}>
            <strong>{r.name}</strong> {JSON.stringify(r.payload)}
          </li>
        ))}
      </ol>
    </aside>
  );
}
