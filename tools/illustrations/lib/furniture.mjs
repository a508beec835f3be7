// @ts-check
// Interior and exterior pieces for the illustrations. Floor-standing pieces take the floor line as `y`.
import {
  C,
  circle,
  cycle,
  ellipse,
  f1,
  fade,
  g,
  line,
  path,
  poly,
  rect,
  rng,
  rrect,
  seaView,
  shadow,
} from './kit.mjs';

/** @typedef {import('./kit.mjs').Doc} Doc */
/** @typedef {import('./kit.mjs').Point} Point */
/** @typedef {import('./kit.mjs').Stop} Stop */

// ---------- room shell ----------
/**
 * @param {Doc} d
 * @param {{ baseboard?: boolean, baseboardColor?: string, floor?: string, floorBottom?: string, floorTop?: string, floorY?: number, seed?: number, tileColor?: string, tiles?: number, wainscot?: number, wainscotColor?: string, wainscotRail?: string, wallBottom?: string, wallTop?: string }} [o]
 */
export function wallAndFloor(d, o = {}) {
  const fy = o.floorY ?? 580;
  const W = d.w;
  const H = d.h;
  const out = [];
  out.push(rect(0, 0, W, fy, d.linV(fade(o.wallTop || '#F4E6D4', o.wallBottom || '#F9F0E4'), 0, fy)));
  if (o.wainscot) {
    const wy = fy - o.wainscot;
    out.push(rect(0, wy, W, o.wainscot, o.wainscotColor || '#EAD8C0'));
    for (let x = 14; x < W; x += 28) out.push(rect(x, wy + 6, 2, o.wainscot - 12, '#000', 'opacity="0.05"'));
    out.push(rect(0, wy - 6, W, 8, o.wainscotRail || '#FBF4EA'));
  }
  if (o.tiles) {
    const ty = fy - o.tiles;
    out.push(rect(0, ty, W, o.tiles, o.tileColor || '#D9EEEA'));
    for (let x = 0; x <= W; x += 60) out.push(rect(x, ty, 2, o.tiles, '#FFFFFF', 'opacity="0.7"'));
    for (let y = ty; y < fy; y += 30) out.push(rect(0, y, W, 2, '#FFFFFF', 'opacity="0.7"'));
  }
  // floor
  const floorKind = o.floor || 'wood';
  const fTop = floorKind === 'stone' ? '#D9CFC0' : floorKind === 'tile' ? '#E7DCCB' : '#C29466';
  const fBot = floorKind === 'stone' ? '#ECE4D7' : floorKind === 'tile' ? '#F3ECE1' : '#DDB98C';
  out.push(rect(0, fy, W, H - fy, d.linV(fade(o.floorTop || fTop, o.floorBottom || fBot), fy, H)));
  const vx = W / 2;
  const k = (H - fy + 520) / 520;
  if (floorKind === 'wood') {
    const r = rng(o.seed || 3);
    const xs = [];
    for (let x = -520; x <= W + 520; x += 64) xs.push(x);
    for (const x of xs) out.push(line(x, fy, vx + (x - vx) * k, H, '#8A5E3A', 1.6, 'opacity="0.28"'));
    for (let i = 0; i < xs.length - 1; i++) {
      for (let j = 0; j < 2; j++) {
        const t = r();
        const y = fy + (H - fy) * t;
        const kk = (y - fy + 520) / 520;
        const x1 = vx + (cycle(xs, i) - vx) * kk;
        const x2 = vx + (cycle(xs, i + 1) - vx) * kk;
        out.push(line(x1, y, x2, y, '#8A5E3A', 1.4, 'opacity="0.22"'));
      }
    }
  } else {
    const step = floorKind === 'stone' ? 150 : 100;
    for (let x = -1200; x <= W + 1200; x += step)
      out.push(line(x, fy, vx + (x - vx) * k, H, '#FFFFFF', 2, 'opacity="0.6"'));
    let y = fy;
    let gap = 26;
    while (y < H) {
      y += gap;
      gap *= 1.35;
      out.push(line(0, y, W, y, '#FFFFFF', 2, 'opacity="0.6"'));
    }
  }
  // baseboard
  if (o.baseboard !== false) {
    out.push(rect(0, fy - 12, W, 12, o.baseboardColor || '#FCF7F0'));
    out.push(rect(0, fy, W, 10, C.shadow, 'opacity="0.12" filter="url(#blur4)"'));
  }
  return g(out);
}

/**
 * soft light wash from a window
 * @param {Doc} d
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
export function lightWash(d, cx, cy, r, op = 0.35, color = '#FFF6E5') {
  return circle(
    cx,
    cy,
    r,
    d.radU(
      [
        [0, color, op],
        [1, color, 0],
      ],
      cx,
      cy,
      r,
    ),
  );
}

/**
 * sunlight patch on the floor, cast forward from a window opening spanning [x1, x2]
 * @param {number} x1
 * @param {number} x2
 * @param {number} fy
 * @param {number} H
 */
export function floorLight(x1, x2, fy, H, shift = 120, op = 0.16) {
  return poly(
    [
      [x1, fy + 4],
      [x2, fy + 4],
      [x2 + shift + (x2 - x1) * 0.25, H],
      [x1 + shift - (x2 - x1) * 0.1, H],
    ],
    '#FFF8E8',
    `opacity="${op}" filter="url(#blur8)"`,
  );
}

// ---------- windows ----------
/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ arch?: number, frame?: string, frameW?: number, mullionW?: number, panes?: number, sill?: boolean, sillColor?: string, transom?: number, view?: Parameters<typeof seaView>[5], viewExtra?: (x: number, y: number, w: number, h: number) => string }} [o]
 */
export function windowView(d, x, y, w, h, o = {}) {
  const fr = o.frameW ?? 14;
  const frame = o.frame || '#FFFFFF';
  const out = [];
  const arch = o.arch ? Math.min(w / 2, o.arch) : 0;
  const outer = arch
    ? `M${f1(x)},${f1(y + h)} L${f1(x)},${f1(y + arch)} A${f1(w / 2)},${f1(arch)} 0 0 1 ${f1(x + w)},${f1(y + arch)} L${f1(x + w)},${f1(y + h)} Z`
    : '';
  const ix = x + fr;
  const iy = y + fr;
  const iw = w - 2 * fr;
  const ih = h - 2 * fr;
  const iarch = arch ? Math.max(0, arch - fr) : 0;
  const inner = arch
    ? `M${f1(ix)},${f1(iy + ih)} L${f1(ix)},${f1(iy + iarch)} A${f1(iw / 2)},${f1(iarch)} 0 0 1 ${f1(ix + iw)},${f1(iy + iarch)} L${f1(ix + iw)},${f1(iy + ih)} Z`
    : '';
  // recess shadow
  out.push(
    arch
      ? path(outer, C.shadow, 'opacity="0.18" filter="url(#blur8)" transform="translate(0,8)"')
      : rect(x, y + 8, w, h, C.shadow, 'opacity="0.18" filter="url(#blur8)"'),
  );
  out.push(arch ? path(outer, frame) : rrect(x, y, w, h, 4, frame));
  out.push(
    seaView(d, ix, iy, iw, ih, {
      ...(o.view || {}),
      clipShape: inner ? `<path d="${inner}"/>` : undefined,
    }),
  );
  if (o.viewExtra) out.push(o.viewExtra(ix, iy, iw, ih));
  // glass sheen
  const sheenClip = d.clip(
    inner
      ? `<path d="${inner}"/>`
      : `<rect x="${f1(ix)}" y="${f1(iy)}" width="${f1(iw)}" height="${f1(ih)}"/>`,
  );
  /**
   * A band of light leaning right: from `left` to `right` (fractions of the width) at the sill.
   * @param {number} left @param {number} right @param {number} opacity
   */
  const sheen = (left, right, opacity) =>
    poly(
      [
        [ix + iw * left, iy + ih],
        [ix + iw * right, iy + ih],
        [ix + iw * (right + 0.38), iy],
        [ix + iw * (left + 0.38), iy],
      ],
      '#FFFFFF',
      `opacity="${opacity}"`,
    );
  out.push(g([sheen(0.1, 0.32, 0.09), sheen(0.36, 0.42, 0.08)], `clip-path="${sheenClip}"`));
  // mullions
  const panes = o.panes ?? 2;
  const mw = o.mullionW ?? 8;
  for (let i = 1; i < panes; i++) out.push(rect(ix + (iw * i) / panes - mw / 2, iy, mw, ih, frame));
  if (o.transom) out.push(rect(ix, iy + ih * o.transom - mw / 2, iw, mw, frame));
  if (o.sill !== false) {
    out.push(rrect(x - 14, y + h - 4, w + 28, 14, 3, o.sillColor || frame, 'filter="url(#liftSm)"'));
  }
  return g(out);
}

/**
 * a curtain panel with soft folds; tie: gathers toward the side
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ dark?: string, folds?: number, opacity?: number, sway?: number }} [o]
 */
export function curtain(d, x, y, w, h, color = '#FFFFFF', o = {}) {
  const dark = o.dark || '#E8DAC7';
  /** @type {Stop[]} */
  const stops = [];
  const n = o.folds ?? 5;
  for (let i = 0; i <= n * 2; i++) stops.push([f1(i / (n * 2)), i % 2 ? dark : color]);
  const fill = d.linH(stops, x, x + w);
  const sway = o.sway ?? 0;
  const dd = `M${f1(x)},${f1(y)} L${f1(x + w)},${f1(y)} C${f1(x + w + sway * 0.4)},${f1(y + h * 0.45)} ${f1(x + w + sway)},${f1(y + h * 0.75)} ${f1(x + w + sway * 0.9)},${f1(y + h)} L${f1(x + sway * 0.9)},${f1(y + h)} C${f1(x + sway)},${f1(y + h * 0.75)} ${f1(x + sway * 0.4)},${f1(y + h * 0.45)} ${f1(x)},${f1(y)}Z`;
  return g([
    path(dd, C.shadow, 'opacity="0.12" filter="url(#blur8)" transform="translate(6,6)"'),
    path(dd, fill, `opacity="${o.opacity ?? 1}"`),
  ]);
}

/**
 * @param {number} x1
 * @param {number} x2
 * @param {number} y
 */
export function curtainRod(x1, x2, y, color = C.woodD) {
  return g([rrect(x1, y - 4, x2 - x1, 8, 4, color), circle(x1, y, 9, color), circle(x2, y, 9, color)]);
}

// ---------- lighting ----------
/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} topY
 * @param {number} len
 * @param {{ color?: string, colorD?: string, cord?: string, h?: number, plain?: boolean, shape?: string, w?: number }} [o]
 */
export function pendant(d, x, topY, len, o = {}) {
  const col = o.color || C.rattan;
  const w = o.w ?? 90;
  const sh = o.h ?? 60;
  const y = topY + len;
  const out = [line(x, topY, x, y, o.cord || '#5E4634', 2)];
  out.push(
    circle(
      x,
      y + sh * 0.9,
      w * 1.6,
      d.radU(
        [
          [0, '#FFE3A6', 0.55],
          [1, '#FFE3A6', 0],
        ],
        x,
        y + sh * 0.9,
        w * 1.6,
      ),
    ),
  );
  if (o.shape === 'cone') {
    out.push(
      poly(
        [
          [x - 8, y],
          [x + 8, y],
          [x + w / 2, y + sh],
          [x - w / 2, y + sh],
        ],
        d.linH(fade(col, o.colorD || C.rattanD), x - w / 2, x + w / 2),
      ),
    );
  } else {
    out.push(
      path(
        `M${f1(x - w / 2)},${f1(y + sh)} C${f1(x - w / 2)},${f1(y + sh * 0.1)} ${f1(x - w * 0.2)},${f1(y)} ${f1(x)},${f1(y)} C${f1(x + w * 0.2)},${f1(y)} ${f1(x + w / 2)},${f1(y + sh * 0.1)} ${f1(x + w / 2)},${f1(y + sh)} Z`,
        d.linH(fade(col, o.colorD || C.rattanD), x - w / 2, x + w / 2),
      ),
    );
    if (!o.plain) {
      for (let i = 1; i < 4; i++) {
        const yy = y + sh * (i / 4);
        out.push(
          line(
            x - w * 0.48 * Math.sqrt(i / 4) - 2,
            yy,
            x + w * 0.48 * Math.sqrt(i / 4) + 2,
            yy,
            '#000',
            1.2,
            'opacity="0.12"',
          ),
        );
      }
    }
  }
  out.push(ellipse(x, y + sh, w * 0.42, 6, '#FFF1CC'));
  return g(out);
}

/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {{ base?: string, baseD?: string }} [o]
 */
export function tableLamp(d, x, y, s = 1, o = {}) {
  const base = o.base || C.aqua;
  return g([
    circle(
      x,
      y - 90 * s,
      110 * s,
      d.radU(
        [
          [0, '#FFE7B5', 0.5],
          [1, '#FFE7B5', 0],
        ],
        x,
        y - 90 * s,
        110 * s,
      ),
    ),
    path(
      `M${f1(x - 10 * s)},${f1(y)} C${f1(x - 34 * s)},${f1(y - 10 * s)} ${f1(x - 30 * s)},${f1(y - 48 * s)} ${f1(x - 6 * s)},${f1(y - 62 * s)} L${f1(x + 6 * s)},${f1(y - 62 * s)} C${f1(x + 30 * s)},${f1(y - 48 * s)} ${f1(x + 34 * s)},${f1(y - 10 * s)} ${f1(x + 10 * s)},${f1(y)} Z`,
      d.linH(fade(base, o.baseD || C.teal), x - 30 * s, x + 30 * s),
    ),
    rect(x - 2 * s, y - 80 * s, 4 * s, 20 * s, '#8C7A66'),
    poly(
      [
        [x - 26 * s, y - 122 * s],
        [x + 26 * s, y - 122 * s],
        [x + 40 * s, y - 76 * s],
        [x - 40 * s, y - 76 * s],
      ],
      d.linH(fade('#FFF6E2', '#F1DDBB'), x - 40 * s, x + 40 * s),
    ),
  ]);
}

/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 */
export function floorLamp(d, x, y, s = 1) {
  return g([
    circle(
      x + 60 * s,
      y - 330 * s,
      150 * s,
      d.radU(
        [
          [0, '#FFE7B5', 0.45],
          [1, '#FFE7B5', 0],
        ],
        x + 60 * s,
        y - 330 * s,
        150 * s,
      ),
    ),
    shadow(x, y + 2, 40 * s, 6 * s, 0.3),
    ellipse(x, y - 3 * s, 30 * s, 6 * s, '#4A3A2E'),
    `<path d="M${f1(x)},${f1(y - 4)} L${f1(x)},${f1(y - 300 * s)} Q${f1(x)},${f1(y - 380 * s)} ${f1(x + 60 * s)},${f1(y - 372 * s)}" stroke="#4A3A2E" stroke-width="${f1(5 * s)}" fill="none"/>`,
    path(
      `M${f1(x + 30 * s)},${f1(y - 330 * s)} C${f1(x + 30 * s)},${f1(y - 372 * s)} ${f1(x + 90 * s)},${f1(y - 372 * s)} ${f1(x + 90 * s)},${f1(y - 330 * s)} Z`,
      '#F0DDBD',
    ),
    ellipse(x + 60 * s, y - 330 * s, 30 * s, 5 * s, '#FFF1CC'),
  ]);
}

/**
 * @param {Doc} d
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {number} sag
 */
export function stringLights(d, x1, y1, x2, y2, sag, n = 10, color = '#FFE3A0') {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag;
  const out = [
    `<path d="M${f1(x1)},${f1(y1)} Q${f1(mx)},${f1(my)} ${f1(x2)},${f1(y2)}" stroke="#3E3A36" stroke-width="2" fill="none" opacity="0.7"/>`,
  ];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2;
    out.push(
      circle(
        px,
        py + 10,
        22,
        d.radU(
          [
            [0, color, 0.7],
            [1, color, 0],
          ],
          px,
          py + 10,
          22,
        ),
      ),
    );
    out.push(line(px, py, px, py + 5, '#3E3A36', 2));
    out.push(ellipse(px, py + 10, 4.5, 6.5, color));
  }
  return g(out);
}

// ---------- decor ----------
/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ bg?: string, frame?: string, kind?: string, sunColor?: string }} [o]
 */
export function wallArt(d, x, y, w, h, o = {}) {
  const frame = o.frame || C.woodD;
  const out = [
    rrect(x, y, w, h, 3, frame, 'filter="url(#liftSm)"'),
    rect(x + 8, y + 8, w - 16, h - 16, '#FBF6EE'),
  ];
  const ix = x + 8 + w * 0.1;
  const iy = y + 8 + h * 0.1;
  const iw = w - 16 - w * 0.2;
  const ih = h - 16 - h * 0.2;
  const cp = d.clip(`<rect x="${f1(ix)}" y="${f1(iy)}" width="${f1(iw)}" height="${f1(ih)}"/>`);
  const kind = o.kind || 'sun';
  const art = [rect(ix, iy, iw, ih, o.bg || '#F6E3CC')];
  if (kind === 'sun') {
    art.push(circle(ix + iw * 0.5, iy + ih * 0.55, Math.min(iw, ih) * 0.28, o.sunColor || C.coral));
    art.push(
      path(
        `M${f1(ix)},${f1(iy + ih * 0.68)} Q${f1(ix + iw * 0.25)},${f1(iy + ih * 0.58)} ${f1(ix + iw * 0.5)},${f1(iy + ih * 0.68)} T${f1(ix + iw)},${f1(iy + ih * 0.68)} L${f1(ix + iw)},${f1(iy + ih)} L${f1(ix)},${f1(iy + ih)}Z`,
        C.teal,
      ),
    );
    art.push(
      path(
        `M${f1(ix)},${f1(iy + ih * 0.8)} Q${f1(ix + iw * 0.25)},${f1(iy + ih * 0.72)} ${f1(ix + iw * 0.5)},${f1(iy + ih * 0.8)} T${f1(ix + iw)},${f1(iy + ih * 0.8)} L${f1(ix + iw)},${f1(iy + ih)} L${f1(ix)},${f1(iy + ih)}Z`,
        C.deep,
      ),
    );
  } else if (kind === 'leaf') {
    art.push(rect(ix, iy, iw, ih, o.bg || '#E9EFE4'));
    const cx = ix + iw / 2;
    art.push(
      `<path d="M${f1(cx)},${f1(iy + ih * 0.92)} C${f1(cx - iw * 0.45)},${f1(iy + ih * 0.6)} ${f1(cx - iw * 0.2)},${f1(iy + ih * 0.1)} ${f1(cx)},${f1(iy + ih * 0.06)} C${f1(cx + iw * 0.2)},${f1(iy + ih * 0.1)} ${f1(cx + iw * 0.45)},${f1(iy + ih * 0.6)} ${f1(cx)},${f1(iy + ih * 0.92)}Z" fill="${C.palm}"/>`,
    );
    for (let i = 1; i < 7; i++) {
      const yy = iy + ih * (0.15 + i * 0.11);
      art.push(
        line(cx, yy, cx - iw * 0.3, yy - ih * 0.08, '#FFFFFF', 1.5, 'opacity="0.5"'),
        line(cx, yy, cx + iw * 0.3, yy - ih * 0.08, '#FFFFFF', 1.5, 'opacity="0.5"'),
      );
    }
    art.push(line(cx, iy + ih * 0.1, cx, iy + ih * 0.95, '#FFFFFF', 1.5, 'opacity="0.6"'));
  } else if (kind === 'arches') {
    const cols = [C.coral, C.gold, C.teal];
    for (let i = 0; i < 3; i++) {
      const r = iw * (0.42 - i * 0.12);
      art.push(
        path(
          `M${f1(ix + iw / 2 - r)},${f1(iy + ih)} A${f1(r)},${f1(r)} 0 0 1 ${f1(ix + iw / 2 + r)},${f1(iy + ih)}Z`,
          cycle(cols, i),
        ),
      );
    }
  } else if (kind === 'boat') {
    art.push(rect(ix, iy, iw, ih, '#DCEFF0'));
    art.push(rect(ix, iy + ih * 0.62, iw, ih * 0.38, C.sea));
    art.push(circle(ix + iw * 0.72, iy + ih * 0.3, iw * 0.1, C.coralL));
    art.push(
      path(
        `M${f1(ix + iw * 0.28)},${f1(iy + ih * 0.64)} l${f1(iw * 0.44)},0 l${f1(-iw * 0.06)},${f1(ih * 0.08)} l${f1(-iw * 0.32)},0z`,
        C.ink,
      ),
    );
    art.push(
      path(
        `M${f1(ix + iw * 0.5)},${f1(iy + ih * 0.62)} l0,${f1(-ih * 0.45)} l${f1(iw * 0.2)},${f1(ih * 0.42)}z`,
        '#FFFFFF',
      ),
    );
  }
  out.push(g(art, `clip-path="${cp}"`));
  return g(out);
}

/**
 * @param {Doc} _d
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {{ color?: string, ring?: string, ring2?: string }} [o]
 */
export function rug(_d, cx, cy, rx, ry, o = {}) {
  const col = o.color || '#E8D3B4';
  const out = [
    ellipse(cx, cy + 4, rx, ry, C.shadow, 'opacity="0.12" filter="url(#blur4)"'),
    ellipse(cx, cy, rx, ry, col),
  ];
  out.push(
    ellipse(
      cx,
      cy,
      rx * 0.86,
      ry * 0.8,
      'none',
      `stroke="${o.ring || '#FFFFFF'}" stroke-width="3" opacity="0.55"`,
    ),
  );
  out.push(
    ellipse(
      cx,
      cy,
      rx * 0.7,
      ry * 0.62,
      'none',
      `stroke="${o.ring2 || C.coralL}" stroke-width="2" opacity="0.6"`,
    ),
  );
  return g(out);
}

/**
 * @param {number} cx
 * @param {number} y1
 * @param {number} w1
 * @param {number} y2
 * @param {number} w2
 */
export function rectRug(cx, y1, w1, y2, w2, col = '#E9D6B8', border = '#FFFFFF') {
  /** @type {Point[]} */
  const pts = [
    [cx - w1 / 2, y1],
    [cx + w1 / 2, y1],
    [cx + w2 / 2, y2],
    [cx - w2 / 2, y2],
  ];
  const inset = 0.9;
  /** @type {Point[]} */
  const pts2 = [
    [cx - (w1 * inset) / 2, y1 + 6],
    [cx + (w1 * inset) / 2, y1 + 6],
    [cx + (w2 * inset) / 2, y2 - 8],
    [cx - (w2 * inset) / 2, y2 - 8],
  ];
  return g([
    poly(pts, C.shadow, 'opacity="0.12" filter="url(#blur4)" transform="translate(0,4)"'),
    poly(pts, col),
    poly(pts2, 'none', `stroke="${border}" stroke-width="3" opacity="0.6"`),
  ]);
}

// ---------- beds ----------
/**
 * Bed seen from the side, headboard on the left at x.
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ base?: string, cushion?: string, duvet?: string, duvetD?: string, head?: string, headD?: string, headPattern?: boolean, throw?: string, throwW?: number }} [o]
 */
export function bedSide(d, x, y, w, o = {}) {
  const head = o.head || C.rattan;
  const duvet = o.duvet || '#FFFFFF';
  const duvetD = o.duvetD || '#EADFCF';
  const throwC = o.throw || C.coral;
  const out = [];
  out.push(shadow(x + w / 2, y + 4, w * 0.55, 14, 0.3, 'blur14'));
  // headboard
  out.push(rrect(x - 8, y - 300, 34, 300, 12, d.linH(fade(head, o.headD || C.rattanD), x - 8, x + 26)));
  if (o.headPattern !== false) {
    for (let yy = y - 285; yy < y - 30; yy += 16)
      out.push(line(x - 2, yy, x + 20, yy, '#000', 1.2, 'opacity="0.1"'));
  }
  // legs + base
  out.push(rect(x + 30, y - 22, 14, 22, C.woodD), rect(x + w - 34, y - 22, 14, 22, C.woodD));
  out.push(rrect(x + 16, y - 70, w - 10, 50, 8, d.linV(fade(o.base || C.wood, C.woodD), y - 70, y - 20)));
  // mattress
  out.push(rrect(x + 24, y - 112, w - 26, 46, 16, '#FBF7F0'));
  // pillows
  out.push(
    path(
      `M${f1(x + 28)},${f1(y - 108)} C${f1(x + 22)},${f1(y - 176)} ${f1(x + 40)},${f1(y - 196)} ${f1(x + 70)},${f1(y - 188)} C${f1(x + 110)},${f1(y - 178)} ${f1(x + 130)},${f1(y - 140)} ${f1(x + 120)},${f1(y - 108)}Z`,
      '#FFFFFF',
      'filter="url(#liftSm)"',
    ),
  );
  out.push(
    path(
      `M${f1(x + 60)},${f1(y - 110)} C${f1(x + 56)},${f1(y - 160)} ${f1(x + 76)},${f1(y - 174)} ${f1(x + 102)},${f1(y - 166)} C${f1(x + 138)},${f1(y - 156)} ${f1(x + 156)},${f1(y - 130)} ${f1(x + 150)},${f1(y - 110)}Z`,
      o.cushion || C.aqua,
      'filter="url(#liftSm)"',
    ),
  );
  // duvet
  const dx1 = x + 126;
  const dx2 = x + w + 8;
  out.push(
    path(
      `M${f1(dx1)},${f1(y - 112)} C${f1(dx1 + 40)},${f1(y - 124)} ${f1(dx2 - 120)},${f1(y - 122)} ${f1(dx2 - 8)},${f1(y - 116)} Q${f1(dx2 + 4)},${f1(y - 114)} ${f1(dx2)},${f1(y - 100)} L${f1(dx2 + 4)},${f1(y - 56)} Q${f1((dx1 + dx2) / 2)},${f1(y - 48)} ${f1(dx1 - 6)},${f1(y - 58)} Z`,
      d.linV(fade(duvet, duvetD), y - 122, y - 50),
      'filter="url(#liftSm)"',
    ),
  );
  // turned-down band
  out.push(
    path(
      `M${f1(dx1 - 4)},${f1(y - 114)} L${f1(dx1 + 44)},${f1(y - 118)} L${f1(dx1 + 40)},${f1(y - 58)} L${f1(dx1 - 6)},${f1(y - 58)}Z`,
      '#FFFFFF',
    ),
  );
  out.push(line(dx1 + 44, y - 116, dx1 + 40, y - 60, duvetD, 2));
  // throw
  const tx = dx2 - (o.throwW || 150) - 30;
  const tw = o.throwW || 150;
  out.push(
    path(
      `M${f1(tx)},${f1(y - 121)} L${f1(tx + tw)},${f1(y - 119)} L${f1(tx + tw + 6)},${f1(y - 44)} L${f1(tx - 4)},${f1(y - 46)}Z`,
      throwC,
    ),
  );
  for (let i = 1; i < 4; i++)
    out.push(line(tx + (tw * i) / 4, y - 119, tx + (tw * i) / 4 + 2, y - 46, '#FFFFFF', 2, 'opacity="0.35"'));
  for (let xx = tx; xx < tx + tw; xx += 8) out.push(line(xx, y - 46, xx + 1, y - 38, throwC, 2));
  return g(out);
}

/**
 * Bed seen from the foot, headboard against the back wall. (cx = centre, y = floor)
 * @param {Doc} d
 * @param {number} cx
 * @param {number} y
 * @param {number} w
 * @param {{ arch?: boolean, base?: string, channels?: boolean, cushion?: string, cushion2?: string, duvet?: string, duvetD?: string, head?: string, headD?: string, headH?: number, throw?: string, throwD?: string }} [o]
 */
export function bedFront(d, cx, y, w, o = {}) {
  const head = o.head || C.rattan;
  const duvet = o.duvet || '#FFFFFF';
  const out = [];
  const hh = o.headH ?? 190;
  const topBack = y - 150;
  const topFront = y - 104;
  const wb = w * 0.9;
  const wf = w * 1.02;
  out.push(shadow(cx, y + 4, w * 0.62, 16, 0.3, 'blur14'));
  // headboard: arched or square, shaded the same way
  const headFill = d.linV(fade(head, o.headD || C.rattanD), topBack - hh, topBack);
  if (o.arch) {
    out.push(
      path(
        `M${f1(cx - wb / 2 - 10)},${f1(topBack + 6)} L${f1(cx - wb / 2 - 10)},${f1(topBack - hh + wb / 2)} A${f1(wb / 2 + 10)},${f1(wb / 2 + 10)} 0 0 1 ${f1(cx + wb / 2 + 10)},${f1(topBack - hh + wb / 2)} L${f1(cx + wb / 2 + 10)},${f1(topBack + 6)}Z`,
        headFill,
        'filter="url(#lift)"',
      ),
    );
  } else {
    out.push(rrect(cx - wb / 2 - 14, topBack - hh, wb + 28, hh + 10, 14, headFill, 'filter="url(#lift)"'));
  }
  if (o.channels !== false) {
    for (let xx = cx - wb / 2 + 12; xx < cx + wb / 2; xx += 28)
      out.push(line(xx, topBack - hh + (o.arch ? 60 : 16), xx, topBack, '#000', 1.5, 'opacity="0.09"'));
  }
  // pillows
  const pw = wb * 0.4;
  out.push(rrect(cx - pw - 8, topBack - 52, pw, 58, 22, '#FFFFFF', 'filter="url(#liftSm)"'));
  out.push(rrect(cx + 8, topBack - 52, pw, 58, 22, '#FFFFFF', 'filter="url(#liftSm)"'));
  out.push(
    rrect(cx - pw * 0.55, topBack - 30, pw * 0.5, 40, 16, o.cushion || C.aqua, 'filter="url(#liftSm)"'),
  );
  out.push(
    rrect(cx + pw * 0.05, topBack - 30, pw * 0.5, 40, 16, o.cushion2 || C.coralL, 'filter="url(#liftSm)"'),
  );
  // top surface
  out.push(
    poly(
      [
        [cx - wb / 2, topBack],
        [cx + wb / 2, topBack],
        [cx + wf / 2, topFront],
        [cx - wf / 2, topFront],
      ],
      d.linV(fade(o.duvetD || '#EFE6D9', duvet), topBack, topFront),
    ),
  );
  // front face
  out.push(
    rrect(
      cx - wf / 2,
      topFront - 2,
      wf,
      56,
      8,
      d.linV(fade(duvet, o.duvetD || '#E8DDCD'), topFront, topFront + 56),
    ),
  );
  // throw across the foot
  const tb = topBack + (topFront - topBack) * 0.45;
  const tbw = wb + (wf - wb) * 0.45;
  out.push(
    poly(
      [
        [cx - tbw / 2 - 2, tb],
        [cx + tbw / 2 + 2, tb],
        [cx + wf / 2 + 3, topFront],
        [cx - wf / 2 - 3, topFront],
      ],
      o.throw || C.coral,
    ),
  );
  out.push(rrect(cx - wf / 2 - 3, topFront - 2, wf + 6, 30, 6, o.throwD || C.coralD));
  for (let xx = cx - wf / 2; xx < cx + wf / 2; xx += 9)
    out.push(line(xx, topFront + 28, xx, topFront + 36, o.throwD || C.coralD, 2));
  // base and legs
  out.push(
    rrect(
      cx - wf / 2 + 4,
      topFront + 52,
      wf - 8,
      26,
      6,
      d.linV(fade(o.base || C.wood, C.woodD), topFront + 52, topFront + 78),
    ),
  );
  out.push(
    rect(cx - wf / 2 + 14, topFront + 76, 14, y - topFront - 76, C.woodD),
    rect(cx + wf / 2 - 28, topFront + 76, 14, y - topFront - 76, C.woodD),
  );
  return g(out);
}

/**
 * four-poster canopy with sheer drapes around a bedFront
 * @param {Doc} d
 * @param {number} cx
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ sheer?: string, wood?: string }} [o]
 */
export function canopy(d, cx, y, w, h, o = {}) {
  const wf = w * 1.12;
  const top = y - h;
  const col = o.wood || C.woodD;
  const sheer = o.sheer || '#FFFFFF';
  return {
    back: g([
      rect(cx - wf / 2 + 30, top + 10, 10, h - 160, col),
      rect(cx + wf / 2 - 40, top + 10, 10, h - 160, col),
    ]),
    front: g([
      rect(cx - wf / 2, top, 12, h, col),
      rect(cx + wf / 2 - 12, top, 12, h, col),
      rrect(cx - wf / 2 - 10, top - 6, wf + 20, 16, 4, col),
      curtain(d, cx - wf / 2 + 6, top + 10, 70, h - 60, sheer, { dark: '#F1E8DC', sway: -18, opacity: 0.85 }),
      curtain(d, cx + wf / 2 - 76, top + 10, 70, h - 60, sheer, { dark: '#F1E8DC', sway: 18, opacity: 0.85 }),
      path(
        `M${f1(cx - wf / 2)},${f1(top + 10)} Q${f1(cx)},${f1(top + 60)} ${f1(cx + wf / 2)},${f1(top + 10)} L${f1(cx + wf / 2)},${f1(top + 4)} L${f1(cx - wf / 2)},${f1(top + 4)}Z`,
        sheer,
        'opacity="0.8"',
      ),
    ]),
  };
}

/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {{ color?: string, colorD?: string, h?: number, w?: number }} [o]
 */
export function nightstand(d, x, y, o = {}) {
  const w = o.w ?? 96;
  const h = o.h ?? 96;
  const out = [shadow(x + w / 2, y + 2, w * 0.6, 8, 0.28)];
  out.push(rrect(x, y - h, w, h - 10, 6, d.linH(fade(o.color || C.woodL, o.colorD || C.wood), x, x + w)));
  out.push(rect(x + 8, y - 12, 8, 12, C.woodD), rect(x + w - 16, y - 12, 8, 12, C.woodD));
  out.push(line(x + 8, y - h * 0.55, x + w - 8, y - h * 0.55, '#000', 1.5, 'opacity="0.15"'));
  out.push(circle(x + w / 2, y - h * 0.32, 4, C.woodD), circle(x + w / 2, y - h * 0.78, 4, C.woodD));
  return g(out);
}

// ---------- living ----------
/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ color?: string, colorD?: string, pillows?: string[], seats?: number }} [o]
 */
export function sofa(d, x, y, w, o = {}) {
  const col = o.color || C.teal;
  const colD = o.colorD || C.deep;
  const out = [shadow(x + w / 2, y + 4, w * 0.55, 12, 0.3, 'blur14')];
  out.push(rrect(x + 20, y - 200, w - 40, 110, 26, d.linV(fade(col, colD), y - 200, y - 90)));
  // back cushions
  const n = o.seats ?? 3;
  const cw = (w - 80) / n;
  for (let i = 0; i < n; i++)
    out.push(rrect(x + 40 + i * cw + 3, y - 186, cw - 6, 90, 20, col, 'filter="url(#liftSm)"'));
  // seat
  out.push(rrect(x + 30, y - 110, w - 60, 56, 16, d.linV(fade(col, colD), y - 110, y - 54)));
  for (let i = 1; i < n; i++)
    out.push(line(x + 40 + i * cw, y - 106, x + 40 + i * cw, y - 60, '#000', 2, 'opacity="0.12"'));
  // arms
  out.push(rrect(x, y - 140, 56, 100, 24, colD), rrect(x + w - 56, y - 140, 56, 100, 24, colD));
  // base / legs
  out.push(
    rect(x + 10, y - 44, w - 20, 14, colD),
    rect(x + 24, y - 30, 10, 30, C.woodD),
    rect(x + w - 34, y - 30, 10, 30, C.woodD),
  );
  // throw pillows
  const pc = o.pillows || [C.coralL, C.sandL, C.gold];
  out.push(
    g(
      rrect(x + 56, y - 168, 74, 66, 18, cycle(pc, 0)),
      `filter="url(#liftSm)" transform="rotate(-8 ${f1(x + 92)} ${f1(y - 135)})"`,
    ),
  );
  out.push(
    g(
      rrect(x + w - 132, y - 168, 74, 66, 18, cycle(pc, 1)),
      `filter="url(#liftSm)" transform="rotate(8 ${f1(x + w - 96)} ${f1(y - 135)})"`,
    ),
  );
  if (n >= 3) out.push(g(rrect(x + w / 2 - 30, y - 160, 60, 56, 16, cycle(pc, 2)), 'filter="url(#liftSm)"'));
  return g(out);
}

/**
 * rattan peacock chair, front view
 * @param {Doc} d
 * @param {number} cx
 * @param {number} y
 * @param {{ color?: string, colorD?: string, cushion?: string, pillow?: string }} [o]
 */
export function peacockChair(d, cx, y, s = 1, o = {}) {
  const col = o.color || C.rattan;
  const out = [shadow(cx, y + 2, 70 * s, 9 * s, 0.3)];
  // fan back
  const R = 105 * s;
  const by = y - 130 * s;
  out.push(
    path(
      `M${f1(cx - R * 0.55)},${f1(by + 20 * s)} C${f1(cx - R * 1.15)},${f1(by - R * 0.4)} ${f1(cx - R * 0.6)},${f1(by - R * 1.5)} ${f1(cx)},${f1(by - R * 1.45)} C${f1(cx + R * 0.6)},${f1(by - R * 1.5)} ${f1(cx + R * 1.15)},${f1(by - R * 0.4)} ${f1(cx + R * 0.55)},${f1(by + 20 * s)}Z`,
      d.linV(fade(col, o.colorD || C.rattanD), by - R * 1.5, by),
    ),
  );
  const fanClip = d.clip(
    `<path d="M${f1(cx - R * 0.55)},${f1(by + 20 * s)} C${f1(cx - R * 1.15)},${f1(by - R * 0.4)} ${f1(cx - R * 0.6)},${f1(by - R * 1.5)} ${f1(cx)},${f1(by - R * 1.45)} C${f1(cx + R * 0.6)},${f1(by - R * 1.5)} ${f1(cx + R * 1.15)},${f1(by - R * 0.4)} ${f1(cx + R * 0.55)},${f1(by + 20 * s)}Z"/>`,
  );
  const weave = [];
  for (let i = -5; i <= 5; i++) {
    const a = (i / 6) * 1.2;
    weave.push(
      line(
        cx,
        by + 10 * s,
        cx + Math.sin(a) * R * 1.6,
        by - Math.cos(a) * R * 1.7,
        '#FFFFFF',
        1.6 * s,
        'opacity="0.3"',
      ),
    );
  }
  for (let k = 1; k < 5; k++)
    weave.push(
      ellipse(
        cx,
        by + 10 * s,
        R * 0.3 * k,
        R * 0.36 * k,
        'none',
        `stroke="#8E6A3E" stroke-width="${f1(1.5 * s)}" opacity="0.25"`,
      ),
    );
  out.push(g(weave, `clip-path="${fanClip}"`));
  // cushion seat
  out.push(
    rrect(cx - 62 * s, by - 8 * s, 124 * s, 36 * s, 14 * s, o.cushion || C.cream, 'filter="url(#liftSm)"'),
  );
  out.push(
    rrect(cx - 40 * s, by - 70 * s, 80 * s, 64 * s, 20 * s, o.pillow || C.coralL, 'filter="url(#liftSm)"'),
  );
  // base (hourglass)
  out.push(
    path(
      `M${f1(cx - 55 * s)},${f1(by + 26 * s)} L${f1(cx + 55 * s)},${f1(by + 26 * s)} L${f1(cx + 18 * s)},${f1(by + 70 * s)} L${f1(cx + 48 * s)},${f1(y)} L${f1(cx - 48 * s)},${f1(y)} L${f1(cx - 18 * s)},${f1(by + 70 * s)}Z`,
      o.colorD || C.rattanD,
    ),
  );
  return g(out);
}

/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ color?: string, colorD?: string, pillow?: string }} [o]
 */
export function armchair(d, x, y, w, o = {}) {
  const col = o.color || C.sandL;
  const colD = o.colorD || C.linenD;
  return g([
    shadow(x + w / 2, y + 3, w * 0.6, 9, 0.3),
    rrect(x + 14, y - 170, w - 28, 100, 24, d.linV(fade(col, colD), y - 170, y - 70)),
    rrect(x + 18, y - 94, w - 36, 50, 14, col),
    rrect(x, y - 120, 34, 84, 16, colD),
    rrect(x + w - 34, y - 120, 34, 84, 16, colD),
    rect(x + 16, y - 40, 10, 40, C.woodD),
    rect(x + w - 26, y - 40, 10, 40, C.woodD),
    g(rrect(x + w / 2 - 34, y - 150, 68, 56, 16, o.pillow || C.aqua), 'filter="url(#liftSm)"'),
  ]);
}

/**
 * @param {Doc} d
 * @param {number} cx
 * @param {number} y
 * @param {number} w
 * @param {{ items?: boolean, topColor?: string }} [o]
 */
export function coffeeTable(d, cx, y, w, o = {}) {
  const top = o.topColor || C.woodL;
  const out = [shadow(cx, y + 3, w * 0.55, 10, 0.3)];
  out.push(rect(cx - w * 0.36, y - 60, 10, 60, C.woodD), rect(cx + w * 0.36 - 10, y - 60, 10, 60, C.woodD));
  out.push(ellipse(cx, y - 62, w / 2, 18, d.linV(fade(top, C.wood), y - 80, y - 44)));
  out.push(
    rect(cx - w / 2, y - 62, w, 10, C.wood),
    ellipse(cx, y - 52, w / 2, 16, C.wood),
    ellipse(cx, y - 64, w / 2, 17, top),
  );
  if (o.items !== false) {
    // bowl of fruit
    out.push(
      ellipse(cx - w * 0.18, y - 70, 36, 10, C.teal),
      path(
        `M${f1(cx - w * 0.18 - 36)},${f1(y - 72)} Q${f1(cx - w * 0.18)},${f1(y - 40)} ${f1(cx - w * 0.18 + 36)},${f1(y - 72)}Z`,
        C.deep,
      ),
    );
    out.push(
      circle(cx - w * 0.18 - 12, y - 80, 12, C.gold),
      circle(cx - w * 0.18 + 10, y - 82, 12, C.coral),
      circle(cx - w * 0.18, y - 90, 10, C.leafL),
    );
    // books
    out.push(
      rrect(cx + w * 0.08, y - 78, 80, 10, 2, C.coralL),
      rrect(cx + w * 0.1, y - 88, 70, 10, 2, C.sand),
      rrect(cx + w * 0.09, y - 97, 74, 9, 2, C.aqua),
    );
  }
  return g(out);
}

/**
 * @param {Doc} _d
 * @param {number} cx
 * @param {number} y
 * @param {{ color?: string }} [o]
 */
export function sideTable(_d, cx, y, s = 1, o = {}) {
  const col = o.color || C.woodL;
  return g([
    shadow(cx, y + 2, 40 * s, 6 * s, 0.3),
    rect(cx - 3 * s, y - 60 * s, 6 * s, 58 * s, C.woodD),
    ellipse(cx, y - 2 * s, 24 * s, 5 * s, C.woodD),
    ellipse(cx, y - 62 * s, 40 * s, 9 * s, C.wood),
    ellipse(cx, y - 65 * s, 40 * s, 9 * s, col),
  ]);
}

/**
 * @param {number} cx
 * @param {number} y
 */
export function drinks(cx, y, s = 1) {
  // a coconut drink and a cocktail glass standing on a surface at y
  return g([
    circle(cx - 20 * s, y - 18 * s, 18 * s, '#7A5233'),
    ellipse(cx - 20 * s, y - 28 * s, 12 * s, 4 * s, '#F6EEDC'),
    line(cx - 16 * s, y - 30 * s, cx - 4 * s, y - 58 * s, C.coral, 3 * s),
    circle(cx - 24 * s, y - 34 * s, 6 * s, C.coralL),
    path(
      `M${f1(cx + 10 * s)},${f1(y - 52 * s)} L${f1(cx + 40 * s)},${f1(y - 52 * s)} L${f1(cx + 25 * s)},${f1(y - 30 * s)}Z`,
      '#FFB87A',
      'opacity="0.9"',
    ),
    line(cx + 25 * s, y - 30 * s, cx + 25 * s, y - 4 * s, '#E8EEF0', 2 * s),
    ellipse(cx + 25 * s, y - 3 * s, 10 * s, 3 * s, '#E8EEF0'),
    circle(cx + 38 * s, y - 54 * s, 6 * s, C.gold),
  ]);
}

/**
 * @param {Doc} _d
 * @param {number} cx
 * @param {number} topY
 */
export function ceilingFan(_d, cx, topY, s = 1) {
  return g([
    line(cx, topY, cx, topY + 40 * s, '#5E4634', 4 * s),
    ellipse(cx - 90 * s, topY + 48 * s, 86 * s, 9 * s, C.woodD),
    ellipse(cx + 90 * s, topY + 48 * s, 86 * s, 9 * s, C.wood),
    ellipse(cx, topY + 46 * s, 22 * s, 12 * s, '#5E4634'),
    ellipse(cx, topY + 58 * s, 12 * s, 8 * s, '#FFF1CC'),
  ]);
}

// ---------- bathroom ----------
/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ bubbles?: boolean, h?: number, towel?: boolean, towelColor?: string }} [o]
 */
export function bathtub(d, x, y, w, o = {}) {
  const h = o.h ?? 150;
  const out = [shadow(x + w / 2, y + 3, w * 0.55, 10, 0.3, 'blur14')];
  out.push(rect(x + 40, y - 22, 14, 22, C.woodD), rect(x + w - 54, y - 22, 14, 22, C.woodD));
  out.push(
    path(
      `M${f1(x)},${f1(y - h)} L${f1(x + w)},${f1(y - h)} C${f1(x + w)},${f1(y - h * 0.3)} ${f1(x + w * 0.85)},${f1(y - 18)} ${f1(x + w * 0.7)},${f1(y - 18)} L${f1(x + w * 0.3)},${f1(y - 18)} C${f1(x + w * 0.15)},${f1(y - 18)} ${f1(x)},${f1(y - h * 0.3)} ${f1(x)},${f1(y - h)}Z`,
      d.linV(
        [
          [0, '#FFFFFF'],
          [0.7, '#F3EEE6'],
          [1, '#E2D9CB'],
        ],
        y - h,
        y - 18,
      ),
    ),
  );
  out.push(rrect(x - 8, y - h - 10, w + 16, 16, 8, '#FFFFFF', 'filter="url(#liftSm)"'));
  if (o.bubbles !== false) {
    const r = rng(9);
    for (let i = 0; i < 14; i++)
      out.push(
        circle(x + 30 + (w - 60) * r(), y - h - 8 - 10 * r(), 8 + 10 * r(), '#FFFFFF', 'opacity="0.95"'),
      );
  }
  if (o.towel !== false) {
    out.push(
      path(
        `M${f1(x + w - 90)},${f1(y - h - 8)} L${f1(x + w - 30)},${f1(y - h - 8)} L${f1(x + w - 34)},${f1(y - h + 70)} L${f1(x + w - 86)},${f1(y - h + 76)}Z`,
        o.towelColor || C.coralL,
      ),
    );
    out.push(line(x + w - 86, y - h + 64, x + w - 34, y - h + 58, '#FFFFFF', 3, 'opacity="0.6"'));
  }
  return g(out);
}

/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ h?: number, mirrorFrame?: string, mirrorR?: number }} [o]
 */
export function vanity(d, x, y, w, o = {}) {
  const h = o.h ?? 220;
  const out = [shadow(x + w / 2, y + 3, w * 0.55, 9, 0.3)];
  // cabinet
  out.push(rrect(x, y - h * 0.42, w, h * 0.42 - 18, 6, d.linH(fade(C.woodL, C.wood), x, x + w)));
  out.push(rect(x + 10, y - 18, 10, 18, C.woodD), rect(x + w - 20, y - 18, 10, 18, C.woodD));
  out.push(line(x + w / 2, y - h * 0.42 + 10, x + w / 2, y - 28, '#000', 1.5, 'opacity="0.15"'));
  out.push(
    rect(x + w / 2 - 22, y - h * 0.3, 10, 3, C.woodD),
    rect(x + w / 2 + 12, y - h * 0.3, 10, 3, C.woodD),
  );
  // counter top
  out.push(rrect(x - 10, y - h * 0.42 - 14, w + 20, 16, 4, '#F4EFE8', 'filter="url(#liftSm)"'));
  // basin
  const bx = x + w / 2;
  const by = y - h * 0.42 - 14;
  out.push(
    path(
      `M${f1(bx - 64)},${f1(by - 34)} L${f1(bx + 64)},${f1(by - 34)} Q${f1(bx + 60)},${f1(by)} ${f1(bx)},${f1(by)} Q${f1(bx - 60)},${f1(by)} ${f1(bx - 64)},${f1(by - 34)}Z`,
      d.linV(fade('#FFFFFF', '#E9E2D8'), by - 34, by),
    ),
  );
  out.push(
    `<path d="M${f1(bx + 30)},${f1(by - 34)} l0,-44 q0,-10 -10,-10 l-30,0" stroke="#B8A890" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
  // mirror
  const mr = o.mirrorR ?? 96;
  const my = by - 190;
  out.push(circle(bx, my, mr + 10, o.mirrorFrame || C.rattan, 'filter="url(#lift)"'));
  out.push(circle(bx, my, mr, d.linV(fade('#D6ECEA', '#AFCFCF'), my - mr, my + mr)));
  const cp = d.clip(`<circle cx="${f1(bx)}" cy="${f1(my)}" r="${f1(mr)}"/>`);
  /**
   * A glint across the mirror: `top` to `bottom` below its centre on the left, `rise` higher on the right.
   * @param {number} top @param {number} bottom @param {number} rise @param {number} opacity
   */
  const glint = (top, bottom, rise, opacity) =>
    poly(
      [
        [bx - mr, my + top],
        [bx - mr, my + bottom],
        [bx + mr, my + bottom - rise],
        [bx + mr, my + top - rise],
      ],
      '#FFFFFF',
      `opacity="${opacity}"`,
    );
  out.push(g([glint(30, 60, 110, 0.35), glint(80, 90, 100, 0.3)], `clip-path="${cp}"`));
  // toiletries
  out.push(rrect(x + 24, by - 40, 22, 40, 6, C.aqua), rect(x + 30, by - 50, 10, 10, C.ink));
  out.push(rrect(x + 54, by - 30, 18, 30, 5, C.coralL));
  out.push(rrect(x + w - 70, by - 24, 50, 24, 4, '#FFFFFF'), rrect(x + w - 66, by - 34, 42, 12, 4, C.sand));
  return g(out);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function towelRack(x, y, colors = [C.coralL, C.aqua, C.sandL]) {
  const out = [rrect(x, y, 140, 8, 4, '#B8A890')];
  colors.forEach((c, i) => {
    out.push(rrect(x + 8 + i * 44, y + 2, 40, 120 - i * 14, 6, c, 'filter="url(#liftSm)"'));
    out.push(
      line(x + 10 + i * 44, y + 96 - i * 14, x + 46 + i * 44, y + 96 - i * 14, '#FFFFFF', 3, 'opacity="0.5"'),
    );
  });
  return g(out);
}

// ---------- outdoor ----------
/**
 * sun lounger side view, head end on the left unless flip
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ cushion?: string, cushionD?: string, flip?: boolean, frame?: string, frameD?: string, towel?: string }} [o]
 */
export function lounger(d, x, y, w, o = {}) {
  const frame = o.frame || C.woodL;
  const frameD = o.frameD || C.wood;
  const cush = o.cushion || '#FFFFFF';
  const cushD = o.cushionD || '#EDE4D6';
  const hx = x + 110;
  const hy = y - 52;
  const out = [shadow(x + w / 2, y + 3, w * 0.55, 9, 0.3)];
  out.push(rect(x + 24, y - 40, 12, 40, frameD), rect(x + w - 36, y - 40, 12, 40, frameD));
  out.push(rrect(x + 6, y - 52, w - 6, 18, 6, d.linV(fade(frame, frameD), y - 52, y - 34)));
  out.push(
    rrect(
      hx - 16,
      y - 82,
      x + w - hx + 14,
      32,
      12,
      d.linV(fade(cush, cushD), y - 82, y - 50),
      'filter="url(#liftSm)"',
    ),
  );
  out.push(
    `<g transform="rotate(52 ${f1(hx)} ${f1(hy)})">${rrect(
      hx - 170,
      hy - 36,
      180,
      34,
      13,
      d.linV(fade(cush, cushD), hy - 36, hy),
      'filter="url(#liftSm)"',
    )}${rrect(hx - 166, hy - 4, 170, 10, 4, frameD)}</g>`,
  );
  if (o.towel)
    out.push(
      rrect(x + w * 0.48, y - 88, w * 0.34, 12, 5, o.towel),
      rrect(x + w * 0.8, y - 88, 12, 44, 5, o.towel),
    );
  const g1 = g(out);
  return o.flip ? `<g transform="translate(${f1(2 * x + w)},0) scale(-1,1)">${g1}</g>` : g1;
}

/**
 * @param {Doc} _d
 * @param {number} x
 * @param {number} y
 * @param {number} h
 * @param {number} w
 * @param {{ c1?: string, c2?: string, pole?: string }} [o]
 */
export function umbrella(_d, x, y, h, w, o = {}) {
  const c1 = o.c1 || C.coral;
  const c2 = o.c2 || C.cream;
  const top = y - h;
  const out = [line(x, y, x, top, o.pole || C.woodD, 6)];
  const n = 6;
  for (let i = 0; i < n; i++) {
    const xa = x - w / 2 + (w * i) / n;
    const xb = x - w / 2 + (w * (i + 1)) / n;
    const tx = x + (xa + xb - 2 * x) * 0.08;
    out.push(
      path(
        `M${f1(tx)},${f1(top - 34)} L${f1(xa)},${f1(top + 24)} Q${f1((xa + xb) / 2)},${f1(top + 36)} ${f1(xb)},${f1(top + 24)}Z`,
        i % 2 ? c2 : c1,
      ),
    );
  }
  out.push(circle(x, top - 36, 6, o.pole || C.woodD));
  return g(out);
}

/**
 * @param {Doc} _d
 * @param {number} x1
 * @param {number} x2
 * @param {number} topY
 * @param {{ color?: string, step?: number }} [o]
 */
export function pergola(_d, x1, x2, topY, o = {}) {
  const col = o.color || C.wood;
  const out = [];
  for (let x = x1; x <= x2; x += o.step || 120) out.push(rect(x - 8, topY, 16, 40, C.woodD));
  out.push(rect(x1 - 40, topY + 24, x2 - x1 + 80, 22, col, 'filter="url(#liftSm)"'));
  return g(out);
}

/**
 * @param {Doc} _d
 * @param {number} x1
 * @param {number} x2
 * @param {number} y
 * @param {number} h
 * @param {{ color?: string, glass?: boolean, rail?: string, step?: number }} [o]
 */
export function railing(_d, x1, x2, y, h, o = {}) {
  const col = o.color || '#FFFFFF';
  const out = [];
  if (o.glass) {
    out.push(rect(x1, y - h, x2 - x1, h, '#DFF3F2', 'opacity="0.28"'));
    for (let x = x1; x <= x2; x += o.step || 200) out.push(rect(x - 4, y - h, 8, h, col));
    out.push(rrect(x1 - 4, y - h - 8, x2 - x1 + 8, 12, 4, o.rail || C.woodL));
  } else {
    for (let x = x1 + 10; x < x2; x += o.step || 34) out.push(rrect(x - 5, y - h, 10, h, 4, col));
    out.push(rrect(x1 - 4, y - h - 10, x2 - x1 + 8, 14, 4, o.rail || C.woodL, 'filter="url(#liftSm)"'));
    out.push(rect(x1, y - 16, x2 - x1, 10, o.rail || C.woodL));
  }
  return g(out);
}

/**
 * wooden deck floor in perspective
 * @param {Doc} d
 * @param {number} y
 * @param {number} H
 * @param {number} W
 * @param {{ bottom?: string, top?: string }} [o]
 */
export function deck(d, y, H, W, o = {}) {
  const out = [rect(0, y, W, H - y, d.linV(fade(o.top || '#C99B6D', o.bottom || '#E0BE92'), y, H))];
  let yy = y;
  let gap = 10;
  while (yy < H) {
    yy += gap;
    gap *= 1.22;
    out.push(rect(0, yy, W, 2, '#7E5636', 'opacity="0.22"'));
  }
  return g(out);
}

/**
 * @param {Doc} _d
 * @param {number} x
 * @param {number} y
 * @param {{ color?: string, flip?: boolean }} [o]
 */
export function diningChair(_d, x, y, s = 1, o = {}) {
  const col = o.color || C.rattan;
  const flip = o.flip ? -1 : 1;
  const out = [
    rect(x, y - 50 * s, 6 * s, 50 * s, C.woodD),
    rect(x + 40 * s * flip - (flip < 0 ? 6 * s : 0), y - 50 * s, 6 * s, 50 * s, C.woodD),
    rrect(Math.min(x, x + 46 * s * flip) - 2 * s, y - 58 * s, 50 * s, 10 * s, 4 * s, col),
    rrect(x + (flip > 0 ? -2 * s : -6 * s), y - 128 * s, 10 * s, 76 * s, 4 * s, col),
  ];
  return g([shadow(x + 22 * s * flip, y + 2, 30 * s, 5 * s, 0.25), ...out]);
}
