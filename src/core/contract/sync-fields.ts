/**
 * Rules of the sync map's later, optional fields, shared by the schema (edition-format.ts) and the
 * browser's checked parse (sync-map.ts); kept out of the constants every page loads.
 */

/** A bar's time signature: "4/4", "3/2", "6/8", additive "3+2/4". */
export const METER_PATTERN = /^[1-9]\d*(\+[1-9]\d*)*\/[1-9]\d*$/;
/** A note's pitch is a MIDI number, 0-127. */
export const MIDI_PITCH_MAX = 127;
