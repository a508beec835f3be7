// @ts-check
// Small toolkit for authoring the resort's flat SVG illustrations.
// Everything here is deterministic (seeded random), so regenerating the SVGs gives identical files.

export const C = {
  ink: '#1F3B47',
  inkL: '#35596A',
  deep: '#0F5563',
  teal: '#1E8C93',
  sea: '#2BA6A8',
  aqua: '#6CCFC6',
  aquaL: '#A8E3DA',
  foam: '#E4F6F1',
  sand: '#F2DDB5',
  sandL: '#F8EBD2',
  sandD: '#E2C28E',
  cream: '#FFF9F0',
  linen: '#F6EBDB',
  linenD: '#E9D8C0',
  wall: '#F8EEE2',
  wallD: '#EEDCC7',
  coral: '#EE7B5B',
  coralL: '#F6A68B',
  coralD: '#CF5E40',
  peach: '#F9CBA9',
  gold: '#F2B35E',
  sun: '#FFD68C',
  palm: '#2E7D5B',
  palmD: '#1F5E45',
  leaf: '#4E9E6E',
  leafL: '#86C28C',
  wood: '#B9855A',
  woodD: '#8A5A3B',
  woodL: '#D8AE7E',
  rattan: '#D9B27C',
  rattanD: '#BD935C',
  white: '#FFFFFF',
  stone: '#E9E2D6',
  stoneD: '#CFC5B5',
  grey: '#9AA7AD',
  shadow: '#5B3E2B',
};

/** @param {number} n */
/**
 * The i-th item of a list, wrapping around (colours and lengths repeat over longer runs).
 * @template T
 * @param {readonly T[]} list
 * @param {number} i
 * @returns {T}
 */
export const cycle = (list, i) => /** @type {T} */ (list[i % list.length]);

/** @param {number} n */
export const f1 = (n) => Math.round(n * 10) / 10;

/** mulberry32 seeded PRNG */
export function rng(seed = 1) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {readonly Stop[]} stops */
const stopsXml = (stops) =>
  stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');

const FILTERS = `
<filter id="blur4" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="blur8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="blur14" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="blur28" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
<filter id="lift" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="9" flood-color="${C.shadow}" flood-opacity="0.22"/></filter>
<filter id="liftSm" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="${C.shadow}" flood-opacity="0.2"/></filter>
`;

/** @typedef {readonly [offset: number, color: string, opacity?: number]} Stop a gradient stop */
/** @typedef {readonly [x: number, y: number]} Point */

/**
 * The stops of a plain two-colour gradient.
 * @param {string} from
 * @param {string} to
 * @returns {Stop[]}
 */
export const fade = (from, to) => [
  [0, from],
  [1, to],
];

export class Doc {
  constructor(w = 1200, h = 800, title = '') {
    this.w = w;
    this.h = h;
    this.title = title;
    /** @type {string[]} */
    this.defs = [];
    /** @type {string[]} */
    this.body = [];
    this.n = 0;
  }
  id(p = 'i') {
    this.n += 1;
    return `${p}${this.n}`;
  }
  /**
   * linear gradient; dir = [x1,y1,x2,y2] in bounding-box units
   * @param {readonly Stop[]} stops
   */
  lin(stops, dir = [0, 0, 0, 1]) {
    const id = this.id('g');
    const [x1, y1, x2, y2] = dir;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /**
   * linear gradient in user space
   * @param {readonly Stop[]} stops
   * @param {number} x1
   * @param {number} y1
   * @param {number} x2
   * @param {number} y2
   */
  linU(stops, x1, y1, x2, y2) {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /**
   * top-to-bottom linear gradient in user space, from y1 to y2 (the usual fill of floors, walls and water)
   * @param {readonly Stop[]} stops
   * @param {number} y1
   * @param {number} y2
   */
  linV(stops, y1, y2) {
    return this.linU(stops, 0, y1, 0, y2);
  }
  /**
   * left-to-right linear gradient in user space, from x1 to x2 (the shading across a rounded piece)
   * @param {readonly Stop[]} stops
   * @param {number} x1
   * @param {number} x2
   */
  linH(stops, x1, x2) {
    return this.linU(stops, x1, 0, x2, 0);
  }
  /**
   * radial gradient in bounding-box units, optionally with a focus point
   * @param {readonly Stop[]} stops
   * @param {{ cx?: number, cy?: number, r?: number, fx?: number, fy?: number }} [circle]
   */
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
    const id = this.id('r');
    const foc = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${foc}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /**
   * radial gradient in user space (a circle at cx,cy of radius r)
   * @param {readonly Stop[]} stops
   * @param {number} cx
   * @param {number} cy
   * @param {number} r
   */
  radU(stops, cx, cy, r) {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** @param {string | string[]} inner */
  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  /** @param {...(string | false | null | undefined)} parts falsy parts are skipped */
  add(...parts) {
    for (const part of parts) if (part) this.body.push(part);
    return this;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}">
<title>${this.title}</title>
<defs>${FILTERS}
${this.defs.join('\n')}
</defs>
${this.body.join('\n')}
</svg>
`;
  }
}

// ---------- basic shapes ----------
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 */
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`;
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 * @param {string} fill
 */
export const rrect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(r)}" fill="${fill}" ${extra}/>`;
/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} fill
 */
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${fill}" ${extra}/>`;
/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 */
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`;
/**
 * @param {string} dd
 * @param {string} fill
 */
export const path = (dd, fill, extra = '') => `<path d="${dd}" fill="${fill}" ${extra}/>`;
/**
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {string} stroke
 */
export const line = (x1, y1, x2, y2, stroke, w = 2, extra = '') =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
/**
 * @param {readonly Point[]} pts
 * @param {string} fill
 */
export const poly = (pts, fill, extra = '') =>
  `<polygon points="${pts.map(([a, b]) => `${f1(a)},${f1(b)}`).join(' ')}" fill="${fill}" ${extra}/>`;
/** @param {string | string[]} inner */
export const g = (inner, extra = '') => `<g ${extra}>${Array.isArray(inner) ? inner.join('') : inner}</g>`;

/**
 * soft contact shadow on the floor
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 */
export const shadow = (cx, cy, rx, ry, op = 0.28, blur = 'blur8') =>
  ellipse(cx, cy, rx, ry, C.shadow, `opacity="${op}" filter="url(#${blur})"`);

// ---------- nature ----------
/** @satisfies {Record<string, { sky: readonly Stop[], sea: readonly Stop[] } & Record<string, unknown>>} */
const MODES = {
  day: {
    sky: [
      [0, '#7FC8D6'],
      [0.6, '#C4E8E6'],
      [1, '#FCE9CF'],
    ],
    sea: [
      [0, '#6CC7C2'],
      [0.35, '#2FA3A6'],
      [1, '#167985'],
    ],
    sun: '#FFF3D6',
    glow: '#FFF1CF',
    island: '#7DB5A8',
    cloud: '#FFFFFF',
    refl: '#FFFFFF',
  },
  golden: {
    sky: [
      [0, '#8CC3D0'],
      [0.55, '#F6D9B8'],
      [1, '#FBC88F'],
    ],
    sea: [
      [0, '#7FC4BE'],
      [0.4, '#3C9EA2'],
      [1, '#1B6F7D'],
    ],
    sun: '#FFE6B0',
    glow: '#FFD68C',
    island: '#8FA99A',
    cloud: '#FFF6EA',
    refl: '#FFE3A8',
  },
  sunset: {
    sky: [
      [0, '#5D6AA6'],
      [0.38, '#C7829A'],
      [0.72, '#F29A78'],
      [1, '#FBC47F'],
    ],
    sea: [
      [0, '#E6A08A'],
      [0.3, '#9C7D98'],
      [1, '#3E5C84'],
    ],
    sun: '#FFE2A6',
    glow: '#FFC27A',
    island: '#7E6A8E',
    cloud: '#FBD3C0',
    refl: '#FFD79A',
  },
  dusk: {
    sky: [
      [0, '#22395E'],
      [0.55, '#4F5D8F'],
      [0.85, '#C9849A'],
      [1, '#F2B08A'],
    ],
    sea: [
      [0, '#8A7D9E'],
      [0.35, '#3F557E'],
      [1, '#1A2F4E'],
    ],
    sun: '#FFD9A0',
    glow: '#F7A98A',
    island: '#3C456B',
    cloud: '#D9A8B8',
    refl: '#FFC99A',
  },
};

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 */
export function cloud(cx, cy, s, fill = '#fff', op = 0.8) {
  return g(
    [
      ellipse(cx, cy, 70 * s, 16 * s, fill),
      ellipse(cx - 22 * s, cy - 10 * s, 30 * s, 18 * s, fill),
      ellipse(cx + 14 * s, cy - 16 * s, 34 * s, 24 * s, fill),
      ellipse(cx + 44 * s, cy - 4 * s, 24 * s, 14 * s, fill),
    ],
    `opacity="${op}"`,
  );
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export function sailboat(x, y, s, col = '#FFFFFF', hull = '#2F4858') {
  return g([
    path(`M${f1(x)},${f1(y)} l${f1(34 * s)},0 l${f1(-5 * s)},${f1(6 * s)} l${f1(-24 * s)},0 z`, hull),
    path(`M${f1(x + 16 * s)},${f1(y - 2 * s)} l0,${f1(-34 * s)} l${f1(16 * s)},${f1(32 * s)} z`, col),
    path(
      `M${f1(x + 14 * s)},${f1(y - 2 * s)} l0,${f1(-26 * s)} l${f1(-11 * s)},${f1(25 * s)} z`,
      col,
      'opacity="0.85"',
    ),
  ]);
}

/**
 * A sea-and-sky view clipped to a rectangle. o: mode, horizon (0..1), sunX, sunY, island, boat, clouds, seed
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ boat?: readonly [number, number, number], clipShape?: string, clouds?: boolean | number, extra?: string, horizon?: number, island?: boolean, islandW?: number, islandX?: number, mode?: keyof typeof MODES, seed?: number, shimmer?: number, sun?: boolean, sunR?: number, sunX?: number, sunY?: number }} [o]
 */
export function seaView(d, x, y, w, h, o = {}) {
  const m = MODES[o.mode || 'day'];
  const r = rng(o.seed || 7);
  const hz = y + h * (o.horizon ?? 0.58);
  const cp = d.clip(o.clipShape || `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}"/>`);
  const out = [];
  out.push(rect(x, y, w, hz - y + 2, d.linV(m.sky, y, hz)));
  const sx = x + w * (o.sunX ?? 0.68);
  const sy = hz - (hz - y) * (o.sunY ?? 0.22);
  const sr = Math.max(10, Math.min(w, h) * (o.sunR ?? 0.055));
  if (o.sun !== false) {
    out.push(
      circle(
        sx,
        sy,
        sr * 7,
        d.radU(
          [
            [0, m.glow, 0.75],
            [0.35, m.glow, 0.28],
            [1, m.glow, 0],
          ],
          sx,
          sy,
          sr * 7,
        ),
      ),
    );
    out.push(circle(sx, sy, sr, m.sun));
  }
  if (o.clouds !== false) {
    const n = typeof o.clouds === 'number' ? o.clouds : 3;
    for (let i = 0; i < n; i++) {
      const cx = x + w * (0.12 + 0.8 * r());
      const cy = y + (hz - y) * (0.15 + 0.45 * r());
      out.push(cloud(cx, cy, (Math.min(w, 900) / 900) * (0.7 + 0.7 * r()), m.cloud, 0.55 + 0.3 * r()));
    }
  }
  if (o.island !== false) {
    const ix = x + w * (o.islandX ?? 0.08);
    const iw = w * (o.islandW ?? 0.36);
    const ih = h * 0.05;
    out.push(
      path(
        `M${f1(ix)},${f1(hz + 1)} C${f1(ix + iw * 0.15)},${f1(hz - ih * 0.6)} ${f1(ix + iw * 0.3)},${f1(hz - ih)} ${f1(ix + iw * 0.45)},${f1(hz - ih * 0.9)} C${f1(ix + iw * 0.6)},${f1(hz - ih * 0.8)} ${f1(ix + iw * 0.72)},${f1(hz - ih * 1.5)} ${f1(ix + iw * 0.85)},${f1(hz - ih * 0.7)} C${f1(ix + iw * 0.93)},${f1(hz - ih * 0.3)} ${f1(ix + iw)},${f1(hz)} ${f1(ix + iw)},${f1(hz + 1)} Z`,
        m.island,
        'opacity="0.75"',
      ),
    );
  }
  out.push(rect(x, hz, w, y + h - hz, d.linV(m.sea, hz, y + h)));
  out.push(rect(x, hz, w, Math.max(2, h * 0.006), m.refl, 'opacity="0.35"'));
  if (o.sun !== false) {
    // sun reflection column
    for (let i = 0; i < 9; i++) {
      const yy = hz + 6 + i * (h - (hz - y)) * 0.06 * (1 + i * 0.25);
      if (yy > y + h) break;
      const ww = sr * (2.4 - i * 0.12) * (0.6 + r() * 0.8);
      out.push(
        rrect(
          sx - ww / 2 + (r() - 0.5) * sr,
          yy,
          ww,
          Math.max(2, sr * 0.14),
          Math.max(1, sr * 0.07),
          m.refl,
          `opacity="${f1(0.75 - i * 0.07)}"`,
        ),
      );
    }
  }
  // shimmer
  const sh = o.shimmer ?? 18;
  for (let i = 0; i < sh; i++) {
    const t = r();
    const yy = hz + 8 + (y + h - hz - 12) * t * t;
    const ww = (12 + 40 * r()) * (0.4 + t) * (w / 900 + 0.3);
    out.push(rrect(x + w * r(), yy, ww, 2 + 2 * t, 1.5, m.refl, `opacity="${f1(0.18 + 0.2 * r())}"`));
  }
  if (o.boat) {
    const [bx, by, bs] = o.boat;
    out.push(sailboat(x + w * bx, hz + (y + h - hz) * by, bs, '#FFFFFF', '#34495E'));
  }
  if (o.extra) out.push(o.extra);
  return g(out, `clip-path="${cp}"`);
}

/**
 * One palm frond: leaflets along a drooping spine.
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} angleDeg
 * @param {string} color
 * @param {{ droop?: number, leafWidth?: number, leaflets?: number, width?: number }} [o]
 */
export function frond(x, y, len, angleDeg, color, o = {}) {
  const droop = o.droop ?? 0.45;
  const n = o.leaflets ?? 16;
  const wid = o.width ?? 1;
  const a = (angleDeg * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len + droop * len * Math.abs(Math.cos(a)) * 0.9;
  const cx = x + Math.cos(a) * len * 0.55;
  const cy = y + Math.sin(a) * len * 0.55 - len * 0.12 * Math.abs(Math.cos(a));
  /** @param {number} t @returns {Point} */
  const pointAt = (t) => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex,
    (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey,
  ];
  /** @param {number} t @returns {Point} */
  const tangentAt = (t) => {
    const dx = 2 * (1 - t) * (cx - x) + 2 * t * (ex - cx);
    const dy = 2 * (1 - t) * (cy - y) + 2 * t * (ey - cy);
    const l = Math.hypot(dx, dy) || 1;
    return [dx / l, dy / l];
  };
  const parts = [];
  const sw = Math.max(1.5, len * 0.018);
  parts.push(
    `<path d="M${f1(x)},${f1(y)} Q${f1(cx)},${f1(cy)} ${f1(ex)},${f1(ey)}" fill="none" stroke="${color}" stroke-width="${f1(sw)}" stroke-linecap="round"/>`,
  );
  for (let i = 1; i <= n; i++) {
    const t = 0.08 + (0.9 * i) / n;
    const [px, py] = pointAt(t);
    const [tx, ty] = tangentAt(t);
    const L = len * 0.3 * wid * (1 - t * 0.65) * Math.min(1, t / 0.22);
    for (const side of [1, -1]) {
      // leaflet direction: rotate tangent by ±60°, then let it hang a bit
      const ang = (side * 62 * Math.PI) / 180;
      let dx = tx * Math.cos(ang) - ty * Math.sin(ang);
      let dy = tx * Math.sin(ang) + ty * Math.cos(ang);
      dx = dx * 0.75 + tx * 0.35;
      dy = dy * 0.75 + ty * 0.35 + 0.45;
      const l = Math.hypot(dx, dy);
      dx /= l;
      dy /= l;
      const qx = px + dx * L;
      const qy = py + dy * L;
      const nx = -dy;
      const ny = dx;
      const bw = L * (o.leafWidth ?? 0.17);
      const mx = (px + qx) / 2;
      const my = (py + qy) / 2;
      parts.push(
        `<path d="M${f1(px)},${f1(py)} Q${f1(mx + nx * bw)},${f1(my + ny * bw)} ${f1(qx)},${f1(qy)} Q${f1(mx - nx * bw * 0.4)},${f1(my - ny * bw * 0.4)} ${f1(px)},${f1(py)}Z" fill="${color}"/>`,
      );
    }
  }
  return parts.join('');
}

/**
 * A palm tree rooted at (x, baseY).
 * @param {number} x
 * @param {number} baseY
 * @param {number} h
 * @param {{ angles?: number[], colors?: string[], crown?: number, extra?: string, lean?: number, lens?: number[], trunk?: string, trunkD?: string }} [o]
 */
export function palmTree(x, baseY, h, o = {}) {
  const lean = o.lean ?? 0.18;
  const s = h / 400;
  const tx = x + lean * h;
  const ty = baseY - h;
  const cx = x + lean * h * 0.05;
  const cy = baseY - h * 0.55;
  const parts = [];
  const trunk = o.trunk || '#9C7654';
  const trunkD = o.trunkD || '#7C5A3E';
  // tapered trunk polygon
  /** @type {Point[]} */
  const left = [];
  /** @type {Point[]} */
  const right = [];
  const N = 24;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * cy + t * t * ty;
    const wdt = (13 - 6 * t) * s;
    left.push([px - wdt, py]);
    right.push([px + wdt, py]);
  }
  const pts = [...left, ...right.reverse()];
  parts.push(poly(pts, trunk));
  // rings
  for (let i = 1; i < N; i += 1) {
    const t = i / N;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * cy + t * t * ty;
    const wdt = (13 - 6 * t) * s;
    parts.push(
      `<path d="M${f1(px - wdt)},${f1(py)} q${f1(wdt)},${f1(4 * s)} ${f1(wdt * 2)},0" fill="none" stroke="${trunkD}" stroke-width="${f1(2.2 * s)}" opacity="0.55"/>`,
    );
  }
  // light side of the trunk
  /** @type {Point[]} */
  const hl = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * cy + t * t * ty;
    hl.push([px - (13 - 6 * t) * s * 0.7, py]);
  }
  for (let i = N; i >= 0; i--) {
    const t = i / N;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * cy + t * t * ty;
    hl.push([px - (13 - 6 * t) * s * 0.15, py]);
  }
  parts.push(poly(hl, '#FFFFFF', 'opacity="0.12"'));
  const cols = o.colors || [C.palmD, C.palm, C.leaf, C.palm, C.palmD];
  const angles = o.angles || [-172, -145, -118, -92, -64, -36, -8, 20, 200];
  const lens = o.lens || [0.62, 0.68, 0.6, 0.5, 0.58, 0.66, 0.62, 0.5, 0.5];
  // coconuts
  const nuts = [
    circle(tx - 7 * s, ty + 10 * s, 8 * s, '#6E4B2E'),
    circle(tx + 7 * s, ty + 12 * s, 8 * s, '#7E5836'),
    circle(tx, ty + 18 * s, 7.5 * s, '#5E3F27'),
  ];
  const fr = angles.map((ang, i) =>
    frond(tx, ty, h * cycle(lens, i) * (o.crown ?? 1), ang, cycle(cols, i), {
      droop: 0.5,
      leaflets: 18,
      width: 1,
    }),
  );
  return g([...parts, ...fr.slice(0, 4), ...nuts, ...fr.slice(4)], o.extra || '');
}

/**
 * Broad tropical leaf (banana / bird-of-paradise style) from a stem base.
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} angleDeg
 * @param {string} color
 */
export function bigLeaf(x, y, len, angleDeg, color, vein = 'rgba(255,255,255,0.35)', wid = 0.32) {
  const a = (angleDeg * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const nx = -Math.sin(a);
  const ny = Math.cos(a);
  const w = len * wid;
  const m1x = x + Math.cos(a) * len * 0.35;
  const m1y = y + Math.sin(a) * len * 0.35;
  const m2x = x + Math.cos(a) * len * 0.8;
  const m2y = y + Math.sin(a) * len * 0.8;
  const dd = `M${f1(x)},${f1(y)} C${f1(m1x + nx * w)},${f1(m1y + ny * w)} ${f1(m2x + nx * w * 0.8)},${f1(m2y + ny * w * 0.8)} ${f1(ex)},${f1(ey)} C${f1(m2x - nx * w * 0.8)},${f1(m2y - ny * w * 0.8)} ${f1(m1x - nx * w)},${f1(m1y - ny * w)} ${f1(x)},${f1(y)}Z`;
  const veins = [];
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const px = x + Math.cos(a) * len * t;
    const py = y + Math.sin(a) * len * t;
    const k = w * 0.8 * Math.sin(Math.PI * t);
    const ax = Math.cos(a) * len * 0.08;
    const ay = Math.sin(a) * len * 0.08;
    veins.push(
      `<path d="M${f1(px)},${f1(py)} l${f1(nx * k + ax)},${f1(ny * k + ay)} M${f1(px)},${f1(py)} l${f1(-nx * k + ax)},${f1(-ny * k + ay)}" stroke="${vein}" stroke-width="1.4" fill="none" opacity="0.7"/>`,
    );
  }
  return g([
    path(dd, color),
    `<path d="M${f1(x)},${f1(y)} L${f1(ex)},${f1(ey)}" stroke="${vein}" stroke-width="2" fill="none"/>`,
    ...veins,
  ]);
}

/**
 * Potted tropical plant. (x = centre of pot, y = floor line)
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {{ angles?: number[], colors?: string[], lens?: number[], pot?: string, potD?: string, potRim?: string }} [o]
 */
export function pottedPlant(d, x, y, s = 1, o = {}) {
  const pw = 70 * s;
  const ph = 78 * s;
  const potCol = o.pot || C.coral;
  const potFill = d.linH(fade(potCol, o.potD || C.coralD), x - pw / 2, x + pw / 2);
  /** @type {string[]} */
  const leaves = [];
  const cols = o.colors || [C.palm, C.leaf, C.palmD, C.leafL, C.palm, C.leaf];
  const angs = o.angles || [-150, -125, -100, -80, -58, -32, -112, -68];
  const lens = o.lens || [150, 190, 230, 215, 175, 140, 120, 130];
  angs.forEach((a, i) => {
    leaves.push(
      bigLeaf(x + (i - angs.length / 2) * 2 * s, y - ph + 6 * s, cycle(lens, i) * s, a, cycle(cols, i)),
    );
  });
  return g([
    shadow(x, y + 2, pw * 0.75, 9 * s, 0.3),
    ...leaves,
    path(
      `M${f1(x - pw / 2)},${f1(y - ph)} L${f1(x + pw / 2)},${f1(y - ph)} L${f1(x + pw * 0.38)},${f1(y)} L${f1(x - pw * 0.38)},${f1(y)} Z`,
      potFill,
    ),
    rrect(x - pw / 2 - 4 * s, y - ph - 4 * s, pw + 8 * s, 12 * s, 4 * s, o.potRim || potCol),
  ]);
}

/**
 * Slim hanging/standing fern-ish plant made of small fronds
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {{ pot?: string, potD?: string }} [o]
 */
export function fernPot(d, x, y, s = 1, o = {}) {
  const col = o.pot || C.cream;
  const pw = 52 * s;
  const ph = 44 * s;
  /** @type {string[]} */
  const fr = [];
  const angs = [-160, -140, -118, -96, -75, -52, -30];
  angs.forEach((a, i) => {
    fr.push(
      frond(
        x,
        y - ph + 4,
        95 * s * (0.8 + 0.25 * Math.sin(i * 1.7)),
        a,
        cycle([C.leaf, C.palm, C.leafL], i),
        {
          droop: 0.6,
          leaflets: 10,
          width: 0.8,
        },
      ),
    );
  });
  return g([
    shadow(x, y + 2, pw * 0.7, 6 * s, 0.25),
    ...fr,
    path(
      `M${f1(x - pw / 2)},${f1(y - ph)} L${f1(x + pw / 2)},${f1(y - ph)} Q${f1(x + pw / 2)},${f1(y)} ${f1(x + pw * 0.2)},${f1(y)} L${f1(x - pw * 0.2)},${f1(y)} Q${f1(x - pw / 2)},${f1(y)} ${f1(x - pw / 2)},${f1(y - ph)}Z`,
      d.linH(fade(col, o.potD || C.linenD), x - pw / 2, x + pw / 2),
    ),
  ]);
}
