// Features depend on each other in one direction only. Biome's noImportCycles sees cycles between files;
// this sees them between features (a file of booking importing dashboard while another file of dashboard
// imports booking is no file cycle, but the two features can no longer change apart).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = import.meta.dirname;
const FEATURE_IMPORT = /['"]@\/features\/([a-z0-9-]+)['"]/g;

type Graph = Map<string, Set<string>>;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const featureGraph = (): Graph => {
  const graph: Graph = new Map();
  for (const entry of readdirSync(FEATURES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(FEATURES_DIR, entry.name)))
      for (const [, used] of readFileSync(file, 'utf8').matchAll(FEATURE_IMPORT))
        if (used && used !== entry.name) uses.add(used);
    graph.set(entry.name, uses);
  }
  return graph;
};

/** Each cycle once, as the features on it with the first repeated at the end ('a -> b -> a'). */
const findCycles = (graph: Graph): string[] => {
  const cycles = new Set<string>();
  const walk = (feature: string, trail: string[]) => {
    const at = trail.indexOf(feature);
    if (at >= 0) {
      const loop = trail.slice(at);
      // start each loop at its smallest name, so one cycle reached from two sides is listed once
      const first = loop.indexOf([...loop].sort()[0]!);
      const turned = [...loop.slice(first), ...loop.slice(0, first)];
      cycles.add([...turned, turned[0]].join(' -> '));
      return;
    }
    for (const used of graph.get(feature) ?? []) walk(used, [...trail, feature]);
  };
  for (const feature of graph.keys()) walk(feature, []);
  return [...cycles].sort();
};

describe('feature imports', () => {
  it('finds a cycle through several features, each once', () => {
    const graph: Graph = new Map([
      ['booking', new Set(['dashboard', 'rooms'])],
      ['dashboard', new Set(['receipt'])],
      ['receipt', new Set(['booking'])],
      ['rooms', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual(['booking -> dashboard -> receipt -> booking']);
  });

  it('reads the imports of the features folder', () => {
    // booking shows rooms; if this fails the reader, not the code, is wrong
    expect(featureGraph().get('booking')).toContain('rooms');
  });

  it('has no cycle between features', () => {
    expect(findCycles(featureGraph())).toEqual([]);
  });
});
