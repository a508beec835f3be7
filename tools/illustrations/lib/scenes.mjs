// @ts-check
// The illustration compositions. Each export returns a Doc (1200 x 800, 3:2).
import * as F from './furniture.mjs';
import {
  C,
  circle,
  cycle,
  Doc,
  ellipse,
  f1,
  fade,
  fernPot,
  frond,
  g,
  line,
  palmTree,
  path,
  poly,
  pottedPlant,
  rect,
  rng,
  rrect,
  seaView,
  shadow,
} from './kit.mjs';

/** @typedef {import('./kit.mjs').Point} Point */

const W = 1200;
const H = 800;

/**
 * An indoor scene: the picture with its back wall and floor, the floor line at `floorY` (pieces stand on it).
 * @param {string} title the picture's description
 * @param {number} floorY
 * @param {Omit<NonNullable<Parameters<typeof F.wallAndFloor>[1]>, 'floorY'>} [shell] wall and floor colours, tiles...
 */
const room = (title, floorY, shell = {}) => {
  const d = new Doc(W, H, title);
  d.add(F.wallAndFloor(d, { floorY, ...shell }));
  return d;
};

/**
 * An outdoor scene: the picture with the sea and sky across its top `height` pixels.
 * @param {string} title the picture's description
 * @param {number} height
 * @param {Parameters<typeof seaView>[5]} view
 */
const outdoors = (title, height, view) => {
  const d = new Doc(W, H, title);
  d.add(seaView(d, 0, 0, W, height, view));
  return d;
};

// ---------------------------------------------------------------- rooms
export function oceanDeluxeBedroom() {
  const fy = 560;
  const d = room('Ocean Deluxe bedroom: a bed facing a tall window onto the sea', fy);
  d.add(F.lightWash(d, 860, 300, 520, 0.45));
  d.add(
    F.windowView(d, 640, 96, 440, 440, {
      view: { mode: 'day', boat: [0.28, 0.35, 1.1], sunX: 0.72, seed: 11 },
      panes: 2,
      transom: 0.26,
    }),
  );
  d.add(F.curtainRod(590, 1140, 70));
  d.add(F.curtain(d, 596, 76, 70, 480, '#FFFFFF', { dark: '#EDE2D2' }));
  d.add(F.curtain(d, 1056, 76, 74, 480, '#FFFFFF', { dark: '#EDE2D2' }));
  d.add(F.floorLight(650, 1070, fy, H, -120, 0.2));
  d.add(F.wallArt(d, 250, 150, 250, 170, { kind: 'sun' }));
  d.add(F.rug(d, 520, 720, 330, 46, { color: '#E9D7BC' }));
  d.add(F.nightstand(d, 30, 650));
  d.add(F.tableLamp(d, 78, 556, 1));
  d.add(F.bedSide(d, 160, 690, 540, { head: C.rattan, throw: C.coral, cushion: C.aqua }));
  d.add(pottedPlant(d, 1110, 740, 0.95));
  d.add(fernPot(d, 720, 548, 0.7));
  return d;
}

export function oceanDeluxeBathroom() {
  const fy = 600;
  const d = room('Ocean Deluxe bathroom: a freestanding tub under a sea-view window', fy, {
    floor: 'tile',
    tiles: 250,
    tileColor: '#D3ECE8',
    wallTop: '#F5E9DA',
    baseboard: false,
  });
  d.add(F.lightWash(d, 340, 220, 420, 0.5));
  d.add(
    F.windowView(d, 110, 80, 460, 270, {
      view: { mode: 'day', horizon: 0.52, sunX: 0.25, seed: 21, boat: [0.7, 0.3, 0.9] },
      panes: 3,
      frame: '#FFFFFF',
    }),
  );
  d.add(fernPot(d, 480, 362, 0.55));
  d.add(F.towelRack(640, 300));
  d.add(F.floorLight(130, 550, fy, H, 60, 0.2));
  d.add(rrect(230, 708, 220, 60, 12, C.coralL, 'opacity="0.9"'));
  for (let x = 246; x < 440; x += 22) d.add(rect(x, 712, 8, 52, '#FFFFFF', 'opacity="0.35"'));
  d.add(F.bathtub(d, 120, 700, 460, { h: 160, towel: false }));
  d.add(
    `<path d="M605,700 L605,540 Q605,500 570,500 L548,500" stroke="#B8A890" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  );
  d.add(F.pendant(d, 920, 0, 90, { shape: 'cone', w: 60, h: 56, color: C.gold, colorD: '#D89B45' }));
  d.add(F.vanity(d, 790, 690, 260, { h: 240 }));
  d.add(pottedPlant(d, 1150, 760, 0.75, { pot: C.cream, potD: C.linenD, potRim: '#FFFFFF' }));
  return d;
}

export function beachfrontTerrace() {
  const d = outdoors('Beachfront Terrace: loungers on a private deck above the sea', 640, {
    mode: 'golden',
    horizon: 0.56,
    sunX: 0.62,
    sunY: 0.25,
    seed: 31,
    boat: [0.2, 0.25, 1.2],
    islandX: 0.68,
    islandW: 0.3,
  });
  d.add(palmTree(1090, 640, 520, { lean: -0.12 }));
  d.add(F.deck(d, 610, H, W));
  d.add(F.railing(d, 0, W, 640, 120, { glass: true, step: 240, rail: C.woodL }));
  d.add(shadow(600, 650, 700, 14, 0.2, 'blur14'));
  // pergola beams across the top
  d.add(rect(0, 0, W, 34, C.woodD));
  for (let x = 30; x < W; x += 110) d.add(rect(x, 0, 26, 64, C.wood, 'filter="url(#liftSm)"'));
  d.add(F.stringLights(d, 0, 70, 620, 58, 70, 12));
  d.add(F.stringLights(d, 580, 58, 1200, 80, 70, 12));
  // hanging greenery from the pergola
  for (const [x, a] of /** @type {const} */ ([
    [70, 110],
    [150, 70],
    [960, 115],
    [1040, 75],
  ]))
    d.add(frond(x, 30, 150, a, C.palm, { droop: 0.2, leaflets: 12 }));
  d.add(F.umbrella(d, 590, 736, 400, 480, { c1: C.coral, c2: C.cream }));
  d.add(F.lounger(d, 90, 744, 420, { cushion: '#FFFFFF', towel: C.coralL }));
  d.add(F.sideTable(d, 590, 752, 1.2));
  d.add(F.drinks(590, 672, 1.4));
  d.add(F.lounger(d, 680, 752, 400, { cushion: '#FFFFFF', towel: C.aqua }));
  d.add(pottedPlant(d, 1110, 790, 1.05, { pot: C.sand, potD: C.sandD, potRim: C.sandL }));
  return d;
}

export function twinBedroom() {
  const fy = 560;
  const d = room('Beachfront Terrace twin bedroom with an arched window to the sea', fy, {
    wainscot: 170,
    wainscotColor: '#E7F1EC',
    wainscotRail: '#FFFFFF',
    wallTop: '#F3E6D5',
  });
  d.add(F.lightWash(d, 600, 260, 420, 0.5));
  d.add(
    F.windowView(d, 500, 70, 200, 330, {
      arch: 100,
      view: { mode: 'day', horizon: 0.6, sunX: 0.5, sunY: 0.35, seed: 41, clouds: 2, island: false },
      panes: 1,
      frameW: 12,
    }),
  );
  d.add(F.wallArt(d, 215, 190, 170, 130, { kind: 'leaf' }));
  d.add(F.wallArt(d, 815, 190, 170, 130, { kind: 'arches', bg: '#F7E8D6' }));
  d.add(F.ceilingFan(d, 600, -10, 0.9));
  d.add(F.rug(d, 600, 720, 420, 50, { color: '#EAD9BF' }));
  // the twin beds match, their cushions swapped
  for (const [x, cushion, cushion2] of /** @type {const} */ ([
    [300, C.coralL, C.sand],
    [900, C.sand, C.coralL],
  ]))
    d.add(
      F.bedFront(d, x, 690, 300, {
        head: '#D9E8E2',
        headD: '#BFD5CD',
        cushion,
        cushion2,
        throw: C.teal,
        throwD: C.deep,
      }),
    );
  d.add(F.nightstand(d, 552, 600));
  d.add(F.tableLamp(d, 600, 506, 0.9, { base: C.coralL, baseD: C.coral }));
  d.add(fernPot(d, 60, 640, 0.9, { pot: C.coralL, potD: C.coral }));
  d.add(pottedPlant(d, 1140, 700, 0.8));
  return d;
}

export function suiteLiving() {
  const fy = 570;
  const d = room('Sunset Suite living area with a sofa before a wide sunset window', fy, {
    wallTop: '#F1DCC8',
    wallBottom: '#F8ECDF',
  });
  d.add(F.lightWash(d, 600, 280, 620, 0.45, '#FFE4C4'));
  d.add(
    F.windowView(d, 150, 70, 900, 380, {
      view: {
        mode: 'sunset',
        horizon: 0.62,
        sunX: 0.56,
        sunY: 0.2,
        seed: 51,
        boat: [0.78, 0.3, 1.1],
        islandX: 0.02,
        islandW: 0.28,
      },
      panes: 4,
      transom: 0.22,
    }),
  );
  d.add(F.curtainRod(90, 1110, 50));
  d.add(F.curtain(d, 96, 56, 80, 500, '#F4E4CF', { dark: '#E4CDB0' }));
  d.add(F.curtain(d, 1024, 56, 80, 500, '#F4E4CF', { dark: '#E4CDB0' }));
  d.add(F.floorLight(200, 1000, fy, H, 0, 0.18));
  d.add(F.rectRug(600, 650, 760, 790, 1000, '#EAD6BA', '#FFFFFF'));
  d.add(F.floorLamp(d, 200, 700, 1));
  d.add(F.sofa(d, 330, 700, 540, { color: C.teal, colorD: C.deep, pillows: [C.coralL, C.sandL, C.gold] }));
  d.add(F.peacockChair(d, 1040, 720, 1));
  d.add(pottedPlant(d, 80, 770, 1, { pot: C.cream, potD: C.linenD, potRim: '#FFFFFF' }));
  d.add(F.coffeeTable(d, 600, 800, 340));
  return d;
}

export function suiteBedroom() {
  const fy = 560;
  const d = room('Sunset Suite bedroom: a canopy bed between two sunset windows', fy, {
    wallTop: '#EFD6C2',
    wallBottom: '#F8E9DA',
  });
  d.add(F.lightWash(d, 600, 300, 560, 0.35, '#FFD9B0'));
  d.add(
    F.windowView(d, 50, 100, 230, 400, {
      arch: 115,
      view: { mode: 'sunset', horizon: 0.66, sunX: 0.7, sunY: 0.3, seed: 61, clouds: 2, island: false },
      panes: 1,
      frameW: 12,
    }),
  );
  d.add(
    F.windowView(d, 920, 100, 230, 400, {
      arch: 115,
      view: {
        mode: 'sunset',
        horizon: 0.66,
        sunX: 0.2,
        sunY: 0.12,
        seed: 62,
        clouds: 2,
        sun: false,
        islandX: 0.3,
        islandW: 0.6,
      },
      panes: 1,
      frameW: 12,
    }),
  );
  d.add(F.floorLight(60, 270, fy, H, 140, 0.16), F.floorLight(930, 1140, fy, H, -140, 0.16));
  const can = F.canopy(d, 600, 700, 390, 560, { wood: C.woodD });
  d.add(can.back);
  d.add(F.rug(d, 600, 730, 420, 50, { color: '#EBD3BD', ring2: C.gold }));
  d.add(F.nightstand(d, 250, 640, { w: 86, h: 86 }));
  d.add(F.tableLamp(d, 293, 555, 0.85, { base: C.gold, baseD: '#D08E3A' }));
  d.add(F.nightstand(d, 864, 640, { w: 86, h: 86 }));
  d.add(F.tableLamp(d, 907, 555, 0.85, { base: C.gold, baseD: '#D08E3A' }));
  d.add(
    F.bedFront(d, 600, 700, 370, {
      head: C.coralL,
      headD: C.coral,
      arch: true,
      headH: 200,
      cushion: C.sand,
      cushion2: C.aqua,
      throw: C.gold,
      throwD: '#D08E3A',
    }),
  );
  d.add(can.front);
  d.add(pottedPlant(d, 1130, 780, 0.9));
  return d;
}

export function familyBunkRoom() {
  const fy = 570;
  const d = room('Family Room: wooden bunk beds with a sea-view window', fy, {
    wainscot: 150,
    wainscotColor: '#F6E3D3',
    wainscotRail: '#FFFFFF',
    wallTop: '#E9F1EE',
    wallBottom: '#F3F4EC',
  });
  d.add(F.lightWash(d, 860, 280, 420, 0.4));
  d.add(
    F.windowView(d, 700, 110, 330, 300, {
      view: { mode: 'day', horizon: 0.55, sunX: 0.3, seed: 71, boat: [0.65, 0.35, 1] },
      panes: 2,
      frameW: 14,
    }),
  );
  d.add(F.floorLight(710, 1020, fy, H, -90, 0.16));
  // kite decoration on the wall
  d.add(
    g(
      [
        poly(
          [
            [1110, 120],
            [1160, 180],
            [1110, 260],
            [1060, 180],
          ],
          C.coral,
        ),
        poly(
          [
            [1110, 120],
            [1160, 180],
            [1110, 180],
          ],
          C.gold,
        ),
        poly(
          [
            [1060, 180],
            [1110, 180],
            [1110, 260],
          ],
          C.aqua,
        ),
        `<path d="M1110,260 q-20,40 10,70 q25,30 0,70" stroke="${C.inkL}" stroke-width="2" fill="none"/>`,
        ...[0, 1, 2].map((i) =>
          poly(
            [
              [1104 + (i % 2) * 6, 290 + i * 40],
              [1120, 300 + i * 40],
              [1104, 310 + i * 40],
            ],
            cycle([C.coral, C.aqua, C.gold], i),
          ),
        ),
      ],
      'filter="url(#liftSm)"',
    ),
  );
  d.add(F.rug(d, 640, 730, 380, 48, { color: '#CFE6E1', ring: '#FFFFFF', ring2: C.coralL }));
  // bunk bed
  const x = 90;
  const bw = 460;
  const y = 700;
  /** @param {number} px */
  const post = (px) => rrect(px, y - 520, 26, 520, 6, C.wood);
  d.add(shadow(x + bw / 2, y + 4, bw * 0.6, 14, 0.3, 'blur14'));
  /**
   * @param {number} by
   * @param {string} blanket
   * @param {string} blanketD
   * @param {string} pillow
   */
  const bunk = (by, blanket, blanketD, pillow) => [
    rrect(x + 20, by - 48, bw - 20, 40, 14, '#FBF7F0'),
    rrect(x + 34, by - 92, 110, 50, 20, '#FFFFFF', 'filter="url(#liftSm)"'),
    rrect(x + 60, by - 80, 80, 38, 16, pillow, 'filter="url(#liftSm)"'),
    path(
      `M${x + 150},${by - 50} Q${x + 300},${by - 60} ${x + bw - 10},${by - 50} L${x + bw - 6},${by + 4} L${x + 146},${by + 4}Z`,
      d.linV(fade(blanket, blanketD), by - 60, by + 4),
      'filter="url(#liftSm)"',
    ),
    ...[0, 1, 2, 3].map((i) => rect(x + 180 + i * 70, by - 54, 26, 58, '#FFFFFF', 'opacity="0.18"')),
    rrect(x + 16, by, bw - 12, 24, 6, C.wood),
  ];
  d.add(...bunk(y - 300, C.teal, C.deep, C.coralL));
  d.add(...bunk(y - 40, C.coral, C.coralD, C.aqua));
  d.add(post(x), post(x + bw - 6));
  d.add(rrect(x + 36, y - 410, bw - 60, 14, 6, C.wood), rrect(x + 36, y - 380, bw - 60, 14, 6, C.wood));
  // ladder
  const lx = x + bw - 90;
  d.add(rect(lx, y - 420, 12, 420, C.woodD), rect(lx + 64, y - 420, 12, 420, C.woodD));
  for (let yy = y - 380; yy < y - 10; yy += 62) d.add(rrect(lx, yy, 76, 10, 4, C.woodD));
  // toys
  d.add(shadow(760, 752, 50, 8, 0.3), circle(760, 710, 42, C.white));
  d.add(
    path('M760,668 A42,42 0 0 1 802,710 L760,710Z', C.coral),
    path('M760,752 A42,42 0 0 1 718,710 L760,710Z', C.aqua),
    path('M718,710 A42,42 0 0 1 760,668 L760,710Z', C.gold),
  );
  d.add(circle(746, 694, 10, '#FFFFFF', 'opacity="0.5"'));
  d.add(pottedPlant(d, 1120, 760, 0.85, { pot: C.gold, potD: '#D08E3A', potRim: '#F7C97E' }));
  d.add(F.sideTable(d, 940, 720, 1));
  d.add(F.tableLamp(d, 940, 655, 0.7, { base: C.aqua }));
  return d;
}

export function familyLounge() {
  const fy = 570;
  const d = room('Family Room: a queen bed and a window daybed for the kids', fy, { wallTop: '#F2E6D6' });
  d.add(F.lightWash(d, 940, 280, 420, 0.45));
  d.add(
    F.windowView(d, 760, 120, 360, 300, {
      view: { mode: 'day', horizon: 0.6, sunX: 0.74, seed: 81 },
      panes: 2,
      transom: 0.3,
    }),
  );
  d.add(F.curtainRod(730, 1150, 96));
  d.add(F.curtain(d, 736, 102, 50, 330, '#FFFFFF', { dark: '#EDE2D2', folds: 3 }));
  d.add(F.curtain(d, 1094, 102, 50, 330, '#FFFFFF', { dark: '#EDE2D2', folds: 3 }));
  d.add(F.wallArt(d, 280, 120, 250, 170, { kind: 'boat' }));
  d.add(F.rug(d, 600, 730, 460, 50, { color: '#F1DFC4' }));
  d.add(F.nightstand(d, 90, 640, { w: 90, h: 90 }));
  d.add(F.tableLamp(d, 135, 550, 0.85));
  d.add(
    F.bedFront(d, 405, 690, 380, {
      head: C.rattan,
      cushion: C.aqua,
      cushion2: C.coralL,
      throw: C.gold,
      throwD: '#D08E3A',
    }),
  );
  d.add(
    F.sofa(d, 740, 700, 400, {
      seats: 2,
      color: C.coralL,
      colorD: C.coral,
      pillows: [C.aqua, C.sandL, C.gold],
    }),
  );
  // plush toy + books on the daybed
  d.add(
    circle(940, 586, 26, C.sand),
    circle(922, 562, 10, C.sand),
    circle(958, 562, 10, C.sand),
    circle(932, 582, 3, C.ink),
    circle(948, 582, 3, C.ink),
  );
  d.add(pottedPlant(d, 1150, 790, 0.9));
  return d;
}

export function poolVilla() {
  const d = outdoors('Private Pool Villa: a thatched villa with its own pool by the sea', 520, {
    mode: 'golden',
    horizon: 0.72,
    sunX: 0.22,
    sunY: 0.3,
    seed: 91,
    islandX: 0.3,
    islandW: 0.25,
  });
  // garden
  d.add(path(`M0,470 Q300,430 620,470 T1200,480 L1200,560 L0,560Z`, '#7FB88C'));
  d.add(palmTree(120, 560, 430, { lean: 0.1 }));
  d.add(palmTree(1140, 560, 470, { lean: -0.1 }));
  // villa
  const vx = 440;
  const vw = 660;
  const vy = 540;
  d.add(shadow(vx + vw / 2, vy, vw * 0.55, 16, 0.3, 'blur14'));
  d.add(rect(vx, vy - 230, vw, 230, d.linV(fade('#FBF1E3', '#EFDDC6'), vy - 230, vy)));
  // glass doors with a warm interior glow
  for (let i = 0; i < 4; i++) {
    const gx = vx + 60 + i * 140;
    d.add(rect(gx, vy - 190, 120, 190, d.linV(fade('#FFE1A8', '#F4B873'), vy - 190, vy)));
    d.add(rect(gx, vy - 190, 120, 190, 'none', `stroke="${C.woodD}" stroke-width="8"`));
    d.add(line(gx + 60, vy - 186, gx + 60, vy - 4, C.woodD, 4));
    d.add(
      poly(
        [
          [gx + 10, vy - 4],
          [gx + 40, vy - 4],
          [gx + 100, vy - 186],
          [gx + 70, vy - 186],
        ],
        '#FFFFFF',
        'opacity="0.18"',
      ),
    );
  }
  // thatched roof
  /** @type {Point[]} */
  const roofPts = [
    [vx - 70, vy - 220],
    [vx + vw + 70, vy - 220],
    [vx + vw - 120, vy - 390],
    [vx + 120, vy - 390],
  ];
  d.add(poly(roofPts, d.linV(fade('#A8774A', '#C99A63'), vy - 390, vy - 220), 'filter="url(#lift)"'));
  const roofClip = d.clip(poly(roofPts, '#000'));
  d.add(
    g(
      [0, 1, 2, 3, 4].map((i) =>
        line(vx - 80, vy - 250 - i * 30, vx + vw + 80, vy - 250 - i * 30, '#7E5634', 3, 'opacity="0.35"'),
      ),
      `clip-path="${roofClip}"`,
    ),
  );
  for (let x = vx - 60; x < vx + vw + 70; x += 18) d.add(line(x, vy - 222, x + 4, vy - 206, '#8A5E38', 3));
  d.add(rect(vx - 20, vy - 222, 24, 222, C.woodD), rect(vx + vw - 4, vy - 222, 24, 222, C.woodD));
  // deck
  d.add(F.deck(d, vy, 620, W, { top: '#C8996A', bottom: '#D8B084' }));
  // pool
  const py = 600;
  d.add(rect(0, py - 12, W, 16, '#F4EEE4'));
  d.add(
    rect(
      0,
      py + 4,
      W,
      H - py,
      d.linV(
        [
          [0, '#5FD0CB'],
          [0.5, '#2FB1B6'],
          [1, '#1A8E9C'],
        ],
        py,
        H,
      ),
    ),
  );
  const r = rng(5);
  for (let i = 0; i < 40; i++) {
    const yy = py + 20 + (H - py - 20) * r();
    const xx = W * r();
    d.add(
      `<path d="M${f1(xx)},${f1(yy)} q12,-6 24,0 t24,0" stroke="#FFFFFF" stroke-width="2.5" fill="none" opacity="${f1(0.2 + 0.3 * r())}"/>`,
    );
  }
  d.add(rect(0, py + 4, W, 20, '#000', 'opacity="0.08"'));
  // reflection of the villa's glow
  // loungers on the deck
  d.add(F.lounger(d, 40, 594, 330, { cushion: '#FFFFFF', towel: C.coralL }));
  d.add(F.umbrella(d, 400, 592, 330, 330, { c1: C.teal, c2: C.cream }));
  // float ring
  d.add(ellipse(820, 700, 70, 26, C.coral), ellipse(820, 700, 34, 11, '#3FBDBE'));
  for (const a of [0.2, 1.7, 3.3, 4.8])
    d.add(ellipse(820 + Math.cos(a) * 52, 700 + Math.sin(a) * 19, 12, 8, '#FFFFFF'));
  return d;
}

export function villaBedroom() {
  const d = outdoors('Private Pool Villa bedroom: an open pavilion bed facing the garden and the sea', 600, {
    mode: 'golden',
    horizon: 0.55,
    sunX: 0.78,
    sunY: 0.22,
    seed: 101,
    islandX: 0.05,
    islandW: 0.3,
  });
  d.add(path(`M0,420 Q250,380 520,420 T1200,410 L1200,600 L0,600Z`, '#8CC29A'));
  d.add(path(`M0,470 Q300,440 600,480 T1200,460 L1200,600 L0,600Z`, '#6FAE84'));
  d.add(palmTree(160, 560, 360, { lean: 0.08 }));
  d.add(palmTree(1060, 570, 400, { lean: -0.12 }));
  // infinity pool strip outside
  d.add(rect(0, 520, W, 60, d.linV(fade('#63D1CB', '#2FA8B0'), 520, 580)));
  for (let x = 20; x < W; x += 90)
    d.add(
      `<path d="M${x},548 q12,-5 24,0 t24,0" stroke="#FFFFFF" stroke-width="2" fill="none" opacity="0.45"/>`,
    );
  // pavilion structure: floor, posts, roof edge
  d.add(F.deck(d, 580, H, W, { top: '#B98A5E', bottom: '#D8B084' }));
  d.add(rect(0, 0, W, 70, d.linV(fade('#8A5A3B', '#A8774A'), 0, 70)));
  for (let x = 0; x < W; x += 22) d.add(line(x, 62, x + 6, 82, '#8A5E38', 3));
  d.add(
    rect(0, 0, 40, 600, C.woodD, 'filter="url(#lift)"'),
    rect(1160, 0, 40, 600, C.woodD, 'filter="url(#lift)"'),
  );
  d.add(F.ceilingFan(d, 600, 60, 1));
  const can = F.canopy(d, 600, 700, 460, 560, { wood: '#6E4B2E' });
  d.add(can.back);
  d.add(F.rug(d, 600, 730, 420, 50, { color: '#EAD8BF' }));
  d.add(F.nightstand(d, 270, 640, { w: 86, h: 86 }));
  d.add(F.tableLamp(d, 313, 555, 0.85));
  d.add(F.nightstand(d, 844, 640, { w: 86, h: 86 }));
  d.add(fernPot(d, 887, 554, 0.75, { pot: C.coralL, potD: C.coral }));
  d.add(
    F.bedFront(d, 600, 700, 440, {
      head: '#CBA577',
      headD: '#A87F52',
      cushion: C.aqua,
      cushion2: C.coralL,
      throw: C.teal,
      throwD: C.deep,
    }),
  );
  d.add(can.front);
  d.add(pottedPlant(d, 90, 790, 1));
  return d;
}

export function bungalowBath() {
  const d = outdoors('Coral Bungalow: an outdoor bathtub on the deck facing the sea', 600, {
    mode: 'sunset',
    horizon: 0.62,
    sunX: 0.3,
    sunY: 0.18,
    seed: 111,
    boat: [0.75, 0.3, 1.2],
    islandX: 0.6,
    islandW: 0.34,
  });
  d.add(palmTree(1080, 620, 560, { lean: -0.16 }));
  d.add(F.deck(d, 580, H, W, { top: '#B88A5F', bottom: '#D9B388' }));
  d.add(F.railing(d, 0, W, 610, 90, { step: 40, color: '#E9D2B4', rail: '#CFA577' }));
  d.add(F.stringLights(d, 0, 40, 700, 30, 90, 12));
  // bamboo screen on the left
  for (let x = 0; x < 150; x += 22) d.add(rrect(x, 140, 18, 480, 8, x % 44 ? '#C9A36C' : '#B88F58'));
  d.add(rect(0, 250, 150, 8, '#8A6A3E'), rect(0, 450, 150, 8, '#8A6A3E'));
  d.add(F.bathtub(d, 340, 730, 440, { h: 170, towel: false }));
  // floor mixer tap
  d.add(
    `<path d="M830,730 L830,540 Q830,504 796,504 L770,504" stroke="#CBB89A" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  );
  // lanterns and candles
  for (const [x, s] of /** @type {const} */ ([
    [220, 1],
    [940, 0.8],
  ])) {
    d.add(F.lightWash(d, x, 700 - 60 * s, 90 * s, 0.7, '#FFD99A'));
    d.add(
      shadow(x, 732, 40 * s, 6, 0.3),
      rrect(x - 30 * s, 730 - 110 * s, 60 * s, 110 * s, 10 * s, C.woodD),
      rrect(x - 22 * s, 730 - 100 * s, 44 * s, 86 * s, 6 * s, '#FFE0A0'),
      ellipse(x, 730 - 40 * s, 6 * s, 12 * s, '#FFF6D8'),
    );
  }
  d.add(
    rrect(1010, 720, 120, 16, 4, '#FFFFFF'),
    rrect(1020, 706, 100, 16, 4, C.aqua),
    rrect(1030, 692, 80, 16, 4, C.coralL),
  );
  d.add(fernPot(d, 60, 780, 1.1, { pot: C.cream }));
  return d;
}

export function bungalowBedroom() {
  const fy = 560;
  const d = room('Coral Bungalow bedroom with an arched door open to the sea', fy, {
    wallTop: '#F7E1D5',
    wallBottom: '#FBEEE4',
    floor: 'wood',
  });
  d.add(F.lightWash(d, 960, 320, 460, 0.5));
  d.add(
    F.windowView(d, 820, 90, 300, 470, {
      arch: 150,
      view: { mode: 'day', horizon: 0.5, sunX: 0.35, sunY: 0.3, seed: 121, clouds: 2, boat: [0.6, 0.25, 1] },
      panes: 2,
      frameW: 14,
      sill: false,
      frame: '#FFFFFF',
    }),
  );
  d.add(F.floorLight(830, 1110, fy, H, -200, 0.24));
  d.add(F.wallArt(d, 250, 80, 200, 150, { kind: 'sun', sunColor: C.gold }));
  d.add(F.pendant(d, 110, 0, 150, { w: 100, h: 70 }));
  d.add(F.rug(d, 440, 730, 360, 46, { color: '#F0D4C4', ring2: C.teal }));
  d.add(
    F.bedFront(d, 350, 690, 400, {
      head: C.coral,
      headD: C.coralD,
      arch: true,
      headH: 230,
      cushion: C.aqua,
      cushion2: C.sand,
      throw: C.sand,
      throwD: C.sandD,
    }),
  );
  d.add(F.nightstand(d, 600, 640, { w: 84, h: 86, color: '#FFFFFF', colorD: '#EDE3D6' }));
  d.add(fernPot(d, 642, 554, 0.7));
  d.add(F.peacockChair(d, 760, 740, 0.85, { pillow: C.aqua }));
  d.add(pottedPlant(d, 1130, 780, 0.9));
  return d;
}

// ---------------------------------------------------------------- amenities
/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} topY
 * @param {number} len
 */
function chandelier(d, x, topY, len, s = 1) {
  const y = topY + len;
  const out = [line(x, topY, x, y, '#8C6A3E', 2), F.lightWash(d, x, y + 20 * s, 150 * s, 0.55, '#FFE2A8')];
  out.push(
    `<path d="M${f1(x - 70 * s)},${f1(y)} Q${f1(x)},${f1(y + 46 * s)} ${f1(x + 70 * s)},${f1(y)}" stroke="#C9A061" stroke-width="${f1(4 * s)}" fill="none"/>`,
  );
  out.push(
    `<path d="M${f1(x - 44 * s)},${f1(y - 22 * s)} Q${f1(x)},${f1(y + 14 * s)} ${f1(x + 44 * s)},${f1(y - 22 * s)}" stroke="#C9A061" stroke-width="${f1(3 * s)}" fill="none"/>`,
  );
  for (const [dx, dy] of /** @type {const} */ ([
    [-70, 0],
    [-35, 16],
    [0, 22],
    [35, 16],
    [70, 0],
    [-44, -22],
    [0, -8],
    [44, -22],
  ])) {
    out.push(
      rect(x + (dx - 3) * s, y + (dy - 18) * s, 6 * s, 16 * s, '#FFF6E0'),
      ellipse(x + dx * s, y + (dy - 24) * s, 4 * s, 7 * s, '#FFE7A8'),
    );
  }
  for (let i = -3; i <= 3; i++)
    out.push(
      ellipse(x + i * 14 * s, y + (30 - Math.abs(i) * 4) * s, 3.5 * s, 7 * s, '#FFFFFF', 'opacity="0.85"'),
    );
  return g(out);
}

/**
 * @param {Doc} d
 * @param {number} cx
 * @param {number} y
 * @param {{ sash?: string }} [o]
 */
function banquetTable(d, cx, y, s = 1, o = {}) {
  const rw = 150 * s;
  const topY = y - 120 * s;
  const out = [shadow(cx, y + 4, rw * 1.2, 12 * s, 0.28, 'blur8')];
  // chair backs behind the table, dressed in white covers with a sash
  for (const dx of [-0.62, 0, 0.62]) {
    const chx = cx + dx * rw;
    out.push(rrect(chx - 26 * s, topY - 70 * s, 52 * s, 90 * s, 14 * s, '#FFFFFF', 'filter="url(#liftSm)"'));
    out.push(rect(chx - 26 * s, topY - 30 * s, 52 * s, 12 * s, o.sash || C.coral));
  }
  // cloth
  out.push(
    path(
      `M${f1(cx - rw)},${f1(topY)} C${f1(cx - rw - 8 * s)},${f1(y - 50 * s)} ${f1(cx - rw - 14 * s)},${f1(y - 10 * s)} ${f1(cx - rw - 16 * s)},${f1(y)} L${f1(cx + rw + 16 * s)},${f1(y)} C${f1(cx + rw + 14 * s)},${f1(y - 10 * s)} ${f1(cx + rw + 8 * s)},${f1(y - 50 * s)} ${f1(cx + rw)},${f1(topY)} Z`,
      d.linV(fade('#FFFFFF', '#EFE6DA'), topY, y),
    ),
  );
  for (let i = -3; i <= 3; i++)
    out.push(
      `<path d="M${f1(cx + i * rw * 0.28)},${f1(topY + 20 * s)} Q${f1(cx + i * rw * 0.3)},${f1(y - 40 * s)} ${f1(cx + i * rw * 0.32)},${f1(y)}" stroke="#E2D6C4" stroke-width="${f1(3 * s)}" fill="none"/>`,
    );
  out.push(ellipse(cx, topY, rw, 24 * s, '#FFFFFF'));
  // plates & glasses
  for (const dx of [-0.6, -0.2, 0.2, 0.6]) {
    out.push(
      ellipse(cx + dx * rw, topY + 8 * s, 20 * s, 5 * s, '#F1EDE6'),
      ellipse(cx + dx * rw, topY + 8 * s, 12 * s, 3 * s, '#FFFFFF'),
    );
    out.push(
      path(
        `M${f1(cx + dx * rw + 16 * s)},${f1(topY - 14 * s)} l${f1(8 * s)},0 l${f1(-1 * s)},${f1(10 * s)} l${f1(-6 * s)},0z`,
        '#DDEFF0',
      ),
      line(cx + dx * rw + 20 * s, topY - 4 * s, cx + dx * rw + 20 * s, topY + 4 * s, '#DDEFF0', 1.5 * s),
    );
  }
  // centerpiece
  out.push(rrect(cx - 10 * s, topY - 40 * s, 20 * s, 36 * s, 6 * s, '#E9F4F3'));
  out.push(
    frond(cx, topY - 40 * s, 50 * s, -150, C.leaf, { leaflets: 8, droop: 0.3 }),
    frond(cx, topY - 40 * s, 50 * s, -30, C.palm, { leaflets: 8, droop: 0.3 }),
  );
  for (const [dx, dy, c] of /** @type {const} */ ([
    [-16, -58, C.coral],
    [0, -66, C.coralL],
    [16, -56, C.gold],
    [-6, -50, C.peach],
    [10, -48, C.coral],
  ]))
    out.push(circle(cx + dx * s, topY + dy * s, 11 * s, c));
  return g(out);
}

export function functionHall() {
  const fy = 520;
  const d = room('Function Hall set for a seaside banquet under chandeliers', fy, {
    wallTop: '#EFDCC6',
    wallBottom: '#F7EADA',
    floorTop: '#C9A27A',
    floorBottom: '#E6C9A2',
  });
  for (const [i, x] of [110, 480, 850].entries()) {
    d.add(F.lightWash(d, x + 120, 260, 280, 0.35, '#FFD9B0'));
    d.add(
      F.windowView(d, x, 70, 240, 380, {
        arch: 120,
        view: {
          mode: 'sunset',
          horizon: 0.7,
          sunX: i === 1 ? 0.5 : 2,
          sunY: 0.25,
          seed: 130 + i,
          clouds: 2,
          island: i === 2,
          islandX: 0.1,
          islandW: 0.7,
        },
        panes: 2,
        frameW: 12,
        transom: 0.34,
      }),
    );
    d.add(
      F.curtain(d, x - 40, 50, 50, 460, '#E8C9A6', { dark: '#D5AE86', folds: 3, sway: -6 }),
      F.curtain(d, x + 230, 50, 50, 460, '#E8C9A6', { dark: '#D5AE86', folds: 3, sway: 6 }),
    );
  }
  d.add(rect(0, 0, W, 40, '#E3CCB0'), rect(0, 40, W, 10, '#F8EEE0'));
  d.add(F.stringLights(d, 0, 60, 600, 60, 50, 14), F.stringLights(d, 600, 60, 1200, 60, 50, 14));
  d.add(chandelier(d, 300, 50, 120, 0.9), chandelier(d, 900, 50, 120, 0.9), chandelier(d, 600, 50, 70, 1.1));
  d.add(F.floorLight(150, 1050, fy, H, 0, 0.14));
  for (const x of [200, 600, 1000]) d.add(banquetTable(d, x, 640, 0.72, { sash: C.teal }));
  for (const x of [380, 820]) d.add(banquetTable(d, x, 790, 1));
  d.add(
    pottedPlant(d, 40, 740, 1, { pot: C.cream, potD: C.linenD, potRim: '#FFFFFF' }),
    pottedPlant(d, 1160, 740, 1, { pot: C.cream, potD: C.linenD, potRim: '#FFFFFF' }),
  );
  return d;
}

export function swimmingPool() {
  const d = outdoors('Infinity swimming pool between palm trees and the open sea', 480, {
    mode: 'day',
    horizon: 0.62,
    sunX: 0.72,
    sunY: 0.35,
    seed: 141,
    boat: [0.34, 0.3, 1.2],
    islandX: 0.04,
    islandW: 0.3,
  });
  // stone terrace
  d.add(rect(0, 420, W, 380, d.linV(fade('#E7DCCB', '#F4ECE0'), 420, 800)));
  d.add(rect(0, 412, W, 14, '#F6F1E8'), rect(0, 426, W, 8, C.shadow, 'opacity="0.08"'));
  for (let x = -1200; x <= 2400; x += 150)
    d.add(line(x, 430, 600 + (x - 600) * 2.2, 800, '#FFFFFF', 2, 'opacity="0.7"'));
  // pool in perspective
  const poolD =
    'M190,450 L1010,450 Q1030,450 1036,462 L1144,686 Q1150,700 1130,700 L70,700 Q50,700 56,686 L164,462 Q170,450 190,450Z';
  d.add(path(poolD, 'none', 'stroke="#FFFFFF" stroke-width="22" stroke-linejoin="round"'));
  d.add(
    path(
      poolD,
      'none',
      'stroke="#000" stroke-width="26" opacity="0.05" stroke-linejoin="round" transform="translate(0,6)"',
    ),
  );
  d.add(
    path(
      poolD,
      d.linV(
        [
          [0, '#8FE3DA'],
          [0.45, '#45C4C4'],
          [1, '#1E9DAA'],
        ],
        450,
        700,
      ),
    ),
  );
  const pc = d.clip(`<path d="${poolD}"/>`);
  const under = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    under.push(line(170 + 860 * t, 450, 50 + 1100 * t, 700, '#0E6F80', 3, 'opacity="0.14"'));
  }
  under.push(rect(0, 450, W, 18, '#000', 'opacity="0.07"'));
  const r = rng(14);
  for (let i = 0; i < 70; i++) {
    const t = r();
    const yy = 462 + 230 * t;
    const sc = 0.5 + t;
    under.push(
      `<path d="M${f1(W * r())},${f1(yy)} q${f1(10 * sc)},${f1(-5 * sc)} ${f1(20 * sc)},0 t${f1(20 * sc)},0" stroke="#FFFFFF" stroke-width="${f1(1.5 + t * 1.5)}" fill="none" opacity="${f1(0.25 + 0.35 * r())}"/>`,
    );
  }
  under.push(ellipse(300, 520, 140, 20, '#FFFFFF', 'opacity="0.14" filter="url(#blur8)"'));
  d.add(g(under, `clip-path="${pc}"`));
  // float ring and ladder
  d.add(ellipse(700, 560, 64, 22, C.coral), ellipse(700, 560, 30, 9, '#3CC0C2'));
  for (const a of [0.2, 1.7, 3.3, 4.8])
    d.add(ellipse(700 + Math.cos(a) * 47, 560 + Math.sin(a) * 16, 11, 7, '#FFFFFF'));
  d.add(
    `<path d="M940,520 L940,470 Q940,446 964,446" stroke="#E5ECEC" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<path d="M990,520 L990,470 Q990,446 1014,446" stroke="#E5ECEC" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  );
  d.add(rect(936, 490, 58, 6, '#E5ECEC', 'opacity="0.7"'));
  d.add(palmTree(60, 600, 560, { lean: 0.1 }));
  d.add(palmTree(1150, 600, 600, { lean: -0.12 }));
  d.add(F.umbrella(d, 600, 786, 330, 380, { c1: C.teal, c2: C.cream }));
  d.add(F.lounger(d, 190, 792, 360, { cushion: '#FFFFFF', towel: C.coralL }));
  d.add(F.lounger(d, 650, 796, 360, { cushion: '#FFFFFF', towel: C.aqua, flip: true }));
  return d;
}

/**
 * @param {Doc} d
 * @param {number} cx
 * @param {number} y
 * @param {number} w
 */
function diningTable(d, cx, y, w, s = 1) {
  const topY = y - 110 * s;
  const out = [shadow(cx, y + 4, w * 0.65, 10 * s, 0.3)];
  out.push(F.diningChair(d, cx - w / 2 - 50 * s, y, s, { color: C.rattan }));
  out.push(F.diningChair(d, cx + w / 2 + 50 * s, y, s, { color: C.rattan, flip: true }));
  out.push(
    rect(cx - w / 2 + 14 * s, topY, 10 * s, y - topY, C.woodD),
    rect(cx + w / 2 - 24 * s, topY, 10 * s, y - topY, C.woodD),
  );
  out.push(
    path(
      `M${f1(cx - w / 2)},${f1(topY)} L${f1(cx + w / 2)},${f1(topY)} L${f1(cx + w / 2 + 6 * s)},${f1(topY + 44 * s)} Q${f1(cx)},${f1(topY + 52 * s)} ${f1(cx - w / 2 - 6 * s)},${f1(topY + 44 * s)}Z`,
      d.linV(fade('#FFFFFF', '#EDE4D6'), topY, topY + 50 * s),
    ),
  );
  out.push(rect(cx - w * 0.12, topY, w * 0.24, 44 * s, C.coral, 'opacity="0.85"'));
  out.push(F.lightWash(d, cx, topY - 20 * s, 80 * s, 0.8, '#FFD99A'));
  out.push(
    rrect(cx - 10 * s, topY - 36 * s, 20 * s, 34 * s, 5 * s, '#FFE3A0'),
    ellipse(cx, topY - 22 * s, 4 * s, 8 * s, '#FFF8E0'),
  );
  for (const dx of [-0.32, 0.32]) {
    out.push(
      ellipse(cx + dx * w, topY - 2 * s, 26 * s, 6 * s, '#F6F2EC'),
      ellipse(cx + dx * w, topY - 4 * s, 14 * s, 4 * s, C.gold),
    );
    out.push(
      path(
        `M${f1(cx + dx * w + 30 * s)},${f1(topY - 34 * s)} l${f1(14 * s)},0 l${f1(-2 * s)},${f1(16 * s)} l${f1(-10 * s)},0z`,
        '#F7C1A8',
      ),
      line(cx + dx * w + 37 * s, topY - 18 * s, cx + dx * w + 37 * s, topY - 2 * s, '#E6EEF0', 2 * s),
    );
  }
  return g(out);
}

export function restaurant() {
  const d = outdoors('Open-air beachfront restaurant at dusk with candlelit tables', 600, {
    mode: 'dusk',
    horizon: 0.64,
    sunX: 0.5,
    sunY: 0.06,
    sunR: 0.06,
    seed: 151,
    islandX: 0.64,
    islandW: 0.3,
    clouds: 3,
  });
  const r = rng(15);
  for (let i = 0; i < 40; i++)
    d.add(circle(W * r(), 250 * r(), 1 + r() * 1.6, '#FFFFFF', `opacity="${f1(0.4 + 0.5 * r())}"`));
  d.add(palmTree(980, 560, 420, { lean: -0.1, colors: ['#1D3F45', '#24504F', '#1D3F45'] }));
  d.add(F.deck(d, 560, H, W, { top: '#9E7552', bottom: '#C99D72' }));
  d.add(F.railing(d, 0, W, 590, 70, { step: 40, color: '#D7B68C', rail: '#B98A5E' }));
  // thatched roof edge and posts
  d.add(rect(0, 0, W, 70, d.linV(fade('#7E5634', '#A8774A'), 0, 70)));
  for (let x = 0; x < W; x += 16) d.add(line(x, 60, x + 5, 96 + (x % 48 === 0 ? 8 : 0), '#8A5E38', 4));
  d.add(
    rect(40, 70, 34, 560, C.woodD, 'filter="url(#lift)"'),
    rect(1126, 70, 34, 560, C.woodD, 'filter="url(#lift)"'),
  );
  d.add(F.stringLights(d, 57, 110, 600, 100, 60, 12), F.stringLights(d, 600, 100, 1143, 110, 60, 12));
  d.add(F.pendant(d, 330, 70, 90, { w: 80, h: 56 }), F.pendant(d, 870, 70, 90, { w: 80, h: 56 }));
  d.add(diningTable(d, 330, 690, 250, 1), diningTable(d, 870, 690, 250, 1));
  d.add(diningTable(d, 600, 800, 300, 1.2));
  d.add(pottedPlant(d, 1150, 790, 1.1, { colors: [C.palm, C.leaf, C.palmD] }));
  return d;
}

export function wifi() {
  const d = outdoors('Fast free WiFi: a laptop on a terrace table overlooking the sea', 620, {
    mode: 'golden',
    horizon: 0.6,
    sunX: 0.84,
    sunY: 0.35,
    seed: 161,
    islandX: 0.02,
    islandW: 0.26,
    boat: [0.3, 0.25, 1.1],
  });
  d.add(F.railing(d, 0, W, 600, 110, { glass: true, step: 300 }));
  for (const [x, a] of /** @type {const} */ ([
    [0, 20],
    [0, 50],
    [0, -10],
    [1200, 160],
    [1200, 130],
    [1200, 190],
  ]))
    d.add(frond(x, a === 50 || a === 130 ? 140 : 40, 300, a, a % 20 ? C.palmD : C.palm, { droop: 0.35 }));
  // table
  d.add(rect(0, 600, W, 200, d.linV(fade('#C49468', '#A87A52'), 600, 800)));
  for (let y = 612; y < 800; y += 26) d.add(rect(0, y, W, 2, '#7E5636', 'opacity="0.2"'));
  // wifi symbol
  const wx = 600;
  const wy = 430;
  const arcs = [70, 130, 190];
  const glow = [];
  const sym = [];
  for (const rr of arcs) {
    const a = (44 * Math.PI) / 180;
    const dd = `M${f1(wx - rr * Math.sin(a))},${f1(wy - rr * Math.cos(a))} A${rr},${rr} 0 0 1 ${f1(wx + rr * Math.sin(a))},${f1(wy - rr * Math.cos(a))}`;
    glow.push(
      `<path d="${dd}" stroke="#FFF4D6" stroke-width="44" fill="none" stroke-linecap="round" opacity="0.5"/>`,
    );
    sym.push(`<path d="${dd}" stroke="#FFFFFF" stroke-width="26" fill="none" stroke-linecap="round"/>`);
  }
  d.add(g([...glow, circle(wx, wy - 8, 30, '#FFF4D6', 'opacity="0.5"')], 'filter="url(#blur14)"'));
  d.add(g([...sym, circle(wx, wy - 8, 19, '#FFFFFF')], 'opacity="0.95"'));
  // laptop
  const lx = 600;
  const ly = 690;
  d.add(shadow(lx, ly + 10, 230, 16, 0.35));
  d.add(
    poly(
      [
        [lx - 190, ly - 230],
        [lx + 190, ly - 230],
        [lx + 200, ly],
        [lx - 200, ly],
      ],
      '#39474F',
    ),
  );
  d.add(
    poly(
      [
        [lx - 176, ly - 218],
        [lx + 176, ly - 218],
        [lx + 184, ly - 12],
        [lx - 184, ly - 12],
      ],
      d.linV(
        [
          [0, '#7FD3CF'],
          [0.55, '#2FA3A6'],
          [1, '#1D6F86'],
        ],
        ly - 218,
        ly,
      ),
    ),
  );
  d.add(circle(lx + 90, ly - 150, 28, '#FFE6B0', 'opacity="0.9"'));
  d.add(
    `<path d="M${lx - 184},${ly - 70} q46,-18 92,0 t92,0 t92,0 t92,0 L${lx + 184},${ly - 12} L${lx - 184},${ly - 12}Z" fill="#FFFFFF" opacity="0.25"/>`,
  );
  d.add(
    rrect(lx - 140, ly - 190, 150, 14, 7, '#FFFFFF', 'opacity="0.8"'),
    rrect(lx - 140, ly - 166, 100, 10, 5, '#FFFFFF', 'opacity="0.55"'),
  );
  d.add(
    poly(
      [
        [lx - 220, ly],
        [lx + 220, ly],
        [lx + 250, ly + 40],
        [lx - 250, ly + 40],
      ],
      '#C9D1D5',
    ),
    rect(lx - 250, ly + 40, 500, 8, '#A4AEB3'),
  );
  d.add(
    poly(
      [
        [lx - 190, ly + 6],
        [lx + 190, ly + 6],
        [lx + 204, ly + 24],
        [lx - 204, ly + 24],
      ],
      '#AEB8BD',
      'opacity="0.7"',
    ),
  );
  // phone, coffee, coconut
  d.add(
    g(
      [
        rrect(860, 700, 120, 62, 10, '#2C3A42'),
        rrect(866, 706, 108, 50, 7, d.linU(fade(C.coralL, C.gold), 0, 0, 1, 1)),
      ],
      'filter="url(#liftSm)" transform="rotate(-8 920 730)"',
    ),
  );
  d.add(
    shadow(250, 712, 60, 8, 0.35),
    ellipse(250, 706, 64, 12, '#FFFFFF'),
    path('M206,640 L294,640 L286,700 Q250,712 214,700Z', '#FFFFFF'),
    `<path d="M294,656 q28,2 26,22 q-2,16 -30,14" stroke="#FFFFFF" stroke-width="9" fill="none"/>`,
    ellipse(250, 642, 44, 8, '#7A4E2E'),
  );
  for (const dx of [-14, 10])
    d.add(
      `<path d="M${250 + dx},628 q-12,-20 0,-38 q12,-18 0,-38" stroke="#FFFFFF" stroke-width="5" fill="none" opacity="0.55" stroke-linecap="round"/>`,
    );
  d.add(F.drinks(1080, 740, 1.6));
  return d;
}

export function coffeeShop() {
  const fy = 600;
  const d = room('The Coffee Shop: an espresso bar with pastries and a window to the sea', fy, {
    floor: 'tile',
    wallTop: '#F3E4D0',
    wallBottom: '#F8EEE1',
    floorTop: '#D8C7AE',
    floorBottom: '#EFE3D1',
  });
  // teal back panel with shelves
  d.add(rect(60, 60, 720, 420, d.linV(fade(C.deep, C.teal), 60, 480)));
  d.add(
    F.windowView(d, 860, 100, 280, 380, {
      view: { mode: 'day', horizon: 0.55, sunX: 0.3, seed: 171, boat: [0.6, 0.3, 0.9] },
      panes: 2,
      transom: 0.3,
    }),
  );
  d.add(F.floorLight(870, 1130, fy, H, -160, 0.18));
  // menu board
  d.add(rrect(100, 100, 260, 170, 8, C.woodD), rect(112, 112, 236, 146, '#2B3A3F'));
  for (let i = 0; i < 5; i++)
    d.add(
      rrect(130, 132 + i * 24, 120 + ((i * 37) % 60), 7, 3, '#FFFFFF', 'opacity="0.7"'),
      rrect(300, 132 + i * 24, 30, 7, 3, C.gold, 'opacity="0.9"'),
    );
  // shelves with cups, jars and plants
  for (const sy of [170, 270]) {
    d.add(rrect(400, sy, 340, 12, 3, C.woodL, 'filter="url(#liftSm)"'));
  }
  for (let i = 0; i < 5; i++)
    d.add(path(`M${420 + i * 36},${138} l28,0 l-3,32 l-22,0z`, i % 2 ? '#FFFFFF' : C.coralL));
  d.add(
    rrect(610, 118, 40, 52, 8, '#E9F4F3', 'opacity="0.9"'),
    rect(616, 140, 28, 28, '#6E4B2E'),
    rrect(660, 110, 40, 60, 8, '#E9F4F3', 'opacity="0.9"'),
    rect(666, 136, 28, 32, '#A8774A'),
  );
  d.add(
    fernPot(d, 460, 270, 0.7, { pot: C.cream }),
    fernPot(d, 700, 270, 0.6, { pot: C.coralL, potD: C.coral }),
  );
  d.add(rrect(540, 226, 36, 44, 6, C.sand), rrect(584, 236, 36, 34, 6, C.aqua));
  // counter
  const cy = 470;
  d.add(shadow(440, 702, 400, 14, 0.3, 'blur14'));
  d.add(rect(80, cy, 720, 230, d.linV(fade(C.woodL, C.wood), cy, cy + 230)));
  for (let x = 100; x < 800; x += 30) d.add(rect(x, cy + 20, 4, 200, C.woodD, 'opacity="0.3"'));
  d.add(rrect(66, cy - 16, 748, 22, 5, '#F5EFE6', 'filter="url(#liftSm)"'));
  // espresso machine
  const ex = 150;
  d.add(
    rrect(
      ex,
      cy - 170,
      220,
      154,
      14,
      d.linH(fade('#E6ECEE', '#AEBAC0'), ex, ex + 220),
      'filter="url(#liftSm)"',
    ),
  );
  d.add(rrect(ex + 10, cy - 166, 200, 36, 10, C.coral));
  for (const gx of [ex + 60, ex + 160]) {
    d.add(
      rect(gx - 18, cy - 110, 36, 16, '#59666D'),
      rect(gx - 34, cy - 98, 40, 8, '#3D474C'),
      rect(gx - 14, cy - 94, 28, 10, '#59666D'),
    );
    d.add(path(`M${gx - 14},${cy - 52} l28,0 l-4,34 l-20,0z`, '#FFFFFF'));
  }
  for (const gx of [ex + 60, ex + 160])
    d.add(
      `<path d="M${gx - 4},${cy - 62} q-10,-18 0,-32" stroke="#FFFFFF" stroke-width="4" fill="none" opacity="0.6"/>`,
    );
  d.add(rect(ex + 20, cy - 22, 180, 8, '#59666D'));
  // grinder
  d.add(
    rrect(400, cy - 120, 60, 104, 8, '#39474F'),
    path(`M396,${cy - 120} l68,0 l-12,-56 l-44,0z`, '#C49468', 'opacity="0.9"'),
  );
  // pastry dome
  const px = 610;
  d.add(ellipse(px, cy - 18, 110, 12, '#FFFFFF'), rect(px - 90, cy - 22, 180, 8, C.woodD));
  for (const [dx, c] of /** @type {const} */ ([
    [-50, '#E2A35A'],
    [0, '#D98F48'],
    [50, '#E2A35A'],
    [-24, '#EFB973'],
    [26, '#C97C3C'],
  ]))
    d.add(
      path(
        `M${px + dx - 26},${cy - 26} Q${px + dx},${cy - (dx % 50 ? 70 : 60)} ${px + dx + 26},${cy - 26} Q${px + dx},${cy - 38} ${px + dx - 26},${cy - 26}Z`,
        c,
      ),
    );
  d.add(
    path(
      `M${px - 100},${cy - 22} Q${px - 100},${cy - 150} ${px},${cy - 150} Q${px + 100},${cy - 150} ${px + 100},${cy - 22}Z`,
      '#EAF6F6',
      'opacity="0.35"',
    ),
    `<path d="M${px - 60},${cy - 120} Q${px - 40},${cy - 140} ${px - 10},${cy - 142}" stroke="#FFFFFF" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    circle(px, cy - 156, 8, C.woodD),
  );
  d.add(
    g(
      [
        rrect(720, cy - 50, 40, 34, 6, '#FFFFFF'),
        rrect(724, cy - 78, 32, 28, 6, '#FFFFFF'),
        rrect(728, cy - 100, 24, 22, 6, '#FFFFFF'),
      ],
      'filter="url(#liftSm)"',
    ),
  );
  // café table by the window
  d.add(F.diningChair(d, 880, 740, 1.05, { color: C.teal }));
  d.add(F.sideTable(d, 1000, 750, 1.4));
  d.add(
    ellipse(1000, 654, 34, 8, '#FFFFFF'),
    path('M978,620 L1022,620 L1018,652 Q1000,660 982,652Z', '#FFFFFF'),
    ellipse(1000, 621, 22, 5, '#C08A5A'),
    path('M994,620 q6,-4 12,0 q-6,5 -12,0z', '#F6E9D6'),
  );
  d.add(pottedPlant(d, 1150, 790, 0.95));
  // pendants in the foreground
  for (const x of [230, 480, 730])
    d.add(F.pendant(d, x, 0, 36, { shape: 'cone', w: 84, h: 58, color: C.gold, colorD: '#D08E3A' }));
  return d;
}

export function security() {
  const d = outdoors('24-hour security: a lit gatehouse and barrier at the resort entrance', 560, {
    mode: 'dusk',
    horizon: 0.72,
    sunX: 0.16,
    sunY: 0.04,
    sunR: 0.05,
    seed: 181,
    islandX: 0.5,
    islandW: 0.3,
  });
  const r = rng(18);
  for (let i = 0; i < 60; i++)
    d.add(circle(W * r(), 300 * r(), 0.8 + r() * 1.6, '#FFFFFF', `opacity="${f1(0.3 + 0.6 * r())}"`));
  d.add(path('M0,470 Q300,440 600,470 T1200,460 L1200,600 L0,600Z', '#2F5B5B'));
  for (const [x, h] of /** @type {const} */ ([
    [80, 420],
    [1130, 460],
    [980, 340],
  ]))
    d.add(
      palmTree(x, 600, h, {
        lean: x > 600 ? -0.1 : 0.1,
        colors: ['#1B3A3E', '#22484A', '#1B3A3E'],
        trunk: '#4A3C34',
        trunkD: '#2E2520',
      }),
    );
  // ground and driveway
  d.add(rect(0, 590, W, 210, d.linV(fade('#3D6B5E', '#4F7D68'), 590, 800)));
  d.add(
    poly(
      [
        [520, 590],
        [760, 590],
        [1060, 800],
        [260, 800],
      ],
      d.linV(fade('#6E7378', '#8C9196'), 590, 800),
    ),
  );
  d.add(
    poly(
      [
        [636, 600],
        [644, 600],
        [664, 800],
        [636, 800],
      ],
      '#F4E9C8',
      'opacity="0.6"',
    ),
  );
  // gatehouse
  const gx = 220;
  d.add(shadow(gx + 130, 600, 170, 12, 0.4));
  d.add(rect(gx, 420, 260, 180, d.linV(fade('#F3E6D3', '#DCCAB1'), 420, 600)));
  d.add(
    poly(
      [
        [gx - 30, 430],
        [gx + 290, 430],
        [gx + 240, 360],
        [gx + 20, 360],
      ],
      '#8A5E38',
      'filter="url(#lift)"',
    ),
  );
  d.add(F.lightWash(d, gx + 90, 490, 140, 0.6, '#FFD99A'));
  d.add(
    rect(gx + 30, 450, 120, 80, '#FFE3A6'),
    rect(gx + 30, 450, 120, 80, 'none', `stroke="${C.woodD}" stroke-width="6"`),
    line(gx + 90, 452, gx + 90, 528, C.woodD, 4),
  );
  d.add(rect(gx + 180, 470, 56, 130, C.woodD), circle(gx + 224, 540, 4, C.gold));
  // shield emblem on the pillar
  const sx = 840;
  d.add(
    rect(sx - 60, 380, 120, 220, d.linV(fade('#E9DCC8', '#CDBBA2'), 380, 600), 'filter="url(#lift)"'),
    rect(sx - 70, 370, 140, 18, '#F5ECDF'),
  );
  d.add(
    F.lightWash(d, sx, 330, 120, 0.7, '#FFE0A0'),
    rrect(sx - 16, 326, 32, 44, 6, '#2E2520'),
    rrect(sx - 10, 332, 20, 30, 4, '#FFE6A8'),
  );
  d.add(
    path(
      `M${sx},420 L${sx + 44},436 L${sx + 44},478 Q${sx + 44},520 ${sx},540 Q${sx - 44},520 ${sx - 44},478 L${sx - 44},436Z`,
      C.teal,
      'filter="url(#liftSm)"',
    ),
  );
  d.add(
    `<path d="M${sx - 20},478 L${sx - 5},494 L${sx + 22},462" stroke="#FFFFFF" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  // barrier arm
  d.add(rect(sx - 100, 520, 34, 80, '#39474F'));
  const arm = [];
  for (let i = 0; i < 8; i++) arm.push(rect(sx - 400 + i * 40, 526, 40, 16, i % 2 ? '#FFFFFF' : C.coral));
  d.add(g(arm, 'filter="url(#liftSm)"'), circle(sx - 83, 534, 8, C.gold));
  // CCTV camera on the gatehouse corner
  d.add(
    rect(gx + 262, 380, 8, 40, '#39474F'),
    g(
      [
        rrect(gx + 262, 372, 64, 26, 8, '#E8ECEE'),
        rect(gx + 322, 376, 10, 18, '#39474F'),
        circle(gx + 300, 385, 4, C.coral),
      ],
      `transform="rotate(14 ${gx + 266} 385)"`,
    ),
  );
  // lamp posts
  for (const [x, s] of /** @type {const} */ ([
    [540, 0.8],
    [1050, 1.2],
  ])) {
    const top = 600 - 240 * s;
    d.add(
      F.lightWash(d, x, top, 120 * s, 0.75, '#FFE0A0'),
      rect(x - 4 * s, top, 8 * s, 240 * s + (s > 1 ? 120 : 0), '#2E2520'),
      rrect(x - 16 * s, top - 30 * s, 32 * s, 36 * s, 6 * s, '#FFE6A8'),
      path(
        `M${f1(x - 22 * s)},${f1(top - 30 * s)} l${f1(44 * s)},0 l${f1(-10 * s)},${f1(-14 * s)} l${f1(-24 * s)},0z`,
        '#2E2520',
      ),
    );
  }
  return d;
}

/**
 * @param {Doc} d
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} color
 * @param {string} colorD
 */
function car(d, x, y, w, color, colorD) {
  const h = w * 0.36;
  const out = [shadow(x + w / 2, y + 2, w * 0.55, 10, 0.4)];
  out.push(
    path(
      `M${f1(x)},${f1(y - 26)} Q${f1(x)},${f1(y - h * 0.62)} ${f1(x + w * 0.12)},${f1(y - h * 0.64)} L${f1(x + w * 0.26)},${f1(y - h * 0.66)} L${f1(x + w * 0.38)},${f1(y - h)} L${f1(x + w * 0.72)},${f1(y - h)} L${f1(x + w * 0.86)},${f1(y - h * 0.64)} Q${f1(x + w)},${f1(y - h * 0.6)} ${f1(x + w)},${f1(y - 30)} L${f1(x + w)},${f1(y - 16)} L${f1(x)},${f1(y - 16)}Z`,
      d.linV(fade(color, colorD), y - h, y),
    ),
  );
  out.push(
    path(
      `M${f1(x + w * 0.29)},${f1(y - h * 0.66)} L${f1(x + w * 0.395)},${f1(y - h * 0.92)} L${f1(x + w * 0.54)},${f1(y - h * 0.92)} L${f1(x + w * 0.54)},${f1(y - h * 0.66)}Z`,
      '#CFE7EA',
    ),
  );
  out.push(
    path(
      `M${f1(x + w * 0.57)},${f1(y - h * 0.66)} L${f1(x + w * 0.57)},${f1(y - h * 0.92)} L${f1(x + w * 0.705)},${f1(y - h * 0.92)} L${f1(x + w * 0.81)},${f1(y - h * 0.66)}Z`,
      '#CFE7EA',
    ),
  );
  out.push(line(x + w * 0.3, y - h * 0.5, x + w * 0.9, y - h * 0.5, '#000', 2, 'opacity="0.15"'));
  out.push(
    rect(x + w * 0.46, y - h * 0.48, w * 0.05, 4, '#000', 'opacity="0.3"'),
    rect(x + w * 0.7, y - h * 0.48, w * 0.05, 4, '#000', 'opacity="0.3"'),
  );
  out.push(
    rrect(x + w - 14, y - h * 0.56, 14, 10, 3, '#FFF2C4'),
    rrect(x, y - h * 0.52, 12, 10, 3, C.coralD),
  );
  for (const wx of [x + w * 0.2, x + w * 0.8])
    out.push(circle(wx, y - 16, w * 0.085, '#2B3035'), circle(wx, y - 16, w * 0.045, '#C9D1D5'));
  return g(out);
}

export function parking() {
  const d = outdoors('Free guest parking under a shaded carport beside the palms', 460, {
    mode: 'day',
    horizon: 0.86,
    sunX: 0.12,
    sunY: 0.5,
    seed: 191,
    island: false,
    clouds: 4,
  });
  // resort building in the background
  d.add(
    rect(560, 250, 560, 200, '#F6EADB'),
    poly(
      [
        [530, 260],
        [1150, 260],
        [1080, 200],
        [600, 200],
      ],
      '#B9855A',
    ),
  );
  for (let i = 0; i < 6; i++)
    d.add(rect(590 + i * 88, 290, 50, 60, '#9FD3D4'), rect(590 + i * 88, 380, 50, 60, '#9FD3D4'));
  d.add(palmTree(520, 470, 330, { lean: 0.05 }), palmTree(1150, 470, 360, { lean: -0.08 }));
  d.add(rect(0, 440, W, 40, '#86BE8E'));
  // asphalt
  d.add(rect(0, 470, W, 330, d.linV(fade('#9AA1A6', '#B9BEC1'), 470, 800)));
  // parking bay lines in perspective
  for (let i = -1; i < 6; i++)
    d.add(
      poly(
        [
          [90 + i * 250, 540],
          [100 + i * 250, 540],
          [70 + i * 290, 800],
          [52 + i * 290, 800],
        ],
        '#FFFFFF',
        'opacity="0.85"',
      ),
    );
  d.add(rect(0, 532, W, 8, '#FFFFFF', 'opacity="0.85"'));
  // carport
  d.add(
    poly(
      [
        [0, 118],
        [W, 118],
        [W, 176],
        [0, 176],
      ],
      '#DCE5E8',
      'filter="url(#lift)"',
    ),
  );
  d.add(rect(0, 118, W, 14, '#F7FAFA'), rect(0, 160, W, 16, C.teal));
  for (let x = 0; x < W; x += 100) d.add(rect(x, 132, 3, 28, '#B5C3C8'));
  for (const x of [70, 585, 1100])
    d.add(rect(x, 176, 16, 396, '#8A9AA2'), rect(x - 6, 568, 28, 10, '#5E6D74'));
  // cars
  d.add(car(d, 110, 700, 440, '#3FAEB0', '#1E8C93'));
  d.add(car(d, 620, 700, 440, C.coralL, C.coral));
  // parking sign
  const px = 1080;
  d.add(
    rect(px - 5, 500, 10, 200, '#5E6D74'),
    rrect(px - 50, 390, 100, 110, 14, '#1F6FA8', 'filter="url(#liftSm)"'),
  );
  d.add(
    path(
      `M${px - 20},${480} L${px - 20},${412} L${px + 6},${412} Q${px + 30},${412} ${px + 30},${436} Q${px + 30},${460} ${px + 6},${460} L${px - 4},${460} L${px - 4},${480}Z M${px - 4},${426} L${px - 4},${446} L${px + 4},${446} Q${px + 14},${446} ${px + 14},${436} Q${px + 14},${426} ${px + 4},${426}Z`,
      '#FFFFFF',
      'fill-rule="evenodd"',
    ),
  );
  d.add(fernPot(d, 60, 780, 1.2, { pot: C.sand, potD: C.sandD }));
  return d;
}

export function airConditioning() {
  const fy = 580;
  const d = room('Quiet air conditioning keeping a sunny room cool', fy, {
    wallTop: '#E6F1EF',
    wallBottom: '#F4F6F0',
  });
  d.add(
    F.windowView(d, 800, 140, 320, 360, {
      view: { mode: 'day', horizon: 0.55, sunX: 0.6, seed: 201 },
      panes: 2,
      transom: 0.3,
    }),
  );
  d.add(
    F.curtainRod(770, 1150, 112),
    F.curtain(d, 776, 118, 56, 420, '#FFFFFF', { dark: '#E6EEEC', folds: 3, sway: -10 }),
    F.curtain(d, 1090, 118, 56, 420, '#FFFFFF', { dark: '#E6EEEC', folds: 3, sway: -16 }),
  );
  d.add(F.floorLight(810, 1110, fy, H, -160, 0.16));
  // air flow ribbons
  /** @type {Array<[path: string, opacity: number]>} */
  const flows = [
    ['M230,205 C260,300 180,380 260,470 S300,600 240,700', 0.5],
    ['M360,210 C380,320 300,400 390,480 S430,610 380,720', 0.45],
    ['M490,210 C520,300 460,400 540,470 S590,590 560,690', 0.4],
  ];
  for (const [dd, op] of flows) {
    d.add(
      `<path d="${dd}" stroke="${C.aquaL}" stroke-width="34" fill="none" stroke-linecap="round" opacity="${op * 0.5}" filter="url(#blur8)"/>`,
    );
    d.add(
      `<path d="${dd}" stroke="#FFFFFF" stroke-width="6" fill="none" stroke-linecap="round" opacity="${op + 0.2}" stroke-dasharray="40 26"/>`,
    );
  }
  // split unit
  d.add(rrect(170, 100, 420, 110, 26, d.linV(fade('#FFFFFF', '#E4EBEC'), 100, 210), 'filter="url(#lift)"'));
  d.add(rrect(190, 178, 380, 18, 8, '#CBD6D8'));
  for (let x = 205; x < 560; x += 22) d.add(line(x, 182, x + 8, 194, '#9FB0B3', 2));
  d.add(circle(540, 130, 5, C.sea), rrect(200, 124, 90, 6, 3, '#DCE4E6'));
  // thermostat
  d.add(rrect(640, 250, 90, 120, 14, '#FFFFFF', 'filter="url(#liftSm)"'), rrect(652, 264, 66, 50, 8, C.deep));
  const tx = 685;
  const ty = 289;
  for (let a = 0; a < 3; a++) {
    const ang = (a * Math.PI) / 3;
    d.add(
      line(
        tx - 16 * Math.cos(ang),
        ty - 16 * Math.sin(ang),
        tx + 16 * Math.cos(ang),
        ty + 16 * Math.sin(ang),
        C.aquaL,
        3,
      ),
    );
  }
  d.add(circle(670, 340, 8, C.aqua), circle(700, 340, 8, C.coralL));
  // furniture
  d.add(F.rug(d, 420, 730, 340, 46, { color: '#D6E9E4', ring2: C.aqua }));
  d.add(F.armchair(d, 230, 730, 300, { color: C.sandL, colorD: C.linenD, pillow: C.aqua }));
  d.add(F.sideTable(d, 620, 740, 1.2));
  d.add(
    path('M606,650 L634,650 L630,662 Q620,666 610,662Z', '#DDF1F0'),
    rect(608, 610, 24, 40, '#DDF1F0', 'opacity="0.8"'),
    rect(610, 624, 20, 26, '#F6C27A', 'opacity="0.9"'),
    line(625, 600, 620, 630, C.coral, 3),
  );
  d.add(pottedPlant(d, 90, 760, 1, { pot: C.cream, potD: C.linenD, potRim: '#FFFFFF' }));
  d.add(fernPot(d, 960, 500, 0.6));
  return d;
}

export function roomPlaceholder() {
  const d = new Doc(W, H, 'Room photo coming soon');
  d.add(
    rect(
      0,
      0,
      W,
      H,
      d.linV(
        [
          [0, '#EAF3F0'],
          [0.6, '#F6EEE2'],
          [1, '#F1E2CC'],
        ],
        0,
        1,
      ),
    ),
  );
  d.add(
    circle(
      600,
      400,
      330,
      d.radU(
        [
          [0, '#FFFFFF', 0.7],
          [1, '#FFFFFF', 0],
        ],
        600,
        400,
        330,
      ),
    ),
  );
  const ink = '#B9C9C6';
  d.add(`<g fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
<path d="M410,520 L410,360"/><path d="M410,470 L790,470 L790,520"/><path d="M410,430 L790,430 Q800,430 800,440"/>
<rect x="450" y="388" width="110" height="42" rx="18"/>
<path d="M810,330 Q780,250 690,250"/><path d="M810,330 Q830,250 900,240"/><path d="M810,330 Q760,300 730,330"/><path d="M810,330 L812,470"/>
</g>`);
  d.add(
    path(
      'M300,600 Q450,570 600,600 T900,600',
      'none',
      `stroke="${ink}" stroke-width="10" stroke-linecap="round" opacity="0.7"`,
    ),
  );
  d.add(
    path(
      'M360,640 Q480,615 600,640 T840,640',
      'none',
      `stroke="${ink}" stroke-width="10" stroke-linecap="round" opacity="0.5"`,
    ),
  );
  return d;
}
