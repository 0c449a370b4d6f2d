/** What `npm run bench -- [--only a,b] [--profile] [--dataset large|demo] [--read name]` asks for. */
export const PARTS = ['dataset', 'hot-reads', 'computed-reads', 'growth', 'stalls', 'overload', 'realistic-mix', 'realtime', 'cluster', 'bundle', 'lighthouse', 'first-paint'] as const;
export type Part = (typeof PARTS)[number];

export type Dataset = 'large' | 'demo';

export interface BenchOptions {
  parts: ReadonlySet<Part>;
  /** Run the measured server under `node --cpu-prof` and print its top entries. */
  profile: boolean;
  /** `large` (SEED_DEMO=large, the budgets' dataset) or `demo` (SEED_DEMO=true, the small demo, for a quick look). */
  dataset: Dataset;
  /** Only the hot and computed reads whose name holds this (all when empty): to measure or profile one read alone. */
  read: string;
}

export const USAGE = `npm run bench -- [--only ${PARTS.join(',')}] [--profile] [--dataset large|demo] [--read name]`;

function isPart(name: string): name is Part {
  return (PARTS as readonly string[]).includes(name);
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let parts = new Set<Part>(PARTS);
  let profile = false;
  let dataset: Dataset = 'large';
  let read = '';
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const [flag, inlineValue] = argument.split('=', 2) as [string, string | undefined];
    const value = () => inlineValue ?? argv[++index] ?? '';
    if (flag === '--only') {
      const names = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = names.filter((name) => !isPart(name));
      if (names.length === 0 || unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}; got '${names.join(',')}'\n${USAGE}`);
      parts = new Set(names.filter(isPart));
    } else if (flag === '--profile') {
      profile = true;
    } else if (flag === '--dataset') {
      const name = value();
      if (name !== 'large' && name !== 'demo') throw new Error(`--dataset is large or demo; got '${name}'\n${USAGE}`);
      dataset = name;
    } else if (flag === '--read') {
      read = value().trim();
      if (!read) throw new Error(`--read takes part of a read's name\n${USAGE}`);
    } else {
      throw new Error(`unknown argument '${argument}'\n${USAGE}`);
    }
  }
  return { parts, profile, dataset, read };
}
