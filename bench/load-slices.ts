import autocannon from 'autocannon';

// Load in alternating slices, shared by the benchmarks that compare two targets in one run
// (bench:api, bench:scale): every response time is kept, so slices add up to exact percentiles.

export type Tally = { requests: number; seconds: number; latencies: number[]; errors: number };
export const tally = (): Tally => ({ requests: 0, seconds: 0, latencies: [], errors: 0 });

/** One load slice of `seconds` on `url`, added into the tally; anything but a 200 is an error. */
export const runSlice = async (
  into: Tally,
  opts: { url: string; headers: Record<string, string>; connections: number; seconds: number },
): Promise<void> => {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        headers: opts.headers,
        connections: opts.connections,
        duration: opts.seconds,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      into.latencies.push(responseTime);
      if (statusCode !== 200) into.errors++;
    });
  });
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.errors += result.errors;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type Figures = { rps: number; p50: number; p99: number; errors: number };

export const figures = (t: Tally): Figures => {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  return {
    rps: t.requests / t.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: t.errors,
  };
};

/** One printed line: label, req/s, p50, p99, errors. */
export const printFigures = (label: string, f: Figures, width = 40): void =>
  console.log(
    `${label.padEnd(width)} ${f.rps.toFixed(1).padStart(8)} req/s   p50 ${f.p50.toFixed(0).padStart(5)} ms   p99 ${f.p99.toFixed(0).padStart(5)} ms   errors ${f.errors}`,
  );
