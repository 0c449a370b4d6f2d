import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface ProfileEntry {
  selfPercent: number;
  selfMs: number;
  function: string;
  where: string;
}

const REPO_ROOT = relative('/', `${import.meta.dirname}/..`);

function shortPlace(url: string, line: number): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '').replace(`/${REPO_ROOT}/`, '');
  return `${path}:${line + 1}`;
}

/**
 * The functions that spent the most time themselves (self time) in a V8 `.cpuprofile`, idle and GC included as V8
 * names them, so a reader sees at once whether the server was busy and where.
 */
export function topSelfTime(profilePath: string, count = 15): ProfileEntry[] {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<string, { micros: number; function: string; where: string }>();
  let total = 0;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = byNode.get(nodeId);
    if (!node) return;
    total += delta;
    const where = shortPlace(node.callFrame.url, node.callFrame.lineNumber);
    const name = node.callFrame.functionName || '(anonymous)';
    const key = `${name} ${where}`;
    const entry = selfMicros.get(key) ?? { micros: 0, function: name, where };
    entry.micros += delta;
    selfMicros.set(key, entry);
  });
  return [...selfMicros.values()]
    .sort((a, b) => b.micros - a.micros)
    .slice(0, count)
    .map((entry) => ({ selfPercent: total > 0 ? (entry.micros / total) * 100 : 0, selfMs: entry.micros / 1000, function: entry.function, where: entry.where }));
}

export function printProfile(entries: readonly ProfileEntry[]): void {
  console.log('  self %   self ms  function  (where)');
  for (const entry of entries) {
    console.log(`  ${entry.selfPercent.toFixed(1).padStart(6)}  ${Math.round(entry.selfMs).toString().padStart(8)}  ${entry.function}  (${entry.where})`);
  }
}
