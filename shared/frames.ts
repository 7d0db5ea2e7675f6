// The two frames (docs/product-rules.md, "Frames"): the 400×200 browser preview and the 800×400
// export; and the box every layout, scene and safe area measures with.

/** A rectangle, top-left corner and size, in whatever units its owner says. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Frame {
  width: number;
  height: number;
  /** Text size search: start, step, spec minimum; the row must fit fitWidth. */
  textStart: number;
  textStep: number;
  textMin: number;
  fitWidth: number;
  /** The symbol is this much larger than the text, with this gap before the text. */
  symbolDelta: number;
  symbolGap: number;
  /** Slogan: starts at max(sloganMin, text/3), shrinks by sloganStep down to sloganFloor. */
  sloganMin: number;
  sloganStep: number;
  sloganFloor: number;
  sloganGap: number;
  /** Nothing is drawn closer than this to the frame's edge. */
  margin: number;
}

export const PREVIEW_FRAME: Frame = {
  width: 400,
  height: 200,
  textStart: 48,
  textStep: 2,
  textMin: 20,
  fitWidth: 400 - 40,
  symbolDelta: 8,
  symbolGap: 10,
  sloganMin: 16,
  sloganStep: 1,
  sloganFloor: 12,
  sloganGap: 10,
  margin: 10,
};

export const EXPORT_FRAME: Frame = {
  width: 800,
  height: 400,
  textStart: 120,
  textStep: 4,
  textMin: 40,
  fitWidth: 760,
  symbolDelta: 20,
  symbolGap: 20,
  sloganMin: 32,
  sloganStep: 2,
  sloganFloor: 24,
  sloganGap: 20,
  margin: 20,
};
