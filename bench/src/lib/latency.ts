// Sequential latency measurement shared by the database-backed benches.

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Sequential timings of one call: `warmUp` untimed runs, then `requests` timed ones. */
export async function measure(run: () => Promise<unknown>, requests: number, warmUp: number): Promise<Latency> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

/** GET that must answer 200; answers the body. */
export async function httpGet(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}
